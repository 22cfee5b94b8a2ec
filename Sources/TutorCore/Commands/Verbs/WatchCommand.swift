/// `watch <file.swift>`: checks the file against the stage every time it is saved.
struct WatchCommand: Command {
    static let help = HelpEntry(verb: "watch", usage: "watch <file.swift>", commandLine: nil,
        summary: "Check a file against this stage every time you save it, until Ctrl-C.",
        section: .yourModel, example: "watch mine.swift")

    let lesson: Lesson
    let stage: Stage
    let file: String

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        let rest = try words.rest(0...3)
        guard let file = rest.last else { throw UsageError("`watch` needs a file: `watch Postcard.swift`.") }
        self.file = file
        (lesson, stage) = try place.checkableStage(Array(rest.dropLast()))
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        PathCompletion.paths(matching: word)
    }

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        guard let cancellation = session.cancellation ?? Cancellation() else {
            throw UsageError("Watching needs a pipe, and none could be made.")
        }
        return session.tutor.watch(file: file, stage: stage, of: lesson, cancellation: cancellation, input: session.reader)
    }
}
