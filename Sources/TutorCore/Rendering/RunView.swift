import Foundation

/// The screen after a stage has run: the compiler's messages and the output, each beside what
/// was recorded for it — by the lesson, or on this machine where the lesson showed nothing —
/// then the verdict in a sentence.
public struct RunView: Sendable {
    public var width: Int
    public var styler: Styler

    public init(width: Int, styler: Styler) {
        self.width = width
        self.styler = styler
    }

    public func render(_ stage: Stage, run: ProgramRun, comparison: StageComparison) -> String {
        let view = ComparisonView(width: width, styler: styler)
        let timing = run.compiledAhead ? String(format: "compiled ahead while you read (%.2f s)", run.compile.seconds) : run.compiledFromCache ? "from the cache" : String(format: "compiled in %.2f s", run.compile.seconds)
        var out = ["── \(stage.id) · \(stage.title) — \(timing)"]
        if !comparison.diagnostics.isEmpty {
            out += ["", "The compiler said:"]
            out.append(view.render(comparison.diagnostics, expectedTitle: Self.expectedTitle(comparison.diagnostics, lesson: "the lesson records"),
                actualTitle: "swiftc here"))
            let located = run.compile.diagnostics.filter { $0.file != nil && $0.severity != .note }
            for diagnostic in located {
                out.append("  at " + Self.shortPlace(diagnostic))
            }
        }
        if !comparison.output.isEmpty || (run.compile.succeeded && !stage.mustNotCompile) {
            out += ["", "The program printed:"]
            out.append(view.render(comparison.output, expectedTitle: Self.expectedTitle(comparison.output, lesson: "the lesson"),
                actualTitle: "this machine"))
        }
        if let problem = comparison.problem {
            out += ["", styler.paint(problem, .different)]
        }
        let errors = run.errorExcerpt()
        if !errors.isEmpty { out += ["", "On standard error:"] + errors.map { "  " + ComparisonView.visible($0) } }
        let legend = view.legend(rules: comparison.rulesUsed)
        if !legend.isEmpty { out += ["", legend] }
        if ComparisonView.mixesSources(comparison.diagnostics) || ComparisonView.mixesSources(comparison.output) {
            out += ["", TextLayout.wrap(ComparisonView.sourceKey, width: min(width, 92))]
        }
        out += ["", verdict(comparison)]
        if comparison.matches, !stage.afterword.isEmpty {
            out += ["", TextLayout.wrap(stage.afterword, width: min(width, 92))]
        }
        return out.joined(separator: "\n")
    }

    /// The heading over the expected lines: the lesson, this machine, or — for a block that
    /// holds both — a heading that says each line is tagged.
    static func expectedTitle(_ rows: [ComparedLine], lesson: String) -> String {
        if ComparisonView.mixesSources(rows) { return "recorded (each line: lesson or here)" }
        let fromLesson = rows.first { $0.expected != nil }?.expectedFromLesson ?? true
        return fromLesson ? lesson : "recorded here (the lesson showed none)"
    }

    /// Two sentences: the same, the same but for named differences, or different — and how
    /// many lines were checked against the lesson's record and how many against this machine's.
    public func verdict(_ comparison: StageComparison) -> String {
        let rows = comparison.output + comparison.diagnostics
        let differing = rows.filter { $0.verdict == .different }.count
        let (lesson, here) = comparison.checkedLines
        let source = here == 0 ? "the lesson" : lesson == 0 ? "the record made here" : "the lesson and the record made here"
        let tally = Self.tally(lesson: lesson, here: here)
        if comparison.matches {
            let explained = Self.explainedNote(rows)
            return styler.paint("✓ Matches \(source)\(explained).", explained.isEmpty ? .same : .platform) + tally
        }
        if differing == 0 {
            return styler.paint("✗ Does not match \(source).", .different) + tally
        }
        return styler.paint("✗ Does not match \(source): \(differing) line\(differing == 1 ? "" : "s") differ\(differing == 1 ? "s" : "").", .different) + tally
    }

    /// `5 lines checked: 3 against the lesson's record, 2 against this machine's.`, on a line
    /// of its own under the verdict.
    static func tally(lesson: Int, here: Int) -> String {
        let total = lesson + here
        guard total > 0 else { return "" }
        return "\n  " + tallySentence(lesson: lesson, here: here, total: total)
    }

    private static func tallySentence(lesson: Int, here: Int, total: Int) -> String {
        let lines = total == 1 ? "1 line" : "\(total) lines"
        let all = total == 1 ? "" : ", all"
        if here == 0 { return "\(lines) checked\(all) against the lesson's record." }
        if lesson == 0 { return "\(lines) checked\(all) against this machine's record." }
        return "\(lines) checked: \(lesson) against the lesson's record, \(here) against this machine's."
    }

    /// `, apart from 1 platform difference explained above`, counting rows by the kind of rule.
    static func explainedNote(_ rows: [ComparedLine]) -> String {
        var counts: [DifferenceRule.Kind: Int] = [:]
        for row in rows {
            guard case .explained(let used) = row.verdict else { continue }
            let kinds = Set(used.compactMap { DifferenceRule.named($0)?.kind })
            for kind in kinds { counts[kind, default: 0] += 1 }
        }
        let parts = DifferenceRule.Kind.all.compactMap { kind in counts[kind].map(kind.differences) }
        guard !parts.isEmpty else { return "" }
        return ", apart from " + parts.joined(separator: " and ") + " explained above"
    }

    /// `09-coding-keys/4/model.swift:12:8` rather than a full path.
    static func shortPlace(_ diagnostic: Diagnostic) -> String {
        let path = diagnostic.file ?? "?"
        let parts = path.split(separator: "/")
        let short = parts.suffix(3).joined(separator: "/")
        return "\(short):\(diagnostic.line ?? 0):\(diagnostic.column ?? 0): \(diagnostic.severity.rawValue): \(diagnostic.message)"
    }
}
