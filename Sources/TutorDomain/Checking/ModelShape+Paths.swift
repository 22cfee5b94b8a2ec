import SwiftToolchain
import TutorBase
import TutorSystem

extension ModelShape {
    /// The type the model declares for the property a coding path ends at: `[0].sent` from
    /// `Postcard` → `Date`, `from.city` → `String`; nil when a step of the path names no
    /// declared property (a key of its own in CodingKeys, say).
    package func declaredType(at path: String, from root: String) -> String? {
        var owner = root
        var found: String?
        for part in path.split(separator: ".").map(String.init) where !(part.hasPrefix("[") && part.hasSuffix("]")) {
            guard let property = members(of: owner)?.first(where: { $0.name == part && $0.type != "case" }),
                property.type != Self.inferred
            else { return nil }
            found = property.type
            owner = Self.element(of: property.type)
        }
        return found
    }

    /// The type a property's value is made of: `Stamp?` → `Stamp`, `[Stop]` → `Stop`.
    package static func element(of type: String) -> String {
        var name = type.replacingOccurrences(of: " ", with: "")
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        if name.hasPrefix("["), name.hasSuffix("]"), !name.contains(":") { name = String(name.dropFirst().dropLast()) }
        if name.hasPrefix("Optional<"), name.hasSuffix(">") {
            name = String(name.dropFirst("Optional<".count).dropLast())
        }
        if name.hasPrefix("Array<"), name.hasSuffix(">") { name = String(name.dropFirst("Array<".count).dropLast()) }
        return name
    }
}

extension ModelShape {
    /// One shape holding the types of several files: a lesson's model kept a type to a file.
    package init(merging shapes: some Sequence<ModelShape>) {
        self.init(types: shapes.reduce(into: [:]) { $0.merge($1.types) { first, _ in first } })
    }
}
