import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `solution [<lesson>] [<step>] [--yes]`: the lesson's model for a step's exercise beside the
/// learner's copy — what their declarations and settings say differently first, then the lines.
/// Before the step is passed it gives the answer away, so it asks first.
struct SolutionCommand: ExerciseCommand {
    static let declaration = CommandDeclaration(
        verb: "solution", arguments: CommandArgument.stage,
        options: [.yes],
        summary: "The lesson's model for the step beside your copy: what differs first, then the lines.",
        details:
            """
            First the differences that change what the model does (settings and formats, types, properties, keys), \
            then the lines that differ: - yours, + the lesson's. Before you have passed the step it gives the answer \
            away, so it asks first (`--yes` shows it without asking; on a pipe it shows nothing without it). Your \
            copy is not changed. Exit status 1 when nothing was shown.
            """,
        section: .yourModel, commandLineExample: "solution {lesson} 5 --yes")

    let lesson: Lesson
    let step: Step
    /// Shown without asking, even before a pass.
    var confirmed = false

    init(lesson: Lesson, step: Step) {
        (self.lesson, self.step) = (lesson, step)
    }

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        let (lesson, stage) = try place.stage(words.words)
        self.init(lesson: lesson, step: try Self.exerciseStep(stage.id.step, of: lesson, atPrompt: place.atPrompt))
        confirmed = words.flag(.yes)
    }

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        try DrillCommand.refuseDuringDrill(Self.verb, of: step, in: lesson, session: session)
        guard let copy = session.exerciseCopy(of: step, in: lesson) else { return .failed }
        let passed = lesson.state(of: step, in: session.book.snapshot.lesson(lesson.name)) == .done
        let width = min(session.screen.width, 92)
        let next = session.next
        let number = String(step.number)
        if !passed, !confirmed, !askedAndAgreed(in: session, width: width) { return .failed }
        // Never made: against the starting point, which is what the learner would have.
        let start = copy.startingPoint()
        // The learner's lines reach the screen: escaped as program output is, and read only
        // up to a model's size (a file past it is as if never made).
        let theirs = copy.files.indices.map { index in
            TerminalText.escaped(
                ExerciseCopy.withoutTask(
                    Syscalls.regularFileText(copy.files[index], limit: ModelFile.sizeLimit) ?? start[index]),
                limit: .max, keeping: ["\n", "\t"])
        }
        let answers = copy.lessonFiles.map { (try? String(contentsOf: $0, encoding: .utf8)) ?? "" }
        var out: [String] = []
        let diffs = zip(theirs, answers).map { LineDiff.diff(old: $0, new: $1) }
        let identical = diffs.allSatisfy { $0.allSatisfy { if case .same = $0 { true } else { false } } }
        if passed {
            let beside =
                identical
                ? "and it is the lesson's answer, line for line." : "Here is the lesson's answer beside yours."
            out += [
                TextLayout.line(
                    "You passed step \(step.number) with your own model" + (identical ? ", " : ". ") + beside,
                    width: width), "",
            ]
        }
        if identical {
            if !passed {
                out += [TextLayout.line("Your copy is the lesson's answer, line for line.", width: width), ""]
            }
        } else {
            let differences = SolutionComparison(lesson: answers, theirs: theirs).differences
            if differences.isEmpty {
                out += [
                    TextLayout.line(
                        """
                        What your model says is what the lesson's says: the same settings, types, properties and \
                        keys; only names and layout differ.
                        """,
                        width: width)
                ]
            } else {
                out += ["What differs from the lesson's answer, what matters most first:"]
                out += differences.map { TextLayout.bullet($0.sentence, width: width) }
            }
            out.append("")
            for (index, lessonFile) in copy.lessonFiles.enumerated() {
                let name = lessonFile.lastPathComponent
                guard diffs[index].contains(where: { if case .same = $0 { false } else { true } }) else {
                    out += ["\(name): yours is the lesson's, line for line.", ""]
                    continue
                }
                out += [
                    TextLayout.line(
                        "\(name), line by line: - yours, + the lesson's (step \(step.number), stage "
                            + "\(copy.target?.id.description ?? "")):", width: session.screen.width)
                ]
                out += StageView.hunks(diffs[index], width: session.screen.width) + [""]
            }
        }
        // After a pass, the way on from the step; before it, the change is theirs to type.
        let advice =
            passed
            ? session.afterExercise(copy).components(separatedBy: "\n").last ?? ""
            : next.line(
                """
                make the change in your copy yourself (\(next.command(EditCommand.self, lesson, number))); typing it \
                is what makes it stick.
                """
            )
        out.append(TextLayout.line(advice, width: width))
        session.say(out.joined(separator: "\n"))
        return .success
    }

    /// Says that the solution gives the answer away and, where a person is typing at the
    /// prompt, asks once; elsewhere says how to see it anyway. True when the learner said yes.
    private func askedAndAgreed(in session: CommandSession, width: Int) -> Bool {
        let warning =
            """
            You have not passed step \(step.number) yet, and the solution gives its answer away: the change you would \
            type yourself.
            """
        let command = session.next.command(SolutionCommand.self, lesson, String(step.number), options: [.yes])
        guard session.prompt != nil, session.reader.isInteractive else {
            session.say(TextLayout.line(warning + " To see it anyway: \(command).", width: width))
            session.say(
                TextLayout.line(
                    session.next.line(
                        "a hint first, \(session.next.command(HintCommand.self, lesson, String(step.number)))."),
                    width: width))
            return false
        }
        session.say(TextLayout.line(warning, width: width))
        let answer = session.reader.answer(prompt: "Show it? [y/N] ", forgetting: session.cancellation)
        guard case .line(let text) = answer,
            ["y", "yes"].contains(text.trimmingCharacters(in: .whitespaces).lowercased())
        else {
            session.say(
                "Not shown.\n"
                    + TextLayout.line(
                        session.next.line(
                            "a hint first, \(session.next.command(HintCommand.self, lesson, String(step.number)))."),
                        width: width
                    ))
            return false
        }
        return true
    }
}

extension ExerciseCopy {
    /// A copy's text without the task the tutor wrote on top of it: that comment is the
    /// tutor's, never the learner's, and is left out of every comparison.
    static func withoutTask(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n")[...]
        guard let first = lines.first, first.hasPrefix("// Your turn · ") || first.hasPrefix("// Part of ") else {
            return text
        }
        while let line = lines.first, line.hasPrefix("//") { lines.removeFirst() }
        while let line = lines.first, line.trimmingCharacters(in: .whitespaces).isEmpty { lines.removeFirst() }
        return lines.joined(separator: "\n")
    }
}

extension CommandOption {
    /// `solution --yes`: shown without asking, even before the step is passed.
    static let yes = CommandOption("--yes")
}
