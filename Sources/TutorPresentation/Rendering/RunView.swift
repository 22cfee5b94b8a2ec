import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorSystem

/// The screen after a stage has run: the compiler's messages and the output, each beside what
/// was recorded for it — by the lesson, or on this machine where the lesson showed nothing —
/// then the verdict in a sentence.
package struct RunView: MeasuredView {
    package let canvas: ViewCanvas

    package init(canvas: ViewCanvas) {
        self.canvas = canvas
    }

    package func render(_ stage: Stage, run: ProgramRun, comparison: StageComparison) -> String {
        // Read once, so that one screen is laid out for one width.
        let width = self.width
        let prose = min(width, TextLayout.proseMeasure)
        let view = ComparisonView(width: width, styler: styler)
        let timing =
            run.compiledAhead
            ? String(format: "compiled ahead while you read (%.2f s)", run.compile.seconds)
            : run.compiledFromCache ? "from the cache" : String(format: "compiled in %.2f s", run.compile.seconds)
        // The timing is kept whole: `compiled` at the end of a line and `in 0.73 s` under it reads badly.
        let heading = TextLayout.words("── \(stage.id) · \(stage.title)") + ["— " + timing]
        var out = [TextLayout.line(words: heading, width: width, hanging: "   ")]
        if !comparison.diagnostics.isEmpty {
            out += ["", "The compiler said:"]
            out.append(
                view.render(
                    comparison.diagnostics,
                    expectedTitle: Self.expectedTitle(comparison.diagnostics, lesson: "the lesson records"),
                    actualTitle: "swiftc here"))
            out += Self.places(run.compile.diagnostics).map { "  at " + $0 }
        }
        if !comparison.output.isEmpty || (run.compile.succeeded && !stage.mustNotCompile) {
            out += ["", "The program printed:"]
            out.append(
                view.render(
                    comparison.output, expectedTitle: Self.expectedTitle(comparison.output, lesson: "the lesson"),
                    actualTitle: "this machine"))
        }
        if let problem = comparison.problem {
            out += ["", styler.paint(TextLayout.wrap(problem, width: prose), .different)]
        }
        if let ending = comparison.expectedEnding {
            out += ["", TextLayout.wrap(ending, width: prose)]
        }
        let errors = run.errorExcerpt()
        if !errors.isEmpty {
            out +=
                ["", "On standard error:"]
                + errors.map { TextLayout.printed(TerminalText.line($0), width: width, lead: "  ") }
        }
        let legend = view.legend(rules: comparison.rulesUsed)
        if !legend.isEmpty { out += ["", legend] }
        if ComparisonView.mixesSources(comparison.diagnostics) || ComparisonView.mixesSources(comparison.output) {
            out += ["", TextLayout.wrap(ComparisonView.sourceKey, width: prose)]
        }
        out += ["", verdict(comparison)]
        if comparison.matches, !stage.afterword.isEmpty {
            out += ["", TextLayout.wrap(stage.afterword, width: prose)]
        }
        return out.joined(separator: "\n")
    }

    /// The heading over the expected lines: the lesson, this machine, or — for a block that
    /// holds both — a heading that says each line is tagged.
    package static func expectedTitle(_ rows: [ComparedLine], lesson: String) -> String {
        if ComparisonView.mixesSources(rows) { return "the records (each line tagged lesson or here)" }
        let fromLesson = rows.first { $0.expected != nil }?.expectedFromLesson ?? true
        return fromLesson ? lesson : "the record made here"
    }

    /// Two sentences: the same, the same but for named differences, or different — and how
    /// many lines were checked against the lesson's record and how many against this machine's.
    package func verdict(_ comparison: StageComparison) -> String {
        let width = min(self.width, TextLayout.proseMeasure)
        let rows = comparison.output + comparison.diagnostics
        let differing = rows.filter { $0.verdict == .different }.count
        let (lesson, here) = comparison.checkedLines
        let source =
            here == 0 ? "the lesson" : lesson == 0 ? "the record made here" : "the lesson and the record made here"
        let tally = Self.tally(lesson: lesson, here: here, width: width)
        if comparison.matches, lesson == 0, here > 0 {
            // Nothing the lesson recorded was compared: said plainly, and not in the colour of a match.
            return styler.paint(
                TextLayout.line(
                    """
                    ✓ Matches the record made on this machine; the lesson recorded no lines here, so this is not a \
                    match with the lesson.
                    """, width: width), .platform) + tally
        }
        if comparison.matches {
            let explained = Self.explainedNote(rows)
            return styler.paint(
                TextLayout.line(
                    """
                    ✓ Matches \(source)\(explained).
                    """, width: width), explained.isEmpty ? .same : .platform
            ) + tally
        }
        if differing == 0 {
            // Every line agrees; what stands in the way is the problem said above it.
            return styler.paint(
                TextLayout.line(
                    "✗ Not done: every line agrees with \(source), but the problem above stands.", width: width),
                .different) + tally
        }
        return styler.paint(
            TextLayout.line(
                """
                ✗ Does not match \(source): \(TextLayout.count(differing, "line")) \
                differ\(differing == 1 ? "s" : "").
                """,
                width: width), .different) + tally
    }

    /// `5 lines checked: 3 against the lesson's record, 2 against this machine's.`, on a line
    /// of its own under the verdict.
    package static func tally(lesson: Int, here: Int, width: Int) -> String {
        let total = lesson + here
        guard total > 0 else { return "" }
        return "\n"
            + TextLayout.wrap(tallySentence(lesson: lesson, here: here, total: total), width: width, indent: "  ")
    }

    private static func tallySentence(lesson: Int, here: Int, total: Int) -> String {
        let lines = total == 1 ? "1 line" : "\(total) lines"
        let all = total == 1 ? "" : ", all"
        if here == 0 { return "\(lines) checked\(all) against the lesson's record." }
        if lesson == 0 { return "\(lines) checked\(all) against this machine's record." }
        return "\(lines) checked: \(lesson) against the lesson's record, \(here) against this machine's."
    }

    /// `, apart from 1 platform difference explained above`, counting rows by the kind of rule.
    package static func explainedNote(_ rows: [ComparedLine]) -> String {
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

    /// Where the compiler's errors and warnings point, as the learner knows the files:
    /// `model.swift:12:8 (error)`, each place once. The message itself is in the block above;
    /// notes point where their error does.
    package static func places(_ diagnostics: [Diagnostic]) -> [String] {
        var seen = Set<String>()
        return diagnostics.compactMap { diagnostic in
            guard let file = diagnostic.file, diagnostic.severity != .note else { return nil }
            let name = file.split(separator: "/").last.map(String.init) ?? file
            let place = [name, diagnostic.line.map(String.init), diagnostic.column.map(String.init)].compactMap { $0 }
                .joined(separator: ":")
            guard seen.insert(place).inserted else { return nil }
            return "\(place) (\(diagnostic.severity.rawValue))"
        }
    }
}
