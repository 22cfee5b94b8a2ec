import Foundation

/// A key that accepts whatever text the object has.
struct VenueKey: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

/// The venue names as a keyed container lists them.
struct Venues: Decodable {
    let names: [String]

    init(from decoder: any Decoder) throws {
        let object = try decoder.container(keyedBy: VenueKey.self)
        names = object.allKeys.map(\.stringValue).sorted()
    }
}

/// Reads the same object both ways with a snake case decoder.
func run() {
    let data = Data(#"{ "thx_main": 3100, "thx_dark_pool": 420 }"#.utf8)
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let venues = try decoder.decode(Venues.self, from: data)
        print("allKeys:", venues.names)
        let volumes = try decoder.decode([String: Int].self, from: data)
        print("[String: Int]:", volumes.keys.sorted())
    } catch {
        print(error)
    }
}
