/// `run [<lesson> <step>] [--json]`: compiles and runs the stages named, the lesson's output
/// beside the real one. Exit status 0 when every stage matches.
struct RunCommand: Command {
    static let help = HelpEntry(verb: "run", usage: "run [<lesson> <step>] [--json]", commandLine: "run <lesson> <step> [--json]",
        summary: "Compile and run a step; expected output beside the real one.",
        details: "`run 9` runs every stage of step 9 in order; `run 9.2` just one. Each line is marked: = identical, ~ a platform difference (explained under the output), ! different. Exit status 0 when everything matches, 1 when something differs, 2 for a usage error.",
        section: .learn, example: "run 9.2", commandLineExample: "run {lesson} 9.2")

    let lesson: Lesson
    let stages: [Stage]
    let json: Bool

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        json = words.take("--json")
        (lesson, stages) = try place.stages(words.rest(place.atPrompt ? 0...2 : 2...2))
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        place.stageCompletions(after: before)
    }

    func perform(in session: CommandSession) -> ExitStatus {
        session.tutor.runStages(stages, of: lesson, json: json, cancellation: session.cancellation)
    }
}
