import SwiftToolchain
import TutorBase
import TutorSystem

extension ModelEmitter {
    /// The `run()` of `learn`'s exercise, followed by `checks` (`Content/learn/SameJSON.swift`):
    /// the document decoded with the model and the decoder settings the tutor chose, encoded
    /// again and compared with itself as JSON values, then each fixture decoded, a line each.
    /// Whichever model it is compiled with, the tutor's or the learner's, prints the same
    /// lines when it keeps the same contract.
    package func exerciseRunFile(documentName: String, fixtures: [LearnFixture], checks: String) -> String {
        var lines = [
            "import Foundation",
            "",
            "/// The fixtures: \(documentName) with one thing changed, each with what",
            "/// the document's contract says of it.",
            "let fixtures: [Fixture] = [",
        ]
        for fixture in fixtures {
            lines += [
                "    Fixture(",
                "        name: \(Self.literal(fixture.name)),",
                "        json: \(Self.rawLiteral(fixture.document.jsonText, indent: "            ")),",
                "        mustDecode: \(fixture.mustDecode),",
                "        rule: \(Self.literal(fixture.rule))",
                "    ),",
            ]
        }
        lines += [
            "]",
            "",
            "/// Decodes \(documentName) as `\(model.root.spelled)`, encodes it again and",
            "/// compares the two; then decodes each fixture.",
            "func run() {",
        ]
        lines += (decoderLines + encoderLines).map { "    " + $0 }
        lines += [
            "    do {",
            "        let data = try document()",
            "        roundTrip(",
            "            \(model.root.spelled).self, spelled: \(Self.literal(model.root.spelled)),",
            "            of: data, named: \(Self.literal(documentName)),",
            "            decoder: decoder, encoder: encoder)",
            "    } catch {",
            "        print(error)",
            "    }",
            "    for fixture in fixtures {",
            "        print(fixture.verdict(as: \(model.root.spelled).self, decoder: decoder))",
            "    }",
            "}",
            "",
        ]
        return lines.joined(separator: "\n") + "\n" + checks
    }

    /// `text` as a multi-line raw string literal, each line indented by `indent`, with enough
    /// `#` that nothing in it can end it or start an escape (`"#`, `\#`).
    package static func rawLiteral(_ text: String, indent: String) -> String {
        var longest = 0
        var run: Int?
        for character in text {
            if character == "\"" || character == "\\" {
                run = 0
            } else if character == "#", let count = run {
                run = count + 1
                longest = max(longest, count + 1)
            } else {
                run = nil
            }
        }
        let hashes = String(repeating: "#", count: longest + 1)
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }.joined(
            separator: "\n")
        return hashes + "\"\"\"\n" + body + "\n" + indent + "\"\"\"" + hashes
    }
}
