import Foundation

/// How the feed writes its times, and the formatters that read them.
enum FeedClock {
    /// A time to the minute, as the feed writes it.
    static let minutes: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        return formatter
    }()
}
