import Foundation
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Card memories read from a damaged file: every value put back where the scheduler can use
/// it, and nothing changed in a memory that was fine.
@Suite("Card memories, clamped as read")
struct CardMemoryClampTests {
    let now = Date(timeIntervalSince1970: 2_000_000_000)

    @Test("Impossible values are put back in range; a card due past the longest interval is due now")
    func wildValues() throws {
        let wild = CardMemory(
            state: .review, step: 7, stability: -.infinity, difficulty: .nan,
            due: Date(timeIntervalSinceReferenceDate: 9.4e12), lastReview: now.addingTimeInterval(86_400 * 400),
            reps: .max, lapses: -3)
        let card = wild.clamped(now: now)
        #expect(card.reps == 1_000_000)
        #expect(card.lapses == 0)
        #expect(card.step == 0, "a review card has no learning step")
        #expect(card.stability == 1)
        #expect(card.difficulty == 5)
        #expect(card.lastReview == now, "a review in the future is taken as now")
        #expect(card.due == now)
        let scheduler = FSRSScheduler()
        let next = scheduler.review(card, rating: .good, at: now)
        #expect(next.due > now)
        #expect(next.due <= now.addingTimeInterval(36_501 * 86_400))
    }

    @Test("A memory the scheduler could have written is left exactly as it is")
    func saneValuesUntouched() {
        let fresh = CardMemory(due: now)
        #expect(fresh.clamped(now: now) == fresh)
        let learned = CardMemory(
            state: .relearning, step: 1, stability: 0.4, difficulty: 9.9, due: now.addingTimeInterval(600),
            lastReview: now, reps: 40, lapses: 6)
        #expect(learned.clamped(now: now) == learned)
        let longest = CardMemory(
            state: .review, step: 0, stability: 36_500, difficulty: 1, due: now.addingTimeInterval(36_500 * 86_400),
            lastReview: now, reps: 12, lapses: 0)
        #expect(longest.clamped(now: now) == longest)
    }

    @Test("Reading a file names the card whose memory was repaired")
    func repairsAreTold() throws {
        let json =
            #"{"cards":{"trips":{"07-x":{"state":"review","step":0,"stability":3,"difficulty":4,"due":1e13,"reps":2,"lapses":0}}}}"#
        let readAt = Date(timeIntervalSince1970: 2_000_000_000)
        let repairs = ProgressRepairs(readAt: readAt)
        let decoder = JSONDecoder()
        decoder.userInfo[ProgressRepairs.key] = repairs
        let progress = try decoder.decode(Progress.self, from: Data(json.utf8))
        #expect(repairs.repaired == ["cards.trips.07-x"])
        // Clamped as of the reading's time, not the clock's.
        #expect(try #require(progress.cards["trips"]?["07-x"]).due == readAt)
    }
}
