import Foundation
import TestSupport
import Testing

/// The commands around an exercise — edit, check without a file, hint, solution, reset,
/// watch — as the "done when" states them.
@Suite("Exercise commands, end to end", .serialized, .timeLimit(hangLimit))
struct ExerciseCommandsEndToEndTests {
    let home = TemporaryFolder("e2e-exercise-commands")

    @Test("An editor that returns at once with nothing changed leaves step 5 unchecked and says why: exit 1")
    func untouchedEditFails() throws {
        let result = try TutorBinary.run(["edit", "postcards", "5"], environment: ["EDITOR": "true"], home: home.url)
        #expect(result.status == 1)
        // The untouched start is not an answer: it is not checked, and the learner is told how to go on.
        #expect(!result.output.contains("Checking your copy"), "\(result.output)")
        #expect(result.errors.unwrapped.contains("The editor returned at once and your copy is unchanged"))
        #expect(result.errors.unwrapped.contains("`codable-tutor check postcards 5`"), "\(result.errors)")
        #expect(result.errors.unwrapped.contains("`code --wait`"))
        let copy = home.url.appendingPathComponent("state/exercises/postcards/05-optionals/Postcard.swift")
        let text = try String(contentsOf: copy, encoding: .utf8)
        #expect(text.hasPrefix("// Your turn · postcards step 5"))
        #expect(!text.contains("String?"), "the start already holds the answer")
    }

