import Foundation
import SwiftToolchain
import Synchronization
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `verify [<lesson>] [--json]`: every stage of a lesson (or of all), a line each. It checks
/// the lessons, not the learner: nothing it runs is recorded in their progress.
struct VerifyCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "verify", arguments: [.lesson(.optional)], options: [.json],
        summary: "Run every stage of a lesson (or all lessons); a line each.",
        details:
            """
            Every exercise is proved too: its untouched start fails its check, the lesson's own change passes, and \
            each wrong answer in its `mistakes/` fails, saying its `// expect:` words. Ends with `N passed, N \
            failed`; exit status 0 only when all pass. Problems in the lesson files are reported with file:line. Your \
            progress is left as it is.
            """,
        section: .authors, example: "verify {lesson}")

    /// `verify --json`: the counts, the lesson files' problems, each stage's result, and each
    /// claim about an exercise proved or not.
    struct Report: Codable {
        var passed: Int
        var failed: Int
        var problems: [String]
        var stages: [StageResult]
        var exercises: [ExerciseProof.Result]
    }

    let lesson: String?
    let json: Bool

    /// Every stage, card and edge case compiled, run and compared, and every exercise's start,
    /// lesson's change and mistakes checked, a line each, one compile per core; then
    /// `N passed, N failed`. 0 only when everything passed.
    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        let console = session.console
        var chosen = session.catalogue.lessons
        if let lesson { chosen = [try StageReference.lesson(lesson, in: chosen)] }
        let problems = session.catalogue.problems(of: lesson == nil ? nil : chosen[0].name)
        for problem in problems where !json {
            session.screen.sayLine("FAIL  \(problem)", hanging: "      ")
        }
        // Each lesson's steps first, then what its exercises must prove, then every card and
        // edge case that has code.
        let work = session.catalogue.decks(for: chosen).flatMap { deck -> [VerifyWork] in
            deck.lesson.stages.map { .stage(deck.lesson, $0) }
                + ExerciseProof.all(of: session.catalogue.withMistakes(deck.lesson)).map(VerifyWork.proof)
                + deck.stages.map { .stage(deck.lesson, $0) }
        }
        // The start's files are made in a scratch home of verify's own, swept like a run's
        // folder if verify is killed; a check is never recorded in the learner's progress.
        let scratch = session.home.newDocumentsFolder(named: "verify")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let context = VerifyContext(
            execution: session.execution, checker: verifyChecker(in: session),
            scratch: TutorHome(state: scratch, cache: scratch), cancellation: session.cancellation)
        let finished = run(work, in: context, on: session.screen)
        let passed = finished.filter(\.passed).count
        let failed = finished.count - passed + problems.count + (work.count - finished.count)
        if json {
            session.screen.say(
                json: Report(
                    passed: passed, failed: failed, problems: problems.map(\.description),
                    stages: finished.compactMap(\.stage), exercises: finished.compactMap(\.proof)))
        } else {
            if finished.count < work.count {
                console.say("Stopped: \(TextLayout.count(work.count - finished.count, "check")) not run.")
            }
            console.say("\(passed) passed, \(failed) failed")
        }
        return .matching(failed == 0)
    }

    /// Runs `work` on every core, printing each line in lesson order as soon as every earlier
    /// item is done; the results of the items run (fewer after Ctrl-C).
    private func run(_ work: [VerifyWork], in context: VerifyContext, on screen: Screen) -> [VerifyOutcome] {
        let console = screen.console
        let state = VerifyState(count: work.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, work.count))
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while let index = state.take(), context.cancellation?.isTriggered != true {
                    state.finish(index, with: context.carryOut(work[index])) { done in
                        guard !json else { return }
                        console.clearProgress()
                        // A long line goes on under the lesson's name.
                        screen.sayLine(done.line, hanging: "      ")
                    } progress: { finished in
                        if !json { console.progress("[\(finished)/\(work.count)] compiling and running…") }
                    }
                }
            }
        }
        group.wait()
        console.clearProgress()
        return state.results.compactMap { $0 }
    }

    /// `ok    postcards 6.1  a Date wants a number  (platform: typeMismatch-lowercase)`.
    static func line(_ result: StageResult) -> String {
        let status = result.status == .match ? "ok  " : "FAIL"
        var line = "\(status)  \(result.lesson) \(TextLayout.pad(result.stage, to: 10)) \(result.title)"
        if !result.rulesUsed.isEmpty { line += "  (\(DifferenceRule.summary(of: result.rulesUsed)))" }
        if result.status != .match {
            let differing = (result.lines + result.diagnostics).filter { $0.verdict == "different" }.count
            line += " — " + (result.problem ?? "\(differing) line\(differing == 1 ? " differs" : "s differ")")
        }
        return line
    }
}

extension VerifyCommand {
    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        json = words.flag(.json)
        lesson = words.words.first ?? place.current?.lesson.name
    }
}

/// The shared state of a parallel verify: which item is next, and results waiting to be
/// printed in order.
private final class VerifyState: Sendable {
    private let state: Mutex<(next: Int, printed: Int, results: [VerifyOutcome?])>

    init(count: Int) {
        state = Mutex((next: 0, printed: 0, results: Array(repeating: nil, count: count)))
    }

    /// Every result so far, nil for a stage not run.
    var results: [VerifyOutcome?] { state.withLock { $0.results } }

    /// The index of the next stage to run, or nil when all are taken.
    func take() -> Int? {
        state.withLock { state in
            guard state.next < state.results.count else { return nil }
            defer { state.next += 1 }
            return state.next
        }
    }

    /// Stores a result and hands `report` every result now ready, in order, under the lock
    /// so that two workers cannot interleave their lines.
    func finish(_ index: Int, with result: VerifyOutcome, report: (VerifyOutcome) -> Void, progress: (Int) -> Void) {
        state.withLock { state in
            state.results[index] = result
            while state.printed < state.results.count, let done = state.results[state.printed] {
                report(done)
                state.printed += 1
            }
            progress(state.results.lazy.filter { $0 != nil }.count)
        }
    }
}
