// expect: meta.instrument.listed
// expect: "2019-08-02" is in none of the feed's formats.

// The mistake: the day formatter declared, but the custom strategy still
// offers the text to the minute formatter alone.

import Foundation

/// How the feed writes its times, and the formatters that read them.
enum FeedClock {
    /// A time to the minute: `01/04/2027 09:15`, day first, in UTC.
    static let minutes = formatter(pattern: "dd/MM/yyyy HH:mm")

    /// A calendar day: `2019-08-02`, read as its first minute in UTC.
    static let days = formatter(pattern: "yyyy-MM-dd")

    /// Reads a date written in either of the feed's formats, for
    /// `JSONDecoder.DateDecodingStrategy.custom`.
    static func date(from decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        for formatter in [minutes] {
            if let date = formatter.date(from: text) {
                return date
            }
        }
        // None fits: a `dataCorrupted` error carrying the path of the key.
        let why = "\"\(text)\" is in none of the feed's formats."
        throw DecodingError.dataCorruptedError(
            in: container, debugDescription: why)
    }

    /// A formatter for one fixed pattern that reads the same on every
    /// phone: the POSIX locale, and the feed's time zone, UTC.
    private static func formatter(pattern: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = pattern
        return formatter
    }
}
