import Foundation

/// How the feed writes its times, and the formatters that read them.
enum FeedClock {
    /// A time to the minute, as the feed writes it: `01/04/2027 09:15`,
    /// day first, in UTC.
    static let minutes: DateFormatter = {
        let formatter = DateFormatter()
        // The fixed locale that ignores the phone's language, region,
        // calendar and 12- or 24-hour clock.
        formatter.locale = Locale(identifier: "en_US_POSIX")
        // The feed's times are UTC, wherever the phone happens to be.
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "dd/MM/yyyy HH:mm"
        return formatter
    }()
}
