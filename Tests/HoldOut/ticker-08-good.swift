// Good: properties in another order, sample built from ISO text and Base 64, codecs as static funcs in an enum with a shared helper.
import Foundation

struct PriceWatch: Codable, Equatable, Hashable {
    var deviceToken: Data
    var createdAt: Date
    var above: Double
    var below: Double
    var symbol: String

    static let sample = PriceWatch(
        deviceToken: Data(base64Encoded: "nzxR4getSGs=")!,
        createdAt: ISO8601DateFormatter().date(from: "2027-04-01T09:20:00Z")!,
        above: .infinity,
        below: 12,
        symbol: "KELP")
}

enum Transport {
    private static let words = (positive: "Infinity", negative: "-Infinity", nan: "NaN")

    static func serverEncoder() -> JSONEncoder {
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys, .prettyPrinted]
        e.keyEncodingStrategy = .convertToSnakeCase
        e.dateEncodingStrategy = .iso8601
        e.dataEncodingStrategy = .base64
        e.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: words.positive, negativeInfinity: words.negative, nan: words.nan)
        return e
    }

    static func serverDecoder() -> JSONDecoder {
        let d = JSONDecoder()
        d.keyDecodingStrategy = .convertFromSnakeCase
        d.dateDecodingStrategy = .iso8601
        d.dataDecodingStrategy = .base64
        d.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: words.positive, negativeInfinity: words.negative, nan: words.nan)
        return d
    }

    static func diskEncoder() -> PropertyListEncoder {
        let e = PropertyListEncoder()
        e.outputFormat = .xml
        return e
    }

    static func diskDecoder() -> PropertyListDecoder { PropertyListDecoder() }
}
