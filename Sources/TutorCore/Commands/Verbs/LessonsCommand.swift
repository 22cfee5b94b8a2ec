/// `lessons [--json]`: every lesson, its steps, and the learner's progress in it.
struct LessonsCommand: Command {
    static let help = HelpEntry(verb: "lessons", usage: "lessons [--json]", commandLine: "lessons [--json]",
        summary: "List the lessons, their steps and your progress.",
        details: "With --json: an array of {name, title, steps, stages, passed, position}.",
        section: .findYourWay, example: "lessons")

    let json: Bool

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        json = words.take("--json")
        _ = try words.rest(0...0)
    }

    func perform(in session: CommandSession) -> ExitStatus {
        session.tutor.listLessons(json: json, inRepl: session.prompt != nil)
    }
}
