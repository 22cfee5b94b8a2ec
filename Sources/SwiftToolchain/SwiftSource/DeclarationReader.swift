import TutorBase
import TutorSystem

/// Reads a `SwiftSource` from Swift source's tokens: the reader the tutor has without the
/// toolchain's parser, and the one it reads its own small questions with
/// (`SwiftSource(reading:)`).
///
/// It follows declarations the way Swift writes them — attributes and modifiers first, a
/// declaration ending at a line break or `;` outside brackets — so it skips `static` and
/// computed properties, keeps `lazy`, wrapped and `private(set)` ones, gives `let a, b: Int`
/// its type twice, and nests a type in its parent. A `}` that closes nothing at the top level
/// is passed over, as the parser does, so the declarations after it still count.
package struct DeclarationReader {
    package let tokens: [SwiftTokens.Token]
    package let source: String
    package var position = 0
    /// What the file declares.
    package private(set) var read = SwiftSource()

    /// What one body holds: a type's, or the file's.
    package struct Body {
        package var members: [SwiftSource.Member] = []
        package var functions: [SwiftSource.Function] = []
        package var nested: [SwiftSource.Declaration] = []
    }

    package static let typeKeywords: Set = ["struct", "class", "enum", "actor", "extension", "protocol"]
    package static let modifiers: Set = [
        "public", "private", "fileprivate", "internal", "open", "package", "nonisolated", "final",
        "lazy", "weak", "unowned", "dynamic", "override", "required", "convenience", "mutating", "nonmutating",
        "indirect",
        "optional", "distributed", "isolated", "consuming", "borrowing", "__owned",
    ]

    package init(source: String) {
        self.source = source
        tokens = SwiftTokens(source).tokens
        let file = readBody(inType: false)
        read = SwiftSource(declarations: file.nested, functions: file.functions)
    }

    package var current: SwiftTokens.Token? { position < tokens.count ? tokens[position] : nil }

    package func text(at offset: Int = 0) -> String? {
        position + offset < tokens.count ? tokens[position + offset].text : nil
    }

    /// A type's body up to its `}`, or the file's to its end.
    package mutating func readBody(inType: Bool) -> Body {
        var body = Body()
        var isStatic = false
        while let token = current {
            switch token.text {
            case "}":
                position += 1
                if inType { return body }
            case ";":
                position += 1
            case "@":
                position += 1
                skipAttribute()
                continue
            case "static":
                position += 1
                isStatic = true
                continue
            case "class" where ["var", "let", "func", "subscript"].contains(text(at: 1) ?? ""):
                position += 1
                isStatic = true
                continue
            case _ where Self.modifiers.contains(token.text) && token.kind == .word:
                position += 1
                // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`.
                if text() == "(" { skipBalanced() }
                continue
            case _ where Self.typeKeywords.contains(token.text) && token.kind == .word:
                if let declaration = readDeclaration() { body.nested.append(declaration) }
            case "typealias" where token.kind == .word:
                if let name = text(at: 1), tokens[position + 1].kind == .word {
                    body.nested.append(SwiftSource.Declaration(kind: .typealias, name: name))
                }
                skipDeclaration()
            case "case" where inType:
                position += 1
                body.members += readCases()
            case "var", "let":
                let isLet = token.text == "let"
                position += 1
                let properties = readBindings(isLet: isLet)
                if inType, !isStatic { body.members += properties }
            case "func", "init":
                if let function = readFunction() { body.functions.append(function) }
            default:
                skipDeclaration()
            }
            isStatic = false
        }
        return body
    }

    /// `struct Name<T>: Codable where … { … }`, or an extension of a dotted name.
    private mutating func readDeclaration() -> SwiftSource.Declaration? {
        guard let kind = SwiftSource.Declaration.Kind(rawValue: tokens[position].text) else { return nil }
        position += 1
        var name: [String] = []
        while let token = current, token.kind == .word {
            name.append(token.text)
            position += 1
            guard text() == ".", let next = text(at: 1), next.first.map(SwiftTokens.isWordCharacter) == true else {
                break
            }
            position += 1
        }
        guard !name.isEmpty else { return nil }
        var declaration = SwiftSource.Declaration(kind: kind, name: name.joined(separator: "."))
        if text() == "<" { skipBalanced() }
        if text() == ":" {
            position += 1
            declaration.conformances = readConformances()
        }
        while let token = current, token.text != "{", token.text != "}" {
            if ["(", "[", "<"].contains(token.text) { skipBalanced() } else { position += 1 }
        }
        guard text() == "{" else { return declaration }
        position += 1
        if kind == .protocol {
            skipBlockBody()
            return declaration
        }
        let body = readBody(inType: true)
        declaration.members = body.members
        declaration.functions = body.functions
        declaration.nested = body.nested
        return declaration
    }

    /// The source from one token to another, its white space folded: a type as it was written.
    package func written(_ first: SwiftTokens.Token, through last: SwiftTokens.Token) -> String {
        source[first.range.lowerBound..<last.range.upperBound].split(whereSeparator: \.isWhitespace).joined(
            separator: " ")
    }
}
