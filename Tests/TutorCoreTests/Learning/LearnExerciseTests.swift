import Foundation
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("learn's exercise: fixtures made from the document, and the lesson's files")
struct LearnExerciseTests {
    static let reply = #"""
        [
          {"id": 1, "full_name": "a", "owner": {"login": "ana", "id": 7}, "topic": null, "stars": 12, "tags": ["x", "y"]},
          {"id": 2, "full_name": "b", "owner": {"login": "ben", "id": 8}, "topic": "memory", "stars": 3, "tags": []}
        ]
        """#

    func model(_ text: String) throws -> (InferredModel, JSONValue) {
        let value = try JSONReader.read(Data(text.utf8))
        return (ModelInference.infer([value], rootName: "Root", elementName: nil, snakeCase: false), value)
    }

    @Test(
        "a key left out, a null and a value of the wrong kind where the document always has one; a null where it sometimes has; a key left out one level down"
    )
    func fixtures() throws {
        let (model, value) = try model(Self.reply)
        let fixtures = LearnFixture.derive(for: model, from: value)
        #expect(
            fixtures.map(\.name) == [
                "`id` left out at `[0]`", "`full_name` null at `[0]`", "`owner` a string at `[0]`",
                "`topic` null at `[0]`", "`login` left out at `[0].owner`",
            ])
        #expect(fixtures.map(\.mustDecode) == [false, false, false, true, false])
        #expect(fixtures[0].rule == "every one has `id`" && fixtures[3].rule == "null or missing in the document")
        // Each keeps one element of every array, and changes only what it names.
        guard case .array(let elements) = fixtures[0].document, case .object(let first) = elements.first else {
            Issue.record("not an array of objects: \(fixtures[0].document)")
            return
        }
        #expect(elements.count == 1)
        #expect(first.map(\.key) == ["full_name", "owner", "topic", "stars", "tags"])
        #expect(first.first { $0.key == "tags" }?.value == .array([.string("x")]))
        #expect(fixtures[3].document.jsonText.contains(#""topic": null"#))
        #expect(
            fixtures[4].document.jsonText.contains(#""owner": {\#n      "id": 7\#n    }"#),
            "\(fixtures[4].document.jsonText)")
    }

    @Test("a document with no object to change has no fixtures")
    func none() throws {
        let (model, value) = try model("[1, 2, 3]")
        #expect(LearnFixture.derive(for: model, from: value).isEmpty)
    }

    @Test("JSON text keeps numbers as written and escapes all but printable ASCII, so any Swift file can hold it")
    func jsonText() throws {
        let value = try JSONReader.read(
            Data(#"{"n": 2.50, "big": 18446744073709551616, "s": "é\n\"\\ \u0000 😀"}"#.utf8))
        #expect(
            value.jsonText
                == "{\n  \"n\": 2.50,\n  \"big\": 18446744073709551616,\n  \"s\": \"\\u00e9\\n\\\"\\\\ \\u0000 \\ud83d\\ude00\"\n}"
        )
        #expect(try JSONReader.read(Data(value.jsonText.utf8)) == value)
    }

    @Test("a raw string literal has more # than any run after a quote or a backslash in its text")
    func rawLiteral() {
        #expect(ModelEmitter.rawLiteral("{}", indent: "") == "#\"\"\"\n{}\n\"\"\"#")
        #expect(ModelEmitter.rawLiteral("{\"a\": \"x\\\"##\"}", indent: "  ").hasPrefix("###\"\"\"\n"))
        #expect(ModelEmitter.rawLiteral("\\#", indent: "").hasPrefix("##\"\"\""))
    }

    @Test("the lesson is named from the document's file, away from any lesson that has the name")
    func lessonName() {
        #expect(LearnExercise.lessonName(for: "/tmp/Reply 2.json", taken: []) == "reply-2")
        #expect(LearnExercise.lessonName(for: "postcards.json", taken: ["postcards"]) == "postcards-json")
        #expect(LearnExercise.lessonName(for: "2024.json", taken: []) == "doc-2024")
        #expect(LearnExercise.lessonName(for: "ünï.json", taken: []) == "n")
        #expect(LearnExercise.lessonName(for: "---.json", taken: []) == "doc")
    }
}
