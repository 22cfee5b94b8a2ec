import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension CardsCommand {
    /// `cards --retention R`: the new target, saved at once through the progress book. The
    /// value was checked when the words were read, so a refused one never gets this far.
    func setRetention(_ target: Double, in session: CommandSession) -> ExitStatus {
        let before = session.book.snapshot.schedulerParameters.desiredRetention
        let saved = session.book.changeScheduling {
            $0.desiredRetention = target
            $0.retentionChanged = Date()
        }
        guard saved else { return .failed }
        let was = before == target ? "as it was" : "it was \(Self.percent(before))"
        session.say(
            TextLayout.wrap(
                """
                Your retention target is \(Self.percent(target)) (\(was)). Each card's next interval aims for it; the \
                cards already scheduled keep their due dates until then. `cards --stats` shows the reviews a day it \
                costs.
                """,
                width: min(session.screen.width, TextLayout.proseMeasure)))
        return .success
    }

    /// `cards --parameters FILE` (or `default`): FSRS-6 weights from a file, checked against
    /// FSRS-6's bounds and saved; anything else is refused with exit 2 and nothing changes.
    func setParameters(from source: String, in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        let width = min(session.screen.width, TextLayout.proseMeasure)
        if source.lowercased() == "default" {
            guard saveWeights(nil, in: session) else { return .failed }
            session.say(TextLayout.wrap("Your cards are scheduled with FSRS-6's default weights again.", width: width))
            return .success
        }
        let weights = try Self.readWeights(source)
        if weights.count != FSRSParameters.defaultWeights.count {
            let older = weights.count == 19 ? " (19 are FSRS-5's)" : ""
            throw CommandFailure(
                """
                \(source) holds \(TextLayout.count(weights.count, "number"))\(older); FSRS-6 has 21 weights, w0 to \
                w20: nothing was changed.
                """,
                hint: "`scripts/fit-fsrs` writes all 21.")
        }
        let outside = FSRSParameters.outOfRange(weights)
        if !outside.isEmpty {
            let range = { (weight: FSRSParameters.WeightOutOfRange) in
                "\(Self.number(weight.allowed.lowerBound)) to \(Self.number(weight.allowed.upperBound))"
            }
            let one = outside[0]
            let each = outside.map { "w\($0.index) is \(Self.number($0.value)) (allowed \(range($0)))" }
            throw CommandFailure(
                outside.count == 1
                    ? """
                    w\(one.index) is \(Self.number(one.value)), outside FSRS-6's range for it (\(range(one))): \
                    nothing was changed.
                    """
                    : """
                    \(outside.count) weights are outside FSRS-6's bounds, so nothing was changed: \
                    \(each.joined(separator: "; ")).
                    """,
                hint: "The optimizer keeps every weight within these bounds; a weight outside them was changed by hand."
            )
        }
        if FSRSParameters.areDefaults(weights) {
            guard saveWeights(nil, in: session) else { return .failed }
            session.say(
                TextLayout.wrap(
                    """
                    These are FSRS-6's default weights — what the optimizer gives back when it has too few reviews \
                    to fit your own — so your cards stay on the defaults. Review for a few weeks, then fit again.
                    """,
                    width: width))
            return .success
        }
        guard saveWeights(weights, in: session) else { return .failed }
        session.say(
            TextLayout.wrap(
                """
                Your cards are now scheduled with your own weights, from \(source). `cards --stats` shows what your \
                retention target costs with them; `cards --parameters default` goes back to FSRS-6's.
                """,
                width: width))
        return .success
    }

    private func saveWeights(_ weights: [Double]?, in session: CommandSession) -> Bool {
        session.book.changeScheduling {
            $0.weights = weights
            $0.weightsChanged = Date()
        }
    }

    /// The numbers in `path`: a JSON array, a JSON object whose `weights` (or `parameters`)
    /// is one, or numbers separated by commas or blanks, as Anki shows FSRS parameters.
    static func readWeights(_ path: String) throws(CommandFailure) -> [Double] {
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw CommandFailure(
                exists
                    ? "\(path) cannot be read: nothing was changed." : "There is no file \(path): nothing was changed.",
                hint: "`scripts/fit-fsrs` fits weights to your reviews and writes them to a file.")
        }
        // JSON is read by JSONDecoder, which takes numbers as numbers: `true` is not a weight
        // (JSONSerialization would hand it over as 1). Text takes plain decimals only.
        if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil {
            if let list = try? JSONDecoder().decode([Double].self, from: data) { return list }
            if let file = try? JSONDecoder().decode(WeightsFile.self, from: data),
                let list = file.weights ?? file.parameters
            {
                return list
            }
        } else {
            let words = String(decoding: data, as: UTF8.self).split { $0 == "," || $0.isWhitespace }
            let numbers = words.compactMap { PlainDecimal.parse($0) }
            if !numbers.isEmpty, numbers.count == words.count { return numbers }
        }
        throw CommandFailure(
            "\(path) holds no FSRS-6 weights: nothing was changed.",
            hint:
                """
                Give 21 weights, each \(PlainDecimal.form), as a JSON array or separated by commas, as \
                `scripts/fit-fsrs` writes them.
                """
        )
    }

    /// A JSON object holding the weights under `weights` or `parameters`.
    private struct WeightsFile: Decodable {
        var weights: [Double]?
        var parameters: [Double]?
    }

    /// 0.85 as `85%`, 0.875 as `87.5%`.
    static func percent(_ fraction: Double) -> String {
        let tenths = (fraction * 1000).rounded()
        return tenths.truncatingRemainder(dividingBy: 10) == 0
            ? "\(Int(tenths / 10))%" : String(format: "%.1f%%", tenths / 10)
    }

    /// A weight as typed, without a float's noise: 0.9, not 0.90000000000000002.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
