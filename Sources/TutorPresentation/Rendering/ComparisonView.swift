import SwiftToolchain
import TutorBase
import TutorDomain
import TutorSystem

/// Draws expected lines beside real ones, with a mark on every line, and, where a block holds
/// lines from both sources, where each expected line was recorded.
///
/// A block whose lines are all identical is shown once. Otherwise the two sides stand side by
/// side when every line fits whole in its column, and one above the other when one does not:
/// a line a program printed is never cut, and one wider than the terminal goes on, whole, on
/// the lines below it behind `↳` (`TextLayout.printed`).
package struct ComparisonView: MeasuredView {
    package let canvas: ViewCanvas

    package init(canvas: ViewCanvas) {
        self.canvas = canvas
    }

    /// The tag in front of an expected line in a block that mixes the two sources.
    package static func sourceTag(fromLesson: Bool) -> String {
        fromLesson ? "lesson " : "here   "
    }

    /// One line that says what the tags mean, for a screen that shows them.
    package static let sourceKey =
        "lesson: a line the lesson recorded. here: a line recorded on this machine, because the lesson showed none."

    /// Whether the expected lines of `rows` come from both sources, so that each is tagged.
    package static func mixesSources(_ rows: [ComparedLine]) -> Bool {
        Set(rows.filter { $0.expected != nil }.map(\.expectedFromLesson)).count > 1
    }

    /// The rows under two headings; in a block that mixes sources, each expected line is
    /// tagged `lesson` or `here`.
    package func render(_ rows: [ComparedLine], expectedTitle: String, actualTitle: String) -> String {
        if rows.isEmpty { return "  (no lines on either side)" }
        // Read once, so that one block is laid out for one width.
        let width = self.width
        let rows = Self.mixesSources(rows) ? rows.map(Self.tagged) : rows
        // Identical blocks are shown once: printing them twice would only hide what matters.
        if rows.allSatisfy({ $0.verdict == .identical }) {
            return
                ([TextLayout.line("\(expectedTitle) and \(actualTitle), identical:", width: width)]
                + rows.map {
                    styler.paint(
                        TextLayout.printed(TerminalText.line($0.expected ?? $0.actual ?? ""), width: width, lead: "= "),
                        .same)
                })
                .joined(separator: "\n")
        }
        let left = rows.map { $0.expected.map(TerminalText.line) ?? "" }
        let right = rows.map { $0.actual.map(TerminalText.line) ?? "" }
        let columns = Self.columns(left: left, right: right, titles: (expectedTitle, actualTitle), width: width)
        return
            (columns.map {
                sideBySide(rows, left: left, right: right, titles: (expectedTitle, actualTitle), columns: $0)
            }
            ?? stacked(rows, left: left, right: right, titles: (expectedTitle, actualTitle), width: width)).joined(
                separator: "\n")
    }

    /// The widths of the two columns' text, when every line and heading fits whole beside the
    /// other side within `width`; nil when one does not. A row is `m text │ m text`: seven
    /// characters besides the two texts.
    package static func columns(left: [String], right: [String], titles: (String, String), width: Int) -> (Int, Int)? {
        let leftWidth = max(left.map(\.count).max() ?? 0, titles.0.count)
        let rightWidth = max(right.map(\.count).max() ?? 0, titles.1.count)
        guard leftWidth + rightWidth + 7 <= width else { return nil }
        // The divider sits just right of the longest expected line: at 200 columns a short
        // line's twin is still a glance away.
        return (leftWidth, rightWidth)
    }

    /// The row with its expected line tagged by source.
    package static func tagged(_ row: ComparedLine) -> ComparedLine {
        var copy = row
        copy.expected = row.expected.map { sourceTag(fromLesson: row.expectedFromLesson) + $0 }
        return copy
    }

    private func sideBySide(
        _ rows: [ComparedLine], left: [String], right: [String], titles: (String, String),
        columns: (Int, Int)
    ) -> [String] {
        var out = ["  " + TextLayout.pad(titles.0, to: columns.0) + " │   " + titles.1]
        for (index, row) in rows.enumerated() {
            let mark = Styler.mark(row.verdict)
            let meaning = Styler.meaning(row.verdict)
            let leftText = (row.expected == nil ? "  " : "\(mark) ") + TextLayout.pad(left[index], to: columns.0)
            // No trailing blanks where the right side has no line.
            let rightText = row.actual == nil ? "" : " " + styler.paint("\(mark) \(right[index])", meaning)
            out.append(styler.paint(leftText, meaning) + " │" + rightText)
        }
        return out
    }

    /// Lines kept around each line that is not identical, when a long block is folded.
    package static let context = 2

    /// The rows to show of a block drawn one side above the other: every row that is not
    /// identical and `context` rows either side of it; all of them when too few would be
    /// left out to be worth a fold. One differing line in a long output is then seen at once,
    /// instead of two copies of the whole output to compare by eye.
    package static func shownRows(_ rows: [ComparedLine]) -> Set<Int> {
        var shown = Set<Int>()
        for (index, row) in rows.enumerated() where row.verdict != .identical {
            shown.formUnion(max(0, index - context)...min(rows.count - 1, index + context))
        }
        if rows.count - shown.count <= context * 2 { return Set(rows.indices) }
        // A fold must save lines: runs of fewer than three are shown as they are.
        var run: [Int] = []
        for index in rows.indices {
            if shown.contains(index) {
                if run.count < 3 { shown.formUnion(run) }
                run = []
            } else {
                run.append(index)
            }
        }
        if run.count < 3 { shown.formUnion(run) }
        return shown
    }

    private func stacked(_ rows: [ComparedLine], left: [String], right: [String], titles: (String, String), width: Int)
        -> [String]
    {
        let shown = Self.shownRows(rows)
        /// One side's lines, each run of identical lines left out said in one line.
        func side(_ texts: [String], _ present: (ComparedLine) -> Bool) -> [String] {
            var out: [String] = []
            var folded = 0
            func sayFolded() {
                guard folded > 0 else { return }
                out.append(
                    TextLayout.line("  … \(TextLayout.count(folded, "line")) the same on both sides", width: width))
                folded = 0
            }
            for (index, row) in rows.enumerated() where present(row) {
                guard shown.contains(index) else {
                    folded += 1
                    continue
                }
                sayFolded()
                out.append(
                    styler.paint(
                        TextLayout.printed(texts[index], width: width, lead: "\(Styler.mark(row.verdict)) "),
                        Styler.meaning(row.verdict)))
            }
            sayFolded()
            return out
        }
        return [TextLayout.line(titles.0 + ":", width: width)] + side(left) { $0.expected != nil }
            + [TextLayout.line(titles.1 + ":", width: width)] + side(right) { $0.actual != nil }
    }

    /// One paragraph per rule used: its name, its kind and the sentence that explains it.
    package func legend(rules ids: [String]) -> String {
        ids.compactMap { id in
            guard let rule = DifferenceRule.named(id) else { return nil }
            let text = TextLayout.wrap(
                "~ \(rule.id), a \(rule.kind.name) difference: " + rule.explanation,
                width: min(width, TextLayout.proseMeasure))
            // Colour only the rule's name, the part that pairs with the `~` marks above.
            return text.replacingOccurrences(of: "~ \(rule.id)", with: styler.paint("~ \(rule.id)", .platform))
        }.joined(separator: "\n")
    }
}
