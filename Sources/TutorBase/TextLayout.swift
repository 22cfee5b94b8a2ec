import Foundation

/// The one place lines are laid out to a width counted in characters: the tutor's own prose
/// (`wrap`, `line`, `bullet`) and a line a program printed (`printed`). Every line breaks at a
/// space, or after a `/` in a path too long for a line; never inside a word. A line a program
/// printed is never cut either: where it is wider than the terminal it goes on, whole, on
/// lines that start with `continuation`.
package enum TextLayout {
    /// The widest a paragraph of prose is set, however wide the terminal: longer lines are
    /// harder to read.
    package static let proseMeasure = 92

    /// Wraps prose: paragraphs are separated by blank lines and re-flowed to `width`; a line
    /// that starts with four spaces is kept as written (code, output). A span in backticks is
    /// kept on one line where it fits, so `: Codable` is never split after its colon.
    package static func wrap(_ prose: String, width: Int, indent: String = "") -> String {
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
    /// A line that fits is left as it is; one that does not keeps its leading indent.
    package static func line(_ text: String, width: Int, hanging: String = "  ") -> String {
        guard text.count > width else { return text }
        let indent = String(text.prefix { $0 == " " })
        return indent
            + line(
                words: words(String(text.dropFirst(indent.count))), width: width - indent.count, hanging: hanging,
                later: width)
    }

    /// A row of a list: `front` (a mark, a padded name) kept as it is, `text` wrapped beside
    /// it, its later lines under the text's first word, so the columns stay columns.
    package static func row(_ front: String, _ text: String, width: Int) -> String {
        let under = String(repeating: " ", count: front.count)
        return front + line(words: words(text), width: width - front.count, hanging: under, later: width)
    }

    /// `words` filled into lines no wider than `width`, the later ones indented by `hanging`; a
    /// word that holds spaces is never broken.
    /// `later`, when given, is the width the hanging lines are measured in (`width` otherwise).
    package static func line(words list: [String], width: Int, hanging: String, later: Int? = nil) -> String {
        fill(list, width: width, later: (later ?? width) - hanging.count).enumerated()
            .map { ($0.offset == 0 ? "" : hanging) + $0.element }.joined(separator: "\n")
    }

    /// One item of a list, `  • ` in front and its later lines under its first word.
    package static func bullet(_ text: String, width: Int) -> String {
        fill(words(text), width: width - 4).enumerated().map { ($0.offset == 0 ? "  • " : "    ") + $0.element }
            .joined(separator: "\n")
    }

    /// The words of `text`, with a short span in backticks kept as one word, so that it moves to
    /// the next line whole. A span longer than `longestKept` is split like prose.
    /// A run of spaces inside a line (a table's padding) stays with the word after it, so a
    /// row that is wrapped keeps its columns; at the start of a line it is dropped.
    package static func words(_ text: String, longestKept: Int = 24) -> [String] {
        var tokens: [String] = []
        var gap = ""
        for piece in text.split(separator: " ", omittingEmptySubsequences: false) {
            if piece.isEmpty {
                if !tokens.isEmpty { gap += " " }
                continue
            }
            tokens.append(gap + piece)
            gap = ""
        }
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

    /// Greedy fill of words into lines no wider than `width`. A word wider than a line is a
    /// path or a URL more often than not: it is broken after a `/`, where one falls within the
    /// line, and otherwise gets a line to itself (never cut inside).
    /// The lines after the first may be given a width of their own, `later`.
    package static func fill(_ words: [String], width: Int, later: Int? = nil) -> [String] {
        var lines: [String] = []
        var current = ""
        var pending = words[...]
        while let word = pending.popFirst() {
            let width = lines.isEmpty ? width : later ?? width
            let room = current.isEmpty ? width : width - current.count - 1
            // A table's padding (spaces in front of a word) is kept inside a line, not at its start.
            let word = current.isEmpty ? String(word.drop { $0 == " " }) : word
            if word.count <= room {
                current += (current.isEmpty ? "" : " ") + word
                continue
            }
            if word.count > width, let (head, tail) = splitAfterSlash(word, within: room) {
                current += (current.isEmpty ? "" : " ") + head
                lines.append(current)
                current = ""
                pending.insert(tail, at: pending.startIndex)
                continue
            }
            if !current.isEmpty { lines.append(current) }
            current = String(word.drop { $0 == " " })
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `word` broken after its last `/` that leaves the head no wider than `room`, the tail
    /// not empty; nil when there is no such `/`.
    package static func splitAfterSlash(_ word: String, within room: Int) -> (String, String)? {
        guard room > 0 else { return nil }
        let head = word.prefix(room)
        guard let slash = head.lastIndex(of: "/"), word.index(after: slash) < word.endIndex else { return nil }
        return (String(word[...slash]), String(word[word.index(after: slash)...]))
    }

    /// `text` followed by spaces up to `width` characters.
    package static func pad(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

extension TextLayout {
    /// Items as a sentence lists them: `a`, `a and b`, `a, b and c`.
    package static func series(_ items: [String]) -> String {
        items.count < 2 ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
    /// The mark in front of the rest of a printed line that went on past the terminal's edge,
    /// broken at a space. After a cut with no space to break at, the mark is `↳` alone,
    /// touching the text, so the two readings never meet.
    package static let continuation = "↳ "

    /// One line a program printed (or a compiler, or a document), behind `lead` (a mark such
    /// as `= `, or an indent), wrapped at its spaces to `width`: every later piece stands under
    /// the first behind `↳ `, so the learner reads one line, and joining the pieces with one
    /// space each gives the line back exactly. Only a run of text with no space in it wider
    /// than a whole line is cut at the edge, as the terminal would cut it; it goes on behind
    /// `↳` with no space (`╭────` … `↳────╮`).
    package static func printed(_ line: String, width: Int, lead: String = "") -> String {
        let room = max(width - lead.count, 12)
        guard line.count > room else { return lead + line }
        let indent = String(repeating: " ", count: max(lead.count - continuation.count, 0))
        let followRoom = max(width - indent.count - continuation.count, 10)
        var out = lead
        var rest = Substring(line)
        var first = true
        while true {
            let fits = first ? room : followRoom
            if rest.count <= fits {
                out += rest
                break
            }
            // The last space within the line's room that leaves something before it.
            let window = rest.prefix(fits + 1)
            if let space = window.lastIndex(of: " "), space > rest.startIndex {
                out += rest[..<space] + "\n" + indent + continuation
                rest = rest[rest.index(after: space)...]
            } else {
                let cut = rest.index(rest.startIndex, offsetBy: fits)
                out += rest[..<cut] + "\n" + indent + "↳"
                rest = rest[cut...]
            }
            first = false
        }
        return out
    }

    /// `1 step`, `3 steps`: a count and its noun, the noun's plural made by `plural`.
    package static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        "\(number) " + (number == 1 ? noun : plural ?? noun + "s")
    }
}

extension TextLayout {
    /// `text` as a terminal `width` columns wide shows it, every line that would run past the
    /// edge broken first so that the terminal never breaks one inside a word: at a space (the
    /// later pieces under the line's own indent and two more spaces), after a `/` in a path,
    /// and only where a run of text with no space in it is wider than a whole line, cut behind
    /// `↳`. A line that fits, a line with escape codes (whose width on the screen this does
    /// not measure) and every line on a narrow terminal below 20 columns are left as they are.
    ///
    /// The console lays out everything it writes to a terminal with this, so a line that did not
    /// go through a view's layout (a path, a compiler's message, a document) is still whole.
    package static func fitted(_ text: String, width: Int) -> String {
        guard width >= 20 else { return text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { piece in
            let line = String(piece)
            guard line.count > width, !line.contains("\u{1B}") else { return line }
            let indent = String(line.prefix { $0 == " " })
            let hanging = indent.count + 2 < width / 2 ? indent + "  " : ""
            let words = String(line.dropFirst(indent.count)).split(separator: " ").map(String.init)
            let filled = fill(words, width: width - indent.count, later: width - hanging.count)
            return filled.enumerated().map { index, text in
                let lead = index == 0 ? indent : hanging
                return lead.count + text.count > width ? printed(text, width: width, lead: lead) : lead + text
            }.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
