import Foundation

/// Encodes one getaway and shows the bytes as text.
func run() {
    let getaway = Getaway(city: "Seattle", nights: 5)
    let encoder = JSONEncoder()
    // Sorted keys only to make this card print one and the same line on every run.
    encoder.outputFormatting = .sortedKeys
    do {
        let bytes = try encoder.encode(getaway)
        print(String(decoding: bytes, as: UTF8.self))
    } catch {
        print("could not encode:", error)
    }
}
