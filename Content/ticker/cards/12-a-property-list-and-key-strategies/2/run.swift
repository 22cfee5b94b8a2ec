import Foundation

/// When a price watch was set, and nothing else.
struct PriceWatch: Encodable {
    var createdAt: Date
}

/// Writes the watch as an XML property list and prints it.
func run() {
    let set = Date(timeIntervalSince1970: 1_806_571_200)
    let watch = PriceWatch(createdAt: set)
    let encoder = PropertyListEncoder()
    encoder.outputFormat = .xml
    do {
        print(String(decoding: try encoder.encode(watch), as: UTF8.self))
    } catch {
        print(error)
    }
}
