import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `show [<lesson> <step>]`: a step's prose and its model, the changed lines marked. It only
/// shows: the learner's place at the prompt moves with `step`, `next` and `back`.
struct ShowCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "show", arguments: CommandArgument.stage,
        summary: "Show a step: its prose and its model, changed lines marked.",
        details:
            """
            A step is a number (6), a slug (dates), or one stage (9.2). In the REPL, `show` alone means the current \
            stage; showing a step does not move you there (`step` does). At a step you write that your code has not \
            passed yet, it shows the problem instead: the task, what the program must print, and the model before the \
            step; the change waits for your pass, or for `solution`.
            """,
        section: .learn, example: "show 6", commandLineExample: "show {lesson} 6")

    let lesson: Lesson
    let stages: [Stage]

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        (lesson, stages) = try place.stages(words.words)
    }

    /// Prints the stages (at an exercise not passed, its problem); at the prompt the learner's
    /// place stays where it is (`step` moves it).
    func perform(in session: CommandSession) -> ExitStatus {
        let view = StageView(width: session.screen.width)
        let record = session.book.snapshot.lesson(lesson.name)
        let number = stages[0].id.step
        if let step = lesson.step(number), lesson.hidesChange(of: step, in: record) {
            session.page(view.problem(step, in: lesson))
        } else {
            let shown = stages.enumerated().map { index, stage in
                view.render(stage, in: lesson, heading: index == 0 ? .positionAndProse : .none)
            }
            session.page(shown.joined(separator: "\n\n"))
        }
        session.book.markRead(step: number, in: lesson.name)
        let next = session.next
        var sentence = next.onPage(
            of: stages[0], in: lesson, progress: session.book.snapshot, lessons: session.catalogue.lessons)
        let named = stages.count == 1 ? stages[0].id.description : String(number)
        if lesson.action(at: stages[0], in: session.book.snapshot.lesson(lesson.name)) != nil,
            let current = next.place.current, current.lesson.name == lesson.name,
            lesson.step(number)?.exercise != nil ? current.position.step != number : current.position != stages[0].id,
            let step = next.promptCommand(StepCommand.self, named)
        {
            sentence += "; \(step) takes you there"
        }
        session.say("")
        session.screen.sayLine(next.line(sentence + "."))
        return .success
    }
}
