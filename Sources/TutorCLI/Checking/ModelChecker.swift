import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Checks a learner's model files against one stage and says what it found: what `check`,
/// `edit` and `watch` share. The files stand in for the lesson's files declaring the same
/// types; the program is compiled with the stage's own `run()` and run against its document.
/// The output decides, and for an exercise whose point is code the compiler would write, the
/// code it asks for too.
struct ModelChecker {
    let runner: ProgramRunner
    let screen: Screen
    /// The lessons whose steps, cards and edge cases the advice points at.
    let catalogue: LessonCatalogue
    /// Where a check of a step's exercise is recorded: passed, or what failed.
    var book: ProgressBook? = nil
    /// Whether the learner is at the tutor's prompt: the "Next:" line names commands as typed there.
    var atPrompt = false
    /// Set by `watch`: the "Next:" line says that saving checks again.
    var watching = false
    /// Set by `practise` and `drill`: how the "Next:" line says to check again (`CheckReport.checkAgain`).
    var checkAgain: String? = nil
    /// Set by `drill`: a check that gives no hints (`CheckReport.drilling`).
    var drilling = false

    /// Checks `files` against `stage` and tells the verdict, as JSON or as text: 0 when the
    /// output matches the lesson's, 1 when not. A compile that could not run is thrown, for
    /// the registry to say (with `json`, it is the report's problem instead).
    func check(_ files: [URL], against stage: Stage, of lesson: Lesson, json: Bool, cancellation: Cancellation?)
        throws(CommandFailure)
        -> ExitStatus
    {
        var report: CheckReport
        do throws(CompilerError) {
            report = try examine(files, against: stage, of: lesson, cancellation: cancellation)
        } catch {
            let verdict = CheckVerdict(
                lesson: lesson, stage: stage, file: Self.shown(files), status: .error, problem: error.line)
            guard json else { throw CommandFailure(reporting: error) }
            screen.say(json: verdict)
            return .failed
        }
        let matches = report.comparison.matches
        if let step = Self.exerciseStep(checkedBy: stage, in: lesson), let book {
            report.failedChecks = record(matches, of: step, in: lesson, report: report, book: book)
        }
        if json {
            screen.say(json: report.verdict)
        } else {
            screen.console.say(report.text)
        }
        return .matching(matches)
    }

    /// What a check of `files` against `stage` finds, worked out and not yet told or recorded:
    /// what `check` says, and what `verify` holds a lesson's exercises to. A compile that could
    /// not run is thrown.
    func examine(_ files: [URL], against stage: Stage, of lesson: Lesson, cancellation: Cancellation?)
        throws(CompilerError)
        -> CheckReport
    {
        let step = Self.exerciseStep(checkedBy: stage, in: lesson)
        // The lesson's own version of what the exercise asks for is never filled in: a file
        // with only some of its types would otherwise pass on the lesson's solution. What the
        // learner left out comes as they started it.
        let changed = step.map { lesson.exerciseFiles(of: $0) } ?? []
        let before = step?.stages.first.flatMap { lesson.stage(before: $0.id) }
        var startingPoints: [String: (file: URL, text: String)?] = [:]
        for file in changed {
            let name = file.lastPathComponent
            // A drill starts from nothing: what the learner left out is not there at all.
            startingPoints[name] =
                drilling
                ? .some(nil) : before?.modelFile(named: name).map { ($0, before?.text(of: $0) ?? "") } ?? .some(nil)
        }
        // The learner's files, read once: the compile, the analysis and the report all use these.
        let submission = Submission(reading: files)
        let theirs = submission.topLevelTypeNames
        // In a lesson the tutor wrote, the learner names their types: only those its `run()`
        // names must be there.
        let named =
            lesson.writtenByTutor
            ? Set(SwiftTokens(stage.text(of: stage.runFile) ?? "").tokens.filter { $0.kind == .word }.map(\.text)) : nil
        let undeclared = changed.flatMap { SwiftSource(reading: stage.text(of: $0) ?? "").topLevelTypeNames.sorted() }
            .filter { !theirs.contains($0) && named?.contains($0) != false }
        let run = try runner.run(
            stage.program(in: lesson, submission: submission, startingPoints: startingPoints),
            cancellation: cancellation)
        // The learner's warnings are theirs to weigh; only the output decides.
        var comparison = StageComparison.compare(stage, with: run, diagnostics: .ignored)
        if !stage.mustNotCompile, !run.compile.succeeded { comparison.problem = CheckReport.didNotCompile }
        if !undeclared.isEmpty, !comparison.matches {
            let names = undeclared.map { "`\($0)`" }.joined(separator: " and ")
            comparison.problem =
                drilling
                ? """
                Your file declares no \(names), which the program uses: a drill starts from nothing, so write \
                \(undeclared.count == 1 ? "it" : "them") there.
                """
                : "Your files declare no \(names), which this step changes: the check used \(names) as you "
                    + "started the step, never the lesson's answer, so make the change there too."
        }
        if comparison.matches, let missing = step?.exercise?.missingRequirements(in: submission), !missing.isEmpty {
            comparison.problem =
                "Your output matches the lesson's, but this step asks for "
                + missing.map(\.wording).joined(separator: " and ") + ": write it yourself, then check again."
        }
        // Worked out once: the text, the JSON and the progress book's summary all read it.
        let analysis = CheckAnalysis(
            submission: submission, stage: stage, of: lesson, run: run, comparison: comparison,
            catalogue: catalogue, runner: runner, cancellation: cancellation)
        return CheckReport(
            screen: screen, lesson: lesson, stage: stage, files: files,
            run: run, comparison: comparison, analysis: analysis, atPrompt: atPrompt, watching: watching,
            checkAgain: checkAgain, drilling: drilling)
    }

    /// The step whose exercise is checked against `stage`, if it is one's.
    private static func exerciseStep(checkedBy stage: Stage, in lesson: Lesson) -> Step? {
        lesson.steps.first {
            $0.number == stage.id.step && $0.checkStage?.id == stage.id && stage.scope == .step && $0.exercise != nil
        }
    }

    /// Records a check of a step's exercise: a pass against the step as it is now, or one
    /// more failure and what failed. Returns the failures since the last pass.
    private func record(_ passed: Bool, of step: Step, in lesson: Lesson, report: CheckReport, book: ProgressBook)
        -> Int
    {
        var failures = 0
        book.changeExercise(step: step.number, in: lesson.name) { work in
            if passed {
                work.passed = lesson.fingerprint(of: step)
                work.failedChecks = 0
                work.lastFailure = nil
            } else {
                work.failedChecks += 1
                work.lastFailure = report.failureSummary
            }
            failures = work.failedChecks
        }
        return failures
    }

    /// How the files are named in a verdict: the file, or the folder of several.
    static func shown(_ files: [URL]) -> URL {
        files.count == 1 ? files[0] : files[0].deletingLastPathComponent()
    }
}

extension CommandSession {
    /// Checks learners' models with this session's runner, screen, lessons and progress.
    var checker: ModelChecker {
        ModelChecker(runner: runner, screen: screen, catalogue: catalogue, book: book, atPrompt: prompt != nil)
    }
}
