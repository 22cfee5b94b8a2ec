import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Lesson loader")
struct LessonLoaderTests {
    /// The content inventory: the one place the lessons' sizes are stated. Other tests count
    /// the loaded lessons instead, so that a new card or stage changes one line.
    @Test("The shipped lessons load without a problem, with every step, stage, card and edge case of the lesson map")
    func shippedLessons() throws {
        let (lessons, decks, problems) = LessonLoader(root: packageRoot).loadWithDecks()
        #expect(problems.isEmpty, "\(problems)")
        let postcards = try #require(lessons.first { $0.name == "postcards" })
        #expect(postcards.steps.map(\.number) == Array(0...12))
        #expect(postcards.step(named: "9")?.stages.count == 5)
        #expect(postcards.step(named: "6")?.stages.count == 2)
        let trips = try #require(lessons.first { $0.name == "trips" })
        #expect(trips.steps.map(\.number) == Array(1...5))
        #expect(trips.stage(StageID(step: 3, stage: 1))?.launches == 2)
        #expect(postcards.steps.flatMap(\.stages).count == 23 && trips.steps.flatMap(\.stages).count == 6)
        let postcardsDeck = try #require(decks.first { $0.lesson.name == "postcards" })
        let tripsDeck = try #require(decks.first { $0.lesson.name == "trips" })
        #expect(postcardsDeck.cards.count == 17 && postcardsDeck.edgeCases.count == 11)
        #expect(tripsDeck.cards.count == 15 && tripsDeck.edgeCases.count == 10)
        #expect(postcardsDeck.cards.filter { $0.kind == .write }.count == 9)
        #expect(tripsDeck.cards.filter { $0.kind == .write }.count == 9)
        // The one recorded run that is a crash: `try?`, then `!`.
        let crashes = decks.flatMap(\.edgeCases).flatMap(\.stages).filter(\.endsInCrash)
        #expect(crashes.map(\.label) == ["edge 2.2"])
    }

    @Test("The decks read apart from the lessons, as the catalogue reads them, are the decks read with them")
    func decksReadApart() throws {
        let (lessons, decks, _) = LessonLoader(root: packageRoot).loadWithDecks()
        let steps = LessonLoader(root: packageRoot).load().lessons
        #expect(steps.map(\.name) == lessons.map(\.name))
        let apart = LessonLoader(root: packageRoot).loadDecks(of: steps)
        #expect(apart.problems.isEmpty, "\(apart.problems)")
        #expect(apart.decks.map(\.lesson.name) == decks.map(\.lesson.name))
        for (one, other) in zip(apart.decks, decks) {
            #expect(one.cards.map(\.id) == other.cards.map(\.id), "\(one.lesson.name)")
            #expect(one.edgeCases.map(\.id) == other.edgeCases.map(\.id), "\(one.lesson.name)")
            #expect(one.stages.count == other.stages.count, "\(one.lesson.name)")
        }
        #expect(decks.allSatisfy { !$0.cards.isEmpty && !$0.edgeCases.isEmpty })
    }

    @Test("Inherited files come from the stage before, across steps")
    func inheritance() throws {
        let lessons = LessonLoader(root: packageRoot).load().lessons
        let postcards = try #require(lessons.first { $0.name == "postcards" })
        let two = try #require(postcards.stage(StageID(step: 2, stage: 1)))
        let one = try #require(postcards.stage(StageID(step: 1, stage: 1)))
        #expect(!two.ownsModel)
        #expect(two.modelFiles == one.modelFiles)
        #expect(postcards.stage(StageID(step: 0, stage: 1))?.modelFiles == [])
        #expect(postcards.stage(StageID(step: 9, stage: 4))?.mustNotCompile == true)
    }

