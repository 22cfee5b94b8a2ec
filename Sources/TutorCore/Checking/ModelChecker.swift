import Foundation

/// Checks a learner's model file against one stage and says what it found: what `check`,
/// `edit` and `watch` share. The model is compiled with the stage's own `run()` and run
/// against its document; only the output decides.
struct ModelChecker {
    let runner: ProgramRunner
    let screen: Screen
    /// The lessons whose steps, cards and edge cases the advice points at.
    let catalogue: LessonCatalogue
    /// Whether the learner is at the tutor's prompt: the "Next:" line names commands as typed there.
    var atPrompt = false
    /// Set by `watch`: the "Next:" line says that saving checks again.
    var watching = false

    /// Checks `file` against `stage` and tells the verdict, as JSON or as text: 0 when the
    /// output matches the lesson's, 1 when not or when nothing could be run.
    func check(_ file: URL, against stage: Stage, of lesson: Lesson, json: Bool, cancellation: Cancellation?) -> ExitStatus {
        let run: ProgramRun
        do throws(CompilerError) {
            run = try runner.run(stage.program(in: lesson, model: file), cancellation: cancellation)
        } catch {
            let verdict = CheckVerdict(lesson: lesson, stage: stage, file: file, status: .error, problem: error.line)
            if json { screen.say(json: verdict) } else { screen.console.complain(error.text) }
            return .failed
        }
        // The learner's warnings are theirs to weigh; only the output decides.
        var comparison = StageComparison.compare(stage, with: run, diagnostics: .ignored)
        if !stage.mustNotCompile, !run.compile.succeeded { comparison.problem = "Your model did not compile." }
        let report = CheckReport(screen: screen, catalogue: catalogue, runner: runner, lesson: lesson, stage: stage, file: file,
            run: run, comparison: comparison, cancellation: cancellation, atPrompt: atPrompt, watching: watching)
        if json {
            screen.say(json: report.verdict)
        } else {
            screen.console.say(report.text)
        }
        return .matching(comparison.matches)
    }
}

extension CommandSession {
    /// Checks learners' models with this session's runner, screen and lessons.
    var checker: ModelChecker {
        ModelChecker(runner: runner, screen: screen, catalogue: catalogue, atPrompt: prompt != nil)
    }
}
