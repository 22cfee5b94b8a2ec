/// A command about one stage at the prompt: `model`, `diff`, `doc`, `edit`. Alone it means
/// the current stage; a step of the current lesson, a lesson, or both may be named.
protocol StageCommand: Command {
    init(lesson: Lesson, stage: Stage)
}

extension StageCommand {
    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        let (lesson, stage) = try place.stage(words.rest(0...2))
        self.init(lesson: lesson, stage: stage)
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        place.stageCompletions(after: before)
    }
}
