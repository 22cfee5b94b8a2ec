import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// The stored properties and cases of a model's types, as a `SwiftSource` declares them, so
/// that a learner's model can be compared with the lesson's and a mistake named: "your
/// `Postcard.sent` is declared `String`; the lesson's is `Date`".
///
/// It is a view of the one model, not a reading of its own: each type by its path, with the
/// members its extensions add. It never runs code.
package struct ModelShape: Equatable {
    /// One stored property: its name, its declared type, and whether it has a default.
    package struct Property: Equatable {
        package var name: String
        package var type: String
        package var isLet: Bool
        package var hasDefault: Bool
    }

    /// Per type, named by its path (`Postcard`, `Postcard.CodingKeys`), its properties in
    /// order; for enums, cases appear with type "case".
    package var types: [String: [Property]] = [:]

    package init(types: [String: [Property]]) {
        self.types = types
    }

    /// The shape of what `source` declares: its structs, classes, enums and actors, each with
    /// its stored members and its extensions' (a protocol or a type alias has none to compare).
    package init(_ source: SwiftSource) {
        for (path, declaration) in source.allDeclarations {
            let members = declaration.members.map(Self.property)
            switch declaration.kind {
            case .protocol, .typealias: continue
            case .extension where members.isEmpty: continue
            default: types[path.joined(separator: "."), default: []] += members
            }
        }
    }

    /// The shape the token reader reads from the source.
    package init(source: String) {
        self.init(SwiftSource(reading: source))
    }

    private static func property(_ member: SwiftSource.Member) -> Property {
        switch member.kind {
        case .property(let type, let isLet, let hasDefault):
            Property(name: member.name, type: type ?? inferred, isLet: isLet, hasDefault: hasDefault)
        case .enumCase:
            Property(name: member.name, type: "case", isLet: true, hasDefault: false)
        }
    }

    /// Sentences for each way `learner` differs from `self` (the lesson's model) in the types
    /// both declare or the lesson needs.
    package func differences(from learner: ModelShape) -> [String] {
        var found: [String] = []
        for (typeName, expected) in types.sorted(by: { $0.key < $1.key }) where !expected.isEmpty {
            guard let theirs = learner.members(of: typeName) else {
                found.append("The lesson's model has a type `\(typeName)`; yours has none by that name.")
                continue
            }
            for property in expected {
                let kind = property.type == "case" ? "case" : "property"
                guard let mine = theirs.first(where: { $0.name == property.name }) else {
                    found.append("The lesson's `\(typeName)` has a \(kind) `\(property.name)`; yours does not.")
                    continue
                }
                // A type left to inference on either side is not compared: `var city = ""` and
                // `var city: String = ""` are the same property, and only the compiler knows.
                if property.type != "case", mine.type != Self.inferred, property.type != Self.inferred,
                    Self.normalized(mine.type) != Self.normalized(property.type)
                {
                    found.append(
                        """
                        Your `\(typeName).\(property.name)` is declared `\(mine.type)`; the lesson's is \
                        `\(property.type)`.
                        """
                    )
                }
                if mine.isLet, mine.hasDefault, !(property.isLet && property.hasDefault) {
                    found.append(
                        "Your `\(typeName).\(property.name)` is a `let` with a default value, so it is never decoded.")
                }
            }
            // The same stored properties in another order decode alike, but `print` and a
            // synthesized encoder list them in the order they are declared.
            let names = expected.filter { $0.type != "case" }.map(\.name)
            let mine = theirs.filter { $0.type != "case" && names.contains($0.name) }.map(\.name)
            if names.count > 1, Set(mine) == Set(names), mine != names {
                found.append(
                    """
                    Your `\(typeName)` declares \(Self.listed(mine)) in that order; the lesson's declares \
                    \(Self.listed(names)), and `print` and the encoder write properties in the order they are declared.
                    """)
            }
        }
        return found
    }

    /// The members of the type `name` names, or of the one type whose own name is its last
    /// part: a learner may nest `Stamp` in `Postcard` where the lesson did not.
    package func members(of name: String) -> [Property]? {
        if let exact = types[name] { return exact }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let candidates = types.filter { $0.key.split(separator: ".").last.map(String.init) == last }
        return candidates.count == 1 ? candidates.first?.value : nil
    }

    /// `to`, `sent` and `message`.
    private static func listed(_ names: [String]) -> String {
        TextLayout.series(names.map { "`\($0)`" })
    }

    /// The type of a property declared without one.
    package static let inferred = "(inferred)"

    private static func normalized(_ type: String) -> String {
        type.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "Optional<", with: "")
            .replacingOccurrences(of: ">", with: "?")
    }
}
