import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Invariants that must hold for any sequence of reviews, not just the reference ones.
@Suite("FSRS invariants")
struct FSRSPropertyTests {
    let scheduler = FSRSScheduler()
    let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// A fixed pseudo-random sequence of ratings and review delays, so failures reproduce.
    private func history(count: Int, seed: UInt64) -> [(Rating, TimeInterval)] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let rating = Rating(rawValue: Int(state >> 33) % 4 + 1)!
            // Review early, on time or late: between a minute and 3 × the scheduled wait.
            let lateness = Double((state >> 13) % 300) / 100
            return (rating, lateness)
        }
    }

    @Test("Difficulty stays within 1...10 and stability stays positive", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func boundedMemory(seed: UInt64) {
        var card = CardMemory(due: start)
        var now = start
        for (rating, lateness) in history(count: 200, seed: seed) {
            card = scheduler.review(card, rating: rating, at: now)
            #expect((1.0...10.0).contains(card.difficulty))
            #expect(card.stability > 0 && card.stability.isFinite)
            #expect(card.due > now)
            let wait = card.due.timeIntervalSince(now)
            now = now.addingTimeInterval(max(60, wait * lateness))
        }
    }

    @Test("Retrievability is 1 right after a review and falls as days pass")
    func retrievabilityDecays() {
        let card = scheduler.review(CardMemory(due: start), rating: .easy, at: start)
        #expect(scheduler.retrievability(of: card, at: start) == 1)
        let values = [1, 2, 5, 10, 30, 365].map {
            scheduler.retrievability(of: card, at: start.addingTimeInterval(Double($0) * FSRSScheduler.secondsPerDay))
        }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 > $1 })
        #expect(values.allSatisfy { $0 > 0 && $0 < 1 })
        // By definition, recall has fallen to 90 % when the elapsed days equal the stability.
        let atStability = scheduler.retrievability(
            of: CardMemory(
                state: .review, step: 0, stability: 10, difficulty: 5, due: start,
                lastReview: start, reps: 1, lapses: 0),
            at: start.addingTimeInterval(10 * FSRSScheduler.secondsPerDay))
        #expect(abs(atStability - 0.9) < 1e-12)
        #expect(scheduler.retrievability(of: CardMemory(due: start), at: start) == 0)
    }

    @Test("No interval exceeds the maximum, with the default or a small maximum")
    func maximumInterval() throws {
        let small = FSRSScheduler(parameters: try FSRSParameters(maximumInterval: 30))
        for scheduler in [scheduler, small] {
            var card = CardMemory(due: start)
            for _ in 0..<40 {
                card = scheduler.review(card, rating: .easy, at: card.due)
                #expect(card.scheduledDays <= scheduler.parameters.maximumInterval)
            }
            #expect(card.scheduledDays == scheduler.parameters.maximumInterval)
        }
    }

    @Test("Fuzz is off by default and, when on, stays near the interval and is reproducible")
    func fuzz() throws {
        #expect(FSRSParameters().enableFuzz == false)
        let fuzzy = FSRSScheduler(parameters: try FSRSParameters(enableFuzz: true))
        var card = CardMemory(due: start)
        var moved = false
        for _ in 0..<8 {
            let plain = scheduler.review(card, rating: .easy, at: card.due)
            let fuzzed = fuzzy.review(card, rating: .easy, at: card.due)
            let allowed = IntervalFuzz(maximumInterval: 36_500).allowedRange(for: plain.scheduledDays)
            #expect(allowed.contains(fuzzed.scheduledDays))
            // Fuzz moves only the due date, and the same review always lands on the same day.
            #expect(fuzzed.stability == plain.stability)
            #expect(fuzzy.review(card, rating: .easy, at: card.due) == fuzzed)
            moved = moved || fuzzed.due != plain.due
            card = plain
        }
        #expect(moved, "fuzz never changed an interval")
    }

    @Test("A same-day pass never lowers stability; a same-day lapse lowers it", arguments: [0.5, 5, 50, 500])
    func sameDayReview(stability: Double) {
        let card = CardMemory(
            state: .review, step: 0, stability: stability, difficulty: 5,
            due: start, lastReview: start, reps: 4, lapses: 0)
        let later = start.addingTimeInterval(3_600)
        for rating in [Rating.hard, .good, .easy] {
            #expect(scheduler.review(card, rating: rating, at: later).stability >= stability)
        }
        #expect(scheduler.review(card, rating: .again, at: later).stability < stability)
    }

    @Test("A damaged card with zero stability and wild difficulty is still scheduled sanely")
    func damagedCard() {
        let damaged = CardMemory(
            state: .review, step: 7, stability: 0, difficulty: 99, due: start,
            lastReview: nil, reps: 3, lapses: 0)
        for rating in Rating.allCases {
            let card = scheduler.review(damaged, rating: rating, at: start)
            #expect(card.stability.isFinite && card.stability > 0)
            #expect((1.0...10.0).contains(card.difficulty))
            #expect(card.due > start)
        }
    }
}
