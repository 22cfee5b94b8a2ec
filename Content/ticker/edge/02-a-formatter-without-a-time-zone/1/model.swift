import Foundation

/// A formatter for one of the feed's patterns, with no time zone set.
func feedFormatter(_ pattern: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = pattern
    return formatter
}
