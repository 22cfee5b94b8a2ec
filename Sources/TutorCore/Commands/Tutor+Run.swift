import Foundation

extension Tutor {
    /// What running one stage gave: the run and its comparison, or why there is none.
    enum StageOutcome {
        case ran(ProgramRun, StageComparison)
        case failed(CompilerError)

        var matches: Bool {
            if case .ran(_, let comparison) = self { return comparison.matches }
            return false
        }
    }

    /// Compiles, runs and compares one stage. Running is not recording: `run` records a
    /// match in the learner's progress itself; `verify`, edge cases and cards never do.
    func execute(_ stage: Stage, of lesson: Lesson, cancellation: Cancellation? = nil) -> StageOutcome {
        do throws(CompilerError) {
            let run = try runner.run(stage.program(in: lesson), cancellation: cancellation)
            let comparison = StageComparison.compare(stage, with: run)
            return .ran(run, comparison)
        } catch {
            return .failed(error)
        }
    }

    /// Runs `stages` in order, the lesson's output beside the real one (or one JSON report),
    /// and records each match as passed. 0 when all match.
    func runStages(_ stages: [Stage], of lesson: Lesson, json: Bool, cancellation: Cancellation?) -> ExitStatus {
        var results: [StageResult] = []
        var allMatch = true
        let view = RunView(measuring: { self.width }, styler: styler)
        stageLoop: for (index, stage) in stages.enumerated() {
            let outcome = execute(stage, of: lesson, cancellation: cancellation)
            allMatch = allMatch && outcome.matches
            if outcome.matches { book.recordPass(stage, of: lesson) }
            switch outcome {
            case .ran(let run, let comparison):
                results.append(StageResult(lesson: lesson, stage: stage, run: run, comparison: comparison))
                if !json {
                    if index > 0 { console.say("") }
                    console.say(view.render(stage, run: run, comparison: comparison))
                }
            case .failed(let error):
                results.append(StageResult(lesson: lesson, stage: stage, error: error))
                // After Ctrl-C the terminal has echoed `^C` with no newline.
                if !json { console.complain((error == .cancelled ? "\n" : "") + error.text) }
                // Cancelled, or no compiler: no later stage can run either.
                if error == .cancelled { break stageLoop }
                if case .notFound = error { break stageLoop }
            }
        }
        if json {
            console.say(Self.json(RunReport(matches: allMatch, stages: results)))
        } else if let last = stages.last, results.last?.status != .error {
            console.say("\n" + TextLayout.line(nextHint(after: last, of: lesson, matched: allMatch), width: width))
        }
        return .matching(allMatch)
    }

    /// The likely next command after running `stage`.
    func nextHint(after stage: Stage, of lesson: Lesson, matched: Bool) -> String {
        guard matched else {
            return "Next: read the marked lines above; `diff` shows what this stage changed, `show` the whole model."
        }
        if let next = lesson.stage(after: stage.id) {
            return "Next: `next` (or `codable-tutor show \(lesson.name) \(next.id)`) for \(next.id): \(next.title)."
        }
        return "That was the last stage of \(lesson.title). Next: `lessons` to choose another lesson."
    }
}

/// `run --json`: whether everything matched, and each stage's result.
struct RunReport: Codable {
    var matches: Bool
    var stages: [StageResult]
}
