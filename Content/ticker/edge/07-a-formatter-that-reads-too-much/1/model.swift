import Foundation

/// When the feed's prices were last refreshed.
struct Refresh: Decodable {
    let refreshed: Date
}

/// The feed's minute format, as step 3 sets it up.
func feedFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "dd/MM/yyyy HH:mm"
    return formatter
}