    @Test("reset puts the start back and keeps the old copy; check then fails")
    func resetThenCheckFails() throws {
        let folder = TemporaryFolder("e2e-exercise-editor")
        let editor = try ExerciseEndToEndTests.rightEditor(for: "postcards", step: 5, in: folder)
        #expect(
            try TutorBinary.run(["edit", "postcards", "5"], environment: ["EDITOR": editor], home: home.url).status == 0
        )
        let reset = try TutorBinary.run(["reset", "postcards", "5"], home: home.url)
        #expect(reset.status == 0)
        let aside = home.url.appendingPathComponent(
            "state/exercises/postcards/05-optionals.before-reset-1/Postcard.swift")
        #expect(try String(contentsOf: aside, encoding: .utf8).contains("String?"), "the learner's work was not kept")
        #expect(try TutorBinary.run(["check", "postcards", "5"], home: home.url).status == 1)
    }

    @Test("Three hints are three different hints; the solution shows the lesson's change")
    func hintsAndSolution() throws {
        let hints = try (1...3).map { _ in try TutorBinary.run(["hint", "postcards", "6"], home: home.url) }
        #expect(hints.allSatisfy { $0.status == 0 })
        #expect(Set(hints.map(\.output)).count == 3)
        #expect(hints[0].output.contains("Hint 1 of"))
        let solution = try TutorBinary.run(["solution", "postcards", "5", "--yes"], home: home.url)
        #expect(solution.status == 0)
        #expect(solution.output.contains("+     var message: String?"))
    }

    @Test("After a failed check, the hint starts from what failed")
    func hintAfterFailure() throws {
        _ = try TutorBinary.run(["check", "postcards", "5"], home: home.url)
        let hint = try TutorBinary.run(["hint", "postcards", "5"], home: home.url)
        #expect(hint.output.unwrapped.contains("Your last check found: It did not compile"))
    }

    @Test(
        "A file with Idea and the new TripDraft passes Trips step 5, a wrong Idea fails with the decoder's sentence, and Idea alone fails naming TripDraft"
    )
    func onlyTheStepsType() throws {
        let folder = TemporaryFolder("e2e-exercise-idea")
        let right = """
            import Foundation

            struct Idea: Decodable, Identifiable {
                let city: String
                let country: String
                let suggestedNights: Int
                let imageURL: URL
                var id: String { city }

                enum CodingKeys: String, CodingKey {
                    case city, country, suggestedNights
                    case imageURL = "imageUrl"
                }

                static func load() throws -> [Idea] {
                    let decoder = JSONDecoder()
                    decoder.keyDecodingStrategy = .convertFromSnakeCase
                    return try decoder.decode([Idea].self, from: document())
                }
            }
            """
        // The draft is new in this step, so it is the learner's to write too.
        let draft = try String(
            contentsOf: packageRoot.appendingPathComponent("Lessons/trips/05-keys-of-your-own/1/TripDraft.swift"),
            encoding: .utf8)
        let alone = folder.write(right, to: "Idea.swift")
        let lacking = try TutorBinary.run(["check", "trips", "5", alone.path], home: home.url)
        #expect(lacking.status == 1)
        #expect(
            lacking.output.unwrapped.contains("Your files declare no `TripDraft`, which this step changes"),
            "\(lacking.output)")
        let file = folder.write(right + "\n" + draft, to: "Mine.swift")
        let passed = try TutorBinary.run(["check", "trips", "5", file.path], home: home.url)
        #expect(passed.status == 0, "\(passed.output)")
        let wrong = folder.write(
            (right + "\n" + draft).replacingOccurrences(
                of: "case imageURL = \"imageUrl\"", with: "case imageURL = \"image_url\""),
            to: "Wrong.swift")
        let failed = try TutorBinary.run(["check", "trips", "5", wrong.path], home: home.url)
        #expect(failed.status == 1)
        #expect(failed.output.unwrapped.contains("What the decoder is telling you"))
    }

    @Test("watch on a copy that passes says the step is done and offers the first step not done, then ends")
    func watchEndsOnPass() throws {
        let folder = TemporaryFolder("e2e-exercise-editor")
        let editor = try ExerciseEndToEndTests.rightEditor(for: "postcards", step: 5, in: folder)
        _ = try TutorBinary.run(["edit", "postcards", "5"], environment: ["EDITOR": editor], home: home.url)
        let watched = try TutorBinary.run(["watch", "postcards", "5"], input: "", home: home.url, timeout: 120)
        #expect(watched.status == 0)
        #expect(watched.output.unwrapped.contains("Step 5 is done"))
        // The way forward is the first step not done: step 0, never run in this home.
        #expect(
            watched.output.unwrapped.contains(
                """
                Next: `codable-tutor show postcards 5` for the lesson's change and why; then step 0, The starter: \
                `codable-tutor run postcards 0`.
                """), "\(watched.output)")
    }

    @Test("A step with nothing to write says so, and names the next one to write")
    func readingStep() throws {
        let result = try TutorBinary.run(["edit", "postcards", "4"], environment: ["EDITOR": "true"], home: home.url)
        #expect(result.status == 2)
        #expect(result.errors.unwrapped.contains("has nothing for you to write"))
        #expect(result.errors.unwrapped.contains("edit postcards 5"))
    }

    @Test("Welcome back resumes at the first step not done, not the last one shown")
    func welcomeBackResumes() throws {
        let folder = TemporaryFolder("e2e-exercise-editor")
        let editor = try ExerciseEndToEndTests.rightEditor(for: "postcards", step: 1, in: folder)
        _ = try TutorBinary.run(["run", "postcards", "0"], home: home.url)
        #expect(
            try TutorBinary.run(["edit", "postcards", "1"], environment: ["EDITOR": editor], home: home.url).status == 0
        )
        _ = try TutorBinary.run([], input: "open postcards\nstep 9\nquit\n", home: home.url)
        let back = try TutorBinary.run([], input: "quit\n", home: home.url)
        #expect(back.output.unwrapped.contains("Welcome back. You are in"))
        #expect(back.output.unwrapped.contains("at step 2,"), "\(back.output)")
    }

    @Test("A drill's failed check points at the evidence and names no fix, where a check outside it names one")
    func drillNamesNoFix() throws {
        let folder = TemporaryFolder("e2e-drill-no-fix")
        // The classic slip of step 8: an enum with no raw type, read from a string.
        let model = folder.write(
            """
            import Foundation

            enum Stamp: Codable {
                case airmail
                case surface
                case priority
            }

            struct Postcard: Codable, Identifiable {
                let id: Int
                var to: String
                var sent: Date
                var message: String?
                var stamp: Stamp
            }
            """, to: "Model.swift")
        let drill = try TutorBinary.run(
            ["drill", "postcards", "8"], input: "quit\n", environment: ["EDITOR": "cp '\(model.path)'"],
            home: folder.url)
        #expect(drill.status == 1, "\(drill.output)\(drill.errors)")
        #expect(drill.output.unwrapped.contains("Next: read what differs above and mend your model"), "\(drill.output)")
        #expect(!drill.output.unwrapped.contains("a raw type, `enum"), "the drill named the fix:\n\(drill.output)")
        // The same model checked outside a drill is told the fix: the drill's silence is its own.
        let checked = try TutorBinary.run(["check", "postcards", "8", model.path], home: folder.url)
        #expect(checked.output.unwrapped.contains("give `Stamp` a raw type, `enum"), "\(checked.output)")
    }
}
