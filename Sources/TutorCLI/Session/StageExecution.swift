import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Compiles, runs and compares a lesson's stages: what `run`, `verify`, `edge` and the quiz's
/// back of a card share. Running is not recording: `run` records a match in the learner's
/// progress itself; `verify`, edge cases and cards never do.
struct StageExecution {
    /// What running one stage gave: the run and its comparison, or why there is none.
    enum Outcome {
        case ran(ProgramRun, StageComparison)
        case failed(CompilerError)

        var matches: Bool {
            if case .ran(_, let comparison) = self { return comparison.matches }
            return false
        }
    }

    let runner: ProgramRunner

    /// Compiles and runs `stage`, and compares what it printed with the lesson's record.
    func execute(_ stage: Stage, of lesson: Lesson, cancellation: Cancellation? = nil) -> Outcome {
        do throws(CompilerError) {
            let run = try runner.run(stage.program(in: lesson), cancellation: cancellation)
            return .ran(run, StageComparison.compare(stage, with: run))
        } catch {
            return .failed(error)
        }
    }
}

extension StageResult {
    /// An outcome in the form `--json` prints.
    init(lesson: Lesson, stage: Stage, outcome: StageExecution.Outcome) {
        switch outcome {
        case .ran(let run, let comparison): self.init(lesson: lesson, stage: stage, run: run, comparison: comparison)
        case .failed(let error): self.init(lesson: lesson, stage: stage, error: error)
        }
    }
}
