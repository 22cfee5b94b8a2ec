import Foundation
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// What a retention target costs: the reviews a day over the next 30 days, simulated from the
/// cards' states without fuzz or chance, so a fixed clock gives fixed figures.
@Suite("The review forecast")
struct ReviewForecastTests {
    /// A fixed clock, at noon, so a review minutes away stays on the same day.
    let now = CardQueue.startOfDay(Date(timeIntervalSince1970: 1_900_000_000)).addingTimeInterval(12 * 3600)
    let day = FSRSScheduler.secondsPerDay

    /// Cards graduated at various times, with various stabilities and difficulties.
    func learnedCards(_ count: Int) -> [CardMemory?] {
        let formulas = FSRSFormulas(parameters: FSRSParameters())
        return (0..<count).map { index in
            let last = now.addingTimeInterval(-Double(index % 9 + 1) * day)
            let stability = 1.5 + Double(index % 7) * 2.3
            return CardMemory(
                state: .review, step: 0, stability: stability, difficulty: 3 + Double(index % 5),
                due: last.addingTimeInterval(Double(formulas.interval(stability: stability)) * day), lastReview: last,
                reps: 4,
                lapses: 0)
        }
    }

    func forecast(_ retention: Double, _ decks: [ReviewForecast.Deck], newPerDay: Int = 20) throws
        -> ReviewForecast.Result
    {
        ReviewForecast(parameters: try FSRSParameters(desiredRetention: retention), newPerDay: newPerDay).forecast(
            decks, at: now)
    }

    @Test("The same states and clock give the same figures, fuzz or not")
    func deterministic() throws {
        let decks = [ReviewForecast.Deck(memories: learnedCards(30) + [nil, nil])]
        let first = try forecast(0.9, decks)
        #expect(first == (try forecast(0.9, decks)))
        let fuzzy = ReviewForecast(parameters: try FSRSParameters(enableFuzz: true)).forecast(decks, at: now)
        #expect(fuzzy == first)
        #expect(first.perDay.count == 30)
    }

    @Test("A lower target costs fewer reviews a day, a higher one more")
    func targetCosts() throws {
        let decks = [ReviewForecast.Deck(memories: learnedCards(40))]
        let low = try forecast(0.75, decks).average
        let middle = try forecast(0.9, decks).average
        let high = try forecast(0.97, decks).average
        #expect(low < middle && middle < high, "\(low) \(middle) \(high)")
    }

    @Test("One card due tomorrow counts once on day 1; an overdue card counts today")
    func oneCard() throws {
        var card = CardMemory(
            state: .review, step: 0, stability: 40, difficulty: 5, due: now.addingTimeInterval(day),
            lastReview: now.addingTimeInterval(-39 * day), reps: 5, lapses: 0)
        var result = try forecast(0.9, [ReviewForecast.Deck(memories: [card])])
        #expect(result.perDay[0] == 0)
        // The review itself, and, if forgotten, its relearning step ten minutes on.
        let recall = FSRSScheduler().retrievability(of: card, at: card.due)
        #expect(abs(result.perDay[1] - (1 + (1 - recall))) < 1e-12)
        // Recalled (likely) it is not due again within the month; forgotten, it comes back at once.
        #expect(result.perDay[2...].reduce(0, +) < 0.5)
        card.due = now.addingTimeInterval(-3 * day)
        result = try forecast(0.9, [ReviewForecast.Deck(memories: [card])])
        #expect(result.perDay[0] >= 1)
    }

    @Test("New cards come in at the daily limit, today's partly spent, each passing its learning steps on its day")
    func newCards() throws {
        let deck = ReviewForecast.Deck(memories: Array(repeating: nil, count: 5), introducedToday: 1)
        let result = try forecast(0.9, [deck], newPerDay: 2)
        #expect(result.newCards == 5)
        // Two reviews each on its first day: now, and ten minutes on, when it graduates.
        #expect(result.perDay[0] == 2)  // one card today: the limit of 2 less the one already introduced
        #expect(result.perDay[1] >= 4)  // two cards tomorrow
        let none = try forecast(0.9, [deck], newPerDay: 0)
        #expect(none.newCards == 0 && none.perDay.allSatisfy { $0 == 0 })
    }
}
