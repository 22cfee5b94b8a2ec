import Foundation

extension Tutor {
    /// The learner's own copy of a stage's model, kept per lesson and stage; made from the
    /// stage's model the first time and never overwritten after that.
    public func learnerCopy(of stage: Stage, in lesson: Lesson) throws -> URL {
        let file = home.state.appendingPathComponent("models").appendingPathComponent(lesson.name)
            .appendingPathComponent("\(stage.id).swift")
        if !FileManager.default.fileExists(atPath: file.path) {
            let start = stage.modelFile.flatMap { try? Data(contentsOf: $0) }
                ?? Data("// Your model for \(lesson.name) \(stage.id): the types run() uses.\nimport Foundation\n".utf8)
            try AtomicFile.write(start, to: file)
        }
        return file
    }

    /// The editor to open: `$VISUAL`, then `$EDITOR`, then the first of nano, vi that
    /// `launcher` finds on PATH.
    static func editorCommand(_ environment: [String: String], launcher: any ProcessLauncher) -> String? {
        for key in ["VISUAL", "EDITOR"] {
            if let value = environment[key], !value.trimmingCharacters(in: .whitespaces).isEmpty { return value }
        }
        return ["nano", "vi"].first { (try? launcher.resolve($0, path: environment["PATH"])) != nil }
    }

    /// `edit`: opens the learner's copy of the stage's model in their editor and checks it when
    /// the editor closes. The editor command is run through `/bin/sh`, as git does, so that
    /// `code -w` or `emacs -nw` work as typed.
    public func edit(stage: Stage, of lesson: Lesson, launcher: any ProcessLauncher, cancellation: Cancellation?) -> ExitStatus {
        let environment = runner.environment
        guard let editor = Self.editorCommand(environment, launcher: launcher) else {
            console.complain("No editor found: set VISUAL or EDITOR (for example `export EDITOR=nano`).")
            return .usage
        }
        let target = stage.mustNotCompile ? (try? Self.checkableStage(String(stage.id.step), in: lesson)) ?? stage : stage
        let file: URL
        do {
            file = try learnerCopy(of: target, in: lesson)
        } catch {
            console.complain("Your copy of the model could not be made: \(error.localizedDescription)")
            return .failed
        }
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
        return checkFile(file, against: target, of: lesson, json: false, cancellation: cancellation)
    }

    /// `watch <file>`: checks the file now and again after every save, until the learner types
    /// `quit`, presses Ctrl-C, or the input ends (a script piped in: it must not hang there).
    public func watch(file path: String, stage: Stage, of lesson: Lesson, cancellation: Cancellation, input: LineReader? = nil,
        pollInterval: Double = 0.25) -> ExitStatus
    {
        let file: URL
        do throws(UsageError) {
            file = try Self.learnerFile(path)
        } catch {
            return usage(error)
        }
        console.say("Watching \(file.path): every save is checked against \(lesson.name) \(stage.id). Type `quit` or press Ctrl-C to stop.\n")
        var lastStatus = checkFile(file, against: stage, of: lesson, json: false, cancellation: cancellation)
        var stamp = Self.modificationStamp(file)
        while !cancellation.isTriggered, !Self.askedToStop(input, console: console) {
            var poller = pollfd(fd: cancellation.readDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, Int32(pollInterval * 1000))
            let now = Self.modificationStamp(file)
            guard now != stamp, !cancellation.isTriggered else { continue }
            stamp = now
            // An editor may save in two steps (truncate, then write): let it finish.
            Thread.sleep(forTimeInterval: 0.05)
            console.say("\n── saved at \(Self.clockTime()) " + String(repeating: "─", count: 30))
            do throws(UsageError) {
                lastStatus = checkFile(try Self.learnerFile(path), against: stage, of: lesson, json: false, cancellation: cancellation)
            } catch {
                // Saved as something that cannot be checked (emptied, say): say so and keep watching.
                console.complain(error.text)
                lastStatus = .usage
            }
        }
        console.say("\nStopped watching.")
        return lastStatus
    }

    /// Whether the learner typed `quit` (or the input ended) while the watch went on; other
    /// lines are answered with how to stop.
    private static func askedToStop(_ input: LineReader?, console: Console) -> Bool {
        while let typed = input?.lineIfTyped() {
            guard case .line(let line) = typed else { return true }
            let word = line.trimmingCharacters(in: .whitespaces).lowercased()
            if ["quit", "q", "exit", "stop"].contains(word) { return true }
            if !word.isEmpty { console.say("Still watching: type `quit` to stop, then `\(word)` again.") }
        }
        return false
    }

    private static func modificationStamp(_ file: URL) -> String {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: file.path)) ?? [:]
        return "\((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0) \((attributes[.size] as? NSNumber)?.intValue ?? -1)"
    }

    private static func clockTime() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
