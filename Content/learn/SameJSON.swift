// ── The checks of a `learn` exercise: the same for every document ────────

/// A JSON value, read to compare two documents as values: a number by its
/// exact value (`2.50` is `2.5`, `1e2` is `100`, and no digit is lost to a
/// `Double`), keys in any order, strings exactly.
indirect enum SameJSON: Equatable {
    case null
    case bool(Bool)
    /// `digits` × 10^`exponent`, with no leading or trailing zero in
    /// `digits` ("" for zero).
    case number(negative: Bool, digits: String, exponent: Int)
    case string(String)
    case array([SameJSON])
    case object([String: SameJSON])

    /// Reads a whole document; nil when it is not JSON.
    init?(_ data: Data) {
        var reader = Reader(bytes: Array(data))
        guard let value = reader.value() else { return nil }
        reader.skipSpace()
        guard reader.index == reader.bytes.count else { return nil }
        self = value
    }

    /// What the value is, in a word or two.
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as a short text, for a sentence.
    var shown: String {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .number(let negative, let digits, let exponent):
            if digits.isEmpty { return "0" }
            return (negative ? "-" : "") + digits
                + (exponent == 0 ? "" : "e\(exponent)")
        case .string(let text):
            return "\""
                + (text.count > 30 ? text.prefix(30) + "…" : text)
                + "\""
        default: return kind
        }
    }

    /// Where `encoded` differs from `self`, each with its path and why. A
    /// `null` the encoder left out is no difference: the decoder reads the
    /// missing key as `nil` again.
    func differences(
        from encoded: SameJSON, at path: String = ""
    ) -> [(path: String, reason: String)] {
        let here = path.isEmpty ? "." : path
        switch (self, encoded) {
        case (.object(let before), .object(let after)):
            var found: [(path: String, reason: String)] = []
            for key in before.keys.sorted() {
                let inner = path + Self.member(key)
                guard let again = after[key] else {
                    if before[key] != .null {
                        found.append((
                            inner,
                            "the key is missing from what was encoded"))
                    }
                    continue
                }
                found += before[key]!.differences(from: again, at: inner)
            }
            for key in after.keys.sorted() where before[key] == nil {
                found.append((
                    path + Self.member(key),
                    "a key the document does not have was encoded"))
            }
            return found
        case (.array(let before), .array(let after)):
            var found: [(path: String, reason: String)] = []
            if before.count != after.count {
                found.append((
                    here, "\(before.count) elements became \(after.count)"))
            }
            for (index, (value, again)) in zip(before, after).enumerated() {
                found += value.differences(
                    from: again, at: "\(path)[\(index)]")
            }
            return found
        case (.bool, .bool), (.number, .number), (.string, .string),
            (.null, .null):
            return self == encoded
                ? [] : [(here, "\(shown) came back as \(encoded.shown)")]
        default:
            return [(here, "\(kind) came back as \(encoded.kind)")]
        }
    }

    /// `.key`, or `["a key"]` where the key is not a plain name.
    static func member(_ key: String) -> String {
        let plain = !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                $0.isASCII
                    && ($0.properties.isAlphabetic || $0 == "_"
                        || ("0"..."9").contains($0))
            }
            && !("0"..."9").contains(key.unicodeScalars.first!)
        return plain
            ? "." + key
            : "[\"" + key.replacingOccurrences(of: "\"", with: "\\\"")
                + "\"]"
    }

    /// Reads JSON text a byte at a time.
    struct Reader {
        let bytes: [UInt8]
        var index = 0

        mutating func skipSpace() {
            while index < bytes.count,
                [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index])
            {
                index += 1
            }
        }

        mutating func value() -> SameJSON? {
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [String: SameJSON] = [:]
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    index += 1
                    return .object(members)
                }
                while true {
                    skipSpace()
                    guard let key = string(), expect(":"),
                        let value = value()
                    else { return nil }
                    members[key] = value
                    skipSpace()
                    if expect(",") { continue }
                    return expect("}") ? .object(members) : nil
                }
            case UInt8(ascii: "["):
                index += 1
                var elements: [SameJSON] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array(elements)
                }
                while true {
                    guard let element = value() else { return nil }
                    elements.append(element)
                    skipSpace()
                    if expect(",") { continue }
                    return expect("]") ? .array(elements) : nil
                }
            case UInt8(ascii: "\""): return string().map(SameJSON.string)
            case UInt8(ascii: "t"): return word("true", .bool(true))
            case UInt8(ascii: "f"): return word("false", .bool(false))
            case UInt8(ascii: "n"): return word("null", .null)
            default: return number()
            }
        }

        private mutating func expect(_ character: Unicode.Scalar) -> Bool {
            skipSpace()
            guard index < bytes.count,
                bytes[index] == UInt8(ascii: character)
            else { return false }
            index += 1
            return true
        }

        private mutating func word(
            _ text: String, _ value: SameJSON
        ) -> SameJSON? {
            let expected = Array(text.utf8)
            guard bytes.count - index >= expected.count,
                Array(bytes[index..<index + expected.count]) == expected
            else { return nil }
            index += expected.count
            return value
        }

        private mutating func digits() -> String {
            var text = ""
            while index < bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9"))
                    .contains(bytes[index])
            {
                text.unicodeScalars.append(Unicode.Scalar(bytes[index]))
                index += 1
            }
            return text
        }

        private mutating func number() -> SameJSON? {
            var negative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
                negative = true
                index += 1
            }
            let whole = digits()
            guard !whole.isEmpty else { return nil }
            var fraction = ""
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                fraction = digits()
            }
            var exponent = 0
            if index < bytes.count,
                bytes[index] == UInt8(ascii: "e")
                    || bytes[index] == UInt8(ascii: "E")
            {
                index += 1
                var sign = 1
                if index < bytes.count,
                    bytes[index] == UInt8(ascii: "-")
                        || bytes[index] == UInt8(ascii: "+")
                {
                    sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
                    index += 1
                }
                guard let value = Int(digits()) else { return nil }
                exponent = sign * value
            }
            var all = Substring(whole + fraction)
            exponent -= fraction.count
            while all.first == "0" { all.removeFirst() }
            while all.last == "0" { all.removeLast(); exponent += 1 }
            if all.isEmpty {
                return .number(negative: false, digits: "", exponent: 0)
            }
            return .number(
                negative: negative, digits: String(all), exponent: exponent)
        }

        private mutating func string() -> String? {
            skipSpace()
            guard index < bytes.count,
                bytes[index] == UInt8(ascii: "\"")
            else { return nil }
            index += 1
            var units: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(decoding: units, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard index < bytes.count else { return nil }
                    let escape = bytes[index]
                    index += 1
                    switch escape {
                    case UInt8(ascii: "b"): units.append(0x08)
                    case UInt8(ascii: "f"): units.append(0x0C)
                    case UInt8(ascii: "n"): units.append(0x0A)
                    case UInt8(ascii: "r"): units.append(0x0D)
                    case UInt8(ascii: "t"): units.append(0x09)
                    case UInt8(ascii: "u"):
                        guard var scalar = hex() else { return nil }
                        if (0xD800..<0xDC00).contains(scalar),
                            bytes.count - index >= 6,
                            bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        {
                            index += 2
                            guard let low = hex(),
                                (0xDC00..<0xE000).contains(low)
                            else { return nil }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10)
                                + (low - 0xDC00)
                        }
                        units += Array(String(
                            Unicode.Scalar(scalar) ?? "\u{FFFD}"
                        ).utf8)
                    default: units.append(escape)
                    }
                default: units.append(byte)
                }
            }
            return nil
        }

        private mutating func hex() -> UInt32? {
            guard bytes.count - index >= 4,
                let value = UInt32(
                    String(
                        decoding: bytes[index..<index + 4], as: UTF8.self),
                    radix: 16)
            else { return nil }
            index += 4
            return value
        }
    }
}

