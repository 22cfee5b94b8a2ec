import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// The settings an `FSRSScheduler` runs with: the model's 21 weights and the scheduling policy.
///
/// `Codable` so a learner's settings can be saved next to their cards; decoding checks the
/// same rules as `init(weights:...)`, so a damaged file is rejected rather than producing
/// NaN intervals later.
package struct FSRSParameters: Sendable, Codable, Hashable {
    /// The published FSRS-6 default weights w0...w20, fitted on millions of Anki reviews.
    package static let defaultWeights: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]

    /// The FSRS-6 weights w0...w20; w20 is the forgetting curve's decay.
    package let weights: [Double]
    /// The chance of recall the scheduler aims for when a card comes due, in (0, 1).
    package let desiredRetention: Double
    /// Waits, in seconds, between the first reviews of a new card before it graduates.
    package let learningSteps: [TimeInterval]
    /// Waits, in seconds, between the reviews of a forgotten card before it graduates again.
    package let relearningSteps: [TimeInterval]
    /// The longest gap, in days, the scheduler will ever set for a graduated card.
    package let maximumInterval: Int
    /// Whether to spread day intervals by a few percent so cards learned together drift
    /// apart. Off by default so schedules are exactly reproducible.
    package let enableFuzz: Bool

    /// Why a set of parameters cannot be used.
    package enum Invalid: Error, Equatable, Sendable {
        /// There must be exactly 21 weights (FSRS-6); other versions use other formulas.
        case weightCount(Int)
        /// A weight is not finite, or is one the formulas cannot take (a stability or the
        /// decay that is not positive).
        case weight(index: Int, value: Double)
        /// Desired retention must lie strictly between 0 and 1.
        case desiredRetention(Double)
        /// Every (re)learning step must be a positive, finite number of seconds.
        case step(TimeInterval)
        /// The maximum interval must be at least one day.
        case maximumInterval(Int)
    }

    /// The defaults asked for by the tutor: FSRS-6 weights, 90 % retention, learning steps of
    /// 1 and 10 minutes, one relearning step of 10 minutes, at most 36500 days, no fuzz.
    package init() {
        weights = Self.defaultWeights
        desiredRetention = 0.9
        learningSteps = [60, 600]
        relearningSteps = [600]
        maximumInterval = 36_500
        enableFuzz = false
    }

    /// Custom settings, checked so the scheduler's arithmetic can never see a value that
    /// makes it divide by zero or take a root of a negative number.
    package init(
        weights: [Double] = Self.defaultWeights,
        desiredRetention: Double = 0.9,
        learningSteps: [TimeInterval] = [60, 600],
        relearningSteps: [TimeInterval] = [600],
        maximumInterval: Int = 36_500,
        enableFuzz: Bool = false
    ) throws(Invalid) {
        guard weights.count == 21 else { throw .weightCount(weights.count) }
        for (index, value) in weights.enumerated() {
            // w0...w3 are initial stabilities and w20 the decay: both must be positive.
            let mustBePositive = index < 4 || index == 20
            if !value.isFinite || (mustBePositive && value <= 0) {
                throw .weight(index: index, value: value)
            }
        }
        guard desiredRetention > 0, desiredRetention < 1 else {
            throw .desiredRetention(desiredRetention)
        }
        for step in learningSteps + relearningSteps where !(step.isFinite && step > 0) {
            throw .step(step)
        }
        guard maximumInterval >= 1 else { throw .maximumInterval(maximumInterval) }
        self.weights = weights
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        self.enableFuzz = enableFuzz
    }

    private enum CodingKeys: String, CodingKey {
        case weights, desiredRetention, learningSteps, relearningSteps, maximumInterval, enableFuzz
    }

    /// Decodes saved settings; a missing key takes its default, an invalid value fails.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = FSRSParameters()
        try self.init(
            weights: container.decodeIfPresent([Double].self, forKey: .weights) ?? defaults.weights,
            desiredRetention: container.decodeIfPresent(Double.self, forKey: .desiredRetention)
                ?? defaults.desiredRetention,
            learningSteps: container.decodeIfPresent([TimeInterval].self, forKey: .learningSteps)
                ?? defaults.learningSteps,
            relearningSteps: container.decodeIfPresent([TimeInterval].self, forKey: .relearningSteps)
                ?? defaults.relearningSteps,
            maximumInterval: container.decodeIfPresent(Int.self, forKey: .maximumInterval)
                ?? defaults.maximumInterval,
            enableFuzz: container.decodeIfPresent(Bool.self, forKey: .enableFuzz) ?? defaults.enableFuzz
        )
    }

    /// The forgetting curve's decay, w20. FSRS-6 learns it; earlier versions fixed it at 0.5.
    package var decay: Double { weights[20] }

    /// The curve's scale, chosen so that R(S, S) = 0.9: that is what makes stability mean
    /// "days until recall falls to 90 %".
    package var factor: Double { pow(0.9, -1 / decay) - 1 }
}
