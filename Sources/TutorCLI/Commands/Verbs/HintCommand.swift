import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `hint [<lesson>] [<step>]`: the next hint for a step's exercise, each more concrete than the
/// one before; after a failed check, it starts from what failed.
struct HintCommand: ExerciseCommand {
    static let declaration = CommandDeclaration(
        verb: "hint", arguments: CommandArgument.stage,
        summary: "The next hint for the step you are writing, each more concrete than the last.",
        details:
            """
            The first says where to look, the next which type or property, the last the change itself in words. When \
            your last check failed, the hint starts from what it found. After the last hint, `solution` shows the \
            lesson's model beside yours.
            """,
        section: .yourModel, commandLineExample: "hint {lesson} 6")

    let lesson: Lesson
    let step: Step
    /// The "Next:" line's sentence in place of the one naming `edit` and `check`: `practise`
    /// says how its own prompt goes on.
    var then: String? = nil

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        try DrillCommand.refuseDuringDrill(Self.verb, of: step, in: lesson, session: session)
        guard let exercise = step.exercise, !exercise.hints.isEmpty else { return .failed }
        let work = session.book.snapshot.lesson(lesson.name).exercise(step.number)
        let index = min(work.hintsShown, exercise.hints.count - 1)
        let width = min(session.screen.width, 92)
        var out = [
            TextLayout.line(
                "Hint \(index + 1) of \(exercise.hints.count) · \(lesson.name) step \(step.number): \(step.title)",
                width: width)
        ]
        if let failure = work.lastFailure {
            out += [TextLayout.line("Your last check found: \(failure)", width: width)]
        }
        out += ["", TextLayout.wrap(exercise.hints[index], width: width), ""]
        let next = session.next
        let step = String(step.number)
        if let then {
            out.append(TextLayout.line(next.line(then), width: width))
        } else if index + 1 < exercise.hints.count {
            out.append(
                TextLayout.line(
                    next.line(
                        """
                        change your copy (\(next.command(EditCommand.self, lesson, step))), then \
                        \(next.command(CheckCommand.self, lesson, step)); \
                        \(next.command(HintCommand.self, lesson, step)) again for a more concrete one.
                        """
                    ), width: width))
        } else {
            out.append(
                TextLayout.line(
                    next.line(
                        """
                        that was the last hint. Change your copy (\(next.command(EditCommand.self, lesson, step))), \
                        or see the lesson's beside yours: \(next.command(SolutionCommand.self, lesson, step)).
                        """
                    ), width: width))
        }
        session.say(out.joined(separator: "\n"))
        session.book.changeExercise(step: self.step.number, in: lesson.name) {
            $0.hintsShown = max($0.hintsShown, index + 1)
        }
        return .success
    }
}

extension HintCommand {
    init(lesson: Lesson, step: Step) {
        self.init(lesson: lesson, step: step, then: nil)
    }
}
