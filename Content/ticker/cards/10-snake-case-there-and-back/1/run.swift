import Foundation

/// Writes an exchange with snake case keys and reads it back the same way.
func run() {
    let exchange = Exchange(
        name: "Tasman Harbour Exchange",
        logoURL: URL(string: "https://example.com/thx.png")!)
    let encoder = JSONEncoder()
    encoder.keyEncodingStrategy = .convertToSnakeCase
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    do {
        let json = try encoder.encode(exchange)
        print(String(decoding: json, as: UTF8.self))
        let again = try decoder.decode(Exchange.self, from: json)
        print("decodes; equal to the original:", again == exchange)
    } catch {
        print(error)
    }
}
