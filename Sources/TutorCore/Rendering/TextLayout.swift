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
        let lines = fill(words(text), width: width)
        guard lines.count > 1 else { return lines.first ?? "" }
        let rest = fill(words(lines.dropFirst().joined(separator: " ")), width: width - hanging.count)
        return ([lines[0]] + rest.map { hanging + $0 }).joined(separator: "\n")
    }

    /// The words of `text`, with the spaces inside a backtick span kept, so that a short span of
    /// code moves to the next line whole. A span longer than 30 characters is split like prose.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inCode = false
        var codeStart = 0
        for character in text {
            if character == "`" {
                inCode.toggle()
                if inCode { codeStart = current.count }
            }
            if character == " ", !inCode || current.count - codeStart > 30 {
                if !current.isEmpty { words.append(current) }
                current = ""
                codeStart = 0
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
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
