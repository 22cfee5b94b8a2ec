import Foundation

extension Tutor {
    /// `verify [<lesson>]`: every stage, card and edge case compiled, run and compared, a line each, one compile
    /// per core; then `N passed, N failed`. 0 only when everything passed.
    public func verify(lesson name: String?, json: Bool, cancellation: Cancellation? = nil) -> ExitStatus {
        var chosen = lessonsWithDecks
        var name = name
        if let typed = name {
            do throws(UsageError) {
                chosen = [try StageReference.lesson(typed, in: lessonsWithDecks)]
                name = chosen[0].name
            } catch {
                return usage(error)
            }
        }
        let problems = catalogue.problems(of: name)
        for problem in problems where !json {
            console.say("FAIL  \(problem)")
        }
        // Steps first, then every card and edge case that has code.
        let work = chosen.flatMap { lesson in
            (lesson.stages + lesson.cards.flatMap(\.stages) + lesson.edgeCases.flatMap(\.stages)).map { (lesson, $0) }
        }
        let state = VerifyState(count: work.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, work.count))
        let group = DispatchGroup()
        for _ in 0..<workers {
            DispatchQueue.global().async(group: group) {
                while let index = state.take(), cancellation?.isTriggered != true {
                    let (lesson, stage) = work[index]
                    let result = self.verifyResult(stage, of: lesson, cancellation: cancellation)
                    // Print in lesson order, as soon as every earlier stage is done.
                    state.finish(index, with: result) { done in
                        guard !json else { return }
                        self.console.clearProgress()
                        self.console.say(Self.verifyLine(done))
                    } progress: { finished in
                        if !json { self.console.progress("[\(finished)/\(work.count)] compiling and running…") }
                    }
                }
            }
        }
        group.wait()
        console.clearProgress()
        let finished = state.results.compactMap { $0 }
        let passed = finished.filter { $0.status == .match }.count
        let failed = finished.count - passed + problems.count + (work.count - finished.count)
        if json {
            console.say(Self.json(VerifyReport(passed: passed, failed: failed, problems: problems.map(\.description), stages: finished)))
        } else {
            if finished.count < work.count { console.say("Stopped: \(work.count - finished.count) stages were not run.") }
            console.say("\(passed) passed, \(failed) failed")
        }
        return .matching(failed == 0)
    }

    private func verifyResult(_ stage: Stage, of lesson: Lesson, cancellation: Cancellation?) -> StageResult {
        switch execute(stage, of: lesson, cancellation: cancellation) {
        case .ran(let run, let comparison): StageResult(lesson: lesson, stage: stage, run: run, comparison: comparison)
        case .failed(let error): StageResult(lesson: lesson, stage: stage, error: error)
        }
    }

    /// `ok    postcards 6.1  a Date wants a number  (platform: typeMismatch-lowercase)`.
    static func verifyLine(_ result: StageResult) -> String {
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

/// `verify --json`: the counts, the lesson files' problems, and each stage's result.
struct VerifyReport: Codable {
    var passed: Int
    var failed: Int
    var problems: [String]
    var stages: [StageResult]
}

/// The shared state of a parallel verify: which stage is next, and results waiting to be
/// printed in order.
private final class VerifyState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var printed = 0
    private(set) var results: [StageResult?]

    init(count: Int) {
        results = Array(repeating: nil, count: count)
    }

    /// The index of the next stage to run, or nil when all are taken.
    func take() -> Int? {
        lock.withLock {
            guard next < results.count else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Stores a result and hands `report` every result now ready, in order, under the lock
    /// so that two workers cannot interleave their lines.
    func finish(_ index: Int, with result: StageResult, report: (StageResult) -> Void, progress: (Int) -> Void) {
        lock.withLock {
            results[index] = result
            while printed < results.count, let done = results[printed] {
                report(done)
                printed += 1
            }
            progress(results.lazy.filter { $0 != nil }.count)
        }
    }
}
