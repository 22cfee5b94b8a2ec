import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// Every stage of every lesson through the real compiler, and the command-line contract.
/// Serialized: the tests share one compile cache, and two cores are better spent on one
/// verify at a time.
@Suite("End to end", .serialized, .timeLimit(hangLimit))
struct LessonsEndToEndTests {
    struct Verify: Decodable {
        struct Stage: Decodable {
            struct Line: Decodable {
                var expected: String?
                var actual: String?
                var verdict: String
            }
            var stage: String
            var status: String
            var lines: [Line]
            var diagnostics: [Line]
            var problem: String?
        }
        struct Proof: Decodable {
            var step: Int
            var claim: String
            var mistake: String?
            var passed: Bool
            var problem: String?
        }
        var passed: Int
        var failed: Int
        var problems: [String]
        var stages: [Stage]
        var exercises: [Proof]
    }

    @Test(
        "Every stage, card and edge case matches: identical, or a documented platform difference",
        arguments: LessonLoader(root: packageRoot).load().lessons.map(\.name))
    func verifyLesson(lesson: String) throws {
        let loaded = try #require(
            LessonLoader(root: packageRoot).loadWithDecks().decks.first { $0.lesson.name == lesson })
        let steps = loaded.lesson.steps.flatMap(\.stages).count
        let stages = steps + loaded.cards.flatMap(\.stages).count + loaded.edgeCases.flatMap(\.stages).count
        let result = try TutorBinary.run(["verify", lesson, "--json"])
        let report = try JSONDecoder().decode(Verify.self, from: Data(result.output.utf8))
        #expect(report.problems.isEmpty)
        #expect(report.stages.filter { !$0.stage.contains(" ") }.count == steps)
        #expect(report.stages.count == stages)
        for stage in report.stages {
            let bad = (stage.lines + stage.diagnostics).filter { $0.verdict == "different" }
            #expect(
                stage.status == "match",
                "\(lesson) \(stage.stage): \(stage.problem ?? "") \(bad.map { "\($0.expected ?? "∅") ≠ \($0.actual ?? "∅")" })"
            )
        }
        // Each exercise: its start fails, the lesson's change passes, and so does each mistake.
        let mistakes = loaded.lesson.exerciseSteps.compactMap(\.exercise).map(\.mistakes.count).reduce(0, +)
        #expect(report.exercises.count == 2 * loaded.lesson.exerciseSteps.count + mistakes)
        for proof in report.exercises {
            #expect(
                proof.passed, "\(lesson) \(proof.step) \(proof.claim) \(proof.mistake ?? ""): \(proof.problem ?? "")")
        }
        #expect(report.failed == 0 && report.passed == stages + report.exercises.count)
        #expect(result.status == 0)
    }

    @Test("verify prints a line per stage and the tally")
    func verifyText() throws {
        let result = try TutorBinary.run(["verify", "trips"])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix(" passed, 0 failed\n"))
        #expect(result.output.contains("ok    trips 3.1"))
    }

    @Test("Step 10 re-encodes the cards into the file's very bytes: true")
    func roundTrip() throws {
        let result = try TutorBinary.run(["run", "postcards", "10"])
        #expect(result.status == 0)
        #expect(result.output.contains("= true"))
        #expect(!result.output.contains("\u{1B}"), "no escape codes on a pipe")
    }

    @Test("Step 9 shows the real compiler refusing a property left out of CodingKeys")
    func missingCodingKey() throws {
        let result = try TutorBinary.run(["run", "postcards", "9"])
        #expect(result.status == 0)
        #expect(result.output.contains("error: type 'Postcard' does not conform to protocol 'Decodable'"))
        #expect(
            result.output.unwrapped.contains(
                "note: cannot automatically synthesize 'Decodable' because 'stamp' does not have a matching CodingKey and does not have a default value"
            ))
        // The place is named as the learner knows the file, not by the cache's folders.
        #expect(result.output.contains("\n  at Postcard.swift:4:8 (error)\n"))
    }

    @Test("run postcards 7: every compiler and output line says whether the lesson or this machine recorded it")
    func provenance() throws {
        struct Report: Decodable {
            struct Stage: Decodable {
                struct Line: Decodable {
                    var expected: String?
                    var verdict: String
                    var expectedFromLesson: Bool?
                }
                var stage: String
                var status: String
                var lines: [Line]
                var diagnostics: [Line]
                var linesFromLesson: Int
                var linesRecordedHere: Int
            }
            var stages: [Stage]
        }
        let result = try TutorBinary.run(["run", "postcards", "7", "--json"])
        #expect(result.status == 0)
        let stages = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8)).stages
        #expect(stages.map(\.stage) == ["7.1", "7.2", "7.3", "7.4"])
        #expect(stages.allSatisfy { $0.status == "match" })
        // 7.1: the lesson quotes the warning; its two notes were recorded here.
        #expect(stages[0].diagnostics.map(\.expectedFromLesson) == [true, false, false])
        #expect(stages[0].diagnostics[1].expected?.hasPrefix("note: set the initial value") == true)
        #expect((stages[0].linesFromLesson, stages[0].linesRecordedHere) == (3, 2))
        // 7.2: the CodingKeys "fix" compiles without a word and still prints false.
        #expect(stages[1].diagnostics.isEmpty)
        #expect(stages[1].lines.map(\.expected) == ["UUID", "false"])
        #expect(stages[1].lines.allSatisfy { $0.expectedFromLesson == false })
        // 7.3: only `var` makes the decoder read the key, and a 1 is no UUID.
        #expect(stages[2].lines.first?.expected?.hasPrefix("DecodingError.typeMismatch") == true)
        #expect((stages[3].linesFromLesson, stages[3].linesRecordedHere) == (1, 0))

        let screen = try TutorBinary.run(["run", "postcards", "7.1"], environment: ["COLUMNS": "80"])
        #expect(screen.output.contains("= here   note: make the property mutable instead"))
        #expect(screen.output.contains("5 lines checked: 3 against the lesson's record, 2 against this machine's."))
    }

    @Test("edge postcards 7: the lesson's message and this compiler's are a named compiler-version difference")
    func compilerVersionDifference() throws {
        let result = try TutorBinary.run(
            ["edge", "postcards", "7"], input: "does not compile\n", environment: ["COLUMNS": "80"])
        #expect(result.status == 0)
        // Wider than 80 columns, each goes on behind `↳`.
        let said = result.output.unwrapped
        #expect(
            said.contains(
                "~ error: main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in @concurrent context"
            ))
        #expect(!said.contains("@concurrent context [#"))
        #expect(
            said.contains(
                "~ error: main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in nonisolated context [#IsolatedConformances]"
            ))
        #expect(result.output.contains("~ isolated-conformance-context, a compiler-version difference:"))
        #expect(result.output.contains("apart from 1 compiler-version difference explained above"))
    }

    @Test("edge postcards 1: each later stage's code is shown before its output")
    func edgeStagesShown() throws {
        let result = try TutorBinary.run(["edge", "postcards", "1"], input: "\n", environment: ["COLUMNS": "100"])
        let output = result.output
        let code = try #require(output.range(of: "Stage 2 of 3, model.swift — lines marked + are new, - are gone:"))
        let run = try #require(output.range(of: "── 1.2 ·"))
        #expect(code.lowerBound < run.lowerBound)
        #expect(output.contains("  +     var nights = 1"))
        #expect(output.contains("Stage 3 of 3, model.swift"))
    }

    @Test("Trips step 3: two launches, one file, a favorite that survives")
    func restart() throws {
        let result = try TutorBinary.run(["run", "trips", "3.1"])
        #expect(result.status == 0)
        for line in ["Saved 3 trips: 798 bytes", "Saved 3 trips: 797 bytes", "--- launch 2 of 2 ---"] {
            #expect(result.output.contains(line))
        }
    }

    @Test("Trips step 4: the acronym trap, as the real decoder reports it")
    func acronym() throws {
        let result = try TutorBinary.run(["run", "trips", "4"])
        #expect(result.status == 0)
        #expect(result.output.contains("Key 'imageURL' not found"))
    }

    @Test("run --json gives one machine-readable result")
    func runJSON() throws {
        let result = try TutorBinary.run(["run", "postcards", "6.1", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["matches"] as? Bool == true)
        let stages = object?["stages"] as? [[String: Any]]
        #expect(stages?.first?["rulesUsed"] as? [String] == ["typeMismatch-lowercase"])
    }
}

