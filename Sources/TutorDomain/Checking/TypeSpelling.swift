import SwiftToolchain
import TutorBase
import TutorSystem

/// A type name Swift could not find, and the declared or standard type it most likely meant:
/// `Strin` → `String`, `Postcrd` → `Postcard`.
///
/// The compiler on Linux says "cannot find type 'Strin' in scope" without a "did you mean",
/// and its follow-on messages ("'Strin?' does not conform to 'Decodable'") look like a
/// property that is not Codable; the tutor names the typo itself instead.
package struct TypeSpelling {
    /// The types a learner's model most often names, besides its own.
    package static let standardTypes = [
        "String", "Int", "Double", "Float", "Bool", "Date", "URL", "Data", "UUID", "Decimal",
        "Character", "Array", "Dictionary", "Set", "Optional", "Int64", "UInt",
    ]

    /// The types and values Foundation declares that a model most often uses: without
    /// `import Foundation` in the file, Swift cannot find them, however they are spelled.
    package static let foundationNames: Set<String> = [
        "Date", "URL", "Data", "UUID", "Decimal", "JSONDecoder", "JSONEncoder",
        "DateFormatter", "ISO8601DateFormatter", "NumberFormatter", "Locale", "TimeZone", "Calendar", "DateComponents",
        "TimeInterval", "PropertyListDecoder", "PropertyListEncoder", "NSNumber", "NSNull", "CharacterSet",
        "URLComponents",
        "DateInterval", "Measurement", "AttributedString", "FileManager", "Bundle", "ProcessInfo",
    ]

    /// The names the misspelling is compared with: the model's own types first.
    package var known: [String]
    /// Whether the files the compiler could not find a name in import Foundation.
    package var importsFoundation = true

    package init(declared: [String], importsFoundation: Bool = true) {
        var names: [String] = []
        for name in declared + Self.standardTypes where !names.contains(name) { names.append(name) }
        known = names
        self.importsFoundation = importsFoundation
    }

    /// A Foundation name the compiler could not find as a value: `cannot find 'JSONDecoder'
    /// in scope` (a type used as `JSONDecoder()`). Other names are the compiler's to explain.
    package static func unknownFoundationName(in message: String) -> String? {
        guard let start = message.range(of: "cannot find '") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        let name = String(rest[..<end])
        return foundationNames.contains(name) ? name : nil
    }

    /// Whether `text` has `import Foundation` (or a module that brings it, `import FoundationEssentials`).
    package static func importsFoundation(_ text: String) -> Bool {
        let words = SwiftTokens(text).tokens.filter { $0.kind == .word }.map(\.text)
        return zip(words, words.dropFirst()).contains { $0 == "import" && $1.hasPrefix("Foundation") }
    }

    /// The types a compiler message says it cannot find: `cannot find type 'Strin' in scope`.
    package static func unknownType(in message: String) -> String? {
        guard let start = message.range(of: "cannot find type '") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// The known name closest to `name`, when it is a likely misspelling of it (a letter or
    /// two wrong, any case).
    package func suggestion(for name: String) -> String? {
        guard !known.contains(name) else { return nil }
        let limit = name.count <= 3 ? 1 : 2
        let scored = known.map { ($0, Self.distance($0.lowercased(), name.lowercased())) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// The sentence for the learner.
    package func sentence(for name: String) -> String {
        if !importsFoundation, Self.foundationNames.contains(name) {
            return
                """
                `\(name)` comes from Foundation, and your file does not import it: add `import Foundation` as its \
                first line.
                """
        }
        if let near = suggestion(for: name) {
            return
                """
                `\(name)` is not a type Swift knows: did you mean `\(near)`? Correct the spelling, or declare \
                `\(name)` in your file.
                """
        }
        return "`\(name)` is not a type Swift knows: check its spelling, or declare it in your file."
    }

    /// Levenshtein distance: letters added, removed or changed.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let kept = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = kept
            }
        }
        return row[b.count]
    }
}
