import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// A typical wrong answer to a step's exercise, kept with the step in `mistakes/`: one
/// `.swift` file, or a folder of them for a step that asks for several files. `verify` proves
/// that it fails its check and that the check says each of its `// expect:` texts, so that a
/// learner who makes this mistake is told, in those words, what to fix.
package struct Mistake: Sendable {
    /// The file's name without `.swift`, or the folder's: `toughness-if-present`.
    package var name: String
    /// What the learner would hand in: the file, or every `.swift` file of the folder.
    package var files: [URL]
    /// Each text the check's output must contain, as written after `// expect: `.
    package var expected: [String]

    /// How a line that says what the check must print begins.
    package static let expectPrefix = "// expect: "

    /// The texts of the `// expect:` lines of `text`, in order, and the line of each.
    package static func expectations(in text: String) -> [(line: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            guard line.hasPrefix(expectPrefix) else { return nil }
            return (index + 1, String(line.dropFirst(expectPrefix.count)).trimmed)
        }
    }

    /// Whether `output` says `text`, however the tutor wrapped it: every run of spaces and
    /// line breaks counts as one space on both sides.
    package static func says(_ output: String, _ text: String) -> Bool {
        let flat = { (text: String) in text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ") }
        return flat(output).contains(flat(text))
    }
}
