import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Lays help out in two columns — what to type, then what it does — wrapped at word
/// boundaries to the terminal and never wider than `HelpLayout.widest`, so it reads the same
/// in an 80-column terminal and a 200-column one.
///
/// An entry whose left side is too long for its column (the long `probe` usage) takes a line
/// of its own and its text starts below it; on a terminal too narrow for two columns every
/// entry is laid out that way.
struct HelpLayout {
    /// Help is set to at most this width, whatever the terminal: long lines are hard to read.
    static let widest = 80
    /// The left column's widest fitting text; anything longer goes on its own line.
    static let leftLimit = 26
    /// The narrowest right column worth having; below it, entries stack.
    static let narrowestRight = 28

    let width: Int

    init(terminalWidth: Int) {
        width = max(40, min(terminalWidth, Self.widest))
    }

    /// One entry: `left` (usage, variable) and the lines of text about it, each wrapped.
    func entry(_ left: String, _ paragraphs: [String]) -> [String] {
        let column = Self.leftLimit + 4
        let stacked = width - column < Self.narrowestRight
        let textIndent = stacked ? String(repeating: " ", count: 6) : String(repeating: " ", count: column)
        let body = paragraphs.flatMap { TextLayout.fill(words(of: $0), width: width - textIndent.count) }
        if !stacked, left.count <= Self.leftLimit, let first = body.first {
            return ["  " + TextLayout.pad(left, to: column - 2) + first] + body.dropFirst().map { textIndent + $0 }
        }
        let leftLines = TextLayout.fill(words(of: left), width: width - 6)
        return ["  " + leftLines[0]] + leftLines.dropFirst().map { "      " + $0 } + body.map { textIndent + $0 }
    }

    /// A heading and the entries under it.
    func section(_ title: String, _ entries: [[String]]) -> [String] {
        [title + ":"] + entries.flatMap { $0 }
    }

    /// Free prose, wrapped to the width; lines after the first get `hanging` more indent.
    func prose(_ text: String, indent: String = "", hanging: String = "") -> [String] {
        let first = TextLayout.fill(words(of: text), width: width - indent.count)
        guard !hanging.isEmpty, first.count > 1 else { return first.map { indent + $0 } }
        let head = first[0]
        let rest = TextLayout.fill(
            words(of: first.dropFirst().joined(separator: " ")), width: width - indent.count - hanging.count)
        return [indent + head] + rest.map { indent + hanging + $0 }
    }

    private func words(of text: String) -> [String] {
        text.split(separator: " ").map(String.init)
    }
}
