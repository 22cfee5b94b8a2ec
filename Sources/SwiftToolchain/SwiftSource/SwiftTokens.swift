import TutorBase
import TutorSystem

/// Swift source as the tokens a declaration reader needs: words, punctuation and string
/// literals, with comments dropped and each literal kept whole.
///
/// It is a lexer, not a parser, but an exact one where the brace counter it replaces was
/// fooled: `//` and `/* */` comments (nested), string literals with escapes and
/// interpolations, multi-line `"""` strings and raw `#"…"#` strings all hide their braces
/// and their words.
package struct SwiftTokens {
    package struct Token: Equatable {
        package enum Kind: Equatable { case word, punctuation, string }
        package var kind: Kind
        /// A word without its backticks, the punctuation itself, or `"…"` for any string.
        package var text: String
        /// Where the token stands in the source, so that a type is shown as it was written.
        package var range: Range<String.Index>
        /// Whether a line break came before it: Swift ends a declaration there.
        package var startsLine: Bool
    }

    package private(set) var tokens: [Token] = []
    private let scalars: [Character]
    private let indices: [String.Index]

    package init(_ source: String) {
        scalars = Array(source)
        indices = Array(source.indices) + [source.endIndex]
        var position = 0
        var newLine = true
        while position < scalars.count {
            let start = position
            let character = scalars[position]
            if character.isNewline {
                newLine = true
                position += 1
                continue
            }
            if character.isWhitespace {
                position += 1
                continue
            }
            if character == "/", peek(position + 1) == "/" {
                while position < scalars.count, !scalars[position].isNewline { position += 1 }
                continue
            }
            if character == "/", peek(position + 1) == "*" {
                position = skipBlockComment(from: position)
                continue
            }
            let kind: Token.Kind
            if let end = stringEnd(from: position) {
                position = end
                kind = .string
            } else if Self.isWordCharacter(character)
                || (character == "#" && peek(position + 1).map(Self.isWordCharacter) == true)
            {
                position += 1
                while position < scalars.count, Self.isWordCharacter(scalars[position]) { position += 1 }
                kind = .word
            } else if character == "`", let close = scalars[(position + 1)...].firstIndex(of: "`") {
                position = close + 1
                kind = .word
            } else if character == "-", peek(position + 1) == ">" {
                position += 2
                kind = .punctuation
            } else {
                position += 1
                kind = .punctuation
            }
            var text = kind == .string ? "\"…\"" : String(scalars[start..<position])
            if text.hasPrefix("`") { text = String(text.dropFirst().dropLast()) }
            tokens.append(Token(kind: kind, text: text, range: indices[start]..<indices[position], startsLine: newLine))
            newLine = false
        }
    }

    private func peek(_ position: Int) -> Character? {
        position < scalars.count ? scalars[position] : nil
    }

    package static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "$"
    }

    /// Past the end of a `/* … */` comment, which may hold others.
    private func skipBlockComment(from start: Int) -> Int {
        var position = start + 2
        var depth = 1
        while position < scalars.count, depth > 0 {
            if scalars[position] == "/", peek(position + 1) == "*" {
                depth += 1
                position += 2
            } else if scalars[position] == "*", peek(position + 1) == "/" {
                depth -= 1
                position += 2
            } else {
                position += 1
            }
        }
        return position
    }

    /// Past the end of the string literal starting at `start` (`"`, `"""`, or either after
    /// some `#`s), or nil when no string starts there. An unterminated one runs to the end.
    private func stringEnd(from start: Int) -> Int? {
        var position = start
        while peek(position) == "#" { position += 1 }
        let hashes = position - start
        guard peek(position) == "\"" else { return nil }
        let multiLine = peek(position + 1) == "\"" && peek(position + 2) == "\""
        let quotes = multiLine ? 3 : 1
        position += quotes
        while position < scalars.count {
            let character = scalars[position]
            if character == "\\", (0..<hashes).allSatisfy({ peek(position + 1 + $0) == "#" }) {
                position += 1 + hashes
                if peek(position) == "(" {
                    position = skipInterpolation(from: position)
                } else {
                    position += 1
                }
                continue
            }
            if character == "\"", (0..<quotes).allSatisfy({ peek(position + $0) == "\"" }),
                (0..<hashes).allSatisfy({ peek(position + quotes + $0) == "#" })
            {
                return position + quotes + hashes
            }
            if character.isNewline, !multiLine { return position }
            position += 1
        }
        return position
    }

    /// Past the `)` that closes an interpolation `\( … )`, which may hold strings of its own.
    private func skipInterpolation(from open: Int) -> Int {
        var position = open + 1
        var depth = 1
        while position < scalars.count, depth > 0 {
            if let end = stringEnd(from: position) {
                position = end
                continue
            }
            if scalars[position] == "(" { depth += 1 }
            if scalars[position] == ")" { depth -= 1 }
            position += 1
        }
        return position
    }
}
