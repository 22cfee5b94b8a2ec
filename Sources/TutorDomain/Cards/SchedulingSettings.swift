import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// The learner's own scheduling settings, kept in the progress file: the retention target
/// (`cards --retention`) and weights fitted to their reviews (`cards --parameters`).
///
/// Each is stamped when set, so that of two tutors' changes the later one wins, as the
/// learner's place does. A saved value outside what `cards` accepts fails to decode, so the
/// progress store drops it (and says so) rather than scheduling with it.
package struct SchedulingSettings: Codable, Equatable, Sendable {
    /// The chance of recall each interval aims for; nil for the tutor's default (90 %).
    package var desiredRetention: Double?
    package var retentionChanged: Date?
    /// The 21 FSRS-6 weights; nil for FSRS-6's defaults.
    package var weights: [Double]?
    package var weightsChanged: Date?

    package init(
        desiredRetention: Double? = nil, retentionChanged: Date? = nil, weights: [Double]? = nil,
        weightsChanged: Date? = nil
    ) {
        self.desiredRetention = desiredRetention
        self.retentionChanged = retentionChanged
        self.weights = weights
        self.weightsChanged = weightsChanged
    }

    private enum CodingKeys: String, CodingKey {
        case desiredRetention, retentionChanged, weights, weightsChanged
    }

    package init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        desiredRetention = try values.decodeIfPresent(Double.self, forKey: .desiredRetention)
        retentionChanged = try values.decodeIfPresent(Date.self, forKey: .retentionChanged)
        weights = try values.decodeIfPresent([Double].self, forKey: .weights)
        weightsChanged = try values.decodeIfPresent(Date.self, forKey: .weightsChanged)
        if let desiredRetention, !FSRSParameters.retentionTargets.contains(desiredRetention) {
            throw DecodingError.dataCorruptedError(
                forKey: .desiredRetention, in: values,
                debugDescription: "a retention target of \(desiredRetention) is outside 0.70...0.97")
        }
        if let weights,
            weights.count != FSRSParameters.defaultWeights.count || !FSRSParameters.outOfRange(weights).isEmpty
        {
            throw DecodingError.dataCorruptedError(
                forKey: .weights, in: values, debugDescription: "weights outside FSRS-6's bounds")
        }
    }

    /// The scheduler's settings: the tutor's defaults with the learner's own over them.
    package var parameters: FSRSParameters {
        let defaults = FSRSParameters()
        // Both were checked when read or set; should that ever fail, the defaults still schedule.
        return (try? defaults.with(weights: weights, desiredRetention: desiredRetention)) ?? defaults
    }

    /// Whether nothing was ever set: such settings are not written to the progress file.
    package var isEmpty: Bool {
        self == SchedulingSettings()
    }

    /// These settings (another tutor's, saved) with `mine` merged in: for each setting, the one
    /// set later wins; a tie goes to `mine`.
    package func merged(with mine: SchedulingSettings) -> SchedulingSettings {
        var result = self
        if Progress.isLater(mine.retentionChanged, than: retentionChanged) {
            result.desiredRetention = mine.desiredRetention
            result.retentionChanged = mine.retentionChanged
        }
        if Progress.isLater(mine.weightsChanged, than: weightsChanged) {
            result.weights = mine.weights
            result.weightsChanged = mine.weightsChanged
        }
        return result
    }
}

extension Progress {
    /// The parameters every interval is scheduled with: the learner's retention target and
    /// weights, or the tutor's defaults.
    package var schedulerParameters: FSRSParameters {
        (scheduling ?? SchedulingSettings()).parameters
    }
}
