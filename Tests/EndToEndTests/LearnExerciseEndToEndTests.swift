import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// `learn --exercise`: the learner's document as an exercise of its own, the tutor's model
/// hidden, the learner's checked by the real compiler on the document and on fixtures made
/// from it. `verify` proves each exercise as it proves the lessons': its untouched start fails,
/// the tutor's model passes, a typical mistake fails and says so.
@Suite("learn --exercise: your own document as an exercise")
struct LearnExerciseEndToEndTests {
    static let corpus = LearnEndToEndTests.corpus

    static let reply = #"""
        [
          {"id": 1, "full_name": "codable-tutor", "owner": {"login": "ana", "id": 7}, "topic": null, "stars": 12},
          {"id": 2, "full_name": "fsrs", "owner": {"login": "ben", "id": 8}, "topic": "memory", "stars": 3}
        ]

        """#

    /// A model of `reply` as a learner would write it: names of their own, `topic` optional
    /// as the document demands, or not, as `topic` says.
    static func learnersModel(topic: String = "String?", id: String = "Int") -> String {
        """
        import Foundation

        struct RootElement: Codable {
            let id: \(id)
            let fullName: String
            let owner: Person
            let topic: \(topic)
            let stars: Int
        }

        struct Person: Codable {
            let login: String
            let id: Int
        }

