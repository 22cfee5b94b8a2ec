/// `verify [<lesson>] [--json]`: every stage of a lesson (or of all), a line each. It checks
/// the lessons, not the learner: nothing it runs is recorded in their progress.
struct VerifyCommand: Command {
    static let help = HelpEntry(verb: "verify", usage: "verify [<lesson>] [--json]", commandLine: "verify [<lesson>] [--json]",
        summary: "Run every stage of a lesson (or all lessons); a line each.",
        details: "Ends with `N passed, N failed`; exit status 0 only when all pass. Problems in the lesson files are reported with file:line. Your progress is left as it is.",
        section: .authors, example: "verify {lesson}")

    let lesson: String?
    let json: Bool

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        json = words.take("--json")
        lesson = try words.rest(0...1).first ?? place.current?.lesson.name
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        before.isEmpty ? place.lessons.map(\.name) : []
    }

    func perform(in session: CommandSession) -> ExitStatus {
        session.tutor.verify(lesson: lesson, json: json, cancellation: session.cancellation)
    }
}
