import Foundation

/// Reads one postcard and writes it back with sorted keys, then names the
/// keys from outside the struct, which only an enum of your own allows.
func run() {
    let input = Data(#"{ "city": "Lisbon", "to": "Grandma" }"#.utf8)
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    do {
        let card = try JSONDecoder().decode(Postcard.self, from: input)
        print(String(decoding: try encoder.encode(card), as: UTF8.self))
        let keys: [Postcard.CodingKeys] = [.to, .city]
        print("keys:", keys.map(\.stringValue))
    } catch {
        print(error)
    }
}
