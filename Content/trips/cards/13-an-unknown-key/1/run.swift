import Foundation

/// Decodes JSON with a key `Spot` lacks, then encodes the result.
func run() {
    let incoming = Data(#"{"rating": 4.8, "name": "Seattle"}"#.utf8)
    do {
        let spot = try JSONDecoder().decode(Spot.self, from: incoming)
        let outgoing = try JSONEncoder().encode(spot)
        print(String(decoding: outgoing, as: UTF8.self))
    } catch {
        print("failed:", error)
    }
}
