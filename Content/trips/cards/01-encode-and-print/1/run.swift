import Foundation

/// The answer encodes a getaway and leaves the JSON in `text`. The card
/// reads the text back and prints it with sorted keys, since a plain
/// encoder promises no order.
func run() {
    let getaway = Getaway(city: "Seattle", nights: 5)
    do {
        // --- the answer ---
        let bytes = try JSONEncoder().encode(getaway)
        let text = String(decoding: bytes, as: UTF8.self)
        // --- end of the answer ---
        // Taken as an optional, so that `String(data:encoding:)` reads too.
        let json: String? = text
        let object = try JSONSerialization.jsonObject(
            with: Data((json ?? "").utf8))
        let sorted = try JSONSerialization.data(
            withJSONObject: object, options: [.sortedKeys])
        print(String(decoding: sorted, as: UTF8.self))
    } catch {
        print("could not encode:", error)
    }
}