        """
    }

    @Test(
        "the lesson made of a corpus document passes verify: its start fails, the tutor's model passes, the typical mistake fails and says so",
        arguments: ["inbox.json", "thread.json", "account.json"])
    func verified(_ name: String) throws {
        let home = TemporaryFolder("learn-exercise")
        let made = try TutorBinary.run(
            ["learn", Self.corpus.appendingPathComponent(name).path, "--exercise"], home: home.url)
        #expect(made.status == 0, "\(made.output)\(made.errors)")
        #expect(made.errors.isEmpty, "\(made.errors)")
        // The problem first, and nothing of the answer.
        #expect(made.output.contains("The program must print:"), "\(made.output)")
        #expect(!made.output.contains("struct "), "\(made.output)")
        let lesson = String(name.dropLast(5))
        let verified = try TutorBinary.run(["verify", lesson], home: home.url)
        #expect(verified.status == 0, "\(verified.output)\(verified.errors)")
        #expect(verified.output.contains("exercise: the untouched start fails its check"), "\(verified.output)")
        #expect(verified.output.contains("exercise: the lesson's own change passes"))
        #expect(verified.output.contains(", 0 failed"), "\(verified.output)")
    }

    @Test(
        "a model of the learner's own, with names of their own, passes; one that breaks the document's contract fails on the fixture that shows it"
    )
    func learnersModel() throws {
        let home = TemporaryFolder("learn-exercise-mine")
        let document = home.write(Self.reply, to: "reply.json")
        let made = try TutorBinary.run(["learn", document.path, "--exercise"], home: home.url)
        #expect(made.status == 0, "\(made.output)\(made.errors)")
        #expect(made.output.contains("✓ `id` left out at `[0]`: refused (every one has `id`)."), "\(made.output)")
        #expect(made.output.contains("Next: `codable-tutor edit reply 1`"), "\(made.output)")
        let copy = home.url.appendingPathComponent("state/exercises/reply/01-your-model/Model.swift")
        let start = try String(contentsOf: copy, encoding: .utf8)
        #expect(start.hasPrefix("// Your turn · reply step 1: Your model of reply.json"))
        #expect(!start.contains("struct"), "the start gives the answer away: \(start)")

        // The hints come from the explanations, each more concrete: the shape, the choices, the model.
        let hints = try (1...3).map { _ in try TutorBinary.run(["hint", "reply", "1"], home: home.url) }
        #expect(hints.allSatisfy { $0.status == 0 })
        let said = hints.map { $0.output.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(said[0].contains("Hint 1 of 3") && said[0].contains("is an array of objects"), "\(said[0])")
        #expect(
            said[1].contains("`.convertFromSnakeCase`") && said[1].contains("so it is optional (postcards 5)"),
            "\(said[1])")
        #expect(said[2].contains("`topic: String?`"), "\(said[2])")
        #expect(!said[1].contains("every value is a whole number"), "a plain Int is no hint: \(said[1])")

        try Data(Self.learnersModel(topic: "String").utf8).write(to: copy)
        let notOptional = try TutorBinary.run(["check", "reply", "1"], home: home.url)
        #expect(notOptional.status == 1)
        #expect(
            notOptional.output.contains("✗ `topic` null at `[0]`: refused with valueNotFound at `[0].topic`, but must"),
            "\(notOptional.output)")
        // The learner names their types: nothing is said about the tutor's names.
        #expect(!notOptional.output.contains("Owner"), "\(notOptional.output)")

        try Data(Self.learnersModel(id: "Int?").utf8).write(to: copy)
        let optionalID = try TutorBinary.run(["check", "reply", "1"], home: home.url)
        #expect(optionalID.status == 1)
        #expect(
            optionalID.output.contains("✗ `id` left out at `[0]`: decodes, but must be refused (every one has `id`)."),
            "\(optionalID.output)")

        try Data(Self.learnersModel(id: "String").utf8).write(to: copy)
        let wrongType = try TutorBinary.run(["check", "reply", "1"], home: home.url)
        #expect(wrongType.status == 1)
        #expect(wrongType.output.contains("typeMismatch"), "\(wrongType.output)")

        try Data(Self.learnersModel().utf8).write(to: copy)
        let passed = try TutorBinary.run(["check", "reply", "1"], home: home.url)
        #expect(passed.status == 0, "\(passed.output)")
        #expect(passed.output.contains("✓ It encodes back to the same JSON: every key and value of reply.json."))
        #expect(passed.output.contains("`codable-tutor solution reply 1`"), "\(passed.output)")
        // After the pass, the tutor's model beside the learner's.
        let solution = try TutorBinary.run(["solution", "reply", "1"], home: home.url)
        #expect(
            solution.status == 0 && solution.output.contains("+ let owner: Owner")
                || solution.output.contains("let owner: Owner"), "\(solution.output)")
        // Learning the document again replaces the lesson and keeps the learner's copy.
        let again = try TutorBinary.run(["learn", document.path, "--exercise"], home: home.url)
        #expect(again.status == 0)
        #expect(try String(contentsOf: copy, encoding: .utf8) == Self.learnersModel())
    }

    @Test("refused with a sentence: --exercise with --out or --json, two documents, a document with no type to write")
    func refusals() throws {
        let home = TemporaryFolder("learn-exercise-refusals")
        let document = home.write(Self.reply, to: "reply.json")
        let out = try TutorBinary.run(
            ["learn", document.path, "--exercise", "--out", home.url.appendingPathComponent("m").path], home: home.url)
        #expect(
            out.status == 2
                && out.errors.hasPrefix("--exercise keeps the tutor's model hidden, and --out would write it out."),
            "\(out.errors)")
        let two = try TutorBinary.run(["learn", document.path, document.path, "--exercise"], home: home.url)
        #expect(two.status == 2 && two.errors.hasPrefix("--exercise takes one document"), "\(two.errors)")
        let numbers = try TutorBinary.run(
            ["learn", home.write("[1, 2, 3]\n", to: "numbers.json").path, "--exercise"], home: home.url)
        #expect(
            numbers.status == 1 && numbers.errors.hasPrefix("There is nothing to write for numbers.json"),
            "\(numbers.errors)")
        #expect(
            !FileManager.default.fileExists(
                atPath: home.url.appendingPathComponent("state/learned/Lessons/numbers").path))
    }

    @Test(
        "at the prompt, in a real terminal of 80 and 120 columns: learn asks first, sets the problem, and check passes the learner's model",
        .enabled(if: TmuxSession.isInstalled, "tmux is needed (.ci/run installs it)"), arguments: [80, 120])
    func atThePrompt(_ columns: Int) throws {
        let home = TemporaryFolder("learn-exercise-prompt")
        _ = home.write(Self.reply, to: "reply.json")
        let tmux = TmuxSession(name: "ct-learnx-\(UUID().uuidString.prefix(8))")
        defer { tmux.kill() }
        try LearnEndToEndTests.learnAtPrompt(
            "reply.json", answer: "y", in: tmux, folder: home.url, home: home.url, columns: columns, rows: 60)
        var screen = tmux.waitForScreen(seconds: 120, scrollback: true) { $0.contains("reply 1.1>") }
        try #require(screen.contains("reply 1.1>"), "the prompt did not move to the exercise: \(screen)")
        let lines = Array(
            screen.split(separator: "\n", omittingEmptySubsequences: false).drop {
                !$0.hasPrefix("codable-tutor> learn")
            })
        #expect(
            lines.contains { $0.hasPrefix("── Exercise 1 of 1 in reply · step 1: Your model of reply.json") },
            "\(screen)")
        #expect(lines.contains { $0.hasPrefix("Next: `edit") && $0.contains("opens your copy") }, "\(screen)")
        #expect(!screen.contains("struct "), "\(screen)")
        #expect(lines.allSatisfy { $0.count <= columns }, "\(screen)")
        for word in ["`.convertFromSnakeCase`", "`full_name`", "`[RootElement]`"] {
            let whole = lines.contains {
                $0.split(separator: " ").contains {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: ",.;:()")) == word
                }
            }
            #expect(whole, "\(word) broken: \(screen)")
        }
        try Data(Self.learnersModel().utf8).write(
            to: home.url.appendingPathComponent("state/exercises/reply/01-your-model/Model.swift"))
        tmux.type("clear")
        tmux.type("check")
        screen = tmux.waitForScreen(seconds: 120, scrollback: true) { $0.contains("Step 1 is done") }
        #expect(screen.contains("✓ Your model does what the lesson's does."), "\(screen)")
        #expect(
            screen.contains("`solution`") || screen.contains("`solution 1`") || screen.contains("solution reply 1"),
            "\(screen)")
        tmux.type("quit")
    }
}
