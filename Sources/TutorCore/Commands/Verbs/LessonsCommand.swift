/// `lessons [--json]`: every lesson, its steps, and the learner's progress in it.
struct LessonsCommand: Command {
    static let help = HelpEntry(verb: "lessons", usage: "lessons [--json]", commandLine: "lessons [--json]",
        summary: "List the lessons, their steps and your progress.",
        details: "With --json: an array of {name, title, steps, stages, passed, position}.",
        section: .findYourWay, example: "lessons")

    /// One lesson's summary, as `lessons --json` gives it.
    struct Summary: Codable {
        var name: String
        var title: String
        var steps: Int
        var stages: Int
        var passed: Int
        var position: String?
        var cards: Int
        var edgeCases: Int
    }

    let json: Bool

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        json = words.take("--json")
        _ = try words.rest(0...0)
    }

    init(json: Bool) {
        self.json = json
    }

    func perform(in session: CommandSession) -> ExitStatus {
        list(session.catalogue.lessons, progress: session.book.snapshot, on: session.screen, atPrompt: session.prompt != nil)
    }

    /// Each lesson, its size, and how far the learner has come; the likely next command is
    /// typed at the prompt, or on the command line.
    func list(_ lessons: [Lesson], progress: Progress, on screen: Screen, atPrompt: Bool) -> ExitStatus {
        let summaries = lessons.map { Self.summary(of: $0, progress: progress) }
        if json {
            screen.say(json: summaries)
            return .success
        }
        let nameWidth = (lessons.map(\.name.count).max() ?? 0) + 2
        for summary in summaries {
            screen.console.say(TextLayout.pad(summary.name, to: nameWidth) + summary.title)
            var detail = "\(summary.steps) steps, \(summary.stages) stages, \(summary.cards) cards, \(summary.edgeCases) edge cases"
            if summary.passed > 0 || summary.position != nil {
                detail += " · \(summary.passed) of \(summary.stages) stages run and matched"
                if let position = summary.position { detail += " · you are at \(position)" }
            } else {
                detail += " · not started"
            }
            screen.console.say(String(repeating: " ", count: nameWidth) + detail)
        }
        let next = progress.currentLesson ?? lessons.first?.name ?? "postcards"
        screen.console.say(atPrompt ? "\nNext: `open \(next)`."
            : "\nNext: `codable-tutor` to start the tutor, then `open \(next)`; or `codable-tutor show \(next) \(lessons.first { $0.name == next }?.steps.first?.number ?? 0)`.")
        return .success
    }

    private static func summary(of lesson: Lesson, progress: Progress) -> Summary {
        let record = progress.lesson(lesson.name)
        let passed = lesson.stages.filter { record.passed.contains($0.id) }.count
        return Summary(name: lesson.name, title: lesson.title, steps: lesson.steps.count, stages: lesson.stages.count,
            passed: passed, position: record.position?.description, cards: LessonLoader.deckSize("cards", of: lesson),
            edgeCases: LessonLoader.deckSize("edge", of: lesson))
    }
}
