import Foundation

/// The one way a `--json` answer is written: indented, keys sorted so that the output is the
/// same every time, slashes left as they are.
enum ReportJSON {
    /// `value` as JSON text; `{}` should it ever fail to encode.
    static func text<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}

extension Screen {
    /// Prints a `--json` answer on standard output.
    func say<Value: Encodable>(json value: Value) {
        console.say(ReportJSON.text(value))
    }
}
