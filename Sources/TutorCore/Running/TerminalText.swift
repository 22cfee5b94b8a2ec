/// Text that came from outside (a compiler's output, an environment value) made safe to show:
/// control characters and escape codes written out instead of acted on, and a cap on length.
enum TerminalText {
    /// `text` with every control character, invalid byte and invisible format character
    /// written as `\u{…}`, cut at `limit` characters with an ellipsis; the characters in
    /// `keeping` (a file's line breaks and tabs) are left as they are.
    static func escaped(_ text: String, limit: Int = 200, keeping: Set<Unicode.Scalar> = []) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else {
                out += "…"
                break
            }
            if (scalar == "\u{FFFD}" || isInvisible(scalar)) && !keeping.contains(scalar) {
                out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return out
    }

    /// The first line of `text` that has something on it, made safe; `fallback` when none has.
    static func firstLine(of text: String, limit: Int = 200, fallback: String = "it printed nothing") -> String {
        let line = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .first { !$0.allSatisfy(\.isWhitespace) }
        return line.map { escaped(String($0), limit: limit) } ?? fallback
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
