import Foundation

/// Plays a phone in Auckland, then reads one of the feed's times with the
/// answer's formatter and shows the locale it chose.
func run() {
    NSTimeZone.default = TimeZone(identifier: "Pacific/Auckland")!
    do {
        // --- the answer ---
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "dd/MM/yyyy HH:mm"
        // --- end of the answer ---
        let made: DateFormatter = formatter
        if let date = made.date(from: "01/04/2027 09:15") {
            print(date)
        } else {
            print("the formatter could not read 01/04/2027 09:15")
        }
        print("locale:", made.locale.identifier)
    }
}
