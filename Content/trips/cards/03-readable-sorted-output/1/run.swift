import Foundation

/// Prints one getaway as indented JSON with its keys in alphabetical order.
func run() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
        let json = try encoder.encode(Getaway(city: "Seattle", nights: 5))
        print(String(decoding: json, as: UTF8.self))
    } catch {
        print("could not encode:", error)
    }
}
