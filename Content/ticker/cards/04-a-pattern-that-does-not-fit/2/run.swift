import Foundation

/// Reads five texts with the pattern that fits the feed, and writes each
/// date it finds back with the same formatter.
func run() {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "dd/MM/yyyy HH:mm"

    let texts = [
        "01/04/2027 09:15", "1/4/2027 9:15", "01-04-2027 09:15",
        "01/04/27 09:15", "2027-04-01 09:15",
    ]
    for text in texts {
        let date = formatter.date(from: text)
        print(text, "->", date.map(formatter.string(from:)) ?? "nil")
    }
}