    @Test(
        "A stage's Swift is read once, at load: fingerprints, exercise files, programs and views use the text kept, even once the files are gone"
    )
    func sourcesReadOnce() throws {
        let folder = TemporaryFolder("loader-read-once")
        for name in ["Lessons", "Content"] {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
        }
        let postcards = try #require(LessonLoader(root: folder.url).load().lessons.first { $0.name == "postcards" })
        for stage in postcards.stages {
            for file in stage.modelFiles + [stage.runFile] {
                #expect(
                    stage.text(of: file) == (try String(contentsOf: file, encoding: .utf8)),
                    "\(stage.id) \(file.lastPathComponent)")
            }
        }
        let step = try #require(postcards.exerciseSteps.first)
        let stage = try #require(step.checkStage)
        let before = (
            postcards.fingerprint(of: step), postcards.exerciseFiles(of: step),
            stage.program(in: postcards, learnerFiles: []),
            StageView(width: 100).render(stage, in: postcards)
        )
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("Lessons"))
        #expect(postcards.fingerprint(of: step) == before.0)
        #expect(postcards.exerciseFiles(of: step) == before.1 && !before.1.isEmpty)
        #expect(stage.program(in: postcards, learnerFiles: []) == before.2)
        #expect(StageView(width: 100).render(stage, in: postcards) == before.3)
        #expect(!before.3.contains("cannot read"))
    }

    @Test("Every problem is reported with its file and line, not just the first")
    func brokenLesson() {
        let folder = TemporaryFolder("loader")
        folder.write(
            "title: Broken\ndocument: missing.json\ncolour: red\n\nA summary.\n", to: "Lessons/broken/lesson.txt")
        folder.write("no colon here\n\nProse.\n", to: "Lessons/broken/01-first/step.txt")
        folder.write(
            "title: A\nlaunches: many\nexpected: maybe\nends: sometimes\n\nText.\n",
            to: "Lessons/broken/01-first/1/stage.txt")
        folder.write("func run() {}\n", to: "Lessons/broken/01-first/1/run.swift")
        folder.write("no newline at the end", to: "Lessons/broken/01-first/1/expected.txt")
        folder.write("title: B\n\n", to: "Lessons/broken/01-first/3/stage.txt")
        folder.write("title: C\n", to: "Lessons/broken/01-first/3/stage.txt")
        folder.write("bogus: line\n", to: "Lessons/broken/01-first/3/diagnostics.txt")
        folder.write("", to: "Lessons/broken/01-first/3/notes.md")
        folder.write("title: D\n", to: "Lessons/broken/Step Two/step.txt")
        let problems = LessonLoader(root: folder.url).loadWithDecks().problems.map(\.description)
        let expected = [
            "broken/lesson.txt:2: no document `missing.json` in Content/broken",
            "broken/lesson.txt:3: unknown key `colour` (known: document, order, title)",
            "broken/01-first/step.txt:1: expected a header line `key: value`, found \"no colon here\"",
            "broken/01-first/step.txt:1: missing `title:` header line",
            "broken/01-first/1/stage.txt:2: `launches` is a number from 1 to 9, not \"many\"",
            "broken/01-first/1/stage.txt:3: `expected` is `lesson`, `here` or `here from line N`, not \"maybe\"",
            "broken/01-first/1/stage.txt:4: `ends` is `crash` or `normally`, not \"sometimes\"",
            "broken/01-first/1/expected.txt:1: the last line has no newline; a program's print() always ends with one",
            "broken/01-first/3: stages are numbered 1, 2, … without gaps; expected 2",
            "broken/01-first/3/notes.md: unexpected file in a stage folder (known: diagnostics.txt, expected.txt, run.swift, stage.txt, and model files ending in .swift)",
            "broken/01-first/3/diagnostics.txt:1: expected `error: …`, `warning: …` or `note: …`, or one of them after `here: `",
            "broken/Step Two: a step folder is named `NN-slug`, like `06-dates`",
        ]
        for line in expected {
            #expect(problems.contains(line), "missing: \(line)\nall: \(problems.joined(separator: "\n"))")
        }
    }

    @Test(
        "A step with no stage that reads (none at all, or every one refused) is left out with a located sentence, and no reference reaches it"
    )
    func stepWithoutStages() throws {
        let folder = TemporaryFolder("loader-stageless")
        folder.write("title: T\n\nSummary.\n", to: "Lessons/demo/lesson.txt")
        folder.write("title: One\n\nProse.\n", to: "Lessons/demo/01-one/step.txt")
        folder.write("title: fine\n", to: "Lessons/demo/01-one/1/stage.txt")
        folder.write("func run() { print(1) }\n", to: "Lessons/demo/01-one/1/run.swift")
        folder.write("1\n", to: "Lessons/demo/01-one/1/expected.txt")
        // Step 2: its one stage has no stage.txt. Step 3: no stage folder at all.
        folder.write("title: Two\n\nProse.\n", to: "Lessons/demo/02-two/step.txt")
        folder.write("func run() {}\n", to: "Lessons/demo/02-two/1/run.swift")
        folder.write("title: Three\n\nProse.\n", to: "Lessons/demo/03-three/step.txt")
        let (lessons, problems) = LessonLoader(root: folder.url).load()
        let lesson = try #require(lessons.first)
        #expect(lesson.steps.map(\.number) == [1])
        let said = problems.map(\.description)
        #expect(
            said.contains("demo/02-two: none of the step's stages could be read (see above), so the step is left out"),
            "\(said)")
        #expect(
            said.contains("demo/03-three: the step has no stage folders (`1`, `2`, …), so it is left out"), "\(said)")
        #expect(throws: CommandFailure.self) { try StageReference.stages("2", in: lesson) }
        // Should a step without stages come by another way, a reference to it is a sentence.
        var hollow = lesson
        hollow.steps.append(Step(number: 4, slug: "four", title: "Four", prose: "", stages: [], exercise: nil))
        #expect { try StageReference.stages("4", in: hollow) } throws: {
            ($0 as? CommandFailure)?.message.contains("has no stage") == true
        }
    }

    @Test("A line of diagnostics.txt marked `here: ` was recorded on this machine; the others are the lesson's")
    func diagnosticProvenance() throws {
        let folder = TemporaryFolder("loader-here")
        folder.write("title: T\n\nSummary.\n", to: "Lessons/demo/lesson.txt")
        folder.write("title: One\n\nProse.\n", to: "Lessons/demo/01-one/step.txt")
        folder.write("title: warned\n", to: "Lessons/demo/01-one/1/stage.txt")
        folder.write("func run() {}\n", to: "Lessons/demo/01-one/1/run.swift")
        folder.write("\n", to: "Lessons/demo/01-one/1/expected.txt")
        folder.write(
            "warning: the lesson quoted this\nhere: note: this was recorded here\nhere: bogus\n",
            to: "Lessons/demo/01-one/1/diagnostics.txt")
        let (lessons, _, problems) = LessonLoader(root: folder.url).loadWithDecks()
        let stage = try #require(lessons.first?.stages.first)
        #expect(stage.expectedDiagnostics.map(\.fromLesson) == [true, false])
        #expect(
            stage.expectedDiagnostics.map(\.description) == [
                "warning: the lesson quoted this", "note: this was recorded here",
            ])
        #expect(
            stage.expectedDiagnostics.map(\.recordedLine) == [
                "warning: the lesson quoted this", "here: note: this was recorded here",
            ])
        #expect(
            problems.map(\.description) == [
                "demo/01-one/1/diagnostics.txt:3: expected `error: …`, `warning: …` or `note: …`, or one of them after `here: `"
            ])
    }

    @Test("The shipped stages mark the compiler lines their lesson never showed")
    func shippedProvenance() throws {
        let lessons = LessonLoader(root: packageRoot).load().lessons
        let postcards = try #require(lessons.first { $0.name == "postcards" })
        // 7.1: the lesson quotes the warning; the two notes under it were recorded here.
        let warned = try #require(postcards.stage(StageID(step: 7, stage: 1)))
        #expect(warned.expectedDiagnostics.map(\.fromLesson) == [true, false, false])
        // 9.4: the error and the `init(from:)` note are the lesson's; the note naming `stamp` is not.
        let refused = try #require(postcards.stage(StageID(step: 9, stage: 4)))
        #expect(refused.expectedDiagnostics.map(\.fromLesson) == [true, false, true])
        #expect(refused.expectedDiagnostics[1].message.contains("'stamp'"))
        // 7.2 and 7.3 show what the lesson never ran, so their output was recorded here.
        #expect(postcards.stage(StageID(step: 7, stage: 2))?.provenance == .hereFrom(line: 1))
        #expect(postcards.stage(StageID(step: 7, stage: 3))?.provenance == .hereFrom(line: 1))
        #expect(postcards.stage(StageID(step: 7, stage: 4))?.provenance == .lesson)
    }

    @Test("Stage ids read and print as step.stage")
    func stageIDs() {
        #expect(StageID("9.2") == StageID(step: 9, stage: 2))
        #expect(StageID("9") == nil)
        #expect(StageID("9.0") == nil)
        #expect(StageID(step: 10, stage: 1).description == "10.1")
        #expect(StageID(step: 9, stage: 4) < StageID(step: 10, stage: 1))
    }
}
