/// A type name Swift could not find, and the declared or standard type it most likely meant:
/// `Strin` → `String`, `Postcrd` → `Postcard`.
///
/// The compiler on Linux says "cannot find type 'Strin' in scope" without a "did you mean",
/// and its follow-on messages ("'Strin?' does not conform to 'Decodable'") look like a
/// property that is not Codable; the tutor names the typo itself instead.
struct TypeSpelling {
    /// The types a learner's model most often names, besides its own.
    static let standardTypes = ["String", "Int", "Double", "Float", "Bool", "Date", "URL", "Data", "UUID", "Decimal",
        "Character", "Array", "Dictionary", "Set", "Optional", "Int64", "UInt"]

    /// The names the misspelling is compared with: the model's own types first.
    var known: [String]

    init(declared: [String]) {
        var names: [String] = []
        for name in declared + Self.standardTypes where !names.contains(name) { names.append(name) }
        known = names
    }

    /// The types a compiler message says it cannot find: `cannot find type 'Strin' in scope`.
    static func unknownType(in message: String) -> String? {
        guard let start = message.range(of: "cannot find type '") else { return nil }
        let rest = message[start.upperBound...]
        guard let end = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<end])
    }

    /// The known name closest to `name`, when it is a likely misspelling of it (a letter or
    /// two wrong, any case).
    func suggestion(for name: String) -> String? {
        guard !known.contains(name) else { return nil }
        let limit = name.count <= 3 ? 1 : 2
        let scored = known.map { ($0, Self.distance($0.lowercased(), name.lowercased())) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// The sentence for the learner.
    func sentence(for name: String) -> String {
        if let near = suggestion(for: name) {
            return "`\(name)` is not a type Swift knows: did you mean `\(near)`? Correct the spelling, or declare `\(name)` in your file."
        }
        return "`\(name)` is not a type Swift knows: check its spelling, or declare it in your file."
    }

    /// Levenshtein distance: letters added, removed or changed.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
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
