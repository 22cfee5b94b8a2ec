import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Reads the review log's bytes into records, fast enough for a history of hundreds of
/// thousands of reviews: lines and fields are found with `memchr`, numbers parsed by hand,
/// and each lesson and card name made into a `String` once.
package struct ReviewLogParser {
    /// Each lesson and card name met so far, as bytes and as text.
    private var names: [[UInt8]] = []
    private var strings: [String] = []
    /// The current line's fields, kept to save an allocation per line.
    private var fields: [Range<Int>] = []
    private var seen = Set<Key>()
    package private(set) var records: [ReviewRecord] = []
    package private(set) var unreadable = 0

    /// What makes two moved-in reviews the same one.
    private struct Key: Hashable {
        var time: Int64
        var lesson: Int
        var slug: Int
        var rating: Int
    }

    /// The time of the first review in `data`, in the order written, that the quiz logged
    /// itself (a card id above 0), whether or not it is from `since` on. Reviews moved in from
    /// an earlier progress file are left out: they are appended in one block, at the end of
    /// the log, whatever their times.
    package private(set) var firstLoggedTime: Int64?

    /// Reads every line of `data`.
    package static func parse(_ data: Data) -> ReviewLog.Contents {
        let parser = scan(data, since: nil)
        return ReviewLog.Contents(records: parser.records, unreadableLines: parser.unreadable)
    }

    /// A parser that has read every line of `data`, its records oldest first; with `since`,
    /// only the reviews from that time on.
    package static func scan(_ data: Data, since: Int64?) -> ReviewLogParser {
        var parser = ReviewLogParser()
        unsafe data.withUnsafeBytes { raw in
            let bytes = unsafe raw.bindMemory(to: UInt8.self)
            guard let base = bytes.baseAddress else { return }
            // memchr finds the line ends: as fast in a debug build as in a release one.
            var start = 0
            while start < bytes.count {
                let end =
                    unsafe memchr(base + start, 10, bytes.count - start).map {
                        unsafe UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base
                    }
                    ?? bytes.count
                if end > start { unsafe parser.line(bytes, start..<end, since: since) }
                start = end + 1
            }
        }
        // The log is written in time order but for tutors racing by a millisecond and reviews
        // moved in from a progress file: sort only then, keeping the written order of equal times.
        let records = parser.records
        if zip(records, records.dropFirst()).contains(where: { $0.time > $1.time }) {
            parser.records = records.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
                .map(\.element)
        }
        return parser
    }

    private mutating func line(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, since: Int64?) {
        if unsafe read(bytes, range, since: since) { return }
        // A line a failed write left unfinished, continued by the next record, is read from
        // its last `r1<tab>`.
        var index = range.upperBound - 3
        while index > range.lowerBound {
            if unsafe bytes[index] == 114, unsafe bytes[index + 1] == 49, unsafe bytes[index + 2] == 9 {
                if unsafe read(bytes, index..<range.upperBound, since: since) { return }
                break
            }
            index -= 1
        }
        unreadable += 1
    }

    /// Reads one record from `range`; false when it is not one.
    private mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, since: Int64?) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        fields.removeAll(keepingCapacity: true)
        var start = range.lowerBound
        while fields.count < 9 {
            let end =
                unsafe memchr(base + start, 9, range.upperBound - start)
                .map { unsafe UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - base } ?? range.upperBound
            fields.append(start..<end)
            if end == range.upperBound { break }
            start = end + 1
        }
        guard fields.count == 8, fields[0].count == 2, unsafe bytes[fields[0].lowerBound] == 114,
            unsafe bytes[fields[0].lowerBound + 1] == 49,
            let time = unsafe Self.number(bytes, fields[1]), let card = unsafe Self.number(bytes, fields[2]),
            let ratingValue = unsafe Self.number(bytes, fields[5]), let rating = Rating(rawValue: Int(ratingValue)),
            let stateValue = unsafe Self.number(bytes, fields[6]), let state = CardState(fsrsNumber: Int(stateValue)),
            let duration = unsafe Self.number(bytes, fields[7]), !fields[3].isEmpty, !fields[4].isEmpty
        else { return false }
        if card > 0, firstLoggedTime == nil { firstLoggedTime = time }
        if let since, time < since { return true }
        let lesson = unsafe name(bytes, fields[3])
        let slug = unsafe name(bytes, fields[4])
        // A review moved in from an earlier progress file by two tutors starting at once is
        // still one review. Reviews with a card id were each written once, by one append.
        if card == 0 {
            let key = Key(time: time, lesson: lesson, slug: slug, rating: rating.rawValue)
            guard seen.insert(key).inserted else { return true }
        }
        records.append(
            ReviewRecord(
                cardID: Int(card), lesson: strings[lesson], slug: strings[slug], rating: rating, time: time,
                stateBefore: state, duration: duration))
        return true
    }

    /// A decimal number, perhaps negative; nil for anything else or more than 18 digits.
    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int64? {
        var index = range.lowerBound
        let negative = unsafe index < range.upperBound && bytes[index] == 45
        if negative { index += 1 }
        guard index < range.upperBound, range.upperBound - index <= 18 else { return nil }
        var value: Int64 = 0
        while index < range.upperBound {
            let digit = unsafe bytes[index]
            guard digit >= 48, digit <= 57 else { return nil }
            value = value * 10 + Int64(digit - 48)
            index += 1
        }
        return negative ? -value : value
    }

    /// The index of the name these bytes spell, made into a `String` the first time only.
    /// A log names few lessons and cards, so a scan with `memcmp` finds them quickly.
    private mutating func name(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        let start = unsafe bytes.baseAddress! + range.lowerBound
        for (index, known) in names.enumerated() where known.count == range.count {
            if unsafe known.withUnsafeBufferPointer({ unsafe memcmp($0.baseAddress!, start, range.count) }) == 0 {
                return index
            }
        }
        unsafe names.append(Array(UnsafeBufferPointer(start: start, count: range.count)))
        strings.append(String(decoding: names[names.count - 1], as: UTF8.self))
        return strings.count - 1
    }
}