/// The quiz and the edge cases, through the binary.
@Suite("Cards and edge cases, end to end", .serialized, .timeLimit(hangLimit))
struct CardsEndToEndTests {
    func dueCount(_ home: URL) throws -> Int {
        let result = try TutorBinary.run(["cards", "postcards", "--due", "--json"], home: home)
        let list = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
        return try #require(list).count
    }

    @Test("lessons --json counts cards and edge cases")
    func counts() throws {
        let result = try TutorBinary.run(["lessons", "--json"])
        let lessons = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        let byName = Dictionary(uniqueKeysWithValues: lessons.map { ($0["name"] as! String, $0) })
        let loaded = LessonLoader(root: packageRoot).loadWithDecks().decks
        #expect(Set(byName.keys) == Set(loaded.map(\.lesson.name)))
        for deck in loaded {
            #expect(byName[deck.lesson.name]?["cards"] as? Int == deck.cards.count, "\(deck.lesson.name)")
            #expect(byName[deck.lesson.name]?["edgeCases"] as? Int == deck.edgeCases.count, "\(deck.lesson.name)")
        }
    }

    @Test("Reveal one card, grade it Good: one card fewer is due")
    func gradeOnPipe() throws {
        let home = TemporaryFolder("e2e-cards")
        let before = try dueCount(home.url)
        let quiz = try TutorBinary.run(["cards", "postcards"], input: "\n3\nquit\n", home: home.url)
        #expect(quiz.status == 0)
        #expect(quiz.output.contains("Good: it comes back in 10 minutes."))
        #expect(!quiz.output.contains("\u{1B}"))
        #expect(try dueCount(home.url) == before - 1)
        let stats = try TutorBinary.run(["cards", "--stats"], home: home.url)
        let postcards = try #require(
            LessonLoader(root: packageRoot).loadWithDecks().decks.first { $0.lesson.name == "postcards" })
        #expect(stats.output.contains("postcards: \(postcards.cards.count) cards · 1 reviewed"))
    }

    @Test("An edge case: prediction prompt, live run, the prediction judged by the run, explanation")
    func edge() throws {
        // Words that name no outcome are asked again; the outcome's words are judged.
        let result = try TutorBinary.run(["edge", "postcards", "3"], input: "it will not compile\ndoes not compile\n")
        #expect(result.status == 0)
        #expect(
            result.output.unwrapped.contains(
                "error: extension outside of file declaring struct 'Postcard' prevents automatic synthesis"))
        #expect(result.output.unwrapped.contains("“it will not compile” is none of the outcomes"))
        #expect(result.output.unwrapped.contains("✓ Right: run here, it did not compile."))
        #expect(result.output.contains("── why"))
    }

    @Test(
        "Edge-case predictions: a wrong pick, several picks, typed lines, and none at all, each judged by the real run")
    func edgePredictionsJudged() throws {
        let flat = { (output: String) in output.replacingOccurrences(of: "\n", with: " ") }
        let wrong = try TutorBinary.run(["edge", "trips", "2"], input: "1\n", environment: ["COLUMNS": "120"])
        #expect(
            flat(wrong.output).contains("✗ Not so: you said “plain: 2026”, but run here, it printed `plain: 2057`."))
        let both = try TutorBinary.run(["edge", "trips", "8"], input: "2 1\n", environment: ["COLUMNS": "120"])
        #expect(
            flat(both.output).contains(
                "✓ Right: run here, it printed `{\"total\":0.3}` and `{\"total\":0.30000000000000004}`."))
        let half = try TutorBinary.run(["edge", "trips", "8"], input: "1\n", environment: ["COLUMNS": "120"])
        #expect(flat(half.output).contains("✗ Not so: you said “{\"total\":0.3}”, but run here"))
        let typed = try TutorBinary.run(["edge", "postcards", "1"], input: "1\n", environment: ["COLUMNS": "120"])
        #expect(flat(typed.output).contains("✓ Right: run here, it printed just that (spacing not compared)."))
        let typedWrong = try TutorBinary.run(["edge", "postcards", "1"], input: "5\n", environment: ["COLUMNS": "120"])
        #expect(typedWrong.output.contains("You expected:\n    5\nRun here, it printed:\n    1\n"))
        let none = try TutorBinary.run(["edge", "postcards", "1"], input: "\n", environment: ["COLUMNS": "120"])
        #expect(flat(none.output).contains("No prediction given, so none is judged"))
        #expect(!none.output.contains("✓ Right") && !none.output.contains("✗ Not so"))
    }

    @Test("Every file under the home overwritten with garbage: lessons still works, with a warning")
    func garbageHome() throws {
        let home = TemporaryFolder("e2e-garbage")
        _ = try TutorBinary.run(["cards", "postcards"], input: "\n3\nquit\n", home: home.url)
        _ = try TutorBinary.run([], input: "open trips\nquit\n", home: home.url)
        let files = FileManager.default.enumerator(at: home.url, includingPropertiesForKeys: [.isRegularFileKey])!
        var overwritten = 0
        for case let file as URL in files
        where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            try Data("\u{0}garbage\u{7F}{[".utf8).write(to: file)
            overwritten += 1
        }
        #expect(overwritten > 3)
        let result = try TutorBinary.run(["lessons"], home: home.url)
        #expect(result.status == 0)
        #expect(result.errors.hasPrefix("warning: Your progress file could not be read"))
        let again = try TutorBinary.run(["run", "postcards", "0"], home: home.url)
        #expect(again.status == 0, "a damaged cache is compiled afresh: \(again.errors)")
    }
}
