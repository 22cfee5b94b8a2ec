import Foundation

/// Wrapping and cutting plain text to a width counted in characters.
public enum TextLayout {
    /// Wraps prose: paragraphs are separated by blank lines and re-flowed to `width`; a line
    /// that starts with four spaces is kept as written (code, output).
    public static func wrap(_ prose: String, width: Int, indent: String = "") -> String {
        var out: [String] = []
        var paragraph: [String] = []
        func flush() {
            guard !paragraph.isEmpty else { return }
            out += fill(paragraph.joined(separator: " ").split(separator: " ").map(String.init), width: width - indent.count)
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

    /// Cuts a line into pieces of at most `width` characters, for a column.
    public static func chop(_ line: String, width: Int) -> [String] {
        guard width > 0, line.count > width else { return [line] }
        var pieces: [String] = []
        var rest = Substring(line)
        while rest.count > width {
            pieces.append(String(rest.prefix(width)))
            rest = rest.dropFirst(width)
        }
        pieces.append(String(rest))
        return pieces
    }

    /// `text` followed by spaces up to `width` characters.
    public static func pad(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
