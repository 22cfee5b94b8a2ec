/// `diff`: only what the stage changed since the stage before.
struct DiffCommand: Command {
    static let help = HelpEntry(verb: "diff", usage: "diff", commandLine: nil,
        summary: "Show only what the current stage changed since the stage before.")

    let lesson: Lesson
    let stage: Stage

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        (lesson, stage) = try place.stage(words.rest(0...2))
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        place.stageCompletions(after: before)
    }

    func perform(in session: CommandSession) -> Int32 {
        session.say(StageView(width: session.tutor.width).changes(stage, in: lesson))
        return 0
    }
}
