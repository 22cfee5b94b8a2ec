extension DeclarationReader {
    /// `case a, b(Int), c = "x"` up to the line's end.
    mutating func readCases(into owner: String) {
        while let token = current, token.kind == .word {
            types[owner, default: []].append(ModelShape.Property(name: token.text, type: "case", isLet: true, hasDefault: false))
            position += 1
            if text() == "(" { skipBalanced() }
            if text() == "=" { skipExpression() }
            guard text() == "," else { break }
            position += 1
        }
    }

    /// The bindings after `var` or `let`: `a: Int`, `b = 2`, `a, b: Int`, each perhaps with
    /// observers (stored) or a getter (computed: not returned).
    mutating func readBindings(isLet: Bool) -> [ModelShape.Property] {
        var found: [ModelShape.Property] = []
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
                type = readType()
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
                    for earlier in untyped { found.append(ModelShape.Property(name: earlier, type: type, isLet: isLet, hasDefault: false)) }
                    untyped = []
                    found.append(ModelShape.Property(name: name, type: type, isLet: isLet, hasDefault: hasDefault))
                } else if hasDefault {
                    found.append(ModelShape.Property(name: name, type: ModelShape.inferred, isLet: isLet, hasDefault: true))
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
    mutating func readType() -> String? {
        guard let first = current else { return nil }
        var last = first
        var depth = 0
        while let token = current {
            if depth == 0, token.text == "=" || token.text == "," || token.text == "{" || token.text == ";" || token.text == "}"
                || (token.startsLine && token.range != first.range)
            {
                break
            }
            if ["(", "[", "<"].contains(token.text) { depth += 1 }
            if [")", "]", ">"].contains(token.text) { depth -= 1 }
            last = token
            position += 1
        }
        let written = source[first.range.lowerBound..<last.range.upperBound]
        return written.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
