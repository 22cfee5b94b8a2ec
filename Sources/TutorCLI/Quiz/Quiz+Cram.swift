import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension Quiz {
    /// A cram session: every card of `cards` asked in order, due or not, as the night before an
    /// interview wants. Each grade is shown and counted but never scheduled or logged, so the
    /// schedule and the review log stay exactly as they were: cramming a card the scheduler
    /// would have waited for must not teach it that the card was recalled at that interval.
    /// `what` names the cards (`the 17 cards of Postcards`). Returns the grades given.
    @discardableResult
    package func cram(_ cards: [CardQueue.Entry], what: String) -> [Rating] {
        say(
            wrap(
                """
                Cramming \(what), in order. Your grades are shown, not stored: your schedule and your review log stay \
                as they are. Type `quit` at any prompt to stop.
                """
            ))
        var again: [CardQueue.Entry] = []
        let grades = ask(cards) { entry, rating, _ in
            if rating == .again { again.append(entry) }
            say("\(rating.name.capitalized) — shown, not stored: the card keeps its schedule.")
        }
        say(
            "\n"
                + wrap(
                    Self.cramSummary(
                        grades, of: cards.count,
                        again: again.map { "`cards \($0.lesson.name) --card \($0.card.number)`" })))
        return grades
    }

    /// What a cram session came to: how many cards were graded and how, the commands that ask
    /// the cards graded `again` once more, and that nothing was stored.
    static func cramSummary(_ grades: [Rating], of total: Int, again: [String]) -> String {
        let counts = Rating.allCases.reversed().compactMap { rating -> String? in
            let count = grades.filter { $0 == rating }.count
            return count == 0 ? nil : "\(count) \(rating.name)"
        }
        var sentences = [
            "Cram over: \(grades.count) of \(TextLayout.count(total, "card")) graded"
                + (counts.isEmpty ? "." : " (\(counts.joined(separator: ", "))).")
        ]
        if !again.isEmpty {
            sentences.append("Worth another look: \(again.joined(separator: ", ")).")
        }
        sentences.append("Nothing was stored: your schedule and your review log are as they were.")
        return sentences.joined(separator: " ")
    }
}
