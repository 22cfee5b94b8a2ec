import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// What a person reads, compared with files under `Golden/`. Set RECORD_SNAPSHOTS=1 to
/// write the files afresh after a deliberate change, then read the diff before committing.
@Suite("Golden screens")
struct GoldenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    func assertGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = Self.folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data((text + "\n").utf8).write(to: file)
            return
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(
            text + "\n" == golden, "\(name) differs; RECORD_SNAPSHOTS=1 re-records it", sourceLocation: sourceLocation)
    }

    var postcards: Lesson {
        LessonLoader(root: packageRoot).load().lessons.first { $0.name == "postcards" }!
    }

    /// A run of 6.1 as Linux prints it, built by hand so the screen does not depend on a compiler.
    func linuxRun(of stage: Stage) -> ProgramRun {
        let output =
            "DecodingError.typeMismatch: expected value of type Double. Path: [0].sent. Debug description: Expected to decode Double but found a string instead.\n"
        return ProgramRun(
            compile: CompileResult(succeeded: true, diagnostics: [], seconds: 0.61), compiledFromCache: false,
            launches: [ProcessResult(ending: .exited(0), standardOutput: Data(output.utf8))], output: output,
            errorOutput: "")
    }

    @Test("A rendered step: prose, stage, model with changes marked")
    func renderedStep() throws {
        let lesson = postcards
        let stage = try #require(lesson.stage(StageID(step: 6, stage: 1)))
        try assertGolden(StageView(width: 80).render(stage, in: lesson), "step-postcards-6.1.txt")
    }

    @Test("An exercise not passed: the task, the output wanted, the model before the step; never the change")
    func renderedProblem() throws {
        let lesson = postcards
        let step = try #require(lesson.step(5))
        let stage = try #require(step.stages.first)
        let page = StageView(width: 80).render(stage, in: lesson, record: Progress.LessonProgress())
        #expect(page == StageView(width: 80).problem(step, in: lesson))
        #expect(!page.contains("String?"), "the page holds the answer")
        #expect(!page.contains(step.prose.prefix(40)), "the step's prose explains the answer")
        try assertGolden(page, "problem-postcards-5.txt")
        // Once the learner's code passed, the same page is the step with its change marked.
        var passed = Progress.LessonProgress()
        var work = ExerciseRecord()
        work.passed = lesson.fingerprint(of: step)
        passed.exercises["5"] = work
        let after = StageView(width: 80).render(stage, in: lesson, record: passed)
        #expect(after == StageView(width: 80).render(stage, in: lesson))
        #expect(after.contains("  +     var message: String?"))
    }

    @Test("Side by side, with a platform difference and its explanation")
    func sideBySide() throws {
        let stage = try #require(postcards.stage(StageID(step: 6, stage: 1)))
        let run = linuxRun(of: stage)
        let view = RunView(width: 120, styler: Styler(colour: false))
        try assertGolden(
            view.render(stage, run: run, comparison: StageComparison.compare(stage, with: run)), "run-side-by-side.txt")
    }

    @Test("One above the other on a narrow terminal, with a real difference")
    func stacked() throws {
        var stage = try #require(postcards.stage(StageID(step: 6, stage: 1)))
        stage.expectedOutput = "4 postcards\n" + (stage.expectedOutput ?? "")
        let run = linuxRun(of: stage)
        let view = RunView(width: 70, styler: Styler(colour: false))
        try assertGolden(
            view.render(stage, run: run, comparison: StageComparison.compare(stage, with: run)), "run-stacked.txt")
    }

    @Test(
        "run postcards 7.1: the lesson's warning and the notes recorded here, tagged line by line",
        arguments: [80, 120])
    func provenanceScreen(width: Int) throws {
        let stage = try #require(postcards.stage(StageID(step: 7, stage: 1)))
        let run = RunViewTests.warnedRun()
        let view = RunView(width: width, styler: Styler(colour: false))
        try assertGolden(
            view.render(stage, run: run, comparison: StageComparison.compare(stage, with: run)),
            "run-postcards-7.1-\(width).txt")
    }

    @Test("Colour marks the verdicts, and only when asked")
    func colour() {
        let rows = [
            ComparedLine(expected: "a", actual: "a", verdict: .identical),
            ComparedLine(expected: "b", actual: "c", verdict: .different),
        ]
        let plain = ComparisonView(width: 120, styler: Styler(colour: false)).render(
            rows, expectedTitle: "e", actualTitle: "a")
        let coloured = ComparisonView(width: 120, styler: Styler(colour: true)).render(
            rows, expectedTitle: "e", actualTitle: "a")
        #expect(!plain.contains("\u{1B}"))
        #expect(coloured.contains("\u{1B}[32m= a"))
        #expect(coloured.contains("\u{1B}[31m! b"))
    }
}
