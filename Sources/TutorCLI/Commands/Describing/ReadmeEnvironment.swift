import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// The environment variables as the README's `### Environment` section explains them: a
/// list whose items read ``- `NAME`: what it does``, an item's sentence running on over
/// indented lines. The manual page prints them, so the page and the README cannot differ.
struct ReadmeEnvironment: Equatable {
    struct Variable: Equatable {
        var name: String
        /// The sentence, in the README's Markdown.
        var text: String
    }

    var variables: [Variable]
    /// The paragraphs after it.
    var closing: [String]

    /// The section read from `readme` (the prose before its list is the README's own); nil when
    /// it has none, or a list item is not of the form above.
    init?(readme: String) {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let heading = lines.firstIndex(of: "### Environment") else { return nil }
        var paragraphsAfter: [String] = []
        var variables: [Variable] = []
        var paragraph: [String] = []
        func endParagraph() {
            guard !paragraph.isEmpty else { return }
            if !variables.isEmpty { paragraphsAfter.append(paragraph.joined(separator: " ")) }
            paragraph = []
        }
        for line in lines[(heading + 1)...] {
            if line.hasPrefix("#") { break }
            if line.hasPrefix("- ") {
                guard paragraph.isEmpty, paragraphsAfter.isEmpty, let variable = Self.item(line.dropFirst(2)) else {
                    return nil
                }
                variables.append(variable)
            } else if line.hasPrefix("  "), !variables.isEmpty, paragraph.isEmpty, paragraphsAfter.isEmpty {
                variables[variables.count - 1].text += " " + line.trimmingCharacters(in: .whitespaces)
            } else if line.isEmpty {
                endParagraph()
            } else {
                paragraph.append(line)
            }
        }
        endParagraph()
        guard !variables.isEmpty else { return nil }
        self.variables = variables
        closing = paragraphsAfter
    }

    /// ``- `NAME`: text`` without its `- `.
    private static func item(_ line: Substring) -> Variable? {
        guard line.first == "`", let close = line.dropFirst().firstIndex(of: "`"),
            line[line.index(after: close)...].hasPrefix(": ")
        else { return nil }
        let name = String(line[line.index(after: line.startIndex)..<close])
        guard !name.isEmpty, name.allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber }) else { return nil }
        return Variable(name: name, text: String(line[line.index(close, offsetBy: 3)...]))
    }
}
