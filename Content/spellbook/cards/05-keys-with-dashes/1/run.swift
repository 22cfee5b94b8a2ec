import Foundation

/// Decodes an entry whose keys are kebab case at two depths, with the
/// strategy the answer sets.
func run() {
    let json = """
        { "card-name": "Ash Drake", "mana-value": 4,
          "first-printing": { "set-code": "LNF", "collector-number": 12 } }
        """
    let decoder = JSONDecoder()
    do {
        // --- the answer ---
        decoder.keyDecodingStrategy = .custom { path in
            guard let key = path.last else { return AnyKey("") }
            let words = key.stringValue.split(separator: "-")
            guard words.count > 1 else { return key }
            let rest = words.dropFirst().map { word in
                word.prefix(1).uppercased() + word.dropFirst()
            }
            return AnyKey(words[0] + rest.joined())
        }
        // --- end of the answer ---
        let entry = try decoder.decode(Entry.self, from: Data(json.utf8))
        let printing = entry.firstPrinting
        print(entry.cardName, entry.manaValue, printing.setCode,
              printing.collectorNumber)
    } catch {
        print(error)
    }
}
