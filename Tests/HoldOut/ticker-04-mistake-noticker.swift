// Breaks: Ticker must gain `listed` read from the instrument container; this file has no Ticker at all (only FeedClock).
import Foundation



enum FeedClock {
    static let minutes: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "dd/MM/yyyy HH:mm"
        return formatter
    }()

    static let days: ISO8601DateFormatter = {
        let f = ISO8601DateFormatter()
        f.formatOptions = [.withFullDate]
        f.timeZone = TimeZone(secondsFromGMT: 0)
        return f
    }()

    static func date(from decoder: any Decoder) throws -> Date {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        let readers: [(String) -> Date?] = [minutes.date(from:), days.date(from:)]
        for read in readers {
            if let date = read(text) { return date }
        }
        throw DecodingError.dataCorruptedError(
            in: container, debugDescription: "\(text) is in neither of the feed's formats")
    }
}
