import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `watch [<lesson> <step>] [<file.swift>]`: checks a file, or the learner's copy of the step's
/// exercise, every time it is saved. Its exit status is the last check's: 0 when it matched,
/// 1 when not. Watching an exercise ends when it passes, with the next step offered.
struct WatchCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "watch", arguments: CommandArgument.modelTarget,
        summary: "Check your copy of a step (or a file) every time you save it, until it passes, `quit` or Ctrl-C.",
        details:
            """
            With no file it watches your copy of the step's exercise (the one `edit` opens) and stops when it passes, \
            offering the next step; a file you name is watched until you stop. On a terminal the screen is cleared \
            before each check. The exit status is the last check's: 0 when your model matched the lesson's, 1 when not.
            """,
        section: .yourModel, commandLineExample: "watch {lesson} 5")

    let lesson: Lesson
    let stage: Stage
    /// The file named; nil for the learner's copy of the step's exercise.
    let file: String?
    /// Seconds between two looks at the file.
    var pollInterval = 0.25

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        guard let cancellation = session.cancellation ?? Cancellation() else {
            throw CommandFailure("Watching needs a pipe, and none could be made.")
        }
        var target = stage
        var exercise: ExerciseCopy?
        if file == nil {
            let made = try session.madeExerciseCopy(for: stage, in: lesson)
            exercise = made.copy
            target = made.target
        }
        return try watch(
            target, exercise: exercise, with: session.checker, cancellation: cancellation, input: session.reader,
            next: exercise.map { session.afterExercise($0) })
    }

    /// Checks the files now and again after every save, until the learner types `quit`, presses
    /// Ctrl-C, or the input ends (a script piped in: it must not hang there); an exercise also
    /// ends when it passes, and `next` is said then (read then, from the progress the pass made).
    /// `stopsAtPass` ends a watch of a file at its first pass too (a drill's file); by default
    /// only an exercise's does.
    func watch(
        _ stage: Stage, exercise: ExerciseCopy? = nil, with checker: ModelChecker, cancellation: Cancellation,
        input: LineReader?,
        next: @autoclosure () -> String? = nil, stopsAtPass: Bool? = nil
    ) throws(CommandFailure) -> ExitStatus {
        let stopsAtPass = stopsAtPass ?? (exercise != nil)
        var checker = checker
        checker.watching = true
        let console = checker.screen.console
        let clears = exercise != nil && Syscalls.isTerminal(STDOUT_FILENO)
        func files() throws(CommandFailure) -> [URL] {
            if let exercise { return exercise.files }
            return [try ModelFile.learnerFile(file ?? "")]
        }
        let watched = try files()
        let shown = watched.map(\.path).joined(separator: " and ")
        let announce =
            """
            Watching \(shown): every save is checked against \(lesson.name) \(stage.id). Type `quit` or press Ctrl-C \
            to stop.\n
            """
        console.say(announce)
        var lastStatus = try checker.check(watched, against: stage, of: lesson, json: false, cancellation: cancellation)
        var stamp = watched.map(Self.modificationStamp).joined(separator: "|")
        while !(stopsAtPass && lastStatus == .success), !cancellation.isTriggered,
            !Self.askedToStop(input, console: console)
        {
            // Wakes at once for Ctrl-C, else after the poll interval; an interrupted wait just looks again.
            _ = try? Syscalls.readable(among: [cancellation.readDescriptor], waitingAtMost: Int32(pollInterval * 1000))
            let now = watched.map(Self.modificationStamp).joined(separator: "|")
            guard now != stamp, !cancellation.isTriggered else { continue }
            stamp = now
            // An editor may save in two steps (truncate, then write): let it finish.
            Thread.sleep(forTimeInterval: 0.05)
            if clears { console.say("\u{1B}[H\u{1B}[2J" + announce) }
            console.say("\n── saved at \(Self.clockTime()) " + String(repeating: "─", count: 30))
            do throws(CommandFailure) {
                lastStatus = try checker.check(
                    try files(), against: stage, of: lesson, json: false, cancellation: cancellation)
            } catch {
                // A save that cannot be checked (emptied, say, or a compile that could not
                // run) is one more entry of the watch's log, under its "saved at" line, as a
                // check's verdict is: the watch goes on, so it is no failure of the command.
                console.say(error.text)
                lastStatus = error.exitStatus
            }
        }
        if stopsAtPass, lastStatus == .success {
            if let next = next() { console.say("\n" + next) }
            return lastStatus
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
            if (QuitCommand.spellings + ["stop"]).contains(word) { return true }
            if !word.isEmpty { console.say("Still watching: type `quit` to stop, then `\(word)` again.") }
        }
        return false
    }

    /// When `file` last changed and its size, to tell a save: `practise` and `drill` also read
    /// it, to tell an editor that returned without a save.
    static func modificationStamp(_ file: URL) -> String {
        let attributes = (try? FileManager.default.attributesOfItem(atPath: file.path)) ?? [:]
        return
            """
            \((attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0) \
            \((attributes[.size] as? NSNumber)?.intValue ?? -1)
            """
    }

    private static func clockTime() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}

extension WatchCommand {
    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        // Read as `check` reads its words: `watch mine` watches the file `mine`, as `check mine` checks it.
        (lesson, stage, file) = try place.modelTarget(words.words)
    }
}
