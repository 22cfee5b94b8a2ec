import SwiftToolchain
import TutorBase
import TutorSystem

/// The calls a hand-written `init(from:)` or `encode(to:)` makes on its containers, read from
/// the tokens: `c.decode(String?.self, forKey: .message)` is a `decode` of `String?` for the
/// key `message`. What the declarations cannot show: which call reads or writes a key.
package struct CodingCalls {
    package struct Call: Equatable {
        /// `decode`, `decodeIfPresent`, `encode` or `encodeIfPresent`.
        package var method: String
        /// The first argument as written, spaces taken out: `String?.self`, `message`.
        package var argument: String
        /// The key's case name: `message` for `.message`.
        package var key: String
    }

    package static let methods: Set<String> = ["decode", "decodeIfPresent", "encode", "encodeIfPresent"]

    package var calls: [Call] = []

    package init(reading text: String) {
        let tokens = SwiftTokens(text).tokens
        for index in tokens.indices.dropLast(2) where tokens[index].text == "." {
            let method = tokens[index + 1]
            guard method.kind == .word, Self.methods.contains(method.text), tokens[index + 2].text == "(" else {
                continue
            }
            // The first argument runs to the first comma outside brackets; then `forKey: .key`.
            var position = index + 3
            var depth = 0
            while position < tokens.count, depth > 0 || tokens[position].text != "," {
                if ["(", "[", "<"].contains(tokens[position].text) { depth += 1 }
                if [")", "]", ">"].contains(tokens[position].text) { depth -= 1 }
                if depth < 0 { break }
                position += 1
            }
            guard position > index + 3, position + 4 < tokens.count, tokens[position].text == ",",
                tokens[position + 1].text == "forKey", tokens[position + 2].text == ":",
                tokens[position + 3].text == ".",
                tokens[position + 4].kind == .word
            else { continue }
            let argument = String(text[tokens[index + 3].range.lowerBound..<tokens[position - 1].range.upperBound])
                .filter { !$0.isWhitespace }
            calls.append(Call(method: method.text, argument: argument, key: tokens[position + 4].text))
        }
    }

    /// Whether a key is decoded with `decode` of an optional type (`String?.self`), which
    /// still throws when the key is missing.
    package func decodesOptional(forKey key: String) -> Bool {
        calls.contains {
            $0.method == "decode" && $0.key == key
                && ($0.argument.hasSuffix("?.self") || $0.argument.hasPrefix("Optional<"))
        }
    }

    /// Sentences for each key the two write with another of `encode` and `encodeIfPresent`.
    package static func encodingDifferences(lesson: CodingCalls, learner: CodingCalls) -> [String] {
        var found: [String] = []
        for call in learner.calls where call.method == "encodeIfPresent" || call.method == "encode" {
            guard let theirs = lesson.calls.first(where: { $0.key == call.key && $0.method.hasPrefix("encode") }),
                theirs.method != call.method
            else { continue }
            found.append(
                call.method == "encodeIfPresent"
                    ? """
                    Your `encode(to:)` writes `.\(call.key)` with `encodeIfPresent`, which leaves the key out \
                    when the value is `nil`; the lesson's uses `encode`, which writes `null` there.
                    """
                    : "Your `encode(to:)` writes `.\(call.key)` with `encode`, which writes `null` for a `nil`; "
                        + "the lesson's uses `encodeIfPresent`, which leaves the key out.")
        }
        return found
    }
}
