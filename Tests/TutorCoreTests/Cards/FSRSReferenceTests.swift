import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The published FSRS-6 reference vectors (py-fsrs's and ts-fsrs's own tests), run against
/// our scheduler with the tutor's default settings and no fuzz.
@Suite("FSRS-6 reference vectors")
struct FSRSReferenceTests {
    let scheduler = FSRSScheduler()
    /// 2022-11-29 12:30 UTC, the start time the reference tests use.
    let start = Date(timeIntervalSince1970: 1_669_725_000)

    @Test("Good ×6, Again ×2, Good ×5 at each due time gives the reference interval history")
    func intervalHistory() {
        let ratings: [Rating] =
            Array(repeating: .good, count: 6) + [.again, .again]
            + Array(repeating: .good, count: 5)
        var card = CardMemory(due: start)
        var now = start
        var history: [Int] = []
        for rating in ratings {
            card = scheduler.review(card, rating: rating, at: now)
            // Days between the review and the due date it set, rounded down, as py-fsrs counts.
            history.append(card.scheduledDays)
            now = card.due
        }
        #expect(history == [0, 2, 11, 46, 163, 498, 0, 0, 2, 4, 7, 12, 21])
        #expect(card.state == .review)
        #expect(card.reps == 13)
        #expect(card.lapses == 1)
    }

    @Test("The first review of a new card sets stability to w0...w3")
    func initialStabilities() {
        let stabilities = Rating.allCases.map {
            scheduler.review(CardMemory(due: start), rating: $0, at: start).stability
        }
        #expect(stabilities == [0.212, 1.2931, 2.3065, 8.2956])
    }

    @Test("Again, then Good ×5 at 0, 1, 3, 8, 21 days matches py-fsrs's memory state")
    func memoryState() {
        let steps: [(Rating, Double)] = [(.again, 0), (.good, 0), (.good, 1), (.good, 3), (.good, 8), (.good, 21)]
        var card = CardMemory(due: start)
        var now = start
        for (rating, days) in steps {
            now = now.addingTimeInterval(days * FSRSScheduler.secondsPerDay)
            card = scheduler.review(card, rating: rating, at: now)
        }
        #expect(abs(card.stability - 53.62691) < 1e-4)
        #expect(abs(card.difficulty - 6.3574867) < 1e-4)
    }

    @Test("Ten Easy reviews within a second drive difficulty to its floor of 1")
    func repeatedEasy() {
        var card = CardMemory(due: start)
        for index in 0..<10 {
            card = scheduler.review(card, rating: .easy, at: start.addingTimeInterval(Double(index) * 1e-6))
        }
        #expect(card.difficulty == 1.0)
    }

    @Test(
        "A new card's first rating sets its learning step and wait",
        arguments: [
            (Rating.again, CardState.learning, 0, 60.0),
            (Rating.hard, CardState.learning, 0, 330.0),
            (Rating.good, CardState.learning, 1, 600.0),
        ]
    )
    func firstLearningStep(rating: Rating, state: CardState, step: Int, wait: TimeInterval) {
        let card = scheduler.review(CardMemory(due: start), rating: rating, at: start)
        #expect(card.state == state)
        #expect(card.step == step)
        #expect(card.due.timeIntervalSince(start) == wait)
    }

    @Test("Easy on a new card, or Good on the last step, graduates to whole days")
    func graduation() {
        let easy = scheduler.review(CardMemory(due: start), rating: .easy, at: start)
        #expect(easy.state == .review)
        #expect(easy.scheduledDays >= 1)

        let stepped = scheduler.review(CardMemory(due: start), rating: .good, at: start)
        let graduated = scheduler.review(stepped, rating: .good, at: stepped.due)
        #expect(graduated.state == .review)
        #expect(graduated.scheduledDays == 2)
    }

    @Test("Again on a review card relearns for 10 minutes, then Good graduates again")
    func relearning() {
        var card = scheduler.review(CardMemory(due: start), rating: .easy, at: start)
        card = scheduler.review(card, rating: .again, at: card.due)
        #expect(card.state == .relearning)
        #expect(card.step == 0)
        #expect(card.lapses == 1)
        #expect(card.due.timeIntervalSince(card.lastReview!) == 600)

        let hard = scheduler.review(card, rating: .hard, at: card.due)
        #expect(hard.state == .relearning)
        #expect(hard.due.timeIntervalSince(hard.lastReview!) == 900)

        card = scheduler.review(card, rating: .good, at: card.due)
        #expect(card.state == .review)
        #expect(card.scheduledDays >= 1)
    }
}
