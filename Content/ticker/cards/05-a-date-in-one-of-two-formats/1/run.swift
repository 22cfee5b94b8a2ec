import Foundation

/// The answer sets the strategy; the card decodes a date in each format,
/// then one in neither, and names the error that stopped it.
func run() {
    let decoder = JSONDecoder()
    do {
        // --- the answer ---
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            for format in [Formats.minutes, Formats.days] {
                if let date = format.date(from: text) {
                    return date
                }
            }
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "No format fits \(text).")
        }
        // --- end of the answer ---
        let both = Data(#"["01/04/2027 09:15", "2019-08-02"]"#.utf8)
        print(try decoder.decode([Date].self, from: both))
        let neither = Data(#"["1 April 2027"]"#.utf8)
        _ = try decoder.decode([Date].self, from: neither)
        print("a date in neither format was accepted")
    } catch DecodingError.dataCorrupted(let context) {
        let path = context.codingPath.map(\.stringValue)
        print("dataCorrupted at", path)
    } catch {
        print(error)
    }
}
