import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// One exercise worked at the keyboard until it passes or the learner stops, as `practise` and
/// `drill` run it.
///
/// A terminal editor (vim, nano) holds the terminal until it ends, so the round takes turns
/// with it: the editor opens on the learner's files; when it closes they are checked; after a
/// check that fails the verdict stays on the screen and a prompt asks what next — Enter edits
/// again, `quit` or Ctrl-C stops. An editor that returns at once without a save has opened a
/// window of its own (`code` without `-w`): the round then watches the files instead, and
/// checks every save, as `watch` does.
struct EditorRound {
    /// How a round ended.
    enum Outcome: Equatable {
        case passed
        /// `quit`, Ctrl-C, or the end of input.
        case stopped
    }

    let lesson: Lesson
    /// The stage the files are checked against.
    let target: Stage
    let files: [URL]
    /// The learner's copy of the step's exercise, when the files are that (`practise`).
    var exercise: ExerciseCopy?
    /// The editor command (`EditCommand.editor(for:)`).
    let editor: String
    var checker: ModelChecker
    /// The prompt between two edits, without its `> `: `practise`, `drill`.
    let prompt: String
    /// What the prompt offers, said above it.
    let choices: String
    /// Answers a word typed at the prompt other than Enter and `quit` (`hint`); false for a
    /// word the round does not know, which is answered with the choices.
    var answer: (String) -> Bool = { _ in false }
    /// Said after every check the round makes (a drill's clock); nil for nothing.
    var afterCheck: () -> String? = { nil }

    /// Seconds within which an editor that changed nothing is taken to have returned at once.
    static let atOnce = 1.0

    /// The words that stop the round at its prompt.
    static let stopWords = Set(QuitCommand.spellings + [":q", "stop"])

    func run(in session: CommandSession) throws(CommandFailure) -> Outcome {
        while true {
            let (ending, returnedAtOnce) = try EditCommand.openTimed(files, in: editor, session: session)
            // A Ctrl-C typed in the editor was the editor's (vim's, nano's), not a stop.
            session.cancellation?.reset()
            if returnedAtOnce { return try watchSaves(in: session) }
            if ending == .exited(0) {
                do throws(CommandFailure) {
                    let status = try checker.check(
                        files, against: target, of: lesson, json: false, cancellation: session.cancellation)
                    if let said = afterCheck() { session.say(said) }
                    if status == .success { return .passed }
                    // Ctrl-C during the check (the editor's were forgotten before it) stops the round.
                    if session.cancellation?.isTriggered == true { return .stopped }
                } catch {
                    // A check that could not run (the compiler missing, a compile stopped): said,
                    // and the round goes on, unless it was Ctrl-C that stopped it.
                    CommandRegistry.tell(error, in: session)
                    if session.cancellation?.isTriggered == true { return .stopped }
                }
            } else {
                session.say("The editor ended with \(ending); your file is kept as it is, not checked.")
            }
            guard editAgain(in: session) else { return .stopped }
        }
    }

    /// Asks what next after a check that failed: true to edit again, false to stop.
    private func editAgain(in session: CommandSession) -> Bool {
        session.say("\n" + TextLayout.line(choices, width: session.screen.width))
        while true {
            switch session.reader.readLine(prompt: prompt + "> ") {
            case .interrupted, .endOfInput: return false
            case .line(let line):
                let word = line.trimmingCharacters(in: .whitespaces).lowercased()
                if word.isEmpty || word == EditCommand.verb { return true }
                if Self.stopWords.contains(word) { return false }
                if !answer(word) { session.say(TextLayout.line(choices, width: session.screen.width)) }
            }
        }
    }

    /// For an editor that returned at once: every save is checked until one passes, or the
    /// learner stops the watch.
    private func watchSaves(in session: CommandSession) throws(CommandFailure) -> Outcome {
        session.say(
            TextLayout.line(
                """
                The editor returned at once without a save, so it edits in a window of its own: the tutor watches \
                your file instead, and checks it every time you save.
                """,
                width: session.screen.width))
        guard let cancellation = session.cancellation ?? Cancellation() else {
            throw CommandFailure("Watching needs a pipe, and none could be made.")
        }
        let watcher = WatchCommand(lesson: lesson, stage: target, file: exercise == nil ? files.first?.path : nil)
        let status = try watcher.watch(
            target, exercise: exercise, with: checker, cancellation: cancellation, input: session.reader,
            stopsAtPass: true)
        if status == .success, let said = afterCheck() { session.say(said) }
        return status == .success ? .passed : .stopped
    }
}
