import Foundation

/// `watch [<lesson> <step>] <file.swift>`: checks the file against the stage every time it is
/// saved. Its exit status is the last check's: 0 when it matched, 1 when not.
struct WatchCommand: Command {
    static let help = HelpEntry(verb: "watch", usage: "watch [<lesson> <step>] <file.swift>",
        commandLine: "watch <lesson> <step> <file.swift>",
        summary: "Check a file against a stage every time you save it, until `quit` or Ctrl-C.",
        details: "The exit status is the last check's: 0 when your model matched the lesson's, 1 when not.",
        section: .yourModel, example: "watch mine.swift", commandLineExample: "watch {lesson} 6 mine.swift")

    let lesson: Lesson
    let stage: Stage
    let file: String
    /// Seconds between two looks at the file.
    var pollInterval = 0.25

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        PathCompletion.paths(matching: word)
    }

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        guard let cancellation = session.cancellation ?? Cancellation() else {
            throw UsageError("Watching needs a pipe, and none could be made.")
        }
        return try watch(with: session.checker, cancellation: cancellation, input: session.reader)
    }

    /// Checks the file now and again after every save, until the learner types `quit`, presses
    /// Ctrl-C, or the input ends (a script piped in: it must not hang there).
    func watch(with checker: ModelChecker, cancellation: Cancellation, input: LineReader?) throws(UsageError) -> ExitStatus {
        var checker = checker
        checker.watching = true
        let console = checker.screen.console
        let url = try ModelFile.learnerFile(file)
        console.say("Watching \(url.path): every save is checked against \(lesson.name) \(stage.id). Type `quit` or press Ctrl-C to stop.\n")
        var lastStatus = checker.check(url, against: stage, of: lesson, json: false, cancellation: cancellation)
        var stamp = Self.modificationStamp(url)
        while !cancellation.isTriggered, !Self.askedToStop(input, console: console) {
            // Wakes at once for Ctrl-C, else after the poll interval; an interrupted wait just looks again.
            _ = try? Syscalls.readable(among: [cancellation.readDescriptor], waitingAtMost: Int32(pollInterval * 1000))
            let now = Self.modificationStamp(url)
            guard now != stamp, !cancellation.isTriggered else { continue }
            stamp = now
            // An editor may save in two steps (truncate, then write): let it finish.
            Thread.sleep(forTimeInterval: 0.05)
            console.say("\n── saved at \(Self.clockTime()) " + String(repeating: "─", count: 30))
            do throws(UsageError) {
                lastStatus = checker.check(try ModelFile.learnerFile(file), against: stage, of: lesson, json: false,
                    cancellation: cancellation)
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

extension WatchCommand {
    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        let rest = try words.rest(place.atPrompt ? 0...3 : 3...3)
        guard let file = rest.last else { throw UsageError("`watch` needs a file: `watch Postcard.swift`.", hint: "`edit` makes one from this stage's model.") }
        self.file = file
        (lesson, stage) = try place.checkableStage(Array(rest.dropLast()))
    }
}
