import Foundation

/// `edit [<lesson>] [<step>]`: the learner's own copy of a step's exercise in their editor,
/// checked when it closes. Exit status 0 when the copy passes, 1 when not.
struct EditCommand: ExerciseCommand {
    static let declaration = CommandDeclaration(verb: "edit", arguments: CommandArgument.stage,
        summary: "Your turn: write the step's change yourself ($VISUAL, $EDITOR), then it is checked.",
        details: "Your copy starts as the model before the step, with the task on top; you write only the types the step changes, the lesson supplies the rest. It lives under the tutor's state folder, one folder per lesson and step, a file per type (the path is printed), so any editor or IDE can open it; nothing you write there is ever overwritten. Then: `check` checks it again, `hint` helps, `solution` shows the lesson's, `reset` starts over. Exit status 0 when it passes, 1 when not.",
        section: .yourModel, example: "edit", commandLineExample: "edit {lesson} 5")

    let lesson: Lesson
    let step: Step

    /// Opens the learner's copy in their editor and checks it once the editor closes. The
    /// editor command is run through `/bin/sh`, as git does, so that `code -w` or `emacs -nw`
    /// work as typed; the files are its last arguments.
    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        let launcher = session.runner.launcher
        let environment = session.runner.environment
        let console = session.console
        let inputIsTerminal = Syscalls.isTerminal(0)
        guard let editor = Self.editorCommand(environment, launcher: launcher, inputIsTerminal: inputIsTerminal) else {
            throw .notDone(Self.noEditor(inputIsTerminal: inputIsTerminal))
        }
        guard let copy = session.exerciseCopy(of: step, in: lesson), let target = copy.target else { return .failed }
        let files: [URL]
        do {
            files = try copy.make()
        } catch {
            throw .notDone("Your copy of the model could not be made: \(error.localizedDescription)")
        }
        console.say("Opening \(files.map(\.path).joined(separator: " and ")) in \(editor)…")
        let ending: ProcessResult.Ending
        do throws(LaunchError) {
            ending = try launcher.runAttached("/bin/sh", arguments: ["-c", "\(editor) \"$@\"", "editor"] + files.map(\.path),
                environment: environment)
        } catch {
            throw .notDone("The editor could not be started: \(error.reason). Set VISUAL or EDITOR to one that exists.")
        }
        guard ending == .exited(0) else {
            throw .notDone("The editor ended with \(ending); your file is kept as it is, not checked.")
        }
        let status = try session.checker.check(files, against: target, of: lesson, json: false, cancellation: session.cancellation)
        if status == .success { session.say("\n" + session.afterExercise(copy)) }
        return status
    }

    /// The editor to open: `$VISUAL`, then `$EDITOR`, then — only when standard input is a
    /// terminal, for a learner to type into — the first of nano, vi that `launcher` finds on
    /// PATH. Without a terminal, vi would wait for keys that never come.
    static func editorCommand(_ environment: [String: String], launcher: any ProcessLauncher, inputIsTerminal: Bool = true) -> String? {
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
            : "No editor was opened: $EDITOR and $VISUAL are not set, and standard input is not a terminal, so an editor such as vi would wait for keys that never come. Set $EDITOR to one that needs no terminal (`code -w`, say), or run edit from a terminal."
    }
}
