import Foundation

/// The answer sets up the encoder; the card prints one getaway with it.
func run() {
    let getaway = Getaway(city: "Seattle", nights: 5)
    let encoder = JSONEncoder()
    do {
        // --- the answer ---
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // --- end of the answer ---
        let json = try encoder.encode(getaway)
        print(String(decoding: json, as: UTF8.self))
    } catch {
        print("could not encode:", error)
    }
}
