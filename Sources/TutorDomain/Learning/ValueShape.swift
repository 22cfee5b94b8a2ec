import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Everything the documents showed about the values found at one place: which kinds of value
/// came, how often, where the first of each was, and, for objects and arrays, the same for
/// what is inside them. Several documents of one endpoint, or the elements of one array,
/// merge into one shape, from which `ModelInference` chooses a Swift type.
package struct ValueShape {
    package enum Kind: Hashable, CaseIterable {
        case bool, integer, fraction, string, array, object
    }

    /// How many values were seen here, `null`s included.
    package var count = 0
    /// The path of the first value of each kind, as a sentence quotes it (`.items[2].price`).
    package var firstPath: [Kind: String] = [:]
    /// The path of the first `null`, if one came.
    package var firstNull: String?
    /// An integer that a Swift `Int` cannot hold, if one came.
    package var firstBigInteger: String?
    /// Whether every integer too big for `Int` fits a `UInt64`.
    package var bigIntegersFitUInt64 = true
    /// A number a `Double` cannot hold digit for digit, if one came: its path and its text.
    package var firstInexact: (path: String, text: String)?
    /// A number past what `Decimal` holds (`1e300`), if one came.
    package var firstPastDecimal: String?
    /// Every string, while each looks like an ISO 8601 date and time (`2026-11-30T17:51:00Z`),
    /// with its path; nil once one does not. `ModelInference` asks the decoder whether `Date` keeps them.
    package var dateLike: [(path: String, text: String)]? = []
    /// The same for absolute URLs (`https://…`).
    package var urlLike: [(path: String, text: String)]? = []
    /// The members of the objects seen here, merged.
    package var members: ObjectShape?
    /// The elements of the arrays seen here, merged.
    package var elements: Box<ValueShape>?

    package var kinds: Set<Kind> { Set(firstPath.keys) }

    /// Adds `value`, found at `path`.
    package mutating func add(_ value: JSONValue, at path: String) {
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

    /// The kinds of value seen here and, for arrays, in their elements: what tells two kinds
    /// of object apart when their keys are the same.
    package var signature: String {
        let own = ValueShape.Kind.allCases.filter(kinds.contains).map { "\($0)" }.joined(separator: "|")
        guard let elements = elements?.value else { return own }
        return own + "[" + elements.signature + "]"
    }

    /// The values of `self` and `other` together, as if one shape had seen them all: the values
    /// of a dictionary's many keys, merged into the one type they share.
    package func merged(with other: ValueShape) -> ValueShape {
        var merged = self
        merged.count += other.count
        merged.firstPath.merge(other.firstPath) { first, _ in first }
        merged.firstNull = firstNull ?? other.firstNull
        merged.firstBigInteger = firstBigInteger ?? other.firstBigInteger
        merged.bigIntegersFitUInt64 = bigIntegersFitUInt64 && other.bigIntegersFitUInt64
        merged.firstInexact = firstInexact ?? other.firstInexact
        merged.firstPastDecimal = firstPastDecimal ?? other.firstPastDecimal
        merged.dateLike = dateLike.flatMap { mine in other.dateLike.map { mine + $0 } }
        merged.urlLike = urlLike.flatMap { mine in other.urlLike.map { mine + $0 } }
        switch (members, other.members) {
        case (let mine?, let theirs?): merged.members = mine.merged(with: theirs)
        case (nil, let theirs?): merged.members = theirs
        default: break
        }
        switch (elements, other.elements) {
        case (let mine?, let theirs?): merged.elements = Box(mine.value.merged(with: theirs.value))
        case (nil, let theirs?): merged.elements = theirs
        default: break
        }
        return merged
    }

    /// `2026-11-30T17:51:00…` or `2026-11-30 17:51:00`: a day, a `T` or a space, a time; or a
    /// day alone, `2026-11-30`.
    package static func looksLikeDate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.prefix(20))
        let isDigit = { (index: Int) in ("0"..."9").contains(scalars[index]) }
        guard scalars.count >= 10, [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy(isDigit), scalars[4] == "-", scalars[7] == "-"
        else { return false }
        // A day alone (`2027-06-03`), or a day and a time (`T` or a space between them).
        if scalars.count == 10 { return true }
        guard scalars.count >= 19 else { return false }
        return [11, 12, 14, 15, 17, 18].allSatisfy(isDigit) && (scalars[10] == "T" || scalars[10] == " ")
            && scalars[13] == ":" && scalars[16] == ":"
    }

    /// `scheme://something`, with no space: an absolute URL.
    package static func looksLikeURL(_ text: String) -> Bool {
        guard let colon = text.range(of: "://"), colon.lowerBound > text.startIndex, !text[colon.upperBound...].isEmpty
        else { return false }
        let scheme = text[..<colon.lowerBound]
        return scheme.first!.isLetter
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+.-".contains($0)) }
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
package struct ObjectShape {
    package var objects = 0
    package var keys: [String] = []
    package var shapes: [String: ValueShape] = [:]
    package var present: [String: Int] = [:]
    /// For a key missing from some objects: the path of the first object without it.
    package var firstMissing: [String: String] = [:]
    /// Paths of the objects seen, so a key that comes late knows which came before it without.
    private var earlierPaths: [String] = []
    /// For a key that may tell kinds of object apart (`kind`, `type`…) and has a string value:
    /// the objects of each value, each kind's own shape.
    package var byDiscriminator: [String: [(value: String, objects: ObjectShape)]] = [:]
    /// The discriminator keys ruled out: a value that is not a string, or too many values.
    package var notDiscriminators: Set<String> = []

    /// The keys whose value may say which kind of object this is.
    package static let discriminators: Set<String> = [
        "kind", "type", "object", "event", "@type", "_type", "tag", "variant", "messageType", "message_type",
    ]
    /// The most kinds an enum is made of; more values are data, not kinds.
    package static let mostKinds = 8

    /// The objects of `self` and `other` together: a key one side lacks is missing from that
    /// side's objects.
    package func merged(with other: ObjectShape) -> ObjectShape {
        var merged = self
        merged.objects += other.objects
        for key in other.keys {
            if let mine = shapes[key] {
                merged.shapes[key] = mine.merged(with: other.shapes[key]!)
            } else {
                merged.keys.append(key)
                merged.shapes[key] = other.shapes[key]
                if let first = earlierPaths.first { merged.firstMissing[key] = first }
            }
            merged.present[key, default: 0] += other.present[key, default: 0]
            if merged.firstMissing[key] == nil, let missing = other.firstMissing[key] {
                merged.firstMissing[key] = missing
            }
        }
        for key in keys where other.shapes[key] == nil && merged.firstMissing[key] == nil {
            merged.firstMissing[key] = other.earlierPaths.first
        }
        if merged.earlierPaths.isEmpty { merged.earlierPaths = other.earlierPaths }
        // Each kind's objects from both sides: an enum made from the merged shape knows every
        // kind, not only those one side saw.
        merged.notDiscriminators.formUnion(other.notDiscriminators)
        for (key, theirs) in other.byDiscriminator where !merged.notDiscriminators.contains(key) {
            var groups = merged.byDiscriminator[key] ?? []
            for group in theirs {
                if let index = groups.firstIndex(where: { $0.value == group.value }) {
                    groups[index].objects = groups[index].objects.merged(with: group.objects)
                } else {
                    groups.append(group)
                }
            }
            merged.byDiscriminator[key] = groups
        }
        for key in merged.notDiscriminators { merged.byDiscriminator[key] = nil }
        for (key, groups) in merged.byDiscriminator where groups.count > Self.mostKinds {
            merged.notDiscriminators.insert(key)
            merged.byDiscriminator[key] = nil
        }
        return merged
    }

    /// The key that tells these objects' kinds apart, and each kind's objects: a discriminator
    /// key every object has, with two or more string values, where the kinds differ in keys.
    package var discriminated: (key: String, kinds: [(value: String, objects: ObjectShape)])? {
        for key in keys {
            guard let groups = byDiscriminator[key], groups.count >= 2, present[key] == objects else { continue }
            // The kinds differ in their keys, or in what a key holds (a point's coordinates are
            // numbers, a line's are arrays of them).
            let signatures = Set(
                groups.map { group in
                    group.objects.keys.sorted().map { $0 + ":" + group.objects.shapes[$0]!.signature }.joined(
                        separator: ",")
                })
            guard signatures.count > 1 else { continue }
            return (key, groups)
        }
        return nil
    }

    /// Whether these objects are a dictionary rather than a struct: their keys are values
    /// (numbers, dates, UUIDs) and there are at least two, or there are many of them, and in
    /// either case every value is of one kind.
    package var isDictionary: Bool {
        guard keys.count >= 2 else { return false }
        let valueKeys = keys.allSatisfy(ObjectShape.looksLikeValue)
        guard valueKeys || keys.count >= ObjectShape.manyKeys else { return false }
        let values = keys.dropFirst().reduce(shapes[keys[0]]!) { $0.merged(with: shapes[$1]!) }
        // One kind of value: whole numbers and fractions are one (`Double` takes both).
        guard values.kinds.count == 1 || values.kinds == [.integer, .fraction] else { return false }
        // Many keys without value-like names: only objects of one shape (each key in most of them).
        guard !valueKeys else { return true }
        guard let members = values.members else { return false }
        return members.keys.allSatisfy { members.present[$0, default: 0] * 2 >= members.objects }
    }

    /// Past this many keys, an object whose values are all objects of one shape is a dictionary.
    package static let manyKeys = 20

    /// A key that is a value: a number (`5831`), a date (`2026-12-01…`), a UUID.
    package static func looksLikeValue(_ key: String) -> Bool {
        let scalars = Array(key.unicodeScalars)
        guard !scalars.isEmpty else { return false }
        let digit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
        if scalars.allSatisfy(digit)
            || (scalars.first == "-" && scalars.count > 1 && scalars.dropFirst().allSatisfy(digit))
        {
            return true
        }
        if scalars.count >= 10, [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy({ digit(scalars[$0]) }), scalars[4] == "-",
            scalars[7] == "-"
        {
            return true
        }
        return UUID(uuidString: key) != nil
    }

    /// Adds one object's members. `groupingKinds` is false for a kind's own shape, which the
    /// same object is added to again.
    package mutating func add(_ pairs: [(key: String, value: JSONValue)], at path: String, groupingKinds: Bool = true) {
        objects += 1
        for (key, value) in pairs
        where groupingKinds && Self.discriminators.contains(key) && !notDiscriminators.contains(key) {
            var groups = byDiscriminator[key] ?? []
            if case .string(let kind) = value, let index = groups.firstIndex(where: { $0.value == kind }) {
                groups[index].objects.add(pairs, at: path, groupingKinds: false)
            } else if case .string(let kind) = value, groups.count < Self.mostKinds {
                var shape = ObjectShape()
                shape.add(pairs, at: path, groupingKinds: false)
                groups.append((kind, shape))
            } else {
                // Not a string, or one kind too many: this key tells no kinds apart.
                notDiscriminators.insert(key)
                byDiscriminator[key] = nil
                continue
            }
            byDiscriminator[key] = groups
        }
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
package final class Box<Value> {
    package var value: Value
    package init(_ value: Value) { self.value = value }
}

/// Paths into a document as `learn` quotes them: `.items[2]["first name"]`.
package enum ModelPath {
    package static func member(_ key: String) -> String {
        let plain =
            !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0))
            }
            && !("0"..."9").contains(key.unicodeScalars.first!)
        return plain ? "." + key : "[\"" + key.replacingOccurrences(of: "\"", with: "\\\"") + "\"]"
    }
}
