import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// How many reviews a day the schedule will ask over the coming days, simulated from the
/// cards' current states with the learner's own scheduler: what a retention target costs.
///
/// Deterministic, so the same states and clock always give the same figures: no fuzz and no
/// random draws. A graduated card, on the day it comes due, is recalled with the chance its
/// forgetting curve gives then; both outcomes are followed, each weighted by that chance
/// (a recall graded good, a lapse graded again and then good at each relearning step), so each
/// day's figure is the expected number of reviews. A card in its (re)learning steps passes
/// each step; a new card comes in at the queue's daily limit, in the lesson's order.
package struct ReviewForecast: Sendable {
    /// The cards of one lesson: each one's memory, nil for a card never reviewed.
    package struct Deck: Sendable {
        package var memories: [CardMemory?]
        /// New cards of this lesson already introduced today: they count against today's limit.
        package var introducedToday: Int

        package init(memories: [CardMemory?], introducedToday: Int = 0) {
            (self.memories, self.introducedToday) = (memories, introducedToday)
        }
    }

    /// The expected reviews on each day, today first, and how many new cards they include.
    package struct Result: Sendable, Equatable {
        package var perDay: [Double]
        /// Cards never reviewed that the forecast brings in.
        package var newCards: Int

        /// The mean over the days.
        package var average: Double { perDay.isEmpty ? 0 : perDay.reduce(0, +) / Double(perDay.count) }
        /// The day with the most.
        package var busiest: Double { perDay.max() ?? 0 }
    }

    /// A branch less likely than this is not split further: it follows its likelier outcome.
    /// It bounds the work (a lapse would otherwise double it) at a cost far below a rounding.
    package static let smallestBranch = 1e-4

    package var days: Int
    package var scheduler: FSRSScheduler
    package var newPerDay: Int

    /// A forecast over `days` days with `parameters`, fuzz off whatever they say.
    package init(days: Int = 30, parameters: FSRSParameters, newPerDay: Int = CardQueue().newPerDay) {
        self.days = days
        scheduler = FSRSScheduler(parameters: (try? parameters.with(enableFuzz: false)) ?? parameters)
        self.newPerDay = newPerDay
    }

    /// The expected reviews a day for `decks`, from `now` (today is day 0, from midnight).
    package func forecast(_ decks: [Deck], at now: Date) -> Result {
        let start = CardQueue.startOfDay(now)
        var counts = Array(repeating: 0.0, count: days)
        var newCards = 0
        for deck in decks {
            var fresh = 0
            for memory in deck.memories {
                if let memory {
                    follow(memory, chance: 1, from: now, dayStart: start, into: &counts)
                    continue
                }
                guard newPerDay > 0 else { continue }
                // The day this new card is introduced: today's limit is partly spent already.
                let day = (fresh + min(deck.introducedToday, newPerDay)) / newPerDay
                fresh += 1
                guard day < days else { continue }
                newCards += 1
                let introduced = now.addingTimeInterval(Double(day) * FSRSScheduler.secondsPerDay)
                follow(CardMemory(due: introduced), chance: 1, from: now, dayStart: start, into: &counts)
            }
        }
        return Result(perDay: counts, newCards: newCards)
    }

    /// Adds `chance` to the day of each review `card` gets before the horizon, splitting at
    /// each review of a graduated card into a recall and a lapse.
    private func follow(_ card: CardMemory, chance: Double, from now: Date, dayStart: Date, into counts: inout [Double])
    {
        var card = card
        var chance = chance
        while true {
            let time = max(card.due, now)
            let day = Int((time.timeIntervalSince(dayStart) / FSRSScheduler.secondsPerDay).rounded(.down))
            guard day >= 0, day < days else { return }
            counts[day] += chance
            guard card.state == .review else {
                card = scheduler.review(card, rating: .good, at: time)
                continue
            }
            let recall = scheduler.retrievability(of: card, at: time)
            if chance * min(recall, 1 - recall) < Self.smallestBranch {
                card = scheduler.review(card, rating: recall >= 0.5 ? .good : .again, at: time)
                continue
            }
            follow(
                scheduler.review(card, rating: .again, at: time), chance: chance * (1 - recall), from: now,
                dayStart: dayStart,
                into: &counts)
            card = scheduler.review(card, rating: .good, at: time)
            chance *= recall
        }
    }
}
