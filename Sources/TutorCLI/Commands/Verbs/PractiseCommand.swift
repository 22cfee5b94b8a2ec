import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `practise [<lesson>]`: the exercises one after another, from the first not done, each in the
/// learner's editor and checked when it closes, until they are all done or the learner stops
/// (as `rustlings watch` runs its exercises). Exit status 0 when every one is done, 1 when not.
struct PractiseCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "practise", aliases: ["practice"], arguments: [.lesson(.optional)],
        summary: "Your exercises in order, from the first not done: each in your editor, checked as it closes.",
        details:
            """
            It starts in the current lesson (or the one named) at the first step you have not done, and goes on into \
            the next lesson when that one is done. Each exercise shows its task and the output wanted, then opens \
            your copy in $VISUAL or $EDITOR, as `edit` does. A terminal editor (nano, vim) has the terminal until you \
            close it: save and close it, and your copy is checked. A pass is recorded, as `check` records it, and the \
            next exercise opens. After a failure the verdict stays on the screen and `practise>` waits: Enter opens \
            the editor again, `hint` gives a hint, `quit` or Ctrl-C stops. An editor with a window of its own must be \
            told to wait (`code -w`); one that returns at once without a save is watched instead, and every save is \
            checked. When it stops it says where you are and how to go on. Exit status 0 when every exercise is done, \
            1 when you stopped before.
            """,
        section: .practise, commandLineExample: "practise {lesson}")

    /// The lesson named; nil for the current one (at the prompt) or the one last open.
    let lesson: Lesson?

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        lesson = try words.words.first.map { (name) throws(CommandFailure) in try place.namedLesson(name) }
    }

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        let editor = try EditCommand.editor(for: session)
        let lessons = session.tutor.lessons
        guard let first = lesson ?? startingLesson(in: session) else {
            throw .notDone("There are no lessons to practise.")
        }
        let inOrder = Array(lessons.drop { $0.name != first.name })
        var passed: [String] = []
        var previous = first
        session.say(
            TextLayout.line(
                """
                Practising \(first.title), from its first exercise not done. Each opens in \(editor); save and close \
                it to have it checked. `quit` or Ctrl-C stops.
                """,
                width: session.screen.width))
        while let (lesson, step) = Self.firstExerciseNotDone(
            in: inOrder, progress: session.book.snapshot, skipping: passed)
        {
            if previous.name != lesson.name {
                session.say(
                    "\n"
                        + TextLayout.line(
                            "Every exercise of \(previous.title) is done: on to \(lesson.title).",
                            width: session.screen.width))
            }
            previous = lesson
            guard let stage = step.checkStage else { break }
            if let prompt = session.prompt {
                prompt.settle(at: stage, in: lesson)
            } else {
                session.book.move(to: stage.id, in: lesson.name)
            }
            let (copy, target, files) = try session.madeExerciseCopy(for: stage, in: lesson)
            session.say("\n" + Self.problem(step, of: lesson, copy: copy, target: target, width: session.screen.width))
            var checker = session.checker
            checker.checkAgain = "save and close your editor to check again (Enter at `practise>` below opens it)"
            let round = EditorRound(
                lesson: lesson, target: target, files: files, exercise: copy, editor: editor, checker: checker,
                prompt: Self.verb,
                choices: "Enter edits your copy again · `hint` gives a hint · `quit` (or Ctrl-C) stops.",
                answer: { word in
                    guard word == HintCommand.verb else { return false }
                    let hint = HintCommand(
                        lesson: lesson, step: step,
                        then: "Enter at `practise>` edits your copy again; `hint` there gives the next hint.")
                    do throws(CommandFailure) {
                        _ = try hint.perform(in: session)
                    } catch {
                        CommandRegistry.tell(error, in: session)
                    }
                    return true
                })
            guard try round.run(in: session) == .passed else {
                session.say("\n" + stopped(at: step, of: lesson, copy: copy, passedNow: passed.count, session: session))
                return .failed
            }
            passed.append("\(lesson.name) \(step.number)")
            let record = session.book.snapshot.lesson(lesson.name)
            let done = lesson.exerciseSteps.filter { lesson.state(of: $0, in: record) == .done }.count
            session.say(
                "\n"
                    + session.screen.styler.paint(
                        """
                        ✓ Step \(step.number) is done: \(done) of \
                        \(TextLayout.count(lesson.exerciseSteps.count, "exercise")) in \(lesson.name).
                        """,
                        .same))
        }
        session.say("\n" + finished(from: first, passedNow: passed.count, session: session))
        return .success
    }

    /// The first step to write, in order, from the first lesson of `lessons` on: one whose
    /// exercise the learner's code has not passed (or passed before the lesson changed it),
    /// and not in `skipping` (`"postcards 5"`, passed in this run already).
    static func firstExerciseNotDone(in lessons: [Lesson], progress: Progress, skipping: [String] = []) -> (
        Lesson, Step
    )? {
        for lesson in lessons {
            let record = progress.lesson(lesson.name)
            if let step = lesson.exerciseSteps.first(where: {
                lesson.state(of: $0, in: record) != .done && !skipping.contains("\(lesson.name) \($0.number)")
            }) {
                return (lesson, step)
            }
        }
        return nil
    }

    /// The lesson practised when none is named: the prompt's, else the one last open, else the first.
    private func startingLesson(in session: CommandSession) -> Lesson? {
        if let current = session.place.current { return current.lesson }
        let lessons = session.tutor.lessons
        return lessons.first { $0.name == session.book.snapshot.currentLesson } ?? lessons.first
    }

    /// The exercise as it is set: where it stands in the lesson, its task, the output wanted,
    /// and where the learner's copy is.
    static func problem(_ step: Step, of lesson: Lesson, copy: ExerciseCopy, target: Stage, width: Int) -> String {
        let number = (lesson.exerciseSteps.firstIndex { $0.number == step.number } ?? 0) + 1
        var out = [
            Self.rule(
                """
                Exercise \(number) of \(lesson.exerciseSteps.count) in \(lesson.name) · step \(step.number): \
                \(step.title)
                """,
                width: width)
        ]
        for paragraph in copy.exercise.task.components(separatedBy: "\n\n") {
            out += ["", TextLayout.wrap(paragraph.replacingOccurrences(of: "\n", with: " "), width: min(width, 92))]
        }
        if let expected = target.expectedOutput {
            // Lines a program prints are never cut: a long one goes on under itself behind `↳`.
            out +=
                ["", "The program must print:"]
                + expected.outputLines.map {
                    TextLayout.printed(TerminalText.line($0), width: width, lead: "  ")
                }
        }
        let written = copy.files.map(\.lastPathComponent).joined(separator: " and ")
        out += ["", TextLayout.line("You write \(written); the task is at the top of your copy too.", width: width)]
        return out.joined(separator: "\n")
    }

    /// `── title ───`, across the width; a title too long for one line is wrapped, with no rule.
    static func rule(_ title: String, width: Int) -> String {
        let head = "── " + title + " "
        guard head.count + 3 <= width else { return TextLayout.line("── " + title, width: width) }
        return head + String(repeating: "─", count: width - head.count)
    }

    /// Where the learner stopped, and how to go on.
    private func stopped(at step: Step, of lesson: Lesson, copy: ExerciseCopy, passedNow: Int, session: CommandSession)
        -> String
    {
        let next = session.next
        let record = session.book.snapshot.lesson(lesson.name)
        let done = lesson.exerciseSteps.filter { lesson.state(of: $0, in: record) == .done }.count
        let width = session.screen.width
        return [
            TextLayout.line(
                """
                Stopped at \(lesson.name) step \(step.number), \(step.title): \(done) of \
                \(TextLayout.count(lesson.exerciseSteps.count, "exercise")) in \(lesson.name) \
                done\(passedNow > 0 ? ", \(passedNow) of them just now" : ""). Your copy is kept as it is, in \
                \(copy.folder.path).
                """,
                width: width),
            TextLayout.line(
                next.line(
                    """
                    \(next.command(PractiseCommand.self, lesson)) goes on from here; \
                    \(next.command(HintCommand.self, lesson, String(step.number))) helps with this one.
                    """
                ), width: width),
        ].joined(separator: "\n")
    }

    /// Said when no exercise is left from `first` on.
    private func finished(from first: Lesson, passedNow: Int, session: CommandSession) -> String {
        let next = session.next
        let lessons = session.tutor.lessons
        let width = session.screen.width
        let from = lessons.first?.name == first.name ? "" : " from \(first.title) on"
        var out = [TextLayout.line("Every exercise\(from) is done (\(passedNow) just now).", width: width)]
        if let (earlier, step) = Self.firstExerciseNotDone(in: lessons, progress: session.book.snapshot) {
            out.append(
                TextLayout.line(
                    next.line(
                        """
                        \(earlier.title) still has step \(step.number) to write: \
                        \(next.command(PractiseCommand.self, earlier)).
                        """
                    ), width: width))
        } else {
            out.append(
                TextLayout.line(
                    next.line(
                        """
                        \(next.command(DrillCommand.self, first)) writes one again from a blank file, against the \
                        clock; \(next.command(CardsCommand.self, first)) reviews the cards.
                        """
                    ), width: width))
        }
        return out.joined(separator: "\n")
    }
}
