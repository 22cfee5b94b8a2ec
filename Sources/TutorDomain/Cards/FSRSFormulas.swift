import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// The FSRS-6 memory formulas, each a pure function of the weights and its arguments.
///
/// Kept apart from `FSRSScheduler` so the state machine reads as policy and this file reads
/// as the published equations; the names of the weights follow the FSRS-6 papers (w0...w20),
/// and the grade `G` is a rating's raw value 1...4.
package struct FSRSFormulas: Sendable {
    /// The lowest stability the model allows; below it the power terms blow up.
    package static let minimumStability = 0.001
    /// Difficulty lives on a 1...10 scale.
    package static let difficultyRange = 1.0...10.0

    package let parameters: FSRSParameters

    private var w: [Double] { parameters.weights }

    /// Probability of recall after `elapsedDays` with stability `stability`:
    /// R(t, S) = (1 + factor·t/S)^(-w20). It is 1 at t = 0 and 0.9 at t = S.
    package func retrievability(elapsedDays: Double, stability: Double) -> Double {
        pow(1 + parameters.factor * elapsedDays / stability, -parameters.decay)
    }

    /// S0(G) = w[G-1]: the first review's grade alone sets the starting stability.
    package func initialStability(_ rating: Rating) -> Double {
        max(w[rating.rawValue - 1], Self.minimumStability)
    }

    /// D0(G) = w4 - e^(w5·(G-1)) + 1. Left unclamped when it serves as the mean-reversion
    /// target, because the reference formulas use the raw value there.
    package func initialDifficulty(_ rating: Rating, clamped: Bool = true) -> Double {
        let raw = w[4] - exp(w[5] * Double(rating.rawValue - 1)) + 1
        return clamped ? clampDifficulty(raw) : raw
    }

    /// D' after a review: a step of -w6·(G-3), damped linearly as D nears 10 so difficulty
    /// cannot run away, then pulled a little (w7) toward D0(easy) so it can recover.
    package func nextDifficulty(_ difficulty: Double, _ rating: Rating) -> Double {
        let delta = -w[6] * Double(rating.rawValue - 3)
        let damped = difficulty + (10 - difficulty) * delta / 9
        let target = initialDifficulty(.easy, clamped: false)
        return clampDifficulty(w[7] * target + (1 - w[7]) * damped)
    }

    /// Stability after a review on the same day (elapsed < 1 day): S·e^(w17·(G-3+w18))·S^(-w19).
    /// A pass never lowers stability, so the increase is floored at 1 for every pass, hard
    /// included, as FSRS-6 has it (py-fsrs 6.3 and fsrs-rs both; the cross-check against
    /// py-fsrs found this tutor flooring good and easy only, as FSRS-5 did).
    package func shortTermStability(_ stability: Double, _ rating: Rating) -> Double {
        var increase = exp(w[17] * (Double(rating.rawValue) - 3 + w[18])) * pow(stability, -w[19])
        if rating.isRecall { increase = max(increase, 1) }
        return max(stability * increase, Self.minimumStability)
    }

    /// Stability after a review a day or more since the last one, at retrievability `r`.
    package func nextStability(difficulty: Double, stability: Double, retrievability r: Double, rating: Rating)
        -> Double
    {
        let next =
            rating == .again
            ? forgetStability(difficulty: difficulty, stability: stability, retrievability: r)
            : recallStability(difficulty: difficulty, stability: stability, retrievability: r, rating: rating)
        return max(next, Self.minimumStability)
    }

    /// S'r = S·(1 + e^w8·(11-D)·S^(-w9)·(e^(w10·(1-R)) - 1)·hard·easy): recall grows stability
    /// most when the card was hard to keep (low R), easy to learn (low D) and not yet stable.
    private func recallStability(difficulty: Double, stability: Double, retrievability r: Double, rating: Rating)
        -> Double
    {
        let hardPenalty = rating == .hard ? w[15] : 1
        let easyBonus = rating == .easy ? w[16] : 1
        let growth =
            exp(w[8]) * (11 - difficulty) * pow(stability, -w[9])
            * (exp(w[10] * (1 - r)) - 1) * hardPenalty * easyBonus
        return stability * (1 + growth)
    }

    /// S'f = w11·D^(-w12)·((S+1)^w13 - 1)·e^(w14·(1-R)), but never above what a same-day lapse
    /// would give (S / e^(w17·w18)), so forgetting can never raise stability.
    private func forgetStability(difficulty: Double, stability: Double, retrievability r: Double) -> Double {
        let longTerm = w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1) * exp(w[14] * (1 - r))
        let shortTerm = stability / exp(w[17] * w[18])
        return min(longTerm, shortTerm)
    }

    /// Days until recall falls to the desired retention: S/factor·(r^(1/-w20) - 1), rounded
    /// (half to even, as py-fsrs's `round` does), then kept within 1...maximumInterval.
    package func interval(stability: Double) -> Int {
        let exact =
            stability / parameters.factor
            * (pow(parameters.desiredRetention, 1 / -parameters.decay) - 1)
        guard exact.isFinite else { return parameters.maximumInterval }
        let days = exact.rounded(.toNearestOrEven)
        return Int(min(max(days, 1), Double(parameters.maximumInterval)))
    }

    /// Keeps a difficulty on the 1...10 scale.
    package func clampDifficulty(_ difficulty: Double) -> Double {
        min(max(difficulty, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
    }
}
