import Foundation

/// A price watch with no upper level.
struct Watch: Encodable {
    var below = 12.0
    var above = Double.infinity
}

/// Encodes the watch with a plain encoder.
func run() {
    do {
        let json = try JSONEncoder().encode(Watch())
        print("writes:", String(decoding: json, as: UTF8.self))
    } catch {
        print(error)
    }
}
