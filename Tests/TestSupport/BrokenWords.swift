import Foundation

/// Finds words broken across lines in one screen drawn at several widths.
///
/// Two rules, each simple enough to trust:
/// - **Cut by the terminal.** A line wider than its width is cut by the terminal at the width;
///   when the characters either side of that cut are both letters or digits, a word was cut.
/// - **Broken by a line break.** Where a line ends with a letter and the next begins with one
///   (after its indent and a `↳` mark), the break is inside a word when the same screen at
///   another width has the text around it — twelve characters either side — joined, with no
///   space between. Another width breaks its lines elsewhere, so a word that was never meant
///   to be broken stands whole there; a break at a real space joins with a space everywhere.
package enum BrokenWords {
    /// One word found broken: where, and the lines that show it.
    package struct Finding: CustomStringConvertible, Equatable {
        package var width: Int
        package var line: Int
        package var text: String
        package var description: String { "at \(width) columns, line \(line + 1): \(text)" }

        package init(width: Int, line: Int, text: String) {
            self.width = width
            self.line = line
            self.text = text
        }
    }

    /// Every broken word in `screens`, the same screen keyed by the width it was drawn at.
    package static func find(in screens: [Int: String]) -> [Finding] {
        var findings: [Finding] = []
        let joined = screens.mapValues(normalized)
        for (width, screen) in screens.sorted(by: { $0.key < $1.key }) {
            let lines = screen.components(separatedBy: "\n")
            let others = joined.filter { $0.key != width }.map(\.value)
            for (index, line) in lines.enumerated() {
                if cutByTerminal(line, width: width) {
                    findings.append(Finding(width: width, line: index, text: line))
                }
                guard index + 1 < lines.count else { continue }
                let left = body(line)
                let right = body(lines[index + 1])
                guard let last = left.last, let first = right.first, last.isLetter, first.isLetter else { continue }
                let whole = (String(left.suffix(12)) + String(right.prefix(12)))
                    .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
                if others.contains(where: { $0.contains(whole) }) {
                    findings.append(Finding(width: width, line: index, text: line + "⏎" + lines[index + 1]))
                }
            }
        }
        return findings
    }

    /// Whether the terminal, cutting `line` at `width`, cuts inside a word.
    static func cutByTerminal(_ line: String, width: Int) -> Bool {
        let characters = Array(line)
        guard characters.count > width, width > 0 else { return false }
        let before = characters[width - 1]
        let after = characters[width]
        return (before.isLetter || before.isNumber) && (after.isLetter || after.isNumber)
    }

    /// A line without its indent and its continuation mark, and without trailing blanks.
    static func body(_ line: String) -> String {
        var text = Substring(line).drop { $0 == " " }
        if text.hasPrefix("↳ ") { text = text.dropFirst(2) }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }

    /// The screen as one run of text: each line's body, joined by single spaces.
    static func normalized(_ screen: String) -> String {
        screen.components(separatedBy: "\n").map(body).filter { !$0.isEmpty }.joined(separator: " ")
            .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
}
