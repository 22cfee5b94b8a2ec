import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `edit [<lesson>] [<step>]`: the learner's own copy of a step's exercise in their editor,
/// checked when it closes. Exit status 0 when the copy passes, 1 when not.
struct EditCommand: ExerciseCommand {
    static let declaration = CommandDeclaration(
        verb: "edit", arguments: CommandArgument.stage,
        summary: "Your turn: write the step's change yourself ($VISUAL, $EDITOR), then it is checked.",
        details:
            """
            Your copy starts as the model before the step, with the task on top; you write only the types the step \
            changes, the lesson supplies the rest. It lives under the tutor's state folder, one folder per lesson and \
            step, a file per type (the path is printed), so any editor or IDE can open it; nothing you write there is \
            ever overwritten. Then: `check` checks it again, `hint` helps, `solution` shows the lesson's, `reset` \
            starts over. Exit status 0 when it passes, 1 when not.
            """,
        section: .yourModel, commandLineExample: "edit {lesson} 5")

    let lesson: Lesson
    let step: Step

    /// Opens the learner's copy in their editor (`open`) and checks it once the editor closes.
    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        let editor = try Self.editor(for: session)
        guard let copy = session.exerciseCopy(of: step, in: lesson), let target = copy.target else { return .failed }
        let files: [URL]
        do {
            files = try copy.make()
        } catch {
            throw .notDone("Your copy of the model could not be made: \(error.localizedDescription)")
        }
        let (ending, returnedAtOnce) = try Self.openTimed(files, in: editor, session: session)
        guard ending == .exited(0) else {
            throw .notDone("The editor ended with \(ending); your file is kept as it is, not checked.")
        }
        // The copy such an editor leaves is the untouched start, not an answer.
        if returnedAtOnce {
            throw .notDone(
                """
                The editor returned at once and your copy is unchanged, so it was not checked: \(editor) seems to \
                open a window of its own and not wait for it.
                """,
                hint: """
                    Save your copy there, then \(session.next.command(CheckCommand.self, lesson, String(step.number))); or \
                    \(session.next.command(WatchCommand.self, lesson, String(step.number))) checks every save. To have `edit` wait, set \
                    VISUAL or EDITOR to a command that waits: `code --wait`, `subl -w`, `nano`, `vim`.
                    """)
        }
        let status = try session.checker.check(
            files, against: target, of: lesson, json: false, cancellation: session.cancellation)
        if status == .success { session.say("\n" + session.afterExercise(copy)) }
        return status
    }

    /// The learner's editor (`editorCommand`), or why there is none.
    static func editor(for session: CommandSession) throws(CommandFailure) -> String {
        let inputIsTerminal = Syscalls.isTerminal(0)
        guard
            let editor = editorCommand(
                session.runner.environment, launcher: session.runner.launcher, inputIsTerminal: inputIsTerminal)
        else {
            throw .notDone(noEditor(inputIsTerminal: inputIsTerminal))
        }
        return editor
    }

    /// Opens `files` in `editor` on the tutor's terminal and waits for it to end; how it ended.
    /// The editor command is run through `/bin/sh`, as git does, so that `code -w` or
    /// `emacs -nw` work as typed; the files are its last arguments.
    static func open(_ files: [URL], in editor: String, session: CommandSession) throws(CommandFailure)
        -> ProcessResult.Ending
    {
        session.say("Opening \(files.map(\.path).joined(separator: " and ")) in \(editor)…")
        do throws(LaunchError) {
            return try session.runner.launcher.runAttached(
                "/bin/sh", arguments: ["-c", "\(editor) \"$@\"", "editor"] + files.map(\.path),
                environment: session.runner.environment)
        } catch {
            throw .notDone("The editor could not be started: \(error.reason). Set VISUAL or EDITOR to one that exists.")
        }
    }

    /// Opens `files` in `editor` as `open` does; how it ended, and whether it returned at once
    /// with nothing saved: an editor with a window of its own (`code` without --wait) returns
    /// before the learner has typed anything.
    static func openTimed(_ files: [URL], in editor: String, session: CommandSession) throws(CommandFailure)
        -> (ending: ProcessResult.Ending, returnedAtOnce: Bool)
    {
        let before = files.map(WatchCommand.modificationStamp)
        let clock = RunClock()
        let ending = try open(files, in: editor, session: session)
        let atOnce =
            ending == .exited(0) && clock.seconds < EditorRound.atOnce
            && files.map(WatchCommand.modificationStamp) == before
        return (ending, atOnce)
    }

    /// The editor to open: `$VISUAL`, then `$EDITOR`, then — only when standard input is a
    /// terminal, for a learner to type into — the first of nano, vi that `launcher` finds on
    /// PATH. Without a terminal, vi would wait for keys that never come.
    static func editorCommand(
        _ environment: [String: String], launcher: any ProcessLauncher, inputIsTerminal: Bool = true
    ) -> String? {
        for key in ["VISUAL", "EDITOR"] {
            if let value = environment[key], !value.trimmingCharacters(in: .whitespaces).isEmpty { return value }
        }
        guard inputIsTerminal else { return nil }
        return ["nano", "vi"].first { (try? launcher.resolve($0, path: environment["PATH"])) != nil }
    }

    /// Why no editor was opened, as a sentence.
    static func noEditor(inputIsTerminal: Bool) -> String {
        inputIsTerminal
            ? "No editor found: set $EDITOR (or $VISUAL), for example `export EDITOR=nano`."
            : """
            No editor was opened: $EDITOR and $VISUAL are not set, and standard input is not a terminal, so an \
            editor such as vi would wait for keys that never come. Set $EDITOR to one that needs no terminal \
            (`code -w`, say), or run edit from a terminal.
            """
    }
}