/// Decodes the document with the model, encodes the value again and says
/// whether every key and value came back: a line each. `spelled` is the
/// type as the program names it.
func roundTrip<T: Codable>(
    _ type: T.Type, spelled: String, of data: Data, named name: String,
    decoder: JSONDecoder, encoder: JSONEncoder
) {
    let value: T
    do {
        value = try decoder.decode(T.self, from: data)
    } catch {
        print("✗ \(name) does not decode as `\(spelled)`:")
        print(error)
        return
    }
    print("✓ \(name) decodes as `\(spelled)`.")
    let again: Data
    do {
        again = try encoder.encode(value)
    } catch {
        print("✗ The value decoded from \(name) does not encode: "
            + "\(error)")
        return
    }
    guard let original = SameJSON(data), let encoded = SameJSON(again)
    else {
        print("✗ What the model encoded is not JSON.")
        return
    }
    let differences = original.differences(from: encoded)
    guard let first = differences.first else {
        print("✓ It encodes back to the same JSON: every key and value "
            + "of \(name).")
        return
    }
    let more = differences.count > 1
        ? " (and \(differences.count - 1) more)" : ""
    print("✗ It does not encode back to the same JSON: "
        + "at `\(first.path)`, \(first.reason)\(more).")
}

/// A small document made from the learner's, with one thing changed, and
/// what the contract the document shows says of it: decode, or be refused.
struct Fixture {
    let name: String
    let json: String
    let mustDecode: Bool
    /// What in the document says so.
    let rule: String

    /// ✓ when decoding it did what the contract says, ✗ when not, with
    /// what happened.
    func verdict<T: Decodable>(
        as type: T.Type, decoder: JSONDecoder
    ) -> String {
        do {
            _ = try decoder.decode(T.self, from: Data(json.utf8))
            return mustDecode
                ? "✓ \(name): decodes (\(rule))."
                : "✗ \(name): decodes, but must be refused (\(rule))."
        } catch {
            return mustDecode
                ? "✗ \(name): refused with \(Self.said(error)), "
                    + "but must decode (\(rule))."
                : "✓ \(name): refused (\(rule))."
        }
    }

    /// A decoding error in a few words: its case and where.
    static func said(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let (word, context): (String, DecodingError.Context?) =
            switch error {
            case .keyNotFound(_, let context): ("keyNotFound", context)
            case .valueNotFound(_, let context): ("valueNotFound", context)
            case .typeMismatch(_, let context): ("typeMismatch", context)
            case .dataCorrupted(let context): ("dataCorrupted", context)
            @unknown default: ("an error", nil)
            }
        let path = context?.codingPath.map {
            $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue
        }.joined() ?? ""
        return path.isEmpty ? word : "\(word) at `\(path)`"
    }
}
