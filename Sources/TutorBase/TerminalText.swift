/// Text that came from outside (a program's or a compiler's output, a learner's file, an
/// environment value) made safe to show: control characters, escape codes and bidirectional
/// controls written out instead of acted on, and a cap on length. The one place that decides
/// what reaches the terminal as it is.
package enum TerminalText {
    /// `text` with every control character, invalid byte and invisible format character
    /// written as `\u{…}`, cut at `limit` characters with an ellipsis; the characters in
    /// `keeping` (a file's line breaks and tabs) are left as they are.
    package static func escaped(_ text: String, limit: Int = 200, keeping: Set<Unicode.Scalar> = []) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else {
                out += "…"
                break
            }
            if isUnsafe(scalar) && !keeping.contains(scalar) {
                out += written(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return out
    }

    /// One line of output as a screen of the tutor's shows it: a tab as four spaces, so that a
    /// column stays a column; a carriage return as `\r`; everything else `escaped` writes out,
    /// written out the same way; a line longer than any lesson's cut at 300 characters with a
    /// count of the rest, so a flood stays readable.
    package static func line(_ line: String) -> String {
        let limit = 300
        if line.count > limit {
            return Self.line(String(line.prefix(limit))) + " … (\(line.count - limit) more characters)"
        }
        var result = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\t": result += "    "
            case "\r": result += "\\r"
            case _ where isUnsafe(scalar): result += written(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The first line of `text` that has something on it, made safe; `fallback` when none has.
    package static func firstLine(of text: String, limit: Int = 200, fallback: String = "it printed nothing") -> String
    {
        let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .first { !$0.allSatisfy(\.isWhitespace) }
        return line.map { escaped(String($0), limit: limit) } ?? fallback
    }

    /// `\u{1B}`: how a scalar that is not shown as itself is written.
    package static func written(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// Whether a terminal could act on `scalar` or hide it instead of showing it: C0 and C1
    /// controls and DEL (`Cc`: ESC, and U+009B, a CSI on its own), format characters (`Cf`:
    /// the bidirectional overrides and isolates U+202A–U+202E and U+2066–U+2069, the marks
    /// U+200E, U+200F and U+061C, which reorder what follows), line and paragraph separators,
    /// private, unassigned and surrogate code points, and U+FFFD, an invalid byte.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{FFFD}" { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }
}
