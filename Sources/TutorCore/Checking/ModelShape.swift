import Foundation

/// The stored properties and cases of a model's types, read from source text, so that a
/// learner's model can be compared with the lesson's and a mistake named: "your
/// `Postcard.sent` is declared `String`; the lesson's is `Date`".
///
/// It is a reader of declarations, not a parser of Swift: it follows braces, takes `let` and
/// `var` declarations with a type at the top level of a type's body (skipping computed ones)
/// and an enum's cases. That is enough for the models lessons use, and it never runs code.
struct ModelShape: Equatable {
    /// One stored property: its name, its declared type, and whether it has a default.
    struct Property: Equatable {
        var name: String
        var type: String
        var isLet: Bool
        var hasDefault: Bool
    }

    /// Per type name, its properties in order; for enums, cases appear with type "case".
    var types: [String: [Property]] = [:]

    init(source: String) {
        var stack: [(name: String?, depth: Int)] = []
        var depth = 0
        for rawLine in source.components(separatedBy: "\n") {
            let line = rawLine.components(separatedBy: "//").first!.trimmingCharacters(in: .whitespaces)
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" || $0 == "(" }).map(String.init)
            if let index = words.firstIndex(where: { ["struct", "class", "enum", "extension"].contains($0) }), index + 1 < words.count,
                line.contains("{")
            {
                let name = words[index] == "extension" ? nil : words[index + 1]
                stack.append((name, depth + 1))
                if let name, types[name] == nil { types[name] = [] }
                // `enum Stamp: String, Codable { case airmail, surface }` on one line.
                if let name, let open = line.firstIndex(of: "{") {
                    let inner = line[line.index(after: open)...].split(separator: "}").first.map(String.init) ?? ""
                    for declaration in inner.split(separator: ";") {
                        types[name]?.append(contentsOf: Self.members(declaration.trimmingCharacters(in: .whitespaces)))
                    }
                }
            } else if let owner = stack.last, owner.depth == depth, let name = owner.name {
                for declaration in line.split(separator: ";") {
                    types[name]?.append(contentsOf: Self.members(declaration.trimmingCharacters(in: .whitespaces)))
                }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            while let last = stack.last, depth < last.depth { stack.removeLast() }
        }
    }

    /// Stored properties or enum cases declared on one line.
    private static func members(_ line: String) -> [Property] {
        var text = line
        for modifier in ["public ", "private ", "fileprivate ", "internal ", "nonisolated ", "static "] where text.hasPrefix(modifier) {
            if modifier == "static " { return [] }
            text.removeFirst(modifier.count)
        }
        if text.hasPrefix("case ") {
            return text.dropFirst(5).split(separator: ",").map {
                Property(name: String($0.split(separator: "=")[0].split(separator: "(")[0]).trimmingCharacters(in: .whitespaces),
                    type: "case", isLet: true, hasDefault: false)
            }
        }
        let isLet = text.hasPrefix("let ")
        guard isLet || text.hasPrefix("var ") else { return [] }
        let declaration = text.dropFirst(4)
        guard let colon = declaration.firstIndex(of: ":") else {
            // `let id = UUID()`: a stored property whose type is inferred from its default.
            guard let equals = declaration.firstIndex(of: "=") else { return [] }
            return [Property(name: declaration[..<equals].trimmingCharacters(in: .whitespaces), type: Self.inferred, isLet: isLet, hasDefault: true)]
        }
        let name = declaration[..<colon].trimmingCharacters(in: .whitespaces)
        var type = String(declaration[declaration.index(after: colon)...])
        var hasDefault = false
        if let equals = type.firstIndex(of: "=") {
            hasDefault = true
            type = String(type[..<equals])
        }
        type = type.trimmingCharacters(in: .whitespaces)
        // `var x: Int { … }` is computed: no storage, not part of the JSON.
        if type.contains("{") { return [] }
        return [Property(name: name, type: type, isLet: isLet, hasDefault: hasDefault)]
    }

    /// Sentences for each way `learner` differs from `self` (the lesson's model) in the types
    /// both declare or the lesson needs.
    func differences(from learner: ModelShape) -> [String] {
        var found: [String] = []
        for (typeName, expected) in types.sorted(by: { $0.key < $1.key }) where !expected.isEmpty {
            guard let theirs = learner.types[typeName] else {
                found.append("The lesson's model has a type `\(typeName)`; yours has none by that name.")
                continue
            }
            for property in expected {
                let kind = property.type == "case" ? "case" : "property"
                guard let mine = theirs.first(where: { $0.name == property.name }) else {
                    found.append("The lesson's `\(typeName)` has a \(kind) `\(property.name)`; yours does not.")
                    continue
                }
                if property.type != "case", mine.type != Self.inferred, Self.normalized(mine.type) != Self.normalized(property.type) {
                    found.append("Your `\(typeName).\(property.name)` is declared `\(mine.type)`; the lesson's is `\(property.type)`.")
                }
                if mine.isLet, mine.hasDefault, !(property.isLet && property.hasDefault) {
                    found.append("Your `\(typeName).\(property.name)` is a `let` with a default value, so it is never decoded.")
                }
            }
        }
        return found
    }

    /// The type of a property declared without one.
    static let inferred = "(inferred)"

    private static func normalized(_ type: String) -> String {
        type.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "Optional<", with: "").replacingOccurrences(of: ">", with: "?")
    }
}
