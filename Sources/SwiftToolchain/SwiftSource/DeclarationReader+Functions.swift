import TutorBase
import TutorSystem

extension DeclarationReader {
    /// `func name<T>(label x: T, _ y: Int) throws -> R { … }` or `init?(from decoder: …)`:
    /// its name and labels, then past its body.
    package mutating func readFunction() -> SwiftSource.Function? {
        let keyword = tokens[position].text
        position += 1
        var name = keyword
        if keyword == "func" {
            guard let token = current else { return nil }
            if token.kind == .word {
                name = token.text
                position += 1
            } else {
                // An operator, `==` or `<`, a token a character.
                name = ""
                while let token = current, token.kind == .punctuation, token.text != "(" {
                    name += token.text
                    position += 1
                }
            }
        } else {
            while text() == "?" || text() == "!" { position += 1 }
        }
        if text() == "<" { skipBalanced() }
        let labels = text() == "(" ? readLabels() : []
        skipFunctionRest()
        guard !name.isEmpty else { return nil }
        return SwiftSource.Function(name: name, signature: "\(name)(\(labels.map { $0 + ":" }.joined()))")
    }

    /// The first word of each parameter in the `(…)` at hand: its argument label, or `_`.
    package mutating func readLabels() -> [String] {
        position += 1
        var labels: [String] = []
        var depth = 0
        var startsParameter = true
        while let token = current {
            position += 1
            if depth == 0, token.text == ")" { break }
            if ["(", "[", "<", "{"].contains(token.text) {
                depth += 1
            } else if [")", "]", ">", "}"].contains(token.text) {
                depth -= 1
            } else if depth == 0, token.text == "," {
                startsParameter = true
                continue
            }
            if startsParameter {
                startsParameter = false
                labels.append(token.kind == .word ? token.text : "_")
            }
        }
        return labels
    }

    /// What follows a function's parameters — effects, result, `where` — up to the end of its
    /// body; or of its line when it has none, never past the `}` of the type it stands in.
    package mutating func skipFunctionRest() {
        while let token = current {
            if token.startsLine || token.text == "}" || token.text == ";" { return }
            if token.text == "{" {
                position += 1
                skipBlockBody()
                return
            }
            if token.text == "(" || token.text == "[" { skipBalanced() } else { position += 1 }
        }
    }
}
