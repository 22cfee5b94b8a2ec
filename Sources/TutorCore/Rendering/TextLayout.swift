import Foundation

/// Wrapping prose to a width counted in characters. Only what the tutor writes is wrapped:
/// a line a program printed is never cut, and where it is wider than the terminal the
/// terminal's own wrapping shows all of it.
public enum TextLayout {
    /// The widest a paragraph of prose is set, however wide the terminal: longer lines are
    /// harder to read.
    public static let proseMeasure = 92

    /// Wraps prose: paragraphs are separated by blank lines and re-flowed to `width`; a line
    /// that starts with four spaces is kept as written (code, output). A span in backticks is
    /// kept on one line where it fits, so `: Codable` is never split after its colon.
    public static func wrap(_ prose: String, width: Int, indent: String = "") -> String {
        var out: [String] = []
        var paragraph: [String] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            out += fill(words(paragraph.joined(separator: " ")), width: width - indent.count)
                .map { indent + $0 }
            paragraph.removeAll()
        }
        for line in prose.components(separatedBy: "\n") {
            if line.hasPrefix("    ") {
                flush()
                out.append(indent + line)
            } else if line.trimmingCharacters(in: .whitespaces).isEmpty {
                flush()
                if out.last != "" { out.append("") }
            } else {
                paragraph.append(line.trimmingCharacters(in: .whitespaces))
            }
        }
        flush()
        while out.last == "" { out.removeLast() }
        return out.joined(separator: "\n")
    }

    /// One line of the tutor's own — a "Next:" line, a hint, a heading — wrapped at word
    /// boundaries to `width`, its later lines indented by `hanging` so they read as one item.
    public static func line(_ text: String, width: Int, hanging: String = "  ") -> String {
        line(words: words(text), width: width, hanging: hanging)
    }

    /// `words` filled into lines no wider than `width`, the later ones indented by `hanging`; a
    /// word that holds spaces is never broken.
    static func line(words list: [String], width: Int, hanging: String) -> String {
        guard let first = fill(list, width: width).first else { return "" }
        // As many words as the first line took; the rest are filled under the hanging indent.
        var taken = 0
        var length = -1
        while taken < list.count, length + 1 + list[taken].count <= max(width, first.count) {
            length += 1 + list[taken].count
            taken += 1
        }
        let rest = fill(Array(list[max(taken, 1)...]), width: width - hanging.count)
        return ([first] + rest.map { hanging + $0 }).joined(separator: "\n")
    }

    /// One item of a list, `  • ` in front and its later lines under its first word.
    public static func bullet(_ text: String, width: Int) -> String {
        fill(words(text), width: width - 4).enumerated().map { ($0.offset == 0 ? "  • " : "    ") + $0.element }
            .joined(separator: "\n")
    }

    /// The words of `text`, with a short span in backticks kept as one word, so that it moves to
    /// the next line whole. A span longer than `longestKept` is split like prose.
    static func words(_ text: String, longestKept: Int = 24) -> [String] {
        let tokens = text.split(separator: " ").map(String.init)
        var words: [String] = []
        var index = 0
        while index < tokens.count {
            var end = index
            // A token with an odd number of backticks opens a span; look for the one that closes it.
            if tokens[index].filter({ $0 == "`" }).count % 2 == 1 {
                var probe = index + 1
                while probe < tokens.count, tokens[probe].filter({ $0 == "`" }).count % 2 == 0 { probe += 1 }
                if probe < tokens.count { end = probe }
            }
            let span = tokens[index...end].joined(separator: " ")
            if end > index, span.count <= longestKept {
                words.append(span)
                index = end + 1
            } else {
                words.append(tokens[index])
                index += 1
            }
        }
        return words
    }

    /// Greedy fill of words into lines no wider than `width` (a longer word gets a line to itself).
    static func fill(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in words {
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `text` followed by spaces up to `width` characters.
    public static func pad(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

extension TextLayout {
    /// Items as a sentence lists them: `a`, `a and b`, `a, b and c`.
    static func series(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
    /// `1 step`, `3 steps`: a count and its noun, the noun's plural made by `plural`.
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
    }
}
