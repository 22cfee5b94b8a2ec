import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Schedules flash cards with FSRS-6: each review updates a card's memory state (stability and
/// difficulty) and sets when it is next due.
///
/// A pure value: it reads no clock and keeps no state, so the caller passes the review time
/// in and stores the card it gets back. The learning-step state machine follows py-fsrs
/// (v5/v6, the reference the published test vectors come from).
package struct FSRSScheduler: Sendable, Hashable {
    /// Seconds in a day; FSRS counts elapsed time and intervals in days.
    package static let secondsPerDay: TimeInterval = 86_400

    /// The weights and policy this scheduler uses.
    package let parameters: FSRSParameters
    /// Built on use: it only wraps the parameters, and storing it would double what is saved.
    private var formulas: FSRSFormulas { FSRSFormulas(parameters: parameters) }

    /// A scheduler with the given settings, by default the tutor's (see `FSRSParameters()`).
    package init(parameters: FSRSParameters = FSRSParameters()) {
        self.parameters = parameters
    }

    /// The chance the learner recalls `card` at `now`, from the forgetting curve.
    ///
    /// Elapsed time counts in whole days, rounded down, as in the reference implementations,
    /// so it stays 1 for the first day after a review and then falls day by day. A card never
    /// reviewed has nothing to recall: 0.
    package func retrievability(of card: CardMemory, at now: Date) -> Double {
        guard card.state != .new, let lastReview = card.lastReview else { return 0 }
        let days = Double(Self.wholeDays(from: lastReview, to: now))
        return formulas.retrievability(elapsedDays: days, stability: Self.usableStability(card.stability))
    }

    /// The card after the learner rated it `rating` at `now`: new memory state, new state in
    /// the learning cycle, and its next due date.
    package func review(_ card: CardMemory, rating: Rating, at now: Date) -> CardMemory {
        var next = card
        let elapsedDays = card.lastReview.map { Self.wholeDays(from: $0, to: now) }
        updateMemory(of: &next, rating: rating, elapsedDays: elapsedDays, at: now)

        let wait: TimeInterval
        switch card.state {
        case .new, .learning:
            wait = advanceSteps(of: &next, steps: parameters.learningSteps, rating: rating, at: now)
        case .relearning:
            wait = advanceSteps(of: &next, steps: parameters.relearningSteps, rating: rating, at: now)
        case .review:
            if rating == .again {
                next.lapses += 1
                wait = enterRelearning(&next, at: now)
            } else {
                wait = graduate(&next, at: now)
            }
        }
        next.due = now.addingTimeInterval(wait)
        next.lastReview = now
        next.reps += 1
        return next
    }

    /// Updates stability and difficulty. The first review sets them from the grade alone;
    /// a review within a day of the last uses the short-term formula, since the forgetting
    /// curve says nothing about minutes; later ones use the recall or forget formula.
    private func updateMemory(of card: inout CardMemory, rating: Rating, elapsedDays: Int?, at now: Date) {
        if card.state == .new {
            card.stability = formulas.initialStability(rating)
            card.difficulty = formulas.initialDifficulty(rating)
            return
        }
        // A saved card may have been edited or damaged: keep the formulas in their domain.
        let stability = Self.usableStability(card.stability)
        let difficulty = formulas.clampDifficulty(card.difficulty.isFinite ? card.difficulty : 5)
        if let elapsedDays, elapsedDays < 1 {
            card.stability = formulas.shortTermStability(stability, rating)
        } else {
            // A card with no recorded review has an unknown gap; like py-fsrs, assume R = 0.
            let r =
                elapsedDays.map {
                    formulas.retrievability(elapsedDays: Double($0), stability: stability)
                } ?? 0
            card.stability = formulas.nextStability(
                difficulty: difficulty, stability: stability, retrievability: r, rating: rating)
        }
        card.difficulty = formulas.nextDifficulty(difficulty, rating)
    }

    /// Moves a (re)learning card through `steps` and returns the wait until it is next due.
    ///
    /// Again goes back to the first step; Hard repeats the step (the first one waits halfway
    /// to the second, or 1.5 times itself when it is the only step); Good moves on and
    /// graduates after the last step; Easy graduates at once. No steps at all, or a saved
    /// step past the end (the steps were shortened since), graduates on any pass.
    private func advanceSteps(
        of card: inout CardMemory, steps: [TimeInterval], rating: Rating, at now: Date
    ) -> TimeInterval {
        let step = card.state == .new ? 0 : max(card.step, 0)
        card.state = card.state == .relearning ? .relearning : .learning
        card.step = step
        if steps.isEmpty || (step >= steps.count && rating.isRecall) {
            return graduate(&card, at: now)
        }
        switch rating {
        case .again:
            card.step = 0
            return steps[0]
        case .hard:
            if step == 0 { return steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2 }
            return steps[step]
        case .good:
            guard step + 1 < steps.count else { return graduate(&card, at: now) }
            card.step = step + 1
            return steps[step + 1]
        case .easy:
            return graduate(&card, at: now)
        }
    }

    /// Sends a forgotten review card to its first relearning step, or, with no relearning
    /// steps, straight back to a day interval from its (now lower) stability.
    private func enterRelearning(_ card: inout CardMemory, at now: Date) -> TimeInterval {
        guard let first = parameters.relearningSteps.first else { return graduate(&card, at: now) }
        card.state = .relearning
        card.step = 0
        return first
    }

    /// Puts the card in `review` and returns its day interval, fuzzed if the settings ask.
    private func graduate(_ card: inout CardMemory, at now: Date) -> TimeInterval {
        card.state = .review
        card.step = 0
        var days = formulas.interval(stability: card.stability)
        if parameters.enableFuzz {
            let fuzz = IntervalFuzz(maximumInterval: parameters.maximumInterval)
            days = fuzz.apply(
                to: days,
                seed: IntervalFuzz.seed(reviewedAt: now, reps: card.reps, stability: card.stability))
        }
        return TimeInterval(days) * Self.secondsPerDay
    }

    /// Whole days from `start` to `end`, rounded down and never negative (a clock that went
    /// backwards must not produce a negative elapsed time).
    package static func wholeDays(from start: Date, to end: Date) -> Int {
        let days = (end.timeIntervalSince(start) / secondsPerDay).rounded(.down)
        // Capped well past any real schedule so the conversion to Int can never trap.
        return days.isFinite ? Int(min(max(days, 0), 1e9)) : 0
    }

    /// A stored stability the formulas can take: finite and at least the model's minimum.
    private static func usableStability(_ stability: Double) -> Double {
        stability.isFinite ? max(stability, FSRSFormulas.minimumStability) : FSRSFormulas.minimumStability
    }
}
