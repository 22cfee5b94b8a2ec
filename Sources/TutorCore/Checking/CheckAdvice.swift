/// Where the lessons teach the fix for a mistake the checker found.
///
/// Each rule recognises one mistake — by the compiler's message, or by the `DecodingError`
/// the learner's model caused — and names the step, card or edge case that explains it.
struct CheckAdvice {
    /// A place in a lesson: `step 9`, `card 16`, `edge 3`.
    struct Reference: Equatable {
        var lesson: String
        var kind: Stage.Scope
        var number: Int
        var why: String

        /// `codable-tutor show postcards 9`, or the card or edge command.
        var command: String {
            switch kind {
            case .step: "codable-tutor show \(lesson) \(number)"
            case .card: "codable-tutor cards \(lesson)"
            case .edge: "codable-tutor edge \(lesson) \(number)"
            }
        }

        var sentence: String {
            let place = switch kind {
            case .step: "\(lesson) step \(number)"
            case .card: "\(lesson) flash card \(number)"
            case .edge: "\(lesson) edge case \(number)"
            }
            return "\(why) — \(place): `\(command)`."
        }
    }

    /// Advice for a compiler message.
    static func forDiagnostic(_ message: String) -> Reference? {
        let rules: [(String, Reference)] = [
            ("does not have a matching CodingKey", Reference(lesson: "postcards", kind: .step, number: 9,
                why: "Once you write CodingKeys, every stored property without a default needs a case")),
            ("extension outside of file declaring", Reference(lesson: "postcards", kind: .edge, number: 3,
                why: "Codable is generated only in the file that declares the type")),
            ("immutable property will not be decoded", Reference(lesson: "postcards", kind: .step, number: 7,
                why: "A `let` with a default is never decoded: drop the default, or make it a `var`")),
            ("main actor-isolated conformance", Reference(lesson: "postcards", kind: .edge, number: 7,
                why: "A main-actor type's Codable conformance cannot be used off the main actor: declare it `nonisolated`")),
        ]
        if let rule = rules.first(where: { message.contains($0.0) }) { return rule.1 }
        // "cannot automatically synthesize 'Decodable' because 'extra' does not conform to
        // 'Decodable'": a property whose type is not Codable ('_' is a syntax error's echo).
        if message.contains("cannot automatically synthesize"), message.contains("does not conform to"), !message.contains("'_'") {
            return Reference(lesson: "postcards", kind: .card, number: 16,
                why: "Codable is generated only when every stored property is Codable (`Any` is not)")
        }
        return nil
    }

    /// Advice for a decoding error, in the lesson being checked where it teaches the fix.
    static func forError(_ error: DecodingErrorReading, lesson: String) -> Reference? {
        let trips = lesson == "trips"
        switch error.kind {
        case .keyNotFound:
            let key = error.key ?? ""
            if key.contains(where: \.isUppercase), hasAcronym(key) {
                return trips
                    ? Reference(lesson: "trips", kind: .step, number: 5, why: "`.convertFromSnakeCase` cannot produce an acronym: name the key in CodingKeys")
                    : Reference(lesson: "postcards", kind: .step, number: 9, why: "The document spells this key its own way: name it in CodingKeys")
            }
            return Reference(lesson: "postcards", kind: .step, number: 5,
                why: "A key the document may leave out wants an optional; a key it spells differently wants CodingKeys (step 9)")
        case .typeMismatch:
            if error.expectedType == "Double", error.debugDescription.contains("found a string") {
                return trips
                    ? Reference(lesson: "trips", kind: .edge, number: 3, why: "A Date reads a number unless the decoder is told the dates are ISO 8601 text")
                    : Reference(lesson: "postcards", kind: .step, number: 6, why: "A Date reads a number unless the decoder is told the dates are ISO 8601 text")
            }
            return Reference(lesson: "postcards", kind: .step, number: 11, why: "The property's type must be the type the document holds there")
        case .valueNotFound:
            return Reference(lesson: "postcards", kind: .step, number: 5, why: "`null` needs an optional property")
        case .dataCorrupted:
            if error.debugDescription.contains("Cannot initialize") {
                return Reference(lesson: "postcards", kind: .step, number: 8, why: "An enum decodes only the raw values it has cases for")
            }
            return Reference(lesson: "postcards", kind: .step, number: 11, why: "Read the error from the left: case, path, then what was found")
        }
    }

    /// `pictureURL`, `userID`: two capitals in a row, which snake case conversion never makes.
    static func hasAcronym(_ key: String) -> Bool {
        zip(key, key.dropFirst()).contains { $0.isUppercase && $1.isUppercase }
    }
}
