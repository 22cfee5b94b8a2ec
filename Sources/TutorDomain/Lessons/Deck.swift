import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// A lesson's flash cards and edge cases, read apart from its steps and after them: the first
/// time a command asks `LessonCatalogue.deck(for:)`. A deck is always read; one with no cards
/// is a lesson that has none.
package struct Deck: Sendable {
    /// The lesson the deck belongs to: its name keys the cards' memories and reviews.
    package var lesson: Lesson
    /// The lesson's flash cards, in order.
    package var cards: [Card]
    /// The lesson's edge cases and tricky questions, in order.
    package var edgeCases: [EdgeCase]

    package init(lesson: Lesson, cards: [Card] = [], edgeCases: [EdgeCase] = []) {
        (self.lesson, self.cards, self.edgeCases) = (lesson, cards, edgeCases)
    }

    /// Every stage of the deck: the cards' first, then the edge cases'.
    package var stages: [Stage] {
        cards.flatMap(\.stages) + edgeCases.flatMap(\.stages)
    }
}

/// A flash card: a question on the front, an answer on the back, and — where the answer is
/// what some code printed — that code as stages.
package struct Card: Sendable, Identifiable {
    /// How the learner answers, and so how the answer is judged. Every kind but `recall` is
    /// judged by running code or by an exact comparison; a recall card leaves the grade to the
    /// learner and says so.
    package enum Kind: String, Sendable, Codable, CaseIterable {
        /// The card shows a program (its first stage); the learner types what it prints, or
        /// picks one of its `outcomes`. Judged against the stage's real run.
        case predict
        /// The learner types a Swift expression; the card's first stage evaluates it with the
        /// real compiler and prints its value, compared with what the card's own answer prints.
        case value
        /// The learner picks one of two to five `choices`; judged against the card's `correct`.
        case choice
        /// The learner writes Swift (types or statements), run as the card's contract says.
        case write
        /// What cannot be run: the answer is shown and the learner grades it.
        case recall
    }

    /// The card's own number (`id:` in `card.txt`), unique across lessons: who the card is in
    /// the progress file and the review log, whatever its wording or folder name becomes.
    package var id: Int
    /// The folder's name (`03-a-renamed-key`), as `cards --due` and `--card` show it.
    package var slug: String
    /// Names the folder had before (`formerly:`), so memories saved under them are found.
    package var formerSlugs: [String]
    package var number: Int
    package var topic: String
    package var kind: Kind
    package var question: String
    package var answer: String
    /// For a `predict` card: the outcomes offered (`decodes`, `keyNotFound`, `does not
    /// compile`, …); empty when the learner types what the program prints.
    package var outcomes: [String] = []
    /// For a typed prediction: whether letter case is left out of the comparison, as spacing
    /// always is.
    package var ignoresCase = false
    /// For a `choice` card: the options, in the order shown, and the index of the right one.
    package var choices: [String] = []
    /// `a`, `b`, … one letter for each of `choices`, as the learner types them.
    package var choiceLetters: [String] {
        (0..<choices.count).map { String(UnicodeScalar(UInt8(ascii: "a") + UInt8($0))) }
    }
    package var correctChoice = 0
    /// For a `write` or `value` card: what the learner's answer is given and what it must do.
    package var contract: CardContract?
    package var stages: [Stage]

    /// The key of the card's memory in the progress file: its id, as text.
    package var memoryKey: String { String(id) }

    /// Every folder name the card has or had: its memory and its older reviews are found
    /// under any of them.
    package var names: [String] { [slug] + formerSlugs }

    /// Whether `reference` names this card within its lesson: its number, its folder name
    /// with or without the number, or a former folder name.
    package func isNamed(_ reference: String) -> Bool {
        if let value = Int(reference) { return value == number }
        return names.contains(reference)
            || names.contains { $0.split(separator: "-", maxSplits: 1).last.map(String.init) == reference }
    }
}

/// What a how-to card's answer works with and must do, shown before the learner types.
package struct CardContract: Sendable, Equatable {
    /// What the learner writes.
    package enum Form: String, Sendable, Equatable {
        /// Swift statements, run where the names in `given` exist; the card's code then checks
        /// what they left behind. The card's own answer stands between two marker lines in its
        /// first stage's `run.swift`, and the learner's replaces it.
        case statements
        /// Type declarations: they replace the first stage's `model.swift`, and the card's own
        /// `run()` decodes its document with them.
        case types
        /// One Swift expression (a `value` card): it stands where the card's own answer does,
        /// between the two marker lines of the first stage's `run.swift`, which prints its value.
        case expression
    }

    package var form: Form
    /// The names in scope, as a sentence (`given:`).
    package var given: String
    /// What the answer must do, as a sentence (`task:`).
    package var task: String

    /// The line before the card's own answer in a statements card's `run.swift`.
    package static let answerBegins = "// --- the answer ---"
    /// The line after it.
    package static let answerEnds = "// --- end of the answer ---"

    /// A driver split around its answer: the lines before the begin marker (included), the
    /// answer, and the lines from the end marker on; nil without exactly one of each marker.
    package static func split(_ driver: String) -> (before: [String], answer: [String], after: [String])? {
        let lines = driver.components(separatedBy: "\n")
        let trimmed = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        guard trimmed.filter({ $0 == answerBegins }).count == 1, trimmed.filter({ $0 == answerEnds }).count == 1,
            let begin = trimmed.firstIndex(of: answerBegins), let end = trimmed.firstIndex(of: answerEnds), begin < end
        else { return nil }
        return (Array(lines[...begin]), Array(lines[(begin + 1)..<end]), Array(lines[end...]))
    }
}

/// An edge case or tricky question: the question, the code that shows it, the explanation.
package struct EdgeCase: Sendable, Identifiable {
    package var id: String
    package var number: Int
    package var title: String
    package var question: String
    package var explanation: String
    package var stages: [Stage]
    /// What the learner's prediction of stage 1 is judged by, as a `predict` card's is: the
    /// outcomes offered (one shown by the run), or none for typed lines.
    package var outcomes: [String] = []
    /// Whether typed lines are compared without letter case.
    package var ignoresCase = false
}
