import Foundation

/// `check [<lesson> <step>] <file.swift> [--json]`: the learner's model against a step's
/// `run()` and document. Exit status 0 when it matches, 1 when not, 2 for a usage error.
struct CheckCommand: Command {
    static let help = HelpEntry(verb: "check", usage: "check [<lesson> <step>] [<file.swift>] [--json]",
        commandLine: "check <lesson> <step> [<file.swift>] [--json]",
        summary: "Check your own model against a step's run() and document.",
        details: "Your file holds your types only (Postcard, Stamp…). It is compiled with the step's own run() — its last stage that compiles, unless you name one (9.3) — and run against the lesson's document; the output is compared with the lesson's, line by line. Compiler messages point at your file and line; a DecodingError is read out as a sentence, with the step that teaches the fix. With no file, your own copy of the step's exercise is checked (`edit` opens it). Exit status 0 when it matches, 1 when not, 2 for a usage error.",
        section: .yourModel, example: "check mine.swift", commandLineExample: "check {lesson} 6 mine.swift")

    let lesson: Lesson
    let stage: Stage
    /// The learner's file; nil for their own copy (`edit`'s), found when the check runs.
    let file: URL?
    let json: Bool

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        json = words.take("--json")
        let rest = try words.rest(place.atPrompt ? 0...3 : 2...3)
        // On the command line a file is the third word. At the prompt the last word is a file
        // when it ends in .swift, or when it names no stage (`check 6` is a step, `check mine`
        // a file that is not Swift).
        let namesFile = place.atPrompt
            ? rest.count == 3 || rest.last?.hasSuffix(".swift") == true || (rest.count == 1 && (try? place.checkableStage(rest)) == nil)
            : rest.count == 3
        let stageWords = namesFile ? Array(rest.dropLast()) : rest
        (lesson, stage) = try place.checkableStage(stageWords)
        if namesFile, let path = rest.last {
            file = try ModelFile.learnerFile(path)
        } else {
            file = nil
        }
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        PathCompletion.paths(matching: word)
    }

    /// With --json, a refusal is JSON on standard output too, so a script always gets JSON.
    static let refusesInJSON = true

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        if let file {
            return session.checker.check([file], against: stage, of: lesson, json: json, cancellation: session.cancellation)
        }
        // No file: the learner's copy of the step's exercise, made from its start if need be.
        let (copy, target, files) = try session.madeExerciseCopy(for: stage, in: lesson)
        let status = session.checker.check(files, against: target, of: lesson, json: json, cancellation: session.cancellation)
        if status == .success, !json { session.say("\n" + session.next.afterExercise(copy)) }
        return status
    }
}
