import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// One item of `verify`'s work: a stage to run and compare, or a claim about an exercise to
/// prove by checking it as a learner's copy is checked.
enum VerifyWork: Sendable {
    case stage(Lesson, Stage)
    case proof(ExerciseProof)
}

/// What one item of `verify`'s work gave, and its line.
enum VerifyOutcome: Sendable {
    case stage(StageResult)
    case proof(ExerciseProof.Result)

    var passed: Bool {
        switch self {
        case .stage(let result): result.status == .match
        case .proof(let result): result.passed
        }
    }

    var stage: StageResult? {
        if case .stage(let result) = self { return result }
        return nil
    }

    var proof: ExerciseProof.Result? {
        if case .proof(let result) = self { return result }
        return nil
    }

    /// The line `verify` prints for it.
    var line: String {
        switch self {
        case .stage(let result): return VerifyCommand.line(result)
        case .proof(let result): return VerifyCommand.line(result)
        }
    }
}

/// What `verify`'s workers carry out their items with.
struct VerifyContext: Sendable {
    let execution: StageExecution
    let checker: ModelChecker
    /// A home of verify's own, where an exercise's start is made.
    let scratch: TutorHome
    let cancellation: Cancellation?

    func carryOut(_ work: VerifyWork) -> VerifyOutcome {
        switch work {
        case .stage(let lesson, let stage):
            .stage(
                StageResult(
                    lesson: lesson, stage: stage,
                    outcome: execution.execute(stage, of: lesson, cancellation: cancellation)))
        case .proof(let proof):
            .proof(proof.prove(with: checker, scratch: scratch, cancellation: cancellation))
        }
    }
}

extension VerifyCommand {
    /// The checker `check` uses, at a width no expected text is wrapped at and without colour,
    /// recording nothing: verify reads its reports, the learner never sees them.
    func verifyChecker(in session: CommandSession) -> ModelChecker {
        let screen = Screen(console: session.console, styler: Styler(colour: false), width: { 200 })
        return ModelChecker(runner: session.runner, screen: screen, catalogue: session.catalogue)
    }

    /// `ok    spellbook 5          mistake toughness-if-present: fails, and says 2 expected texts`.
    static func line(_ result: ExerciseProof.Result) -> String {
        let status = result.passed ? "ok  " : "FAIL"
        var line = "\(status)  \(result.lesson) \(TextLayout.pad(String(result.step), to: 10)) \(result.title)"
        if let problem = result.problem { line += " — " + problem }
        return line
    }
}
