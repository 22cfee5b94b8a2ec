import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorSystem

/// The one way a `--json` answer is written: indented, keys sorted so that the output is the
/// same every time, slashes left as they are.
package enum ReportJSON {
    /// `value` as JSON text; `{}` should it ever fail to encode.
    package static func text<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
