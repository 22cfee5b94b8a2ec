import Foundation

/// Encodes one quote with sorted keys and prints the JSON.
func run() {
    let quote = Quote(symbol: "KELP", low: 12.25, high: 12.44)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
        print(String(decoding: try encoder.encode(quote), as: UTF8.self))
    } catch {
        print(error)
    }
}
