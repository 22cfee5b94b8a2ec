import Foundation

/// When a price watch was set, and nothing else.
struct PriceWatch: Encodable {
    var createdAt: Date
}

/// Saves the watch as a property list with the server's key strategy,
/// then prints the keys the list holds.
func run() {
    let watch = PriceWatch(
        createdAt: Date(timeIntervalSince1970: 1_806_571_200))
    let encoder = PropertyListEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    do {
        let data = try encoder.encode(watch)
        let list = try PropertyListSerialization.propertyList(
            from: data, format: nil)
        let keys = (list as? [String: Any])?.keys.sorted() ?? []
        print("keys:", keys)
    } catch {
        print(error)
    }
}
