import Foundation

/// Everything the documents showed about the values found at one place: which kinds of value
/// came, how often, where the first of each was, and, for objects and arrays, the same for
/// what is inside them. Several documents of one endpoint, or the elements of one array,
/// merge into one shape, from which `ModelInference` chooses a Swift type.
struct ValueShape {
    enum Kind: Hashable, CaseIterable {
        case bool, integer, fraction, string, array, object
    }

    /// How many values were seen here, `null`s included.
    var count = 0
    /// The path of the first value of each kind, as a sentence quotes it (`.items[2].price`).
    var firstPath: [Kind: String] = [:]
    /// The path of the first `null`, if one came.
    var firstNull: String?
    /// An integer that a Swift `Int` cannot hold, if one came.
    var firstBigInteger: String?
    /// Whether every integer too big for `Int` fits a `UInt64`.
    var bigIntegersFitUInt64 = true
    /// A number a `Double` cannot hold digit for digit, if one came: its path and its text.
    var firstInexact: (path: String, text: String)?
    /// A number past what `Decimal` holds (`1e300`), if one came.
    var firstPastDecimal: String?
    /// Every string, while each looks like an ISO 8601 date and time (`2026-11-30T17:51:00Z`),
    /// with its path; nil once one does not. `ModelInference` asks the decoder whether `Date` keeps them.
    var dateLike: [(path: String, text: String)]? = []
    /// The same for absolute URLs (`https://…`).
    var urlLike: [(path: String, text: String)]? = []
    /// The members of the objects seen here, merged.
    var members: ObjectShape?
    /// The elements of the arrays seen here, merged.
    var elements: Box<ValueShape>?

    var kinds: Set<Kind> { Set(firstPath.keys) }

    /// Adds `value`, found at `path`.
    mutating func add(_ value: JSONValue, at path: String) {
        count += 1
        switch value {
        case .null: if firstNull == nil { firstNull = path }
        case .bool: note(.bool, path)
        case .integer(let text):
            note(.integer, path)
            if Int(text) == nil {
                if firstBigInteger == nil { firstBigInteger = path }
                if UInt64(text) == nil { bigIntegersFitUInt64 = false }
            }
            checkDigits(text, at: path)
        case .fraction(let text):
            note(.fraction, path)
            checkDigits(text, at: path)
        case .string(let text):
            note(.string, path)
            if dateLike != nil {
                if Self.looksLikeDate(text) { dateLike!.append((path, text)) } else { dateLike = nil }
            }
            if urlLike != nil {
                if Self.looksLikeURL(text) { urlLike!.append((path, text)) } else { urlLike = nil }
            }
        case .array(let values):
            note(.array, path)
            var merged = elements?.value ?? ValueShape()
            for (index, element) in values.enumerated() { merged.add(element, at: "\(path)[\(index)]") }
            elements = Box(merged)
        case .object(let pairs):
            note(.object, path)
            var merged = members ?? ObjectShape()
            merged.add(pairs, at: path)
            members = merged
        }
    }

    /// `2026-11-30T17:51:00…`: a date, a `T`, a time.
    static func looksLikeDate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.prefix(20))
        guard scalars.count >= 19 else { return false }
        let digits = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18]
        return digits.allSatisfy { ("0"..."9").contains(scalars[$0]) } && scalars[4] == "-" && scalars[7] == "-"
            && scalars[10] == "T" && scalars[13] == ":" && scalars[16] == ":"
    }

    /// `scheme://something`, with no space: an absolute URL.
    static func looksLikeURL(_ text: String) -> Bool {
        guard let colon = text.range(of: "://"), colon.lowerBound > text.startIndex, !text[colon.upperBound...].isEmpty else { return false }
        let scheme = text[..<colon.lowerBound]
        return scheme.first!.isLetter && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
            && !text.contains { $0.isWhitespace }
    }

    /// Notes a number that `Double` would round, or that `Decimal` cannot hold.
    private mutating func checkDigits(_ text: String, at path: String) {
        let posix = Locale(identifier: "en_US_POSIX")
        guard let exact = Decimal(string: text, locale: posix), !exact.isNaN else {
            if firstPastDecimal == nil { firstPastDecimal = path }
            return
        }
        guard firstInexact == nil, let double = Double(text) else { return }
        // `Double`'s description is the shortest text that reads back as the same Double,
        // which is what an encoder writes.
        if Decimal(string: "\(double)", locale: posix) != exact { firstInexact = (path, text) }
    }

    private mutating func note(_ kind: Kind, _ path: String) {
        if firstPath[kind] == nil { firstPath[kind] = path }
    }
}

/// The members of every object seen at one place: each key with the shape of its values and
/// how many of the objects had it, in the order the keys first came.
struct ObjectShape {
    var objects = 0
    var keys: [String] = []
    var shapes: [String: ValueShape] = [:]
    var present: [String: Int] = [:]
    /// For a key missing from some objects: the path of the first object without it.
    var firstMissing: [String: String] = [:]
    /// Paths of the objects seen, so a key that comes late knows which came before it without.
    private var earlierPaths: [String] = []

    mutating func add(_ pairs: [(key: String, value: JSONValue)], at path: String) {
        objects += 1
        var here: Set<String> = []
        for (key, value) in pairs {
            here.insert(key)
            if shapes[key] == nil {
                keys.append(key)
                shapes[key] = ValueShape()
                if let first = earlierPaths.first { firstMissing[key] = first }
            }
            shapes[key]!.add(value, at: path + ModelPath.member(key))
            present[key, default: 0] += 1
        }
        for key in keys where !here.contains(key) && firstMissing[key] == nil { firstMissing[key] = path }
        if earlierPaths.isEmpty { earlierPaths.append(path) }
    }
}

/// A value type's way to hold itself: a shape holds the shape of its elements.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Paths into a document as `learn` quotes them: `.items[2]["first name"]`.
enum ModelPath {
    static func member(_ key: String) -> String {
        let plain = !key.isEmpty && key.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) }
            && !("0"..."9").contains(key.unicodeScalars.first!)
        return plain ? "." + key : "[\"" + key.replacingOccurrences(of: "\"", with: "\\\"") + "\"]"
    }
}
