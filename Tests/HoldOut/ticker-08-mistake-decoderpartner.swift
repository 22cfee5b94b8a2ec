// Breaks: serverDecoder must be the partner of each encoder setting; it lacks convertFromString for Infinity (read-back fails).
import Foundation

struct PriceWatch: Codable, Equatable {
    let symbol: String
    let below: Double
    let above: Double
    let createdAt: Date
    let deviceToken: Data

    static let sample = PriceWatch(
        symbol: "KELP", below: 12, above: .infinity,
        createdAt: Date(timeIntervalSince1970: 1806571200),
        deviceToken: Data(base64Encoded: "nzxR4getSGs=")!)
}

enum Transport {
    static func serverEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .iso8601
        encoder.dataEncodingStrategy = .base64
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return encoder
    }
    static func serverDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.dateDecodingStrategy = .iso8601
        decoder.dataDecodingStrategy = .base64
        return decoder
    }
    static func diskEncoder() -> PropertyListEncoder {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return encoder
    }
    static func diskDecoder() -> PropertyListDecoder { PropertyListDecoder() }
}
