import Foundation

/// Decodes two cards with a key strategy of its own, which prints what it
/// is handed when it meets `issued-on`.
func run() {
    let json = """
        [ { "errata": [] },
          { "errata": [ { "issued-on": "2026-03-14" } ] } ]
        """
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .custom { path in
        guard let key = path.last else { return AnyKey("") }
        if key.stringValue == "issued-on" {
            print(path.map(\.stringValue))
        }
        let words = key.stringValue.split(separator: "-")
        guard words.count > 1 else { return key }
        let rest = words.dropFirst().map { word in
            word.prefix(1).uppercased() + word.dropFirst()
        }
        return AnyKey(words[0] + rest.joined())
    }
    do {
        let data = Data(json.utf8)
        let cards = try decoder.decode([Corrected].self, from: data)
        print(cards[1].errata[0].issuedOn)
    } catch {
        print(error)
    }
}
