import Foundation
import SwiftToolchain
import Synchronization
import TutorBase
import TutorSystem

/// What a reading of `progress.json` left out or put right, gathered while it decodes.
///
/// One bad value must not cost the learner everything else they did: each part of the file
/// decodes on its own (see `Salvaged`), a part that does not is dropped and named here, and
/// values put back in range (a card's memory) are named too, so the learner is told.
package final class ProgressRepairs: Sendable {
    package static let key = CodingUserInfoKey(rawValue: "codable-tutor.progress-repairs")!
    /// When the file is read: a saved card's review may not be later, nor its due date further
    /// than the longest interval (`CardMemory.clamped(now:)`).
    package let now: Date

    // A decoder may be handed to other threads; the paths are gathered under one lock.
    private let paths = Mutex<(dropped: [String], repaired: [String])>(([], []))

    /// A collector for a reading of the file at `now`.
    package init(readAt now: Date) {
        self.now = now
    }

    /// The parts left out, as dotted paths: `lessons.postcards.position`.
    package var dropped: [String] { paths.withLock { $0.dropped } }
    /// The parts whose values were put back in range.
    package var repaired: [String] { paths.withLock { $0.repaired } }

    /// The collector a decoder was given, if any.
    package static func of(_ decoder: any Decoder) -> ProgressRepairs? {
        decoder.userInfo[key] as? ProgressRepairs
    }

    package func dropped(_ path: [any CodingKey]) {
        let text = Self.text(path)
        paths.withLock { $0.dropped.append(text) }
    }

    package func repaired(_ path: [any CodingKey]) {
        let text = Self.text(path)
        paths.withLock { $0.repaired.append(text) }
    }

    package static func text(_ path: [any CodingKey]) -> String {
        path.isEmpty
            ? "the whole file" : path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }
}

/// A value that decodes, or is dropped (nil) with its path told to the decoder's
/// `ProgressRepairs`. Without a collector it throws as the value would.
package struct Salvaged<Value: Decodable>: Decodable {
    package var value: Value?

    package init(from decoder: any Decoder) throws {
        do {
            value = try Value(from: decoder)
        } catch {
            guard let repairs = ProgressRepairs.of(decoder) else { throw error }
            repairs.dropped(decoder.codingPath)
            value = nil
        }
    }
}

extension KeyedDecodingContainer {
    /// The value for `key`; nil when it is missing, `null`, or dropped as damaged.
    package func salvage<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
        try decodeIfPresent(Salvaged<Value>.self, forKey: key)?.value
    }

    /// A dictionary whose entries are kept or dropped one by one.
    package func salvageEach<Value: Decodable>(_ type: [String: Value].Type, forKey key: Key) throws -> [String: Value]?
    {
        try salvage([String: Salvaged<Value>].self, forKey: key)?.compactMapValues(\.value)
    }

    /// An array whose elements are kept or dropped one by one.
    package func salvageEach<Value: Decodable>(_ type: [Value].Type, forKey key: Key) throws -> [Value]? {
        try salvage([Salvaged<Value>].self, forKey: key)?.compactMap(\.value)
    }
}
