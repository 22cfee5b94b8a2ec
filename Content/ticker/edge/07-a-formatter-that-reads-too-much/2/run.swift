import Foundation

/// The feed's own text, then three that it never writes.
let texts = [
    "01/04/2027 09:15", "1/4/2027 9:15", "01-04-2027 09:15",
    "01/04/27 09:15",
]

/// Decodes each text with a strategy that keeps a date only when the
/// formatter writes it back as the very text it read.
func run() {
    let formatter = feedFormatter()
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let date = formatter.date(from: text),
            formatter.string(from: date) == text
        else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "\(text) is not dd/MM/yyyy HH:mm")
        }
        return date
    }
    for text in texts {
        let json = Data(#"{"refreshed": "\#(text)"}"#.utf8)
        do {
            let refresh = try decoder.decode(Refresh.self, from: json)
            let date = refresh.refreshed
            print(text, "->", date)
        } catch {
            print(text, "->", error)
        }
    }
}
