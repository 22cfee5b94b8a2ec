import Foundation

/// `edit [<lesson>] [<step>]`: the learner's own copy of the stage's model in their editor,
/// checked when it closes. Exit status 0 when the copy passes, 1 when not.
struct EditCommand: StageCommand {
    static let help = HelpEntry(verb: "edit", usage: "edit [<lesson>] [<step>]", commandLine: "edit <lesson> <step>",
        summary: "Edit your own copy of a stage's model ($VISUAL, $EDITOR), then check it.",
        details: "Your copy is kept per lesson and stage under the tutor's state folder, started from the stage's model the first time; nothing you write there is ever overwritten. After `edit`, a bare `check` checks that copy again. Exit status 0 when it passes, 1 when not.",
        section: .yourModel, example: "edit", commandLineExample: "edit {lesson} 6")

    let lesson: Lesson
    let stage: Stage

    /// Opens the learner's copy in their editor and checks it once the editor closes. The
    /// editor command is run through `/bin/sh`, as git does, so that `code -w` or `emacs -nw`
    /// work as typed.
    func perform(in session: CommandSession) -> ExitStatus {
        let launcher = session.runner.launcher
        let environment = session.runner.environment
        let console = session.console
        guard let editor = Self.editorCommand(environment, launcher: launcher) else {
            console.complain("No editor found: set VISUAL or EDITOR (for example `export EDITOR=nano`).")
            return .usage
        }
        let target = stage.mustNotCompile ? (try? StageReference.checkableStage(String(stage.id.step), in: lesson)) ?? stage : stage
        let file: URL
        do {
            file = try Self.learnerCopy(of: target, in: lesson, home: session.home)
        } catch {
            console.complain("Your copy of the model could not be made: \(error.localizedDescription)")
            return .failed
        }
        session.lastEdited = (lesson, target, file)
        console.say("Opening \(file.path) in \(editor)…")
        do throws(LaunchError) {
            let ending = try launcher.runAttached("/bin/sh", arguments: ["-c", "\(editor) \"$1\"", "editor", file.path], environment: environment)
            guard ending == .exited(0) else {
                console.complain("The editor ended with \(ending); your file is kept as it is, not checked.")
                return .failed
            }
        } catch {
            console.complain("The editor could not be started: \(error.reason). Set VISUAL or EDITOR to one that exists.")
            return .failed
        }
        return session.checker.check(file, against: target, of: lesson, json: false, cancellation: session.cancellation)
    }

    /// The learner's own copy of a stage's model, kept per lesson and stage; made from the
    /// stage's model the first time and never overwritten after that.
    static func learnerCopy(of stage: Stage, in lesson: Lesson, home: TutorHome) throws -> URL {
        let file = copyFile(of: stage, in: lesson, home: home)
        if !FileManager.default.fileExists(atPath: file.path) {
            let start = stage.modelFile.flatMap { try? Data(contentsOf: $0) }
                ?? Data("// Your model for \(lesson.name) \(stage.id): the types run() uses.\nimport Foundation\n".utf8)
            try AtomicFile.write(start, to: file)
        }
        return file
    }

    /// Where the learner's copy of a stage's model is kept.
    static func copyFile(of stage: Stage, in lesson: Lesson, home: TutorHome) -> URL {
        home.state.appendingPathComponent("models").appendingPathComponent(lesson.name).appendingPathComponent("\(stage.id).swift")
    }

    /// The learner's copy for `stage` if they made one (with `edit`), else for another stage
    /// of its step, the latest first; with the stage it was made for.
    static func existingCopy(for stage: Stage, in lesson: Lesson, home: TutorHome) -> (stage: Stage, file: URL)? {
        let stages = [stage] + lesson.stages.filter { $0.id.step == stage.id.step && $0.id != stage.id }.reversed()
        for candidate in stages where !candidate.mustNotCompile {
            let file = copyFile(of: candidate, in: lesson, home: home)
            if FileManager.default.fileExists(atPath: file.path) { return (candidate, file) }
        }
        return nil
    }

    /// The editor to open: `$VISUAL`, then `$EDITOR`, then the first of nano, vi that
    /// `launcher` finds on PATH.
    static func editorCommand(_ environment: [String: String], launcher: any ProcessLauncher) -> String? {
        for key in ["VISUAL", "EDITOR"] {
            if let value = environment[key], !value.trimmingCharacters(in: .whitespaces).isEmpty { return value }
        }
        return ["nano", "vi"].first { (try? launcher.resolve($0, path: environment["PATH"])) != nil }
    }
}
