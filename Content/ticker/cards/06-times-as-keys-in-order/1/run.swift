import Foundation

/// Three prices keyed by their times, in no useful order.
let json = """
    { "01/04/2027 09:05": 12.3,
      "31/03/2027 16:55": 12.27,
      "01/04/2027 09:10": 12.38 }
    """

/// The answer builds the points; the card prints them in its order.
func run() {
    let minutes = DateFormatter()
    minutes.locale = Locale(identifier: "en_US_POSIX")
    minutes.timeZone = TimeZone(secondsFromGMT: 0)
    minutes.dateFormat = "dd/MM/yyyy HH:mm"
    let data = Data(json.utf8)
    do {
        // --- the answer ---
        let byTime = try JSONDecoder()
            .decode([String: Decimal].self, from: data)
        let points = byTime.compactMap { key, price in
            minutes.date(from: key).map { Point(time: $0, price: price) }
        }
        .sorted { $0.time < $1.time }
        // --- end of the answer ---
        let made: [Point]? = points
        for point in made ?? [] {
            print(point.time, point.price)
        }
    } catch {
        print(error)
    }
}
