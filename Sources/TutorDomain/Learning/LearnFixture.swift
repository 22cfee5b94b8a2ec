import SwiftToolchain
import TutorBase
import TutorSystem

/// A small document made from the learner's with one thing changed, and what the contract the
/// document shows says a model must do with it: decode it, or refuse it. `learn`'s exercise
/// checks the learner's model against each, as Inbox's fixtures check a model.
package struct LearnFixture: Equatable {
    /// What was changed, and where: "`id` left out at `[0]`".
    package var name: String
    package var document: JSONValue
    package var mustDecode: Bool
    /// What in the document says so: "every one has `id`".
    package var rule: String
    /// The struct and the key the change is made to.
    package var typeName: String
    package var key: String

    /// The most fixtures an exercise gets: enough to pin down each rule once.
    package static let most = 5
    /// A fixture's largest text: one far larger says no more, and would swell the program.
    package static let largestText = 32 << 10

    /// The fixtures for `model`, made from the first `document` it was inferred from: on the
    /// first kind of object with two keys or more, a key left out, a `null` and a value of the
    /// wrong kind where the document never has one, and a `null` where it does; on another
    /// kind, a key left out. Each fixture keeps of every array only the element it changes (or the first), so it
    /// stays small; a model that reads the whole document reads any part of it.
    package static func derive(for model: InferredModel, from document: JSONValue) -> [LearnFixture] {
        // Found only as far as needed: the first two kinds of object that are used.
        let located = model.structs.lazy.compactMap { declared -> (InferredModel.Struct, [Step])? in
            guard !declared.path.contains("*"), !declared.path.contains("("), !declared.properties.isEmpty,
                let steps = firstObject(at: declared.path == "." ? "" : declared.path, in: document)
            else { return nil }
            return (declared, steps)
        }
        // An envelope of one key (`{"data": [...]}`) says little: the first kind of object with
        // two keys or more is changed first, and another kind (the envelope, say) after it.
        guard let (first, steps) = located.first(where: { $0.0.properties.count > 1 }) ?? located.first else {
            return []
        }
        var fixtures: [LearnFixture] = []
        let place = shown(steps)
        let required = first.properties.filter { !$0.type.isOptional }
        if let left = required.first {
            fixtures.append(
                LearnFixture(
                    name: "`\(left.key)` left out \(place)",
                    document: change(document, at: steps, key: left.key, to: nil),
                    mustDecode: false, rule: "every one has `\(left.key)`", typeName: first.name, key: left.key))
        }
        let nullable = required.filter { $0.type != .anyValue }
        if let never = nullable.dropFirst().first ?? nullable.first {
            fixtures.append(
                LearnFixture(
                    name: "`\(never.key)` null \(place)",
                    document: change(document, at: steps, key: never.key, to: .null),
                    mustDecode: false, rule: "never null in the document", typeName: first.name, key: never.key))
        }
        if let wrong = (required.dropFirst(2) + required).first(where: { $0.type.wrongValue != nil }),
            let (value, kind) = wrong.type.wrongValue
        {
            fixtures.append(
                LearnFixture(
                    name: "`\(wrong.key)` \(value.kind) \(place)",
                    document: change(document, at: steps, key: wrong.key, to: value),
                    mustDecode: false, rule: "always \(kind)", typeName: first.name, key: wrong.key))
        }
        if let optional = first.properties.first(where: { $0.type.isOptional }) {
            fixtures.append(
                LearnFixture(
                    name: "`\(optional.key)` null \(place)",
                    document: change(document, at: steps, key: optional.key, to: .null),
                    mustDecode: true, rule: "null or missing in the document", typeName: first.name, key: optional.key))
        }
        if let (deeper, deeperSteps) = located.first(where: { $0.0.name != first.name }),
            let left = deeper.properties.first(where: { !$0.type.isOptional })
        {
            fixtures.append(
                LearnFixture(
                    name: "`\(left.key)` left out \(shown(deeperSteps))",
                    document: change(document, at: deeperSteps, key: left.key, to: nil),
                    mustDecode: false, rule: "every one has `\(left.key)`", typeName: deeper.name, key: left.key))
        }
        return Array(fixtures.filter { $0.document.jsonText.utf8.count <= largestText }.prefix(most))
    }

    /// One step down a document: a key of an object, an element of an array.
    package enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    /// The steps to the first object (in document order) whose path, as the model writes
    /// paths (`.items[].owner`), is `path`.
    package static func firstObject(at path: String, in value: JSONValue, here: String = "", steps: [Step] = [])
        -> [Step]?
    {
        switch value {
        case .object(let members):
            if here == path { return steps }
            for member in members {
                if let found = firstObject(
                    at: path, in: member.value, here: here + ModelPath.member(member.key),
                    steps: steps + [.key(member.key)])
                {
                    return found
                }
            }
            return nil
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let found = firstObject(at: path, in: element, here: here + "[]", steps: steps + [.index(index)]) {
                    return found
                }
            }
            return nil
        default:
            return nil
        }
    }

    /// Where the steps lead, as a sentence says it: "at `[0].owner`", or "at the top".
    package static func shown(_ steps: [Step]) -> String {
        let path = steps.map { step in
            switch step {
            case .key(let key): ModelPath.member(key)
            case .index(let index): "[\(index)]"
            }
        }.joined()
        return path.isEmpty ? "at the top" : "at `\(path)`"
    }

    /// `document` with the key of the object the steps lead to set to `value` (left out for
    /// nil), and every array kept to the one element on the way there, or its first.
    package static func change(_ document: JSONValue, at steps: [Step], key: String, to value: JSONValue?) -> JSONValue
    {
        switch document {
        case .object(var members):
            guard case .key(let next)? = steps.first else {
                if steps.isEmpty {
                    if let value {
                        if let index = members.firstIndex(where: { $0.key == key }) {
                            members[index].value = value
                        } else {
                            members.append((key, value))
                        }
                    } else {
                        members.removeAll { $0.key == key }
                    }
                }
                return .object(members.map { ($0.key, trimmed($0.value)) })
            }
            return .object(
                members.map { member in
                    (
                        member.key,
                        member.key == next
                            ? change(member.value, at: Array(steps.dropFirst()), key: key, to: value)
                            : trimmed(member.value)
                    )
                })
        case .array(let elements):
            guard case .index(let next)? = steps.first, elements.indices.contains(next) else {
                return trimmed(document)
            }
            return .array([change(elements[next], at: Array(steps.dropFirst()), key: key, to: value)])
        default:
            return document
        }
    }

    /// The value with every array in it kept to its first element.
    package static func trimmed(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let elements): .array(elements.prefix(1).map(trimmed))
        case .object(let members): .object(members.map { ($0.key, trimmed($0.value)) })
        default: value
        }
    }
}

extension InferredModel.SwiftType {
    /// `Int` or `Double`, optional or not: a number no one need be told how to read.
    package var isPlainNumber: Bool {
        switch self {
        case .int, .double: true
        case .optional(let wrapped): wrapped.isPlainNumber
        default: false
        }
    }

    package var isOptional: Bool {
        if case .optional = self { true } else { false }
    }

    /// A value of another kind than this type reads, with what the type wants in words; nil
    /// where no value is surely wrong (`JSONValue` takes anything, a `Decimal` may be a string).
    package var wrongValue: (JSONValue, String)? {
        switch self {
        case .string: (.integer("0"), "a string")
        case .int, .uint64, .double: (.string("text"), "a number")
        case .bool: (.string("text"), "a Boolean")
        case .array: (.string("text"), "an array")
        case .named: (.string("text"), "an object")
        default: nil
        }
    }
}
