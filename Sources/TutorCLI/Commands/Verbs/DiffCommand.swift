import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `diff`: only what the stage changed since the stage before.
struct DiffCommand: StageCommand {
    static let declaration = CommandDeclaration(
        verb: "diff", arguments: CommandArgument.stage, availability: .promptOnly,
        summary: "Show only what a stage changed since the stage before.",
        details:
            """
            At an exercise your code has not passed yet, that change is the answer, and `diff` says so before showing \
            it.
            """,
        section: .learn)

    let lesson: Lesson
    let stage: Stage

    func perform(in session: CommandSession) -> ExitStatus {
        if let step = lesson.step(stage.id.step),
            lesson.hidesChange(of: step, in: session.book.snapshot.lesson(lesson.name))
        {
            session.say(
                TextLayout.wrap(
                    """
                    This is the change step \(step.number) asks you to write: the answer to its exercise, which your \
                    code has not passed yet.
                    """,
                    width: min(session.screen.width, 92)) + "\n")
        }
        session.say(StageView(width: session.screen.width).changes(stage, in: lesson))
        return .success
    }
}
