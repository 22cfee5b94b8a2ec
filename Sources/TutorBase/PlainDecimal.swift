/// A number as a person writes one: digits, an optional fraction, an optional exponent
/// (`0.85`, `-1.5`, `2`, `1e-3`, `3.2E+2`), and nothing else.
///
/// `Double(_:)` also reads `0x0.e` (a hexadecimal float), `inf`, `nan` and `+.5`; a value typed
/// by a learner or written by `scripts/fit-fsrs` is never one of those, so they are refused.
package enum PlainDecimal {
    /// How the accepted form is told in an error.
    package static let form = "a plain decimal number (digits, an optional fraction and exponent, like 0.85 or 1e-3)"

    /// The value of `text` when it is a plain decimal and finite; nil otherwise.
    package static func parse(_ text: some StringProtocol) -> Double? {
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        func digits() -> Int {
            let count = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        guard digits() > 0 else { return nil }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return nil }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return nil }
        }
        guard bytes.isEmpty, let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }
}
