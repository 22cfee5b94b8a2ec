// expect: Debug description: Expected to decode Double but found a string
// expect: ticker step 8

// The mistake: the server's encoder writes infinity as text, and its
// decoder was never told how to read that text back.

import Foundation

/// The coders for each place a price watch travels to. Each pair is set
/// up in one place, so that what one side writes the other side reads.
enum Transport {
    /// How the server's JSON spells the three values JSON has no number
    /// for; the encoder and the decoder must agree on them.
    static let infinity = "Infinity"
    static let minusInfinity = "-Infinity"
    static let notANumber = "NaN"

    /// JSON for the alerts server: snake_case keys, ISO 8601 dates, bytes
    /// as Base 64, the infinities as text, and a stable key order.
    static func serverEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        encoder.dataEncodingStrategy = .base64
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: infinity,
            negativeInfinity: minusInfinity,
            nan: notANumber)
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }

    /// Reads what `serverEncoder()` writes.
    static func serverDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        decoder.dataDecodingStrategy = .base64
        return decoder
    }

    /// A property list for the phone's own storage. Dates, bytes and
    /// infinities are native to the format, so there is nothing to set
    /// but the output: XML here, to be read; `.binary` is smaller.
    static func diskEncoder() -> PropertyListEncoder {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return encoder
    }

    /// Reads either kind of property list, XML or binary.
    static func diskDecoder() -> PropertyListDecoder {
        PropertyListDecoder()
    }
}
