import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension LessonLoader {
    /// Card ids must be unique across every lesson: they name cards in the review log and
    /// key their memories. Every repeat is reported. Within one folder of lessons every card
    /// sharing an id is left out of its deck, since which of them the saved memory and reviews
    /// belong to cannot be told; a card of a folder read later (`--lessons`, one of your own)
    /// that takes an id already used is left out alone, so that nobody else's lessons can take
    /// a card out of the tutor's quiz. Problems in `root`'s lessons are named from it; others'
    /// files are named in full.
    package static func removeDuplicateCardIDs(_ decks: inout [Deck], root: URL) -> [LessonProblem] {
        var seen: [Int: (card: String, root: String)] = [:]
        var repeated = Set<Int>()
        var latecomers = Set<String>()
        var problems: [LessonProblem] = []
        for deck in decks {
            let lesson = deck.lesson
            // A lesson's folder is `<root>/Lessons/<name>`.
            let own = lesson.folder.deletingLastPathComponent().deletingLastPathComponent()
            for card in deck.cards {
                var problem = LessonProblem(
                    file: "Content/\(lesson.name)/cards/\(card.slug)/card.txt", line: 1, "", lesson: lesson.name)
                if own.path != root.path { problem = problem.named(under: own) }
                if let other = seen[card.id], other.root != own.path {
                    problem.message =
                        """
                        `id: \(card.id)` is already the id of \(other.card), a card read before this one; this card \
                        is left out of the quiz until it has an id of its own
                        """
                    problems.append(problem)
                    latecomers.insert("\(lesson.name)/\(card.slug)")
                } else if let other = seen[card.id] {
                    problem.message =
                        """
                        `id: \(card.id)` is already the id of \(other.card); every card needs its own, and neither is \
                        quizzed until then
                        """
                    problems.append(problem)
                    repeated.insert(card.id)
                } else {
                    seen[card.id] = ("\(lesson.name)/\(card.slug)", own.path)
                }
            }
        }
        for index in decks.indices {
            let name = decks[index].lesson.name
            decks[index].cards.removeAll { repeated.contains($0.id) || latecomers.contains("\(name)/\($0.slug)") }
        }
        return problems
    }
}
