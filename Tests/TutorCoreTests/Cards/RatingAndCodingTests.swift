import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Parsing grades as learners type them, and saving card states and settings as JSON.
@Suite("Ratings and saved state")
struct RatingAndCodingTests {
    @Test("Grades parse from 1–4 and from their names, ignoring case and blanks")
    func parsing() {
        #expect(Rating(parsing: "1") == .again)
        #expect(Rating(parsing: "4") == .easy)
        #expect(Rating(parsing: " Good\n") == .good)
        #expect(Rating(parsing: "HARD") == .hard)
        for text in ["", "0", "5", "ok", "3.0", "goo"] {
            #expect(Rating(parsing: text) == nil)
        }
    }

    @Test("A reviewed card survives a JSON round trip unchanged")
    func cardRoundTrip() throws {
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        var card = CardMemory(due: now)
        for rating in [Rating.good, .good, .again] {
            card = FSRSScheduler().review(card, rating: rating, at: card.due)
        }
        let data = try JSONEncoder().encode(card)
        #expect(try JSONDecoder().decode(CardMemory.self, from: data) == card)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""state":"relearning""#))
    }

    @Test("Settings round-trip, take defaults for missing keys, and reject invalid values")
    func parameters() throws {
        let custom = try FSRSParameters(desiredRetention: 0.85, learningSteps: [300], maximumInterval: 365)
        let data = try JSONEncoder().encode(custom)
        #expect(try JSONDecoder().decode(FSRSParameters.self, from: data) == custom)
        #expect(try JSONDecoder().decode(FSRSParameters.self, from: Data("{}".utf8)) == FSRSParameters())

        #expect(throws: FSRSParameters.Invalid.weightCount(3)) { try FSRSParameters(weights: [1, 2, 3]) }
        #expect(throws: FSRSParameters.Invalid.desiredRetention(1)) { try FSRSParameters(desiredRetention: 1) }
        #expect(throws: FSRSParameters.Invalid.step(0)) { try FSRSParameters(relearningSteps: [0]) }
        #expect(throws: FSRSParameters.Invalid.maximumInterval(0)) { try FSRSParameters(maximumInterval: 0) }
        var weights = FSRSParameters.defaultWeights
        weights[20] = 0
        #expect(throws: FSRSParameters.Invalid.weight(index: 20, value: 0)) { try FSRSParameters(weights: weights) }
        #expect(throws: (any Error).self) {
            try JSONDecoder().decode(FSRSParameters.self, from: Data(#"{"desiredRetention": 2}"#.utf8))
        }
    }

    @Test("With no relearning steps a lapse goes straight back to a day interval")
    func noRelearningSteps() throws {
        let scheduler = FSRSScheduler(parameters: try FSRSParameters(learningSteps: [], relearningSteps: []))
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        var card = scheduler.review(CardMemory(due: now), rating: .again, at: now)
        #expect(card.state == .review)
        card = scheduler.review(card, rating: .again, at: card.due)
        #expect(card.state == .review)
        #expect(card.lapses == 1)
        #expect(card.scheduledDays >= 1)
    }
}
