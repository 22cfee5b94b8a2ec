import Foundation

/// The feed's minute format, with the year in capitals.
func feedFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "dd/MM/YYYY HH:mm"
    return formatter
}
