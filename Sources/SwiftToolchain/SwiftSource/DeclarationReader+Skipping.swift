import TutorBase
import TutorSystem

extension DeclarationReader {
    /// Past a bracketed group starting at the current `(`, `[`, `{` or `<`, nested ones of
    /// its kind included. Only its own kind counts: `(a < b)` holds an operator, not a bracket.
    package mutating func skipBalanced() {
        guard let open = current?.text, let close = ["(": ")", "[": "]", "{": "}", "<": ">"][open] else { return }
        var depth = 0
        while let token = current {
            position += 1
            if token.text == open { depth += 1 }
            if token.text == close { depth -= 1 }
            if depth <= 0 { return }
        }
    }

    /// Past the `}` closing a block whose `{` was just read; nothing inside is a member.
    package mutating func skipBlockBody() {
        var depth = 1
        while let token = current, depth > 0 {
            position += 1
            if token.text == "{" { depth += 1 }
            if token.text == "}" { depth -= 1 }
        }
    }

    /// `@available(*, deprecated)`, `@Published`, `@Clamped(to: 0...9)`, `@Wrapper<Int>`:
    /// the name and, on the same line, its arguments.
    package mutating func skipAttribute() {
        position += 1
        while text() == ".",
            current.map({ _ in tokens.count > position + 1 && tokens[position + 1].kind == .word }) == true
        {
            position += 2
        }
        while let token = current, !token.startsLine, token.text == "(" || token.text == "<" {
            skipBalanced()
        }
    }

    /// A default value: up to `,`, `;`, `}` or a line break outside brackets. A closure is
    /// part of it; a block of `willSet`/`didSet` after it is not.
    package mutating func skipExpression() {
        position += 1
        var first = true
        while let token = current {
            // A line that starts with `.` goes on with the expression (`JSONDecoder()\n.decode`).
            if !first, token.startsLine, token.text != "." { return }
            if token.text == "," || token.text == ";" || token.text == "}" { return }
            if token.text == "{", ["willSet", "didSet"].contains(text(at: 1) ?? "") { return }
            if ["(", "[", "{"].contains(token.text) { skipBalanced() } else { position += 1 }
            first = false
        }
    }

    /// Anything else: a function, an initializer, a subscript, a type alias, `#if`. Up to
    /// the end of its body, or of its line when it has none.
    package mutating func skipDeclaration() {
        var first = true
        while let token = current {
            if !first, token.startsLine || token.text == "}" || token.text == ";" { return }
            if token.text == "{" {
                position += 1
                skipBlockBody()
                return
            }
            if token.text == "(" || token.text == "[" { skipBalanced() } else { position += 1 }
            first = false
        }
    }
}
