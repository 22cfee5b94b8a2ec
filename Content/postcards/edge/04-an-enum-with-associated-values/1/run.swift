import Foundation

/// How a postcard reaches its reader.
enum Delivery: Codable, Equatable {
    case hand
    case post(stamp: String)
    case courier(String, Int)
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
