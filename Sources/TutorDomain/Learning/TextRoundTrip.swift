import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Whether strings survive being decoded as a `Date` (with `.iso8601`) or a `URL` and encoded
/// again, asked of Foundation's own `JSONDecoder` and `JSONEncoder` — the ones the learner's
/// program uses — rather than assumed: on Linux `.iso8601` reads fractional seconds and
/// offsets, and writes neither back.
package enum TextRoundTrip {
    /// The first string that does not come back the same, with what came back (nil: it did
    /// not decode at all); nil when every one does.
    package static func firstChanged(_ strings: [(path: String, text: String)], as kind: Kind) -> (
        path: String, text: String, back: String?
    )? {
        let texts = strings.map(\.text)
        guard let data = try? JSONEncoder().encode(texts) else { return strings.first.map { ($0.path, $0.text, nil) } }
        let back: [String]?
        switch kind {
        case .date(let strategy):
            let decoder = JSONDecoder()
            let encoder = JSONEncoder()
            switch strategy {
            case .iso8601:
                decoder.dateDecodingStrategy = .iso8601
                encoder.dateEncodingStrategy = .iso8601
            case .formatted(let format):
                let formatter = Self.formatter(format)
                decoder.dateDecodingStrategy = .formatted(formatter)
                encoder.dateEncodingStrategy = .formatted(formatter)
            }
            back = (try? decoder.decode([Date].self, from: data)).flatMap { try? encoder.encode($0) }
                .flatMap { try? JSONDecoder().decode([String].self, from: $0) }
        case .url:
            back = (try? JSONDecoder().decode([URL].self, from: data)).flatMap { try? JSONEncoder().encode($0) }
                .flatMap { try? JSONDecoder().decode([String].self, from: $0) }
        }
        guard let back, back.count == texts.count else {
            guard strings.count > 1 else { return strings.first.map { ($0.path, $0.text, nil) } }
            // One of them does not decode: find which, one at a time.
            for string in strings where firstChanged([string], as: kind) != nil {
                return (string.path, string.text, nil)
            }
            return strings.first.map { ($0.path, $0.text, nil) }
        }
        for (index, text) in back.enumerated() where text != texts[index] {
            return (strings[index].path, texts[index], text)
        }
        return nil
    }

    package enum Kind {
        /// A `Date` read and written with this strategy (a format's `DateFormatter` is
        /// `formatter(_:)`'s).
        case date(InferredModel.DateStrategy)
        case url
    }

    /// A formatter as the emitted model makes one: `en_US_POSIX`, UTC, `format`.
    package static func formatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter
    }

    /// The formats tried, in order, for dates `.iso8601` does not write back the same: ISO 8601
    /// with milliseconds in UTC, then the forms databases and forms write.
    package static let dateFormats = ["yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX", "yyyy-MM-dd HH:mm:ss", "yyyy-MM-dd"]
}
