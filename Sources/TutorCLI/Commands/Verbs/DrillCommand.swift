import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `drill <lesson> [<step>]`: an interview drill of one step's exercise — a blank file, a clock,
/// no hints and no solution until it ends — kept in progress with its time and result. Exit
/// status 0 when it passed, 1 when not.
struct DrillCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "drill", arguments: [.lesson(.optionalAtPrompt), .step(.optional)],
        summary: "An interview drill: a step's model from a blank file, against the clock, no hints.",
        details:
            """
            Your file starts empty: at its top only the task, the document, the lesson's run() that uses your types \
            and the output it must print; no model from the step before. It opens in your editor, and each time you \
            close it it is checked, with the time so far. The drill ends at a pass, at `quit`, or at Ctrl-C (kept as \
            not passed); until then `hint` and `solution` wait. Every attempt is kept in your progress with its time, \
            and `steps` (or `lessons <lesson>`) shows the best beside its step. With no step named, the first step \
            you have not drilled yet. Exit status 0 when it passed, 1 when not.
            """,
        section: .practise, example: "drill 5", commandLineExample: "drill {lesson} 5")

    let lesson: Lesson
    /// The step named; nil for the first not drilled yet.
    let step: Step?
    /// Seconds on a steady clock: the drill's time is read from it. Tests move it by hand.
    var clock: () -> Double = RunClock().secondsSinceStart
    /// The wall clock, for when the attempt started.
    var now: () -> Date = { Date() }

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        let step = self.step ?? Self.firstNotDrilled(in: lesson, record: session.book.snapshot.lesson(lesson.name))
        guard let step, let sheet = DrillSheet(lesson: lesson, step: step, home: session.home) else {
            throw .notDone("\(lesson.title) has no step to write, so nothing to drill.")
        }
        let editor = try EditCommand.editor(for: session)
        let file: URL
        do {
            file = try sheet.make()
        } catch {
            throw .notDone("The drill's file could not be made: \(error.localizedDescription)")
        }
        let timer = DrillTimer(started: now(), clock: clock)
        session.book.recordDrill(DrillAttempt(started: timer.started), step: step.number, in: lesson.name)
        session.say(screen(sheet, file: file, width: session.screen.width))
        var checker = session.checker
        // A drill's checks are its own: the exercise's failures and hints are left as they were.
        checker.book = nil
        checker.drilling = true
        checker.checkAgain = "save and close your editor to check again (Enter at `drill>` below opens it)"
        let round = EditorRound(
            lesson: lesson, target: sheet.target, files: [file], editor: editor, checker: checker, prompt: Self.verb,
            choices: "Enter edits your file again · `quit` (or Ctrl-C) ends the drill, kept as not passed.",
            answer: { word in
                guard [HintCommand.verb, SolutionCommand.verb].contains(word) else { return false }
                CommandRegistry.tell(Self.locked(word), in: session)
                return true
            },
            afterCheck: { timer.shown })
        let outcome: EditorRound.Outcome
        do throws(CommandFailure) {
            outcome = try round.run(in: session)
        } catch {
            session.book.recordDrill(
                DrillAttempt(started: timer.started, seconds: timer.seconds), step: step.number, in: lesson.name)
            throw error
        }
        let seconds = timer.seconds
        let passed = outcome == .passed
        session.book.recordDrill(
            DrillAttempt(started: timer.started, seconds: seconds, passed: passed), step: step.number, in: lesson.name)
        if passed {
            // Written from nothing, it does what the exercise asks and more: the step is done.
            session.book.changeExercise(step: step.number, in: lesson.name) { $0.passed = lesson.fingerprint(of: step) }
        }
        session.say("\n" + verdict(of: step, passed: passed, seconds: seconds, session: session))
        return .matching(passed)
    }

    /// The first step to write that has no passed drill; when all have, the first.
    static func firstNotDrilled(in lesson: Lesson, record: Progress.LessonProgress) -> Step? {
        lesson.exerciseSteps.first { record.bestDrill(of: $0.number) == nil } ?? lesson.exerciseSteps.first
    }

    /// Refuses `verb` (`hint`, `solution`) while a drill of `step` runs, in this tutor or another.
    static func refuseDuringDrill(_ verb: String, of step: Step, in lesson: Lesson, session: CommandSession)
        throws(CommandFailure)
    {
        guard let drill = session.book.snapshot.lesson(lesson.name).drillUnderWay(of: step.number) else { return }
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm"
        // Typed outside the drill's own prompt: in another tutor, or after a tutor that ran one was killed.
        throw .notDone(
            locked(verb).message,
            hint:
                """
                A drill of \(lesson.name) step \(step.number) has run since \(formatter.string(from: drill.started)); \
                it ends at a pass, `quit` or Ctrl-C in its tutor. If that tutor is gone, start the drill again and \
                `quit` it.
                """
        )
    }

    /// The sentence for `hint` or `solution` typed during a drill.
    static func locked(_ verb: String) -> CommandFailure {
        verb == SolutionCommand.verb
            ? .notDone(
                "The solution is locked until the drill ends.",
                hint: "A drill ends at a pass, at `quit`, or at Ctrl-C; then `solution` shows the lesson's model.")
            : .notDone(
                "No hints during a drill: it is you, the document and the clock.",
                hint: "A drill ends at a pass, at `quit`, or at Ctrl-C; then `hint` helps again.")
    }

    /// What the learner reads before the editor opens (a terminal editor then hides it: the
    /// file's top holds the same).
    private func screen(_ sheet: DrillSheet, file: URL, width: Int) -> String {
        let step = sheet.step
        var out = [PractiseCommand.rule("Drill · \(lesson.name) step \(step.number): \(step.title)", width: width)]
        for paragraph in sheet.exercise.task.components(separatedBy: "\n\n") {
            out += ["", TextLayout.wrap(paragraph.replacingOccurrences(of: "\n", with: " "), width: min(width, 92))]
        }
        if let document = sheet.target.document, sheet.readsDocument {
            out += ["", TextLayout.line("The document: \(document.path)", width: width)]
        }
        if let expected = sheet.target.expectedOutput {
            out +=
                ["", "The program must print:"]
                + expected.outputLines.map {
                    TextLayout.printed(TerminalText.line($0), width: width, lead: "  ")
                }
        }
        out += [
            "",
            TextLayout.line(
                sheet.whatToWrite
                    + """
                     The file's top holds the task, the document, the lesson's run() and the output wanted. No \
                    hints, and no solution until the drill ends.
                    """,
                width: width),
            "", "⏱ The clock is running.",
        ]
        return out.joined(separator: "\n")
    }

    /// How the drill ended, with the time, and what next.
    private func verdict(of step: Step, passed: Bool, seconds: Double, session: CommandSession) -> String {
        let next = session.next
        let width = session.screen.width
        let time = DrillTimer.words(seconds)
        guard passed else {
            return [
                TextLayout.line(
                    """
                    The drill of \(lesson.name) step \(step.number) ended after \(time), not passed; it is kept in \
                    your progress as tried.
                    """,
                    width: width),
                TextLayout.line(
                    next.line(
                        """
                        \(next.command(DrillCommand.self, lesson, String(step.number))) tries again from a blank \
                        file; \(next.command(SolutionCommand.self, lesson, String(step.number))) shows the lesson's \
                        model now.
                        """
                    ), width: width),
            ].joined(separator: "\n")
        }
        let best = session.book.snapshot.lesson(lesson.name).bestDrill(of: step.number) ?? seconds
        let record = best < seconds ? " Your best is \(DrillTimer.words(best))." : ""
        let following = lesson.exerciseSteps.first { $0.number > step.number }
        let then =
            following.map { "; \(next.command(DrillCommand.self, lesson, String($0.number))) drills the next step" }
            ?? ""
        return [
            session.screen.styler.paint(
                "✓ Drill passed in \(time): \(lesson.name) step \(step.number), from a blank file.\(record)", .same),
            TextLayout.line(next.line("\(next.stepList(of: lesson)) shows it beside the step\(then)."), width: width),
        ].joined(separator: "\n")
    }
}

