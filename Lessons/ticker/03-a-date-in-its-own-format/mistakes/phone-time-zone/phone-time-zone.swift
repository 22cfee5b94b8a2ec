// expect: KELP refreshed at 2027-03-31 20:15:00 +0000
// expect: 1 line differs

// The mistake: the formatter's locale and pattern set, its time zone left
// to the phone, which here believes it is in Auckland.

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
        formatter.dateFormat = "dd/MM/yyyy HH:mm"
        return formatter
    }()
}
