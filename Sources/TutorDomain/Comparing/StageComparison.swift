import SwiftToolchain
import TutorBase
import TutorSystem

/// The verdict on one stage: its output and its compiler messages against the lesson's.
package struct StageComparison: Sendable {
    /// Whether the compiler's messages are part of the verdict.
    package enum Diagnostics: Sendable {
        /// Every message is held against the ones the stage records: a lesson's own stage.
        case compared
        /// The messages are not judged, only whether the program compiled and what it printed:
        /// a learner's warnings about their own model or answer are theirs to weigh.
        case ignored
    }

    /// Row by row, the program's output against the expected output (empty for a stage that
    /// must not compile).
    package var output: [ComparedLine]
    /// Row by row, the compiler's messages against the recorded ones.
    package var diagnostics: [ComparedLine]
    /// Why the stage failed other than by its lines: it did not compile, crashed, timed out.
    package var problem: String?
    /// For a stage recorded as ending in a crash (`ends: crash`) that did crash: the crash in a
    /// sentence, said as part of what the run shows rather than as a problem.
    package var expectedEnding: String?

    /// Whether every row is identical or explained by a named rule, and nothing else went wrong.
    package var matches: Bool {
        problem == nil && (output + diagnostics).allSatisfy { $0.verdict != .different }
    }

    /// The named rules this comparison relied on, each once, in order of first use.
    package var rulesUsed: [String] {
        var seen: [String] = []
        for row in output + diagnostics {
            if case .explained(let ids) = row.verdict {
                for id in ids where !seen.contains(id) { seen.append(id) }
            }
        }
        return seen
    }

    /// How many expected lines were checked against the lesson's record, and how many against
    /// a record made on this machine because the lesson showed none.
    package var checkedLines: (lesson: Int, here: Int) {
        let expected = (output + diagnostics).filter { $0.expected != nil }
        let lesson = expected.filter(\.expectedFromLesson).count
        return (lesson, expected.count - lesson)
    }

    /// Compares a stage's run with what the stage records: the program's output under the
    /// platform rules, the compiler's messages under the compiler-version rules, unless
    /// `diagnostics` leaves them out (no rows: they neither match nor differ).
    package static func compare(
        _ stage: Stage, with run: ProgramRun, diagnostics judged: Diagnostics = .compared,
        rules: LineComparison = LineComparison(rules: DifferenceRule.of(.platform)),
        messageRules: LineComparison = LineComparison(rules: DifferenceRule.of(.compilerVersion))
    ) -> StageComparison {
        let diagnostics =
            judged == .ignored
            ? []
            : compareDiagnostics(
                expected: stage.expectedDiagnostics,
                actual: run.compile.diagnostics.map(\.expected), rules: messageRules)
        var problem: String?
        var output: [ComparedLine] = []
        if stage.mustNotCompile {
            if run.compile.succeeded {
                problem = "The stage compiled, but the lesson expects the compiler to refuse it."
            }
        } else if !run.compile.succeeded {
            problem = "The stage did not compile."
        } else {
            output = rules.compare(
                expected: stage.expectedOutput ?? "", actual: run.output, provenance: stage.provenance)
            problem = run.failure
        }
        var comparison = StageComparison(output: output, diagnostics: diagnostics, problem: problem)
        if stage.endsInCrash, run.compile.succeeded, !stage.mustNotCompile {
            comparison.judgeCrash(of: run, launches: stage.launches)
        }
        return comparison
    }

    /// A stage whose point is a crash passes only when its last launch, and no earlier one,
    /// ended by a signal of its own: a trap, not the tutor's time or memory limit.
    private mutating func judgeCrash(of run: ProgramRun, launches: Int) {
        guard let last = run.launches.last else { return }
        if run.launches.count == launches, ProgramRunner.crashedByItself(last),
            case .signalled(let signal) = last.ending
        {
            expectedEnding =
                """
                The program crashed (\(RunFailure.signalName(signal))), as the stage records: the crash is what it \
                shows.
                """
            problem = nil
        } else if problem == nil {
            problem = "The program ended normally, but the stage records a crash."
        }
    }

    /// Diagnostics are compared as a set: the compiler's order is not part of the lesson.
    /// Each recorded message takes a real one that is identical, or failing that one that a
    /// named rule explains (a compiler of another version words it differently). Rows follow
    /// the recorded order; unrecorded messages come last.
    package static func compareDiagnostics(
        expected: [ExpectedDiagnostic], actual: [ExpectedDiagnostic],
        rules: LineComparison = LineComparison(rules: DifferenceRule.of(.compilerVersion))
    ) -> [ComparedLine] {
        var remaining = actual.map(\.description)
        var found: [(actual: String, verdict: LineVerdict)?] = Array(repeating: nil, count: expected.count)
        // Exact matches first, so that a rule never takes a message another line names exactly.
        for (index, diagnostic) in expected.enumerated() {
            if let match = remaining.firstIndex(of: diagnostic.description) {
                found[index] = (remaining.remove(at: match), .identical)
            }
        }
        for (index, diagnostic) in expected.enumerated() where found[index] == nil {
            let verdicts = remaining.map { rules.verdict(expected: diagnostic.description, actual: $0) }
            if let match = verdicts.firstIndex(where: { $0 != .different }) {
                found[index] = (remaining.remove(at: match), verdicts[match])
            }
        }
        var rows: [ComparedLine] = []
        for (diagnostic, match) in zip(expected, found) {
            rows.append(
                ComparedLine(
                    expected: diagnostic.description, actual: match?.actual,
                    verdict: match?.verdict ?? .different, expectedFromLesson: diagnostic.fromLesson))
        }
        for diagnostic in remaining {
            rows.append(ComparedLine(expected: nil, actual: diagnostic, verdict: .different))
        }
        return rows
    }
}
