import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `run [<lesson> <step>] [--json]`: compiles and runs the stages named, the lesson's output
/// beside the real one. Exit status 0 when every stage matches.
struct RunCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "run", arguments: CommandArgument.stage, options: [.json],
        summary: "Compile and run a step; expected output beside the real one.",
        details:
            """
            `run 9` runs every stage of step 9 in order; `run 9.2` just one. Each line is marked: = identical, ~ a \
            platform difference (explained under the output), ! different. Exit status 0 when everything matches, 1 \
            when something differs, 2 for a usage error.
            """,
        section: .learn, example: "run 9.2", commandLineExample: "run {lesson} 9.2")

    /// `run --json`: whether everything matched, and each stage's result.
    struct Report: Codable {
        var matches: Bool
        var stages: [StageResult]
    }

    let lesson: Lesson
    let stages: [Stage]
    let json: Bool

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        json = words.flag(.json)
        (lesson, stages) = try place.stages(words.words)
    }

    /// Runs the stages in order, the lesson's output beside the real one (or one JSON report),
    /// and records each match as passed: running a stage is what passes it.
    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        let console = session.console
        var results: [StageResult] = []
        var allMatch = true
        /// Why a stage could not be compiled: on the screen it ends the run, and the
        /// registry says it once the stages before it are shown.
        var stopped: CommandFailure?
        let screen = session.screen
        let view = RunView(measuring: { screen.width }, styler: screen.styler)
        stageLoop: for (index, stage) in stages.enumerated() {
            let outcome = session.execution.execute(stage, of: lesson, cancellation: session.cancellation)
            allMatch = allMatch && outcome.matches
            if outcome.matches { session.book.recordPass(stage, of: lesson) }
            results.append(StageResult(lesson: lesson, stage: stage, outcome: outcome))
            switch outcome {
            case .ran(var run, let comparison):
                if !json {
                    if index > 0 { console.say("") }
                    // Found in the cache because the prompt compiled it while the learner read.
                    if run.compiledFromCache, let seconds = session.prompt?.takeCompiledAhead(stage.program(in: lesson))
                    {
                        run.compiledAhead = true
                        run.compile.seconds = seconds
                    }
                    console.say(view.render(stage, run: run, comparison: comparison))
                }
            case .failed(let error):
                if !json {
                    // After Ctrl-C the terminal has echoed `^C` with no newline.
                    stopped = CommandFailure(reporting: error, lead: error == .cancelled ? "\n" : "")
                    break stageLoop
                }
                // Cancelled, or no compiler: no later stage can run either.
                if error == .cancelled { break stageLoop }
                if case .notFound = error { break stageLoop }
            }
        }
        for step in Set(stages.map(\.id.step)) { session.book.markRead(step: step, in: lesson.name) }
        if let stopped { throw stopped }
        if json {
            session.screen.say(json: Report(matches: allMatch, stages: results))
        } else if let last = stages.last, results.last?.status != .error {
            console.say(
                "\n"
                    + TextLayout.line(
                        nextHint(after: last, matched: allMatch, in: session), width: session.screen.width))
        }
        return .matching(allMatch)
    }

    /// The likely next command after running `stage`, in the words of where it was typed.
    private func nextHint(after stage: Stage, matched: Bool, in session: CommandSession) -> String {
        let next = session.next
        let id = stage.id.description
        guard matched else {
            let show = "\(next.command(ShowCommand.self, lesson, id)) the whole model"
            guard !next.onCommandLine else { return next.line("read the marked lines above; \(show).") }
            return next.line(
                """
                read the marked lines above; \(next.command(DiffCommand.self, lesson, id)) shows what this stage \
                changed, \(show).
                """
            )
        }
        return session.pageLine(of: stage, in: lesson)
    }
}
