import SwiftToolchain
import TutorBase
import TutorSystem

/// How one expected line and one real line relate.
package enum LineVerdict: Equatable, Sendable {
    /// Byte for byte the same.
    case identical
    /// Different only as these named rules (`DifferenceRule`) describe, by id.
    case explained([String])
    /// A real difference.
    case different
}

/// One row of a comparison: an expected line, a real line, or both, and their verdict.
package struct ComparedLine: Equatable, Sendable {
    /// The expected line; nil when the real output has a line the lesson has not.
    package var expected: String?
    /// The real line; nil when the real output lacks a line the lesson has.
    package var actual: String?
    package var verdict: LineVerdict
    /// Whether the expected line is one the lesson recorded (false: recorded on this machine).
    package var expectedFromLesson: Bool

    package init(expected: String?, actual: String?, verdict: LineVerdict, expectedFromLesson: Bool = true) {
        self.expected = expected
        self.actual = actual
        self.verdict = verdict
        self.expectedFromLesson = expectedFromLesson
    }
}

/// Compares an expected text with a real one, line by line, under the named difference rules.
package struct LineComparison: Sendable {
    package var rules: [DifferenceRule]

    package init(rules: [DifferenceRule] = DifferenceRule.all) {
        self.rules = rules
    }

    /// How `expected` relates to `actual` on its own.
    package func verdict(expected: String, actual: String) -> LineVerdict {
        if expected == actual { return .identical }
        // Alignment asks this for every pair of lines, so a rule is tried only on a line that
        // holds its marker, and most lines need no rule at all.
        guard rules.contains(where: { $0.mayApply(to: expected) }) else { return .different }
        for rule in rules where rule.mayApply(to: expected) && rule.rewrite(expected) == actual {
            return .explained([rule.id])
        }
        // Two rules may touch one line; apply every rule that applies, in order.
        var rewritten = expected
        var used: [String] = []
        for rule in rules where rule.mayApply(to: rewritten) {
            if let next = rule.rewrite(rewritten) {
                rewritten = next
                used.append(rule.id)
            }
        }
        return used.count > 1 && rewritten == actual ? .explained(used) : .different
    }

    /// Aligns two outputs and gives a row per line. Lines pair up along the longest common
    /// run of matching lines, so one missing line shows as one row, not as every row after it.
    package func compare(expected: String, actual: String, provenance: Provenance = .lesson) -> [ComparedLine] {
        let left = expected.outputLines
        var right = actual.outputLines
        if expected == actual {
            return left.enumerated().map { index, line in
                ComparedLine(
                    expected: line, actual: line, verdict: .identical,
                    expectedFromLesson: provenance.isLesson(lineIndex: index))
            }
        }
        // A flood of output is not worth aligning line by line: keep what can matter.
        let keep = left.count + 40
        let overflow = right.count > keep ? right.count - keep : 0
        if overflow > 0 { right.removeLast(overflow) }
        let matches = matchTable(left, right)
        var rows: [ComparedLine] = []
        var i = 0
        var j = 0
        while i < left.count || j < right.count {
            if i < left.count, j < right.count, verdict(expected: left[i], actual: right[j]) != .different,
                matches[i][j] == matches[i + 1][j + 1] + 1
            {
                rows.append(
                    ComparedLine(
                        expected: left[i], actual: right[j], verdict: verdict(expected: left[i], actual: right[j]),
                        expectedFromLesson: provenance.isLesson(lineIndex: i)))
                i += 1
                j += 1
            } else if i < left.count, j < right.count, matches[i + 1][j] == matches[i][j + 1],
                matches[i][j] == matches[i + 1][j + 1]
            {
                // Neither line is part of the common run: show them side by side as a difference.
                rows.append(
                    ComparedLine(
                        expected: left[i], actual: right[j], verdict: .different,
                        expectedFromLesson: provenance.isLesson(lineIndex: i)))
                i += 1
                j += 1
            } else if j >= right.count || (i < left.count && matches[i + 1][j] >= matches[i][j + 1]) {
                rows.append(
                    ComparedLine(
                        expected: left[i], actual: nil, verdict: .different,
                        expectedFromLesson: provenance.isLesson(lineIndex: i)))
                i += 1
            } else {
                rows.append(ComparedLine(expected: nil, actual: right[j], verdict: .different))
                j += 1
            }
        }
        if overflow > 0 {
            rows.append(ComparedLine(expected: nil, actual: "… and \(overflow) more lines", verdict: .different))
        }
        return rows
    }

    private func matchTable(_ left: [String], _ right: [String]) -> [[Int]] {
        CommonRun.table(left.count, right.count) { verdict(expected: left[$0], actual: right[$1]) != .different }
    }
}
