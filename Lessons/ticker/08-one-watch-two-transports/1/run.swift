import Foundation

/// Encodes the sample watch with a JSON encoder left at its defaults.
func run() {
    do {
        let json = try JSONEncoder().encode(PriceWatch.sample)
        print(String(decoding: json, as: UTF8.self))
    } catch {
        print(error)
    }
}
