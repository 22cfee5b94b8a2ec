import Foundation

/// The two formats of the feed's dates, the same on every phone.
enum Formats {
    /// `01/04/2027 09:15`, in UTC.
    static let minutes = formatter("dd/MM/yyyy HH:mm")
    /// `2019-08-02`, as its first minute in UTC.
    static let days = formatter("yyyy-MM-dd")

    static func formatter(_ pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = pattern
        return formatter
    }
}
