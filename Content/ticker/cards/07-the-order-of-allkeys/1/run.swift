import Foundation

/// A key that accepts whatever text the object has.
struct AnyKey: CodingKey {
    let stringValue: String
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

/// The keys of an object, read as dates and sorted by them: the only
/// order a program can count on.
struct Times: Decodable {
    let dates: [Date]

    init(from decoder: any Decoder) throws {
        let minutes = DateFormatter()
        minutes.locale = Locale(identifier: "en_US_POSIX")
        minutes.timeZone = TimeZone(secondsFromGMT: 0)
        minutes.dateFormat = "dd/MM/yyyy HH:mm"
        let object = try decoder.container(keyedBy: AnyKey.self)
        dates = object.allKeys
            .compactMap { minutes.date(from: $0.stringValue) }
            .sorted()
    }
}

/// Five times, oldest first, as the document writes them.
func run() {
    let json = """
        { "31/03/2027 16:50": 1, "31/03/2027 16:55": 2,
          "01/04/2027 09:05": 3, "01/04/2027 09:10": 4,
          "01/04/2027 09:15": 5 }
        """
    do {
        let data = Data(json.utf8)
        let times = try JSONDecoder().decode(Times.self, from: data)
        print(times.dates.map { "\($0)" }.joined(separator: "\n"))
    } catch {
        print(error)
    }
}
