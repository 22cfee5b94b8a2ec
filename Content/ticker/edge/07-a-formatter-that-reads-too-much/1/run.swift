import Foundation

/// The feed's own text, then three that it never writes.
let texts = [
    "01/04/2027 09:15", "1/4/2027 9:15", "01-04-2027 09:15",
    "01/04/27 09:15",
]

/// Decodes each text with `.formatted`, then prints the date and the
/// formatter's own way of writing it.
func run() {
    let formatter = feedFormatter()
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formatted(formatter)
    for text in texts {
        let json = Data(#"{"refreshed": "\#(text)"}"#.utf8)
        do {
            let refresh = try decoder.decode(Refresh.self, from: json)
            let date = refresh.refreshed
            print(text, "->", date, "->", formatter.string(from: date))
        } catch {
            print(text, "->", error)
        }
    }
}
