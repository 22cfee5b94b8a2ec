/// Draws expected lines beside real ones — side by side when the terminal is wide enough,
/// one block above the other when it is not — with a mark on every line, and, where a block
/// holds lines from both sources, where each expected line was recorded.
public struct ComparisonView: Sendable {
    public var width: Int
    public var styler: Styler
    /// Below this width a column would be too narrow to read; blocks are stacked instead.
    public static let sideBySideMinimum = 100

    public init(width: Int, styler: Styler) {
        self.width = width
        self.styler = styler
    }

    /// The tag in front of an expected line in a block that mixes the two sources.
    public static func sourceTag(fromLesson: Bool) -> String {
        fromLesson ? "lesson " : "here   "
    }

    /// One line that says what the tags mean, for a screen that shows them.
    public static let sourceKey = "lesson: a line the lesson recorded. here: a line recorded on this machine, because the lesson showed none."

    /// Whether the expected lines of `rows` come from both sources, so that each is tagged.
    public static func mixesSources(_ rows: [ComparedLine]) -> Bool {
        Set(rows.filter { $0.expected != nil }.map(\.expectedFromLesson)).count > 1
    }

    /// The rows under two headings; in a block that mixes sources, each expected line is
    /// tagged `lesson` or `here`.
    public func render(_ rows: [ComparedLine], expectedTitle: String, actualTitle: String) -> String {
        let rows = Self.mixesSources(rows) ? rows.map(Self.tagged) : rows
        var out = width >= Self.sideBySideMinimum
            ? sideBySide(rows, expectedTitle: expectedTitle, actualTitle: actualTitle)
            : stacked(rows, expectedTitle: expectedTitle, actualTitle: actualTitle)
        if rows.isEmpty { out.append("  (no lines on either side)") }
        return out.joined(separator: "\n")
    }

    /// The row with its expected line tagged by source.
    static func tagged(_ row: ComparedLine) -> ComparedLine {
        var copy = row
        copy.expected = row.expected.map { sourceTag(fromLesson: row.expectedFromLesson) + $0 }
        return copy
    }

    private func sideBySide(_ rows: [ComparedLine], expectedTitle: String, actualTitle: String) -> [String] {
        let column = (width - 7) / 2
        var out = ["  " + TextLayout.pad(expectedTitle, to: column) + " │   " + actualTitle]
        for row in rows {
            let mark = Styler.mark(row.verdict)
            let left = TextLayout.chop(row.expected.map(Self.visible) ?? "", width: column)
            let right = TextLayout.chop(row.actual.map(Self.visible) ?? "", width: column)
            for index in 0..<max(left.count, right.count) {
                let leftMark = index == 0 && row.expected != nil ? mark : " "
                let rightMark = index == 0 && row.actual != nil ? mark : " "
                let leftText = TextLayout.pad(index < left.count ? left[index] : "", to: column)
                let rightText = index < right.count ? right[index] : ""
                let meaning = Styler.meaning(row.verdict)
                out.append(styler.paint("\(leftMark) \(leftText)", meaning) + " │ " + styler.paint("\(rightMark) \(rightText)", meaning))
            }
        }
        return out
    }

    private func stacked(_ rows: [ComparedLine], expectedTitle: String, actualTitle: String) -> [String] {
        // Identical blocks are shown once: printing them twice would only hide what matters.
        if !rows.isEmpty, rows.allSatisfy({ $0.verdict == .identical }) {
            return ["\(expectedTitle) and \(actualTitle), identical:"]
                + rows.map { styler.paint("= \(Self.visible($0.expected!))", .same) }
        }
        var out = [expectedTitle + ":"]
        for row in rows where row.expected != nil {
            out.append(styler.paint("\(Styler.mark(row.verdict)) \(Self.visible(row.expected!))", Styler.meaning(row.verdict)))
        }
        out.append(actualTitle + ":")
        for row in rows where row.actual != nil {
            out.append(styler.paint("\(Styler.mark(row.verdict)) \(Self.visible(row.actual!))", Styler.meaning(row.verdict)))
        }
        return out
    }

    /// Tabs and control characters shown as escapes, so that a column stays a column and a
    /// program cannot drive the learner's terminal.
    static func visible(_ line: String) -> String {
        // A line longer than any lesson's is cut, so a flood stays readable.
        let limit = 300
        if line.count > limit {
            return visible(String(line.prefix(limit))) + " … (\(line.count - limit) more characters)"
        }
        var result = ""
        for scalar in line.unicodeScalars {
            switch scalar {
            case "\t": result += "    "
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// One paragraph per rule used: its name, its kind and the sentence that explains it.
    public func legend(rules ids: [String]) -> String {
        ids.compactMap { id in
            guard let rule = DifferenceRule.named(id) else { return nil }
            let text = TextLayout.wrap("~ \(rule.id), a \(rule.kind.name) difference: " + rule.explanation, width: min(width, 92))
            // Colour only the rule's name, the part that pairs with the `~` marks above.
            return text.replacingOccurrences(of: "~ \(rule.id)", with: styler.paint("~ \(rule.id)", .platform))
        }.joined(separator: "\n")
    }
}
