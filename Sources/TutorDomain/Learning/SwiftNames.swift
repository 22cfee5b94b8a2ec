import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Swift names for what a document names: a property from a key (`first_name` →
/// `firstName`, `default` → `` `default` ``, `2fa` → `_2fa`), a type from a key, singular for
/// an array's elements (`stops` → `Stop`), and no two alike.
package enum SwiftNames {
    /// Words that cannot be a property's name unless in backticks.
    package static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript",
        "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard",
        "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "super",
        "self", "Self", "throws", "true", "try", "async", "consume", "copy", "discard", "each", "borrowing",
        "consuming",
    ]
    /// Keywords even backticks do not make good property names: `x.self` and `x.Type` mean
    /// something else. They are renamed instead.
    package static let renamedKeywords: Set<String> = [
        "self", "Self", "Type", "Protocol", "init", "deinit", "subscript",
    ]
    /// Type names the model must not declare: they would hide the ones Swift and Foundation have.
    package static let takenTypeNames: Set<String> = [
        "String", "Int", "Double", "Float", "Bool", "Array", "Dictionary", "Set", "Optional", "Data", "Date", "URL",
        "UUID",
        "Decimal", "Codable", "Decodable", "Encodable", "Error", "Result", "Never", "Any", "AnyObject", "Character",
        "Type",
        "Protocol", "Self", "CodingKeys", "CodingKey", "Decoder", "Encoder", "JSONDecoder", "JSONEncoder", "Document",
        InferredModel.anyValueName,
    ]

    /// The words of a key: split at anything not a letter or digit, and where a lower-case
    /// letter meets an upper-case one (`imageURL` → image, URL).
    package static func words(_ key: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in key {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, previous.isLowercase || previous.isNumber, character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `first_name` → `firstName`; nil when the key has no letter or digit at all.
    package static func lowerCamel(_ key: String) -> String? {
        let parts = words(key)
        guard let first = parts.first else { return nil }
        let head = first == first.uppercased() ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        let name = head + parts.dropFirst().map(capitalized).joined()
        return name.first!.isNumber ? "_" + name : name
    }

    /// `postal_address` → `PostalAddress`; nil when the key has no letter or digit.
    package static func upperCamel(_ key: String) -> String? {
        let name = words(key).map(capitalized).joined()
        guard let first = name.first else { return nil }
        return first.isNumber ? "T" + name : name
    }

    private static func capitalized(_ word: String) -> String {
        word == word.uppercased() && word.count > 1 && word.allSatisfy(\.isLetter)
            ? word : word.prefix(1).uppercased() + word.dropFirst()
    }

    /// One element of an array named `key`: `stops` → `stops`' singular, `Stop`.
    package static func singular(_ name: String) -> String {
        let lower = name.lowercased()
        if lower.hasSuffix("ies"), name.count > 4 { return String(name.dropLast(3)) + "y" }
        for ending in ["sses", "shes", "ches", "xes", "zes"] where lower.hasSuffix(ending) {
            return String(name.dropLast(2))
        }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is"), name.count > 2
        {
            return String(name.dropLast())
        }
        return name + "Element"
    }

    /// The key as `.convertFromSnakeCase` has it: the first word lower-cased, each later one
    /// capitalized, the `_`s gone (`first_name` → `firstName`); a key without `_` as it is.
    package static func fromSnakeCase(_ key: String) -> String {
        let words = key.split(separator: "_")
        guard words.count > 1 else { return key }
        return words[0].lowercased()
            + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }

    /// `name`, or `name2`, `name3`…: the first that `taken` does not hold.
    package static func unique(_ name: String, in taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        var number = 2
        while taken.contains("\(name)\(number)") { number += 1 }
        return "\(name)\(number)"
    }

    /// A property's declared name for `key`, unique among `taken` (names without backticks).
    package static func property(for key: String, taken: Set<String>) -> (name: String, declared: String) {
        var name = lowerCamel(key) ?? "value"
        if renamedKeywords.contains(name) { name += "Value" }
        name = unique(name, in: taken)
        return (name, keywords.contains(name) ? "`\(name)`" : name)
    }
}