extension DrillCommand {
    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        let typed = words.words
        var stepWord: String?
        switch typed.count {
        case 0:
            lesson = try place.currentLesson()
        case 1:
            if let named = place.lesson(named: typed[0]) {
                lesson = named
            } else {
                guard let current = place.current else {
                    throw CommandFailure(
                        "No lesson is open.", hint: "Name the lesson before the step: `drill postcards \(typed[0])`.")
                }
                lesson = current.lesson
                stepWord = typed[0]
            }
        default:
            lesson = try place.namedLesson(typed[0])
            stepWord = typed[1]
        }
        guard let stepWord else {
            step = nil
            return
        }
        step = try Self.stepToDrill(stepWord, in: lesson, at: place)
    }

    /// The step `word` names in `lesson`, when it has something to write; else why not and where to go.
    private static func stepToDrill(_ word: String, in lesson: Lesson, at place: CommandPlace) throws(CommandFailure)
        -> Step
    {
        let number = try StageReference.stages(word, in: lesson, at: place)[0].id.step
        if let step = lesson.step(number), step.exercise != nil { return step }
        let prefix = place.atPrompt ? "" : "codable-tutor "
        let after = lesson.exerciseSteps.first { $0.number > number } ?? lesson.exerciseSteps.last
        throw CommandFailure(
            "Step \(number) of \(lesson.name) has nothing for you to write, so nothing to drill.",
            hint: after.map { "The next step you write is \($0.number): `\(prefix)drill \(lesson.name) \($0.number)`." }
        )
    }
}
