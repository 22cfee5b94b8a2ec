import SwiftToolchain
import TutorBase
import TutorSystem

extension ModelShape {
    /// The shape with each property declared without a type (`var id = UUID()`) given the
    /// type its default plainly has, as `text` writes it: a call of a type by its name, or a
    /// literal. A default the tutor cannot read at a glance (`.now`, `[]`) stays inferred.
    package func typingDefaults(from text: String) -> ModelShape {
        let written = Self.defaultTypes(in: text)
        guard !written.isEmpty else { return self }
        return ModelShape(
            types: types.mapValues { properties in
                properties.map { property in
                    var typed = property
                    if property.type == Self.inferred, let type = written[property.name] { typed.type = type }
                    return typed
                }
            })
    }

    /// `var id = UUID()` → `["id": "UUID"]`: for each `let` or `var` with no type and a default,
    /// the type the default names. A name declared twice with different defaults is left out.
    package static func defaultTypes(in text: String) -> [String: String] {
        let tokens = SwiftTokens(text).tokens
        var found: [String: String] = [:]
        var clashing: Set<String> = []
        for index in tokens.indices.dropLast(3)
        where ["let", "var"].contains(tokens[index].text) && tokens[index].kind == .word {
            let name = tokens[index + 1]
            let equals = tokens[index + 2]
            let value = tokens[index + 3]
            guard name.kind == .word, equals.text == "=" else { continue }
            // The default must end where its first part does: `UUID().uuidString` is no `UUID`.
            var end = index + 4
            if value.kind == .word, value.text.first?.isUppercase == true, end < tokens.count, tokens[end].text == "(" {
                var depth = 0
                while end < tokens.count {
                    if tokens[end].text == "(" { depth += 1 }
                    if tokens[end].text == ")" { depth -= 1 }
                    end += 1
                    if depth == 0 { break }
                }
            }
            guard end >= tokens.count || tokens[end].startsLine || [";", "}", ","].contains(tokens[end].text) else {
                continue
            }
            let type: String? =
                switch value.kind {
                case .string: "String"
                case .word where value.text == "true" || value.text == "false": "Bool"
                case .word where value.text.first?.isNumber == true: "Int"
                case .word where value.text.first?.isUppercase == true && end > index + 4: value.text
                default: nil
                }
            guard let type else { continue }
            if let earlier = found[name.text], earlier != type { clashing.insert(name.text) }
            found[name.text] = type
        }
        for name in clashing { found[name] = nil }
        return found
    }
}
