import Foundation

/// `check [<lesson> <step>] <file.swift> [--json]`: the learner's model against a step's
/// `run()` and document. Exit status 0 when it matches, 1 when not, 2 for a usage error.
struct CheckCommand: Command {
    static let help = HelpEntry(verb: "check", usage: "check [<lesson> <step>] <file.swift> [--json]",
        commandLine: "check <lesson> <step> <file.swift> [--json]",
        summary: "Check your own model against a step's run() and document.",
        details: "Your file holds your types only (Postcard, Stamp…). It is compiled with the step's own run() — its last stage that compiles, unless you name one (9.3) — and run against the lesson's document; the output is compared with the lesson's, line by line. Compiler messages point at your file and line; a DecodingError is read out as a sentence, with the step that teaches the fix. Exit status 0 when it matches, 1 when not, 2 for a usage error.",
        section: .yourModel, example: "check mine.swift", commandLineExample: "check {lesson} 6 mine.swift")

    let lesson: Lesson
    let stage: Stage
    let file: URL
    let json: Bool

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        json = words.take("--json")
        let rest = try words.rest(place.atPrompt ? 0...3 : 3...3)
        guard let path = rest.last else {
            throw UsageError("`check` needs your model's file: `check Postcard.swift`.", hint: "`edit` makes one from this stage's model.")
        }
        (lesson, stage) = try place.checkableStage(Array(rest.dropLast()))
        file = try ModelFile.learnerFile(path)
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        PathCompletion.paths(matching: word)
    }

    /// With --json, a refusal is JSON on standard output too, so a script always gets JSON.
    static func refusal(_ error: UsageError, words: [String]) -> String? {
        guard words.contains("--json") else { return nil }
        return CheckVerdict.failureJSON(status: .usageError, problem: error.message, hint: error.hint)
    }

    func perform(in session: CommandSession) -> ExitStatus {
        session.checker.check(file, against: stage, of: lesson, json: json, cancellation: session.cancellation)
    }
}
