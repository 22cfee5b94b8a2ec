/// Reads the stored properties and enum cases of every type in Swift source, from its
/// tokens: the reader `ModelShape` falls back on when the toolchain's own parser is missing.
///
/// It follows declarations the way Swift writes them — attributes and modifiers first, a
/// declaration ending at a line break or `;` outside brackets — so it skips `static` and
/// computed properties, keeps `lazy`, wrapped and `private(set)` ones, gives `let a, b: Int`
/// its type twice, and names a nested type by its path (`A.Item`, never just `Item`).
struct DeclarationReader {
    let tokens: [SwiftTokens.Token]
    let source: String
    var position = 0
    /// Per qualified type name, its members in order.
    var types: [String: [ModelShape.Property]] = [:]

    static let typeKeywords: Set = ["struct", "class", "enum", "actor", "extension", "protocol"]
    static let modifiers: Set = ["public", "private", "fileprivate", "internal", "open", "package", "nonisolated", "final",
        "lazy", "weak", "unowned", "dynamic", "override", "required", "convenience", "mutating", "nonmutating", "indirect",
        "optional", "distributed", "isolated", "consuming", "borrowing", "__owned"]

    init(source: String) {
        self.source = source
        tokens = SwiftTokens(source).tokens
        readMembers(of: [])
    }

    var current: SwiftTokens.Token? { position < tokens.count ? tokens[position] : nil }

    func text(at offset: Int = 0) -> String? {
        position + offset < tokens.count ? tokens[position + offset].text : nil
    }

    /// The members of one type's body (or of the file, for `path` empty) up to its `}`.
    mutating func readMembers(of path: [String]) {
        var isStatic = false
        while let token = current {
            switch token.text {
            case "}":
                position += 1
                return
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
            case _ where Self.typeKeywords.contains(token.text):
                readType(in: path)
            case "case" where !path.isEmpty:
                position += 1
                readCases(into: path.joined(separator: "."))
            case "var", "let":
                let isLet = token.text == "let"
                position += 1
                let properties = readBindings(isLet: isLet)
                if !path.isEmpty, !isStatic { types[path.joined(separator: "."), default: []].append(contentsOf: properties) }
            default:
                skipDeclaration()
            }
            isStatic = false
        }
    }

    /// `struct Name<T>: Codable where … { … }`, or an extension of a dotted name.
    private mutating func readType(in path: [String]) {
        let keyword = tokens[position].text
        position += 1
        var name: [String] = []
        while let token = current, token.kind == .word {
            name.append(token.text)
            position += 1
            guard text() == ".", let next = text(at: 1), next.first.map(SwiftTokens.isWordCharacter) == true else { break }
            position += 1
        }
        while let token = current, token.text != "{", token.text != "}" {
            if ["(", "[", "<"].contains(token.text) { skipBalanced() } else { position += 1 }
        }
        guard text() == "{" else { return }
        position += 1
        if keyword == "protocol" {
            skipBlockBody()
            return
        }
        // An extension names its type from the top; any other declaration nests in `path`.
        let qualified = keyword == "extension" ? name : path + name
        if keyword != "extension", types[qualified.joined(separator: ".")] == nil { types[qualified.joined(separator: ".")] = [] }
        readMembers(of: qualified)
    }
}
