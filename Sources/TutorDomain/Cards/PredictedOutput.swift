import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// How a `predict` card compares what the learner expects with what its program printed.
package enum PredictedOutput {
    /// Lines as a prediction compares them: spacing left out (`{"to": "Dad"}` is
    /// `{"to":"Dad"}`), blank lines too, and lowercased when the card ignores case.
    package static func lines(_ text: String, ignoringCase: Bool) -> [String] {
        text.components(separatedBy: "\n").compactMap { line in
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).joined()
            guard !words.isEmpty else { return nil }
            return ignoringCase ? words.lowercased() : words
        }
    }

    /// The outcomes a run shows: `does not compile` when it did not compile (`output` nil),
    /// otherwise each outcome whose words it printed, standing whole (`keyNotFound` is shown
    /// by `DecodingError.keyNotFound: …`, not by `keyNotFoundHere`).
    package static func outcomes(_ outcomes: [String], shownBy output: String?) -> [String] {
        guard let output else { return outcomes.filter { $0 == LessonLoader.doesNotCompile } }
        return outcomes.filter { $0 != LessonLoader.doesNotCompile && standsWhole($0, in: output) }
    }

    private static func standsWhole(_ words: String, in text: String) -> Bool {
        let isNamePart = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        var rest = text[...]
        while let found = rest.range(of: words) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before.map(isNamePart) ?? false), !(after.map(isNamePart) ?? false) { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    /// The outcomes the learner meant, where several may happen: their numbers (`1 3`,
    /// `1, 3`), their words, or words joined by commas or `and`; nil when any part names
    /// none of them.
    package static func pickSeveral(_ typed: String, from outcomes: [String]) -> [String]? {
        if let one = pick(typed, from: outcomes) { return [one] }
        let numbers = typed.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        if !numbers.isEmpty, numbers.allSatisfy({ Int($0) != nil }) {
            let picked = numbers.compactMap { pick($0, from: outcomes) }
            return picked.count == numbers.count ? picked : nil
        }
        let parts = typed.replacingOccurrences(of: " and ", with: ",").split(separator: ",").map(String.init)
        let picked = parts.compactMap { pick($0, from: outcomes) }
        return picked.count == parts.count && !picked.isEmpty ? picked : nil
    }

    /// The outcome the learner meant: its number in the list, or its words in any case, with
    /// or without spaces; nil for anything else.
    package static func pick(_ typed: String, from outcomes: [String]) -> String? {
        let said = lines(typed, ignoringCase: true).joined(separator: " ")
        if let number = Int(said), outcomes.indices.contains(number - 1) { return outcomes[number - 1] }
        return outcomes.first { lines($0, ignoringCase: true).joined(separator: " ") == said }
    }
}
