import SwiftToolchain
import TutorBase
import TutorSystem

/// An `EncodingError` as a program printed it (`EncodingError.invalidValue: inf (Double).
/// Path: above. Debug description: Unable to encode Double.inf directly in JSON.`), read
/// back and told as a sentence: the value the encoder refused, where, and why.
package struct EncodingErrorReading: Equatable {
    /// The value as printed: `inf`, `nan`.
    package var value: String
    /// Its type as printed: `Double`.
    package var type: String
    /// The coding path as printed: `above`, `[0].price`; empty at the top level.
    package var path: String
    package var debugDescription: String

    /// Reads one printed line; nil when it is not an `EncodingError.invalidValue`.
    package init?(line: String) {
        guard let start = line.range(of: "EncodingError.invalidValue: ") else { return nil }
        let body = line[start.upperBound...]
        guard let open = body.range(of: " ("), let close = body[open.upperBound...].range(of: ")") else { return nil }
        value = String(body[..<open.lowerBound])
        type = String(body[open.upperBound..<close.lowerBound])
        let rest = body[close.upperBound...]
        path =
            rest.range(of: "Path: ").map { found in
                let after = rest[found.upperBound...]
                return String(after[..<(after.range(of: ". Debug description")?.lowerBound ?? after.endIndex)])
            } ?? ""
        debugDescription = rest.range(of: "Debug description: ").map { String(rest[$0.upperBound...]) } ?? ""
    }

    /// Whether the value is an infinity or a NaN, which JSON has no way to write.
    package var isNonConformingFloat: Bool {
        ["inf", "-inf", "nan", "-nan"].contains(value.lowercased()) && ["Double", "Float"].contains(type)
    }

    /// One sentence for the learner.
    package var sentence: String {
        let place = path.isEmpty ? "the top level" : "`\(path)`"
        if isNonConformingFloat {
            return
                """
                invalidValue: the encoder refused \(place), a `\(type)` that is `\(value)`: JSON has no way to write \
                an infinity or a NaN as a number, so the encoder writes one only when its \
                `nonConformingFloatEncodingStrategy` says which string stands for it.
                """
        }
        return "invalidValue: the encoder refused \(place), the `\(type)` `\(value)` (\(debugDescription))."
    }
}
