import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension CardsCommand {
    /// One row of `cards --log --json`: the optimizer's five fields, and the card by name.
    struct ReviewRow: Codable {
        var card_id: Int
        var review_time: Int64
        var review_rating: Int
        var review_state: Int
        var review_duration: Int64
        var lesson: String
        var card: String
        var rating: String
    }

    /// The header of `cards --log`: the columns FSRS's optimizer reads.
    static let reviewLogHeader = "card_id,review_time,review_rating,review_state,review_duration"

    /// `cards [<lesson>] --log [--json]`: every review, oldest first, as CSV (times and
    /// durations in milliseconds, states as FSRS numbers them) or as JSON. With no lesson
    /// named, reviews of lessons not loaded here are kept too: the log is the learner's.
    func printReviewLog(in session: CommandSession) throws(CommandFailure) {
        var names: Set<String>?
        if request.lesson != nil { names = Set(try chosenDecks(in: session).map(\.lesson.name)) }
        let index = CardIndex(session.catalogue.decks)
        let rows = session.reviewLog.records(warningOn: session.console).filter { names?.contains($0.lesson) ?? true }
            .map { record in
                let found = index.card(for: record)?.card
                // A review's own id stays, even once its card has left the decks; one moved
                // from an earlier progress file takes its card's, or a stable one.
                let id =
                    record.cardID > 0
                    ? record.cardID : found?.id ?? Self.stableID(lesson: record.lesson, slug: record.slug)
                return ReviewRow(
                    card_id: id,
                    review_time: record.time, review_rating: record.rating.rawValue,
                    review_state: record.stateBefore.fsrsNumber,
                    review_duration: record.duration, lesson: record.lesson, card: found?.slug ?? record.slug,
                    rating: record.rating.name)
            }
        if request.json {
            session.screen.say(json: rows)
            return
        }
        var csv = Self.reviewLogHeader
        csv.reserveCapacity(rows.count * 40)
        for row in rows {
            csv += "\n\(row.card_id),\(row.review_time),\(row.review_rating),\(row.review_state),\(row.review_duration)"
        }
        session.say(csv)
    }

    /// An id for a card the decks no longer have, known only by lesson and folder name: the
    /// same every time, and above every id a deck gives (1 000 000 000 and up).
    static func stableID(lesson: String, slug: String) -> Int {
        let digest = SHA256.digest(of: Array("\(lesson)/\(slug)".utf8))
        let number = digest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return 1_000_000_000 + Int(number % 1_000_000_000)
    }
}
