import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Spreads a day interval by a few percent, so cards learned together drift apart instead of
/// all coming due on the same day again and again.
///
/// The spread follows the ranges py-fsrs and Anki use (±15 % of the part between 2.5 and 7
/// days, ±10 % up to 20 days, ±5 % beyond). The "random" pick is derived from a seed the
/// caller passes in rather than a global generator, so the scheduler stays a pure function:
/// the same card reviewed at the same moment is always scheduled the same way.
package struct IntervalFuzz: Sendable {
    /// Each band adds `factor` days of spread per day of the interval inside `start..<end`.
    private static let bands: [(start: Double, end: Double, factor: Double)] = [
        (2.5, 7, 0.15), (7, 20, 0.1), (20, .infinity, 0.05),
    ]

    package let maximumInterval: Int

    /// The fuzzed interval for `days`, picked uniformly from its allowed range by `seed`.
    /// Intervals under 2.5 days are left alone: a day either way would matter too much.
    package func apply(to days: Int, seed: UInt64) -> Int {
        guard Double(days) >= 2.5 else { return days }
        let range = allowedRange(for: days)
        let count = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(Self.mix(seed) % count)
    }

    /// The days the interval may move to: never under 2 days, never over the maximum.
    package func allowedRange(for days: Int) -> ClosedRange<Int> {
        let ivl = Double(days)
        let delta = Self.bands.reduce(1.0) { spread, band in
            spread + band.factor * max(min(ivl, band.end) - band.start, 0)
        }
        let upper = min(Int((ivl + delta).rounded()), maximumInterval)
        let lower = min(max(2, Int((ivl - delta).rounded())), upper)
        return lower...upper
    }

    /// A seed from what distinguishes one review from another: when it happened, and how many
    /// reviews the card has had (so a card reviewed twice in one second still differs).
    package static func seed(reviewedAt now: Date, reps: Int, stability: Double) -> UInt64 {
        let milliseconds = Int64(exactly: (now.timeIntervalSince1970 * 1000).rounded()) ?? 0
        let time = UInt64(bitPattern: milliseconds)
        return time ^ (UInt64(truncatingIfNeeded: reps) &* 0x9E37_79B9_7F4A_7C15) ^ stability.bitPattern
    }

    /// SplitMix64's finaliser: turns seeds that differ in one bit into unrelated numbers.
    private static func mix(_ seed: UInt64) -> UInt64 {
        var z = seed &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
