import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `step <N>[.<M>]`: a jump to a step (its first stage) or one stage.
struct StepCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "step",
        arguments: [
            CommandArgument("<N>[.<M>]", .step, missing: "`step` takes one step, like `step 6` or `step 9.2`.")
        ],
        availability: .promptOnly,
        summary: "Jump to a step (its first stage) or a stage.", details: "`step 9.2` or `step coding-keys`.",
        section: .findYourWay, example: "step 9.2")

    let lesson: Lesson
    let stage: Stage

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        (lesson, stage) = try place.stage(words.words)
    }

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        try session.atPrompt(Self.verb).move(to: stage, in: lesson, withStepProse: stage.id.stage == 1)
        return .success
    }
}
