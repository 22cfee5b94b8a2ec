import Foundation

/// When the feed last refreshed its prices.
struct Refresh: Decodable {
    let refreshed: Date
}

/// Decodes one refresh time with a formatter of its own.
func run() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "yyyy-MM-dd HH:mm"

    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .formatted(formatter)
    do {
        let data = Data(#"{ "refreshed": "01/04/2027 09:15" }"#.utf8)
        let refresh = try decoder.decode(Refresh.self, from: data)
        print("decodes:", refresh.refreshed)
    } catch {
        print(error)
    }
}
