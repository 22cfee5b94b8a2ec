/// `run [<lesson> <step>] [--json]`: compiles and runs the stages named, the lesson's output
/// beside the real one. Exit status 0 when every stage matches.
struct RunCommand: Command {
    static let help = HelpEntry(verb: "run", usage: "run [<lesson> <step>] [--json]", commandLine: "run <lesson> <step> [--json]",
        summary: "Compile and run a step; expected output beside the real one.",
        details: "`run 9` runs every stage of step 9 in order; `run 9.2` just one. Each line is marked: = identical, ~ a platform difference (explained under the output), ! different. Exit status 0 when everything matches, 1 when something differs, 2 for a usage error.",
        section: .learn, example: "run 9.2", commandLineExample: "run {lesson} 9.2")

    /// `run --json`: whether everything matched, and each stage's result.
    struct Report: Codable {
        var matches: Bool
        var stages: [StageResult]
    }

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

    /// Runs the stages in order, the lesson's output beside the real one (or one JSON report),
    /// and records each match as passed: running a stage is what passes it.
    func perform(in session: CommandSession) -> ExitStatus {
        let console = session.console
        var results: [StageResult] = []
        var allMatch = true
        let screen = session.screen
        let view = RunView(measuring: { screen.width }, styler: screen.styler)
        stageLoop: for (index, stage) in stages.enumerated() {
            let outcome = session.execution.execute(stage, of: lesson, cancellation: session.cancellation)
            allMatch = allMatch && outcome.matches
            if outcome.matches { session.book.recordPass(stage, of: lesson) }
            results.append(StageResult(lesson: lesson, stage: stage, outcome: outcome))
            switch outcome {
            case .ran(let run, let comparison):
                if !json {
                    if index > 0 { console.say("") }
                    console.say(view.render(stage, run: run, comparison: comparison))
                }
            case .failed(let error):
                // After Ctrl-C the terminal has echoed `^C` with no newline.
                if !json { console.complain((error == .cancelled ? "\n" : "") + error.text) }
                // Cancelled, or no compiler: no later stage can run either.
                if error == .cancelled { break stageLoop }
                if case .notFound = error { break stageLoop }
            }
        }
        if json {
            session.screen.say(json: Report(matches: allMatch, stages: results))
        } else if let last = stages.last, results.last?.status != .error {
            console.say("\n" + TextLayout.line(nextHint(after: last, matched: allMatch), width: session.screen.width))
        }
        return .matching(allMatch)
    }

    /// The likely next command after running `stage`.
    private func nextHint(after stage: Stage, matched: Bool) -> String {
        guard matched else {
            return "Next: read the marked lines above; `diff` shows what this stage changed, `show` the whole model."
        }
        if let next = lesson.stage(after: stage.id) {
            return "Next: `next` (or `codable-tutor show \(lesson.name) \(next.id)`) for \(next.id): \(next.title)."
        }
        return "That was the last stage of \(lesson.title). Next: `lessons` to choose another lesson."
    }
}
