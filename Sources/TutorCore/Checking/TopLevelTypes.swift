import Foundation

/// The names of the types a Swift file declares at its top level (`struct Trip`, `enum Stamp`),
/// read from its tokens, so comments and strings cannot fool it. Extensions are not
/// declarations: a file holding only `extension Trip` declares nothing.
///
/// A learner's file stands in for the lesson's files that declare the same types; this is how
/// the two are matched.
enum TopLevelTypes {
    private static let keywords: Set = ["struct", "class", "enum", "actor", "protocol", "typealias"]

    /// The top-level type names in `source`.
    static func names(in source: String) -> Set<String> {
        var names = Set<String>()
        var depth = 0
        let tokens = SwiftTokens(source).tokens
        for (index, token) in tokens.enumerated() {
            switch (token.kind, token.text) {
            case (.punctuation, "{"): depth += 1
            case (.punctuation, "}"): depth = max(0, depth - 1)
            case (.word, let word) where depth == 0 && keywords.contains(word):
                // `class func` and `class var` live inside types, never at depth 0.
                if index + 1 < tokens.count, tokens[index + 1].kind == .word { names.insert(tokens[index + 1].text) }
            default: break
            }
        }
        return names
    }

    /// The top-level type names declared in `file`; empty when it cannot be read.
    static func names(inFile file: URL) -> Set<String> {
        Syscalls.regularFileText(file).map(names(in:)) ?? []
    }
}
