import TutorBase
import TutorSystem

/// What a Swift file declares, as written: its types (nested ones inside their parents),
/// their stored properties, enum cases and functions, and its top-level functions — the one
/// model every part of the tutor that reads Swift source asks.
///
/// A `SwiftSourceReader` makes it: the toolchain's SwiftParser where it is built, the tutor's
/// own token reader (`SwiftSource(reading:)`) until then. Neither runs code. Code inside
/// function bodies and top-level statements is not read: a type declared in a function is
/// not one of the file's.
package struct SwiftSource: Equatable, Sendable {
    /// A `struct`, `class`, `enum`, `actor`, `protocol`, `typealias` or `extension`.
    package struct Declaration: Equatable, Sendable {
        package enum Kind: String, Equatable, Sendable {
            case `struct`, `class`, `enum`, actor, `protocol`, `typealias`, `extension`
        }

        package var kind: Kind
        /// The name as written: `Postcard`, or an extension's `Trip.Stop`.
        package var name: String
        /// What it conforms to or inherits, as written: `["String", "Codable"]`.
        package var conformances: [String] = []
        /// Its stored properties and enum cases, in order. A protocol's are not read.
        package var members: [Member] = []
        /// Its methods and initializers, in order.
        package var functions: [Function] = []
        /// The types declared inside it.
        package var nested: [Declaration] = []
    }

    /// A stored property (`static` and computed ones are not stored per instance, and are not
    /// read; `lazy`, wrapped and `private(set)` ones are) or an enum case.
    package struct Member: Equatable, Sendable {
        package enum Kind: Equatable, Sendable {
            /// `let` or `var`, with the type as written (nil when inferred from the default).
            case property(type: String?, isLet: Bool, hasDefault: Bool)
            /// A case, with its associated values (`(radius: Double)`) and raw value (`"air"`) as written.
            case enumCase(payload: String?, rawValue: String?)
        }

        package var name: String
        package var kind: Kind
    }

    /// A function or initializer: its name and signature, `run()`, `init(from:)`, `encode(to:)`.
    package struct Function: Equatable, Sendable {
        package var name: String
        /// The name with its argument labels, `_` where there is none.
        package var signature: String
    }

    /// The types the file declares at its top level, and its extensions.
    package var declarations: [Declaration] = []
    /// The functions declared at the top level: a learner's own `func run()`.
    package var functions: [Function] = []

    /// Several files' declarations as one, in order.
    package init(merging sources: some Sequence<SwiftSource>) {
        for source in sources {
            declarations += source.declarations
            functions += source.functions
        }
    }

    package init(declarations: [Declaration] = [], functions: [Function] = []) {
        (self.declarations, self.functions) = (declarations, functions)
    }
}

extension SwiftSource {
    /// Every declaration with its path (`["Postcard", "Stamp"]`), parents before children.
    /// An extension's path is the name it extends.
    package var allDeclarations: [(path: [String], declaration: Declaration)] {
        var found: [(path: [String], declaration: Declaration)] = []
        func visit(_ declaration: Declaration, in parent: [String]) {
            let path =
                declaration.kind == .extension
                ? declaration.name.split(separator: ".").map(String.init) : parent + [declaration.name]
            found.append((path, declaration))
            for inner in declaration.nested { visit(inner, in: path) }
        }
        for declaration in declarations { visit(declaration, in: []) }
        return found
    }

    /// The names of the types declared at the top level (extensions declare none): a learner's
    /// file stands in for the lesson's files that declare the same types.
    package var topLevelTypeNames: Set<String> {
        Set(declarations.filter { $0.kind != .extension }.map(\.name))
    }

    /// The names of every type a value can be decoded as (not protocols, nor extensions),
    /// nested ones by their own name, in the order declared.
    package var decodableTypeNames: [String] {
        allDeclarations.map(\.declaration).filter { ![.extension, .protocol].contains($0.kind) }.map(\.name)
    }

    /// Whether the file, or a type at any depth in it (an extension too), declares a function
    /// of this signature: `init(from:)`, `encode(to:)`.
    package func declaresFunction(_ signature: String) -> Bool {
        functions.contains { $0.signature == signature }
            || allDeclarations.contains { $0.declaration.functions.contains { $0.signature == signature } }
    }

    /// Whether the file declares a type of this kind and name, at any depth.
    package func declaresType(_ kind: Declaration.Kind, named name: String) -> Bool {
        allDeclarations.contains { $0.declaration.kind == kind && $0.declaration.name == name }
    }

    /// Whether the file declares, at its top level, a function named `name`.
    package func declaresTopLevelFunction(_ name: String) -> Bool {
        functions.contains { $0.name == name }
    }
}
