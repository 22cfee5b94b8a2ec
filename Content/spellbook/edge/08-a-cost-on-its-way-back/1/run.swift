import Foundation

/// Three costs as the catalogue writes them.
let costs = Data(#"["{3}{E}{E}", "{D}{D}", "{3}"]"#.utf8)

/// Decodes the costs, encodes them again, and decodes what was encoded.
func run() {
    do {
        let read = try JSONDecoder().decode([Cost].self, from: costs)
        for cost in read {
            let schools = cost.symbols.map { "\($0)" }
            print((["\(cost.generic) generic"] + schools)
                .joined(separator: " + "))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let written = try encoder.encode(read)
        print("written:", String(decoding: written, as: UTF8.self))
        let again = try JSONDecoder().decode([Cost].self, from: written)
        print("read back equal:", again == read)
    } catch {
        print(error)
    }
}
