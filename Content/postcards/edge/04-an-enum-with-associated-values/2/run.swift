import Foundation

/// How a postcard reaches its reader, with JSON names of our choosing.
enum Delivery: Codable, Equatable {
    case hand
    case post(stamp: String)
    case courier(String, Int)

    /// The key that names each case.
    enum CodingKeys: String, CodingKey {
        case hand = "byHand"
        case post = "mail"
        case courier
    }

    /// The keys inside a `post` value.
    enum PostCodingKeys: String, CodingKey {
        case stamp = "postage"
    }

    /// The keys inside a `courier` value, named instead of numbered.
    enum CourierCodingKeys: String, CodingKey {
        case _0 = "company"
        case _1 = "days"
    }
}

/// Encodes three deliveries, prints the JSON, and checks the round trip.
func run() {
    let deliveries: [Delivery] = [
        .hand, .post(stamp: "airmail"), .courier("DHL", 2),
    ]
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
        let json = try encoder.encode(deliveries)
        print(String(decoding: json, as: UTF8.self))
        let back = try JSONDecoder().decode([Delivery].self, from: json)
        print(back == deliveries)
    } catch {
        print(error)
    }
}
