import Foundation

/// A reading that may be missing, spelled NaN.
struct Reading: Codable, Equatable {
    var value: Double
}

/// JSON coders that spell the three non-numbers as text.
enum Coders {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity",
            nan: "NaN")
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity",
            nan: "NaN")
        return decoder
    }
}
