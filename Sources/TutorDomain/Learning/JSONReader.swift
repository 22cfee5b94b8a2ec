import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Reads a JSON document (RFC 8259) into a `JSONValue`, and says where and why it is not
/// one: the line and column, in a sentence. The one JSON reader of the tutor: `learn` takes
/// the value, and `probe` the spans recorded in the same pass, where each value and each
/// member of an object lies in the document's bytes.
///
/// By `learn`'s rules it refuses what a round trip could not keep: a key written twice in one
/// object (which value would the decoder take?), nesting deeper than `deepest`, and text that
/// is not UTF-8. By `JSONSerialization`'s, for a document Foundation has already accepted, a
/// key written twice keeps its last place and value, and nesting goes as deep as Foundation's.
package struct JSONReader {
    /// Why the bytes are not a document `learn` can read.
    package struct Problem: Error, Equatable {
        package var line: Int
        package var column: Int
        package var sentence: String
    }

    /// Arrays and objects nested deeper than this are refused: the compiler and the decoder
    /// would go as deep, and a type per level makes no model anyone would keep.
    package static let deepest = 64

    /// What the reader lets pass besides RFC 8259's grammar, which it always holds to.
    package enum Rules: Sendable {
        /// `learn`'s: a key written twice is refused, and nesting deeper than `deepest`.
        case learn
        /// Foundation's `JSONSerialization`'s, for a document it has accepted: a key written
        /// twice keeps only its last place and value, as `JSONSerialization` keeps it, and
        /// nesting goes 512 deep, as deep as `JSONSerialization` goes.
        case jsonSerialization

        fileprivate var deepest: Int { self == .learn ? JSONReader.deepest : 512 }
    }

    /// Where a value lies in the document's bytes (a byte order mark counts), and where what it
    /// holds lies.
    package struct Span: Equatable, Sendable {
        /// From the value's first byte to the byte after its last.
        package var bytes: Range<Int>
        /// The value's first byte: `"`, `{`, `[`, `n`, `t`, `f`, or a number's first.
        package var firstByte: UInt8
        /// An object's members, in the document's order; nil for anything else.
        package var members: [Member]?
        /// An array's elements; nil for anything else.
        package var elements: [Span]?
    }

    /// One `"key": value` of an object.
    package struct Member: Equatable, Sendable {
        package var key: String
        /// From the key's opening quote to the value's end.
        package var whole: Range<Int>
        package var value: Span
    }

    private let bytes: [UInt8]
    private let rules: Rules
    /// Whether each value's span is recorded: `learn` wants only the value.
    private let recordsSpans: Bool
    /// Where `bytes` begin in the document: 3 after a byte order mark, else 0.
    private let base: Int
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8], rules: Rules = .learn, recordsSpans: Bool = false, base: Int = 0) {
        (self.bytes, self.rules, self.recordsSpans, self.base) = (bytes, rules, recordsSpans, base)
    }

    /// The document in `data`, whole: nothing but white space may follow it.
    package static func read(_ data: Data) throws(Problem) -> JSONValue {
        try read(data, rules: .learn, recordingSpans: false).value
    }

    /// The document in `data` and, read in the same pass, where each of its values lies.
    package static func located(_ data: Data, rules: Rules = .learn) throws(Problem) -> (value: JSONValue, span: Span) {
        let read = try read(data, rules: rules, recordingSpans: true)
        guard let span = read.span else { preconditionFailure("a span is recorded for every value") }
        return (read.value, span)
    }

    private static func read(_ data: Data, rules: Rules, recordingSpans: Bool) throws(Problem) -> (
        value: JSONValue, span: Span?
    ) {
        var bytes = [UInt8](data)
        let base = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        bytes.removeFirst(base)
        guard String(validating: bytes, as: UTF8.self) != nil else {
            let bad = Self.firstInvalidUTF8(bytes)
            var reader = JSONReader(bytes)
            reader.index = bad
            throw reader.problem(
                """
                the text is not UTF-8 (byte 0x\(String(format: "%02X", bytes[bad])) cannot start or continue a \
                character)
                """
            )
        }
        var reader = JSONReader(bytes, rules: rules, recordsSpans: recordingSpans, base: base)
        reader.skipSpace()
        guard reader.index < bytes.count else { throw reader.problem("the file holds no JSON value: it is empty") }
        let read = try reader.value()
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.problem("more text follows the document's end") }
        return read
    }

    /// The value at `index`, and its span when spans are recorded.
    private mutating func value() throws(Problem) -> (value: JSONValue, span: Span?) {
        guard index < bytes.count else { throw problem("the document ends where a value should be") }
        let start = index
        let first = bytes[index]
        var members: [Member]?
        var elements: [Span]?
        let value: JSONValue
        switch first {
        case UInt8(ascii: "{"):
            (value, members) = try nested { (reader: inout JSONReader) throws(Problem) in try reader.object() }
        case UInt8(ascii: "["):
            (value, elements) = try nested { (reader: inout JSONReader) throws(Problem) in try reader.array() }
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "t"): value = try word("true", .bool(true))
        case UInt8(ascii: "f"): value = try word("false", .bool(false))
        case UInt8(ascii: "n"): value = try word("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try number()
        default: throw problem("`\(character(at: index))` cannot start a JSON value")
        }
        guard recordsSpans else { return (value, nil) }
        return (
            value,
            Span(bytes: (base + start)..<(base + index), firstByte: first, members: members, elements: elements)
        )
    }

    private mutating func nested<Read>(_ read: (inout JSONReader) throws(Problem) -> Read) throws(Problem) -> Read {
        depth += 1
        guard depth <= rules.deepest else {
            throw problem("arrays and objects are nested more than \(rules.deepest) deep")
        }
        defer { depth -= 1 }
        return try read(&self)
    }

    /// The object at `index`, and its members' spans (none unless spans are recorded).
    private mutating func object() throws(Problem) -> (JSONValue, [Member]) {
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var spans: [Member] = []
        // Each key's last place in `members`.
        var seen: [String: Int] = [:]
        var repeated = false
        skipSpace()
        if peek("}") { index += 1; return (.object(members), spans) }
        while true {
            skipSpace()
            guard peek("\"") else { throw problem("an object's key must be a string in double quotes") }
            let keyStart = index
            let key = try string()
            if seen.updateValue(members.count, forKey: key) != nil {
                guard rules == .jsonSerialization else {
                    let (line, column) = position(of: keyStart)
                    throw Problem(
                        line: line, column: column,
                        sentence:
                            """
                            the key "\(TerminalText.escaped(key, limit: 40))" is written twice in one object, and a \
                            decoder keeps only one of them
                            """
                    )
                }
                repeated = true
            }
            skipSpace()
            guard peek(":") else {
                throw problem("a `:` should follow the key \"\(TerminalText.escaped(key, limit: 40))\"")
            }
            index += 1
            skipSpace()
            let (value, span) = try self.value()
            members.append((key, value))
            if let span {
                spans.append(Member(key: key, whole: (base + keyStart)..<span.bytes.upperBound, value: span))
            }
            skipSpace()
            if peek(",") { index += 1; continue }
            if peek("}") {
                index += 1
                guard repeated else { return (.object(members), spans) }
                // A key written twice keeps its last place and value, as JSONSerialization keeps it.
                let kept = members.indices.filter { seen[members[$0].key] == $0 }
                return (.object(kept.map { members[$0] }), spans.isEmpty ? [] : kept.map { spans[$0] })
            }
            throw problem(
                index < bytes.count
                    ? "a `,` or `}` should follow an object's value" : "the document ends inside an object")
        }
    }

    /// The array at `index`, and its elements' spans (none unless spans are recorded).
    private mutating func array() throws(Problem) -> (JSONValue, [Span]) {
        index += 1
        var elements: [JSONValue] = []
        var spans: [Span] = []
        skipSpace()
        if peek("]") { index += 1; return (.array(elements), spans) }
        while true {
            skipSpace()
            let (value, span) = try self.value()
            elements.append(value)
            if let span { spans.append(span) }
            skipSpace()
            if peek(",") { index += 1; continue }
            if peek("]") { index += 1; return (.array(elements), spans) }
            throw problem(
                index < bytes.count
                    ? "a `,` or `]` should follow an array's element" : "the document ends inside an array")
        }
    }

    private mutating func string() throws(Problem) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                scalars.append(try escape())
            case 0..<0x20:
                throw problem("a control character (0x\(String(format: "%02X", byte))) must be escaped inside a string")
            default:
                run.append(byte)
                index += 1
            }
        }
        throw problem("the document ends inside a string")
    }

    /// The character an escape (`\n`, `\u00e9`, a surrogate pair) stands for.
    private mutating func escape() throws(Problem) -> Unicode.Scalar {
        index += 1
        guard index < bytes.count else { throw problem("the document ends inside a string") }
        let letter = bytes[index]
        index += 1
        switch letter {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hex4()
            if (0xD800..<0xDC00).contains(high) {
                guard peek("\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw problem("a lone surrogate (\\u\(String(format: "%04X", high))) is no character")
                }
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else {
                    throw problem("a lone surrogate (\\u\(String(format: "%04X", high))) is no character")
                }
                return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(high) else {
                throw problem("a lone surrogate (\\u\(String(format: "%04X", high))) is no character")
            }
            return scalar
        default:
            index -= 1
            throw problem("`\\\(character(at: index))` is no escape JSON knows")
        }
    }

    private mutating func hex4() throws(Problem) -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else {
            throw problem("`\\u` must be followed by four hexadecimal digits")
        }
        index += 4
        return value
    }

    private mutating func number() throws(Problem) -> JSONValue {
        let start = index
        var fractional = false
        if peek("-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw problem("a `-` must be followed by a digit") }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, isDigit(bytes[index + 1]) {
            throw problem("a number may not start with 0 followed by more digits")
        }
        skipDigits()
        if peek(".") {
            fractional = true
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw problem("a `.` in a number must be followed by a digit")
            }
            skipDigits()
        }
        if peek("e") || peek("E") {
            fractional = true
            index += 1
            if peek("+") || peek("-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw problem("an exponent must have digits") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        return fractional ? .fraction(text) : .integer(text)
    }

    private mutating func word(_ word: String, _ value: JSONValue) throws(Problem) -> JSONValue {
        let expected = Array(word.utf8)
        guard bytes[index...].starts(with: expected) else {
            throw problem("`\(character(at: index))` cannot start a JSON value (did you mean `\(word)`?)")
        }
        index += expected.count
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private func peek(_ character: Unicode.Scalar) -> Bool {
        index < bytes.count && bytes[index] == UInt8(ascii: character)
    }

    /// The character at `offset`, for a sentence: a whole UTF-8 character, escaped for a terminal.
    private func character(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return TerminalText.escaped(String(decoding: bytes[offset..<min(end, bytes.count)], as: UTF8.self), limit: 8)
    }

    private func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for (at, byte) in bytes[..<min(offset, bytes.count)].enumerated() where byte == 0x0A {
            line += 1
            lineStart = at + 1
        }
        // Columns count characters, not bytes.
        let column = bytes[lineStart..<min(offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
        return (line, column)
    }

    private func problem(_ sentence: String) -> Problem {
        let (line, column) = position(of: index)
        return Problem(line: line, column: column, sentence: sentence)
    }

    /// Where the first byte that is not UTF-8 is.
    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int {
        var offset = 0
        while offset < bytes.count {
            let byte = bytes[offset]
            let length =
                byte < 0x80 ? 1 : byte >> 5 == 0b110 ? 2 : byte >> 4 == 0b1110 ? 3 : byte >> 3 == 0b11110 ? 4 : 0
            guard length > 0, offset + length <= bytes.count,
                String(validating: bytes[offset..<offset + length], as: UTF8.self) != nil
            else { return offset }
            offset += length
        }
        return max(0, bytes.count - 1)
    }
}
