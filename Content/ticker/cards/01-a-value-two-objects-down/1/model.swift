import Foundation

/// A share's symbol and name, lifted out of two levels of objects.
struct Listing: Decodable {
    let symbol: String
    let name: String

    enum CodingKeys: String, CodingKey {
        case meta
    }

    enum MetaKeys: String, CodingKey {
        case instrument
    }

    enum InstrumentKeys: String, CodingKey {
        case symbol, name
    }

    init(from decoder: any Decoder) throws {
        let top = try decoder.container(keyedBy: CodingKeys.self)
        let meta = try top.nestedContainer(
            keyedBy: MetaKeys.self, forKey: .meta)
        let instrument = try meta.nestedContainer(
            keyedBy: InstrumentKeys.self, forKey: .instrument)
        symbol = try instrument.decode(String.self, forKey: .symbol)
        name = try instrument.decode(String.self, forKey: .name)
    }
}
