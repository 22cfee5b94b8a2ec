import TutorBase
import TutorSystem

extension DeclarationReader {
    /// `case a, b(Int), c = "x"` up to the line's end.
    package mutating func readCases() -> [SwiftSource.Member] {
        var found: [SwiftSource.Member] = []
        while let token = current, token.kind == .word {
            position += 1
            var payload: String?
            var rawValue: String?
            if text() == "(" {
                let open = position
                skipBalanced()
                payload = written(tokens[open], through: tokens[position - 1])
            }
            if text() == "=" {
                let start = position + 1
                skipExpression()
                if position > start { rawValue = written(tokens[start], through: tokens[position - 1]) }
            }
            found.append(SwiftSource.Member(name: token.text, kind: .enumCase(payload: payload, rawValue: rawValue)))
            guard text() == "," else { break }
            position += 1
        }
        return found
    }

    /// The bindings after `var` or `let`: `a: Int`, `b = 2`, `a, b: Int`, each perhaps with
    /// observers (stored) or a getter (computed: not returned).
    package mutating func readBindings(isLet: Bool) -> [SwiftSource.Member] {
        var found: [SwiftSource.Member] = []
        func stored(_ name: String, _ type: String?, _ hasDefault: Bool) -> SwiftSource.Member {
            SwiftSource.Member(name: name, kind: .property(type: type, isLet: isLet, hasDefault: hasDefault))
        }
        // `let a, b: Int`: `a` takes the type written after `b`.
        var untyped: [String] = []
        while let token = current {
            var name: String?
            if token.kind == .word {
                name = token.text
                position += 1
            } else if token.text == "(" {
                skipBalanced()
            } else {
                break
            }
            var type: String?
            var hasDefault = false
            var isComputed = false
            if text() == ":" {
                position += 1
                type = readTypeAnnotation()
            }
            if text() == "=" {
                hasDefault = true
                skipExpression()
            }
            if text() == "{" {
                isComputed = !["willSet", "didSet"].contains(text(at: 1) ?? "") && !hasDefault
                position += 1
                skipBlockBody()
            }
            if let name, !isComputed {
                if let type {
                    found += untyped.map { stored($0, type, false) }
                    untyped = []
                    found.append(stored(name, type, hasDefault))
                } else if hasDefault {
                    found.append(stored(name, nil, true))
                } else {
                    untyped.append(name)
                }
            }
            guard text() == "," else { break }
            position += 1
        }
        return found
    }

    /// A type annotation, as written: up to `=`, `,`, `{`, `;` or a line break outside brackets.
    package mutating func readTypeAnnotation() -> String? {
        guard let first = current else { return nil }
        var last = first
        var depth = 0
        while let token = current {
            if depth == 0,
                token.text == "=" || token.text == "," || token.text == "{" || token.text == ";" || token.text == "}"
                    || (token.startsLine && token.range != first.range)
            {
                break
            }
            if ["(", "[", "<"].contains(token.text) { depth += 1 }
            if [")", "]", ">"].contains(token.text) { depth -= 1 }
            last = token
            position += 1
        }
        return written(first, through: last)
    }

    /// What a type conforms to, as written, up to its `where` or its body.
    package mutating func readConformances() -> [String] {
        var found: [String] = []
        var first: SwiftTokens.Token?
        var last: SwiftTokens.Token?
        var depth = 0
        func keep() {
            if let first, let last { found.append(written(first, through: last)) }
            first = nil
        }
        while let token = current {
            if depth == 0, token.text == "{" || token.text == "}" || (token.kind == .word && token.text == "where") {
                break
            }
            position += 1
            if depth == 0, token.text == "," {
                keep()
                continue
            }
            if ["(", "[", "<"].contains(token.text) { depth += 1 }
            if [")", "]", ">"].contains(token.text) { depth -= 1 }
            if first == nil { first = token }
            last = token
        }
        keep()
        return found
    }
}
