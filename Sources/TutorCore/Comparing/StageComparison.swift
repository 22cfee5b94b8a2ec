/// The verdict on one stage: its output and its compiler messages against the lesson's.
public struct StageComparison: Sendable {
    /// Row by row, the program's output against the expected output (empty for a stage that
    /// must not compile).
    public var output: [ComparedLine]
    /// Row by row, the compiler's messages against the recorded ones.
    public var diagnostics: [ComparedLine]
    /// Why the stage failed other than by its lines: it did not compile, crashed, timed out.
    public var problem: String?

    /// Whether every row is identical or a platform difference, and nothing else went wrong.
    public var matches: Bool {
        problem == nil && (output + diagnostics).allSatisfy { $0.verdict != .different }
    }

    /// The platform rules this comparison relied on, each once, in order of first use.
    public var rulesUsed: [String] {
        var seen: [String] = []
        for row in output + diagnostics {
            if case .platform(let ids) = row.verdict {
                for id in ids where !seen.contains(id) { seen.append(id) }
            }
        }
        return seen
    }

    /// Compares a stage's run with what the stage records.
    public static func compare(_ stage: Stage, with run: StageRun, rules: LineComparison = LineComparison()) -> StageComparison {
        let diagnostics = compareDiagnostics(expected: stage.expectedDiagnostics, actual: run.compile.diagnostics.map(\.expected))
        var problem: String?
        var output: [ComparedLine] = []
        if stage.mustNotCompile {
            if run.compile.succeeded { problem = "The stage compiled, but the lesson expects the compiler to refuse it." }
        } else if !run.compile.succeeded {
            problem = "The stage did not compile."
        } else {
            output = rules.compare(expected: stage.expectedOutput ?? "", actual: run.output, provenance: stage.provenance)
            problem = run.failure
        }
        return StageComparison(output: output, diagnostics: diagnostics, problem: problem)
    }

    /// Diagnostics are compared as a set: the compiler's order is not part of the lesson.
    /// Rows follow the recorded order; unrecorded messages come last.
    static func compareDiagnostics(expected: [ExpectedDiagnostic], actual: [ExpectedDiagnostic]) -> [ComparedLine] {
        var remaining = actual
        var rows: [ComparedLine] = []
        for diagnostic in expected {
            if let index = remaining.firstIndex(of: diagnostic) {
                remaining.remove(at: index)
                rows.append(ComparedLine(expected: diagnostic.description, actual: diagnostic.description, verdict: .identical))
            } else {
                rows.append(ComparedLine(expected: diagnostic.description, actual: nil, verdict: .different))
            }
        }
        for diagnostic in remaining {
            rows.append(ComparedLine(expected: nil, actual: diagnostic.description, verdict: .different))
        }
        return rows
    }
}
