import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Infers a model from documents of one shape (several samples of one endpoint merge): a
/// struct per object shape, named from its key, its array's elements singular; a property
/// optional where its key is missing from some objects or `null`; `Int`, `Double`, `Bool`,
/// `String` as the values demand; the catch-all `JSONValue` only where nothing else fits.
/// Each choice carries its reason.
package struct ModelInference {
    private var structs: [InferredModel.Struct] = []
    private var enums: [InferredModel.Enum] = []
    private var typeNames: Set<String> = SwiftNames.takenTypeNames
    /// How the dates chosen so far are read: the first `Date` decides it for the whole model,
    /// since a decoder has one date strategy.
    private var dateStrategy: InferredModel.DateStrategy?
    /// Whether the decoder converts keys from snake case.
    private var snakeCase = false
    /// The paths of array elements found to be a struct already being declared (a comment's
    /// replies are comments), and that struct's name.
    private var recursiveAt: [String: String] = [:]

    package typealias Reason = InferredModel.Reason
    package typealias SwiftType = InferredModel.SwiftType

    /// The model for `documents`, its root type named `rootName` when the root is an object;
    /// an array's elements are `elementName` (by default the root's name, singular).
    /// With `snakeCase`, the decoder's `.convertFromSnakeCase` names the properties (see
    /// `snakeCaseFits`), and `CodingKeys` are left for the keys it cannot name well.
    package static func infer(
        _ documents: [JSONValue], rootName: String, elementName: String? = nil, snakeCase: Bool = false
    ) -> InferredModel {
        var shape = ValueShape()
        for document in documents { shape.add(document, at: "") }
        var inference = ModelInference()
        inference.snakeCase = snakeCase
        let sentence =
            documents.count > 1 ? "the \(documents.count) documents merged into one shape" : "the document's top level"
        let (type, reasons) = inference.type(
            for: shape, typeName: rootName, elementName: rootName, path: "", described: sentence,
            elementsNamed: elementName)
        return InferredModel(
            root: type, rootReasons: reasons, structs: inference.structs, enums: inference.enums,
            dateStrategy: inference.dateStrategy, convertsSnakeCase: snakeCase)
    }

    /// Whether `.convertFromSnakeCase` may name the properties: every key of every object is
    /// lower-case words joined by `_` (so the encoder's `.convertToSnakeCase` gives each back as
    /// it was), at least one has a `_`, and no two keys of one object become one name.
    package static func snakeCaseFits(_ documents: [JSONValue]) -> Bool {
        var snake = false
        func fits(_ value: JSONValue) -> Bool {
            switch value {
            case .object(let members):
                var names: Set<String> = []
                for (key, inner) in members {
                    let words = key.split(separator: "_", omittingEmptySubsequences: false)
                    guard
                        words.allSatisfy({ word in
                            word.first.map { ("a"..."z").contains($0) } == true
                                && word.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
                        })
                    else { return false }
                    if words.count > 1 { snake = true }
                    guard names.insert(SwiftNames.fromSnakeCase(key)).inserted, fits(inner) else { return false }
                }
                return true
            case .array(let elements): return elements.allSatisfy(fits)
            default: return true
            }
        }
        return documents.allSatisfy(fits) && snake
    }

    /// The Swift type for the values `shape` describes, at `path` (a path of the model, with
    /// `[]` for any element), and why.
    private mutating func type(
        for shape: ValueShape, typeName: String, elementName: String, path: String, described: String,
        elementsNamed: String? = nil
    ) -> (SwiftType, [Reason]) {
        let kinds = shape.kinds
        switch kinds {
        case []:
            let sentence =
                shape.firstNull.map {
                    """
                    only `null` comes here (\(Self.at($0))), so nothing says what else may: the catch-all \
                    `\(InferredModel.anyValueName)` takes any JSON value
                    """
                }
                    ?? """
                    no value ever comes here (the array is always empty): the catch-all \
                    `\(InferredModel.anyValueName)` takes whatever one day does
                    """
            return (.anyValue, [Reason(sentence, concept: "any-value")])
        case [.bool]:
            return (.bool, [Reason("every value is `true` or `false`", concept: "basic-types")])
        case [.integer], [.fraction], [.integer, .fraction]:
            return number(shape)
        case [.string]:
            return text(shape)
        case [.object] where shape.members?.isDictionary == true:
            let members = shape.members!
            let values = members.keys.dropFirst().reduce(members.shapes[members.keys[0]]!) {
                $0.merged(with: members.shapes[$1]!)
            }
            let keys =
                members.keys.prefix(2).map { Self.quotedValue($0) }.joined(separator: ", ")
                + (members.keys.count > 2 ? "…" : "")
            let (value, reasons) = type(
                for: values, typeName: SwiftNames.singular(elementName), elementName: SwiftNames.singular(elementName),
                path: path + ".*", described: "each value")
            let reason = Reason(
                """
                an object \(Self.at(shape.firstPath[.object]!)) whose \(members.keys.count) keys are values \
                (\(keys)), not names: a dictionary from each key to one type
                """,
                concept: "dictionaries")
            return (.dictionary(value), [reason] + reasons)
        case [.object] where !path.isEmpty && shape.members?.discriminated != nil:
            return kindsEnum(shape.members!.discriminated!, named: typeName, path: path)
        case [.object]:
            if let name = recursiveAt[path] {
                return (
                    .named(name),
                    [
                        Reason(
                            """
                            the objects \(Self.at(shape.firstPath[.object]!)) have the keys of `\(name)` further up, \
                            so they are `\(name)` too: a struct that holds an array of itself
                            """,
                            concept: "nested")
                    ]
                )
            }
            // Elements further down with the same keys (replies of comments) are this struct too:
            // their keys and values are merged in, so that one declaration decodes every level.
            var members = shape.members ?? ObjectShape()
            let alike = Self.alikeDescendants(of: members, at: path)
            for descendant in alike { members = members.merged(with: descendant.members) }
            let name = SwiftNames.unique(typeName, in: typeNames)
            typeNames.insert(name)
            for descendant in alike { recursiveAt[descendant.path] = name }
            let index = structs.count
            let reason = Reason(
                path.isEmpty
                    ? "\(described) is an object: a struct with a property per key"
                    : "an object \(Self.at(shape.firstPath[.object]!)): a struct of its own",
                concept: path.isEmpty ? "structs" : "nested")
            structs.append(
                InferredModel.Struct(name: name, path: path.isEmpty ? "." : path, properties: [], reasons: [reason]))
            structs[index].properties = properties(of: members, path: path)
            return (.named(name), [reason])
        case [.array]:
            let elements = shape.elements?.value ?? ValueShape()
            let singular = elementsNamed ?? SwiftNames.singular(elementName)
            if elements.kinds == [.object], let members = elements.members, let discriminated = members.discriminated {
                let reason = Reason(
                    """
                    an array (\(Self.at(shape.firstPath[.array]!))) whose elements are of \
                    \(discriminated.kinds.count) kinds
                    """,
                    concept: "arrays")
                let (element, reasons) = kindsEnum(discriminated, named: singular, path: path + "[]")
                return (.array(element), [reason] + reasons)
            }
            let (element, reasons) = type(
                for: elements, typeName: singular, elementName: singular, path: path + "[]", described: "each element")
            let reason = Reason(
                "an array (\(Self.at(shape.firstPath[.array]!))), its elements merged into one type", concept: "arrays")
            return (.array(element), [reason] + reasons)
        default:
            let found = ValueShape.Kind.allCases.filter(kinds.contains).map { kind in
                "\(Self.noun(kind)) \(Self.at(shape.firstPath[kind]!))"
            }
            return (
                .anyValue,
                [
                    Reason(
                        """
                        the values differ in kind — \(found.joined(separator: ", ")) — and no one Swift type \
                        takes them all: the catch-all `\(InferredModel.anyValueName)` does
                        """,
                        concept: "any-value")
                ]
            )
        }
    }

    /// `String`, or `Date` or `URL` where every value is one that comes back the same.
    private mutating func text(_ shape: ValueShape) -> (SwiftType, [Reason]) {
        if let dates = shape.dateLike, let first = dates.first {
            return date(dates, first: first.text)
        }
        if let urls = shape.urlLike, let first = urls.first {
            guard let changed = TextRoundTrip.firstChanged(urls, as: .url) else {
                return (
                    .url,
                    [
                        Reason(
                            """
                            every value is an absolute URL (like \(Self.quotedValue(first.text))) that decodes and \
                            encodes back the same: `URL`
                            """,
                            concept: "urls")
                    ]
                )
            }
            return (
                .string,
                [
                    Reason(
                        """
                        it looks like URLs, but \(Self.quotedValue(changed.text)) \(Self.at(changed.path)) would not \
                        come back the same as a `URL`: a `String` keeps it
                        """,
                        concept: "urls")
                ]
            )
        }
        return (.string, [Reason("every value is a string", concept: "basic-types")])
    }

    /// `Date` where the model's date strategy (or, when it has none yet, the first of
    /// `.iso8601` and `TextRoundTrip.dateFormats` to do so) reads every value and writes it
    /// back the same; else `String`, saying what would have come back.
    private mutating func date(_ dates: [(path: String, text: String)], first: String) -> (SwiftType, [Reason]) {
        let candidates: [InferredModel.DateStrategy] =
            dateStrategy.map { [$0] } ?? [.iso8601] + TextRoundTrip.dateFormats.map { .formatted($0) }
        var firstTriedChange: (path: String, text: String, back: String?)?
        for candidate in candidates {
            guard let changed = TextRoundTrip.firstChanged(dates, as: .date(candidate)) else {
                dateStrategy = candidate
                let sentence =
                    switch candidate {
                    case .iso8601:
                        """
                        every value is a date and time in ISO 8601 (like \(Self.quotedValue(first))) that `.iso8601` \
                        reads and writes back the same: `Date`, with the decoder's and the encoder's date strategy \
                        `.iso8601`
                        """
                    case .formatted(let format):
                        """
                        every value is a date (like \(Self.quotedValue(first))) that a `DateFormatter` of \
                        `dateFormat` \(Self.quotedValue(format)) reads and writes back the same
                        """
                            + (firstTriedChange.map {
                                """
                                , where `.iso8601` \
                                \($0.back.map { "writes \(Self.quotedValue($0))" } ?? "cannot read it") for \
                                \(Self.quotedValue($0.text)) \(Self.at($0.path))
                                """
                            } ?? "")
                            + ": `Date`, with the date strategy `.formatted` both ways"
                    }
                return (.date, [Reason(sentence, concept: "dates")])
            }
            // What the first strategy tried would have done: the model's own, or `.iso8601`.
            if firstTriedChange == nil { firstTriedChange = changed }
        }
        if let strategy = dateStrategy {
            let said =
                firstTriedChange.map { change in
                    " (it " + (change.back.map { "writes it back as \(Self.quotedValue($0))" } ?? "cannot read it")
                        + " for \(Self.quotedValue(change.text)) \(Self.at(change.path)))"
                } ?? ""
            return (
                .string,
                [
                    Reason(
                        """
                        it looks like dates, but the model's date strategy, `\(strategy.name)`, chosen for an earlier \
                        property, does not keep them\(said), and a decoder reads dates one way: a `String` keeps it \
                        as it is
                        """,
                        concept: "dates")
                ]
            )
        }
        let back =
            firstTriedChange.flatMap(\.back).map { "writes it back as \(Self.quotedValue($0))" } ?? "cannot read it"
        let changed =
            firstTriedChange.map { "\(Self.quotedValue($0.text)) \(Self.at($0.path))" } ?? Self.quotedValue(first)
        return (
            .string,
            [
                Reason(
                    """
                    it looks like dates, but `.iso8601` \(back) for \(changed), and no date format tried keeps every \
                    value: a `String` keeps it as it is
                    """,
                    concept: "dates")
            ]
        )
    }

    /// An enum for elements told apart by `discriminated.key`: a case per kind, each kind's
    /// objects a struct of their own.
    private mutating func kindsEnum(
        _ discriminated: (key: String, kinds: [(value: String, objects: ObjectShape)]), named: String, path: String
    )
        -> (SwiftType, [Reason])
    {
        let name = SwiftNames.unique(named, in: typeNames)
        typeNames.insert(name)
        let values = discriminated.kinds.map(\.value)
        let shown =
            values.prefix(3).map { Self.quotedValue($0) }.joined(separator: ", ") + (values.count > 3 ? "…" : "")
        let reason = Reason(
            """
            their key \(Self.quoted(discriminated.key)) says which (\(shown)), and each kind has keys of its own: an \
            enum `\(name)` with a case for each kind, its payload that kind's own struct
            """,
            concept: "kinds")
        let index = enums.count
        let codingKey = snakeCase ? SwiftNames.fromSnakeCase(discriminated.key) : discriminated.key
        enums.append(
            InferredModel.Enum(
                name: name, path: path, key: discriminated.key, codingKey: codingKey, cases: [], reasons: [reason]))
        var caseNames: Set<String> = []
        var cases: [InferredModel.Enum.Case] = []
        for (value, objects) in discriminated.kinds {
            let (caseName, declared) = SwiftNames.property(for: value, taken: caseNames)
            caseNames.insert(caseName)
            let payload = SwiftNames.unique((SwiftNames.upperCamel(value) ?? "Other") + name, in: typeNames)
            typeNames.insert(payload)
            let here = path + "(\(discriminated.key) = \(Self.quotedValue(value)))"
            let structIndex = structs.count
            structs.append(
                InferredModel.Struct(
                    name: payload, path: here, properties: [],
                    reasons: [
                        Reason(
                            """
                            the elements whose \(Self.quoted(discriminated.key)) is \(Self.quotedValue(value)): the \
                            payload of `\(name).\(caseName)`
                            """,
                            concept: "kinds")
                    ]))
            structs[structIndex].properties = properties(of: objects, path: here)
            cases.append(.init(value: value, name: declared, payload: payload))
        }
        enums[index].cases = cases
        return (.named(name), [reason])
    }

    /// The objects below `members` (as array elements only: a struct cannot hold itself
    /// directly) that have mostly its keys, with values of the same kinds.
    package static func alikeDescendants(of members: ObjectShape, at path: String) -> [(
        path: String, members: ObjectShape
    )] {
        var found: [(path: String, members: ObjectShape)] = []
        func walk(_ shape: ValueShape, at here: String) {
            if let elements = shape.elements?.value, let inner = elements.members, elements.kinds == [.object] {
                if alike(inner, members) { found.append((here + "[]", inner)) }
                for key in inner.keys { walk(inner.shapes[key]!, at: here + "[]" + ModelPath.member(key)) }
            }
            if let inner = shape.members, shape.kinds == [.object], !inner.isDictionary {
                for key in inner.keys { walk(inner.shapes[key]!, at: here + ModelPath.member(key)) }
            }
        }
        for key in members.keys { walk(members.shapes[key]!, at: path + ModelPath.member(key)) }
        return found
    }

    /// Whether two kinds of object are one: most of their keys shared, and each shared key's
    /// values of one kind.
    package static func alike(_ a: ObjectShape, _ b: ObjectShape) -> Bool {
        let common = Set(a.keys).intersection(b.keys)
        let all = Set(a.keys).union(b.keys)
        guard common.count >= 2, Double(common.count) >= 0.6 * Double(all.count) else { return false }
        return common.allSatisfy { key in
            let kinds = a.shapes[key]!.kinds.union(b.shapes[key]!.kinds)
            return kinds.count <= 1 || kinds == [.integer, .fraction]
        }
    }

    /// A value as a sentence quotes it.
    package static func quotedValue(_ text: String) -> String {
        "\"" + TerminalText.escaped(text, limit: 40) + "\""
    }

    /// The number type that holds every number `shape` saw, digit for digit where one can.
    private func number(_ shape: ValueShape) -> (SwiftType, [Reason]) {
        let fraction = shape.firstPath[.fraction]
        if fraction == nil, shape.firstBigInteger == nil {
            return (.int, [Reason("every value is a whole number", concept: "numbers")])
        }
        if fraction == nil, let big = shape.firstBigInteger, shape.bigIntegersFitUInt64 {
            return (
                .uint64,
                [
                    Reason(
                        """
                        the whole number \(Self.at(big)) is too big for `Int`, and none is negative: `UInt64` holds \
                        them all
                        """,
                        concept: "numbers")
                ]
            )
        }
        if let past = shape.firstPastDecimal {
            let why = fraction.map { "a number with a fraction comes \(Self.at($0)), and " } ?? ""
            return (
                .double,
                [
                    Reason(
                        """
                        \(why)the number \(Self.at(past)) is past what `Decimal` holds: `Double` takes it, to about \
                        16 digits
                        """,
                        concept: "numbers")
                ]
            )
        }
        if let inexact = shape.firstInexact {
            let shown = TerminalText.escaped(inexact.text, limit: 40)
            return (
                .decimal,
                [
                    Reason(
                        """
                        \(shown) \(Self.at(inexact.path)) has more digits than a `Double` keeps: `Decimal` keeps \
                        every one
                        """,
                        concept: "numbers")
                ]
            )
        }
        if let fraction {
            return (
                .double,
                [
                    Reason(
                        "a number with a fraction comes \(Self.at(fraction)), so `Int` would refuse it",
                        concept: "numbers")
                ]
            )
        }
        return (
            .decimal,
            [
                Reason(
                    """
                    the whole number \(Self.at(shape.firstBigInteger!)) is too big for `Int`: `Decimal` holds it \
                    digit for digit
                    """,
                    concept: "numbers")
            ]
        )
    }

    /// The properties of a struct whose objects `members` describes.
    private mutating func properties(of members: ObjectShape, path: String) -> [InferredModel.Property] {
        var taken: Set<String> = []
        var properties: [InferredModel.Property] = []
        for key in members.keys {
            let shape = members.shapes[key]!
            let codingKey = snakeCase ? SwiftNames.fromSnakeCase(key) : key
            let (name, declared) = SwiftNames.property(for: codingKey, taken: taken)
            taken.insert(name)
            let here = path + ModelPath.member(key)
            let typeName = SwiftNames.upperCamel(key) ?? "Value"
            var (type, reasons) = type(
                for: shape, typeName: typeName, elementName: typeName, path: here, described: "`\(key)`")
            let missing = members.objects - members.present[key, default: 0]
            if missing > 0 {
                reasons.append(
                    Reason(
                        """
                        the key is missing from \(missing) of the \(members.objects) objects (the first \
                        \(Self.at(members.firstMissing[key] ?? path))), so it is optional
                        """,
                        concept: "optional"))
            }
            if let null = shape.firstNull, type != .anyValue {
                reasons.append(Reason("it is `null` \(Self.at(null)), so it is optional", concept: "optional"))
            }
            if missing > 0 || (shape.firstNull != nil && type != .anyValue) { type = .optional(type) }
            if codingKey != key {
                reasons.append(
                    Reason(
                        """
                        the decoder's `.convertFromSnakeCase` reads the key \(Self.quoted(key)) as `\(codingKey)` \
                        (and the encoder's `.convertToSnakeCase` writes it back)
                        """,
                        concept: "snake-case"))
            }
            if SwiftNames.keywords.contains(name) {
                reasons.append(
                    Reason("`\(name)` is a Swift keyword, so it is written in backticks", concept: "keywords"))
            } else if name != codingKey {
                let spelled =
                    codingKey == key
                    ? "the key \(Self.quoted(key))"
                    : "\(Self.quoted(codingKey)), the key as `.convertFromSnakeCase` made it"
                reasons.append(
                    Reason(
                        "\(spelled) is not the Swift name `\(name)`: a `CodingKeys` case maps one to the other",
                        concept: "coding-keys"))
            }
            properties.append(
                InferredModel.Property(
                    key: key, codingKey: codingKey, name: declared, type: type, path: here, reasons: reasons))
        }
        return properties
    }

    private static func noun(_ kind: ValueShape.Kind) -> String {
        switch kind {
        case .bool: "a Boolean"
        case .integer: "a whole number"
        case .fraction: "a fraction"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// `at .items[2].price`, or `at the top` for the document itself.
    package static func at(_ path: String) -> String {
        path.isEmpty ? "at the top" : "at `\(path)`"
    }

    /// A key as a sentence quotes it, escaped for a terminal.
    package static func quoted(_ key: String) -> String {
        "\"" + TerminalText.escaped(key, limit: 60) + "\""
    }
}
