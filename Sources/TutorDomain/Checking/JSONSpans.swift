import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Where each member of a JSON object lies in a document's bytes, nested objects' members too,
/// so that `probe` can make a variant by changing one span of the document instead of
/// rebuilding and serializing the whole document for every variant (which made it quadratic).
///
/// Read in one pass over bytes that `JSONSerialization` has already accepted as JSON; nil
/// for anything it cannot follow.
package struct JSONSpans {
    /// One `"key": value` of an object.
    package struct Member {
        package var key: String
        /// From the key's opening quote to the value's end.
        package var whole: Range<Int>
        package var value: Range<Int>
        /// The value's members when it is an object.
        package var members: [Member]?
        /// The value's first byte: `"`, `{`, `[`, `n`, `t`, `f`, or a number's first.
        package var kind: UInt8
    }

    private let bytes: [UInt8]

    /// The members of the top-level object, or of the first element of a top-level array.
    package static func members(of document: Data, inFirstElement: Bool) -> [Member]? {
        let spans = JSONSpans(bytes: [UInt8](document))
        var index = spans.skipSpace(0)
        if inFirstElement {
            guard index < spans.bytes.count, spans.bytes[index] == UInt8(ascii: "[") else { return nil }
            index = spans.skipSpace(index + 1)
        }
        return spans.object(at: index)?.members
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func skipSpace(_ start: Int) -> Int {
        var index = start
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        return index
    }

    /// The index after the string that opens at `start`.
    private func stringEnd(_ start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    /// The object that opens at `start`: its members (the last of a repeated key, as
    /// `JSONSerialization` keeps it) and the index after it.
    private func object(at start: Int) -> (members: [Member], end: Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
        var members: [Member] = []
        var index = skipSpace(start + 1)
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { return ([], index + 1) }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\""), let keyEnd = stringEnd(index), let key = key(index..<keyEnd)
            else { return nil }
            var colon = skipSpace(keyEnd)
            guard colon < bytes.count, bytes[colon] == UInt8(ascii: ":") else { return nil }
            colon = skipSpace(colon + 1)
            guard let (end, nested) = value(at: colon) else { return nil }
            members.append(
                Member(key: key, whole: index..<end, value: colon..<end, members: nested, kind: bytes[colon]))
            index = skipSpace(end)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return (Self.lastOfEachKey(members), index + 1) }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index = skipSpace(index + 1)
        }
        return nil
    }

    /// The members in the document's order, a repeated key only at its last place.
    private static func lastOfEachKey(_ members: [Member]) -> [Member] {
        let last = Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: max)
        guard last.count < members.count else { return members }
        return members.enumerated().filter { last[$1.key] == $0 }.map(\.element)
    }

    /// The index after the value at `start`, and its members when it is an object.
    private func value(at start: Int) -> (end: Int, members: [Member]?)? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "{"):
            return object(at: start).map { ($0.end, $0.members) }
        case UInt8(ascii: "\""):
            return stringEnd(start).map { ($0, nil) }
        case UInt8(ascii: "["):
            var index = skipSpace(start + 1)
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { return (index + 1, nil) }
            while index < bytes.count {
                guard let (end, _) = value(at: index) else { return nil }
                index = skipSpace(end)
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "]") { return (index + 1, nil) }
                guard bytes[index] == UInt8(ascii: ",") else { return nil }
                index = skipSpace(index + 1)
            }
            return nil
        default:
            // A number, true, false or null: up to the next delimiter.
            var index = start
            while index < bytes.count, !",]} \t\n\r".utf8.contains(bytes[index]) { index += 1 }
            return index > start ? (index, nil) : nil
        }
    }

    /// A key's text; escapes are undone by JSONSerialization, which only keys holding one pay.
    private func key(_ range: Range<Int>) -> String? {
        let inner = bytes[(range.lowerBound + 1)..<(range.upperBound - 1)]
        guard inner.contains(UInt8(ascii: "\\")) else { return String(decoding: inner, as: UTF8.self) }
        return (try? JSONSerialization.jsonObject(with: Data(bytes[range]), options: [.fragmentsAllowed])) as? String
    }
}
