import SwiftToolchain
import TutorBase
import TutorSystem

extension FSRSParameters {
    /// The range each FSRS-6 weight w0...w20 may take, as the reference implementations clip
    /// them when they fit weights: py-fsrs 6.3.2 (`fsrs/scheduler.py`, `LOWER_BOUNDS_PARAMETERS`
    /// and `UPPER_BOUNDS_PARAMETERS`, which its `Scheduler` refuses weights outside of) and
    /// fsrs-rs (`src/parameter_clipper.rs`, `clip_parameters`, the optimizer `fsrs-rs-python`
    /// runs). The two agree. fsrs-rs lowers the ceiling of w17 and w18 below 2 only for more
    /// than one relearning step; the tutor has one, so 2 it is.
    package static let weightBounds: [ClosedRange<Double>] = [
        0.001...100, 0.001...100, 0.001...100, 0.001...100,  // w0-w3: initial stability per first grade
        1...10, 0.001...4, 0.001...4, 0.001...0.75,  // w4-w7: initial difficulty, its change, mean reversion
        0...4.5, 0...0.8, 0.001...3.5,  // w8-w10: stability after a recall
        0.001...5, 0.001...0.25, 0.001...0.9, 0...4,  // w11-w14: stability after a lapse
        0...1, 1...6,  // w15-w16: the hard penalty and the easy bonus
        0...2, 0...2, 0...0.8,  // w17-w19: same-day reviews
        0.1...0.8,  // w20: the forgetting curve's decay
    ]

    /// The retention targets a learner may choose (`cards --retention`). Below 70 % a learner
    /// forgets too much for a review to be a reminder; above 97 % the reviews a day grow
    /// steeply for little more remembered.
    package static let retentionTargets = 0.70...0.97

    /// A weight outside its FSRS-6 range.
    package struct WeightOutOfRange: Equatable, Sendable {
        /// 0...20: the weight's number, as in `w13`.
        package var index: Int
        package var value: Double
        package var allowed: ClosedRange<Double>
    }

    /// Every weight of `weights` outside FSRS-6's bounds (or not a number), in order. Assumes
    /// 21 weights: the count is checked first, by the caller.
    package static func outOfRange(_ weights: [Double]) -> [WeightOutOfRange] {
        zip(weights, weightBounds).enumerated().compactMap { index, pair in
            let (value, allowed) = pair
            return value.isFinite && allowed.contains(value)
                ? nil : WeightOutOfRange(index: index, value: value, allowed: allowed)
        }
    }

    /// Whether `weights` are FSRS-6's defaults, as an optimizer hands them back: it computes
    /// in 32-bit floats, so 0.212 comes back as 0.21199999749660492.
    package static func areDefaults(_ weights: [Double]) -> Bool {
        weights.count == defaultWeights.count
            && zip(weights, defaultWeights).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) }
    }

    /// These settings with some of them changed, checked as `init` checks them.
    package func with(weights: [Double]? = nil, desiredRetention: Double? = nil, enableFuzz: Bool? = nil)
        throws(Invalid)
        -> FSRSParameters
    {
        try FSRSParameters(
            weights: weights ?? self.weights, desiredRetention: desiredRetention ?? self.desiredRetention,
            learningSteps: learningSteps, relearningSteps: relearningSteps, maximumInterval: maximumInterval,
            enableFuzz: enableFuzz ?? self.enableFuzz)
    }
}
