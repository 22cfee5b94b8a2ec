import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Line comparison")
struct LineComparisonTests {
    let comparison = LineComparison()

    @Test("A missing line is one row, not a cascade")
    func missingLine() {
        let rows = comparison.compare(expected: "a\nb\nc\nd\n", actual: "a\nc\nd\n")
        #expect(rows.count == 4)
        #expect(rows.filter { $0.verdict == .different }.count == 1)
        #expect(rows[1] == ComparedLine(expected: "b", actual: nil, verdict: .different))
    }

    @Test("An extra line and a changed line")
    func extraAndChanged() {
        let rows = comparison.compare(expected: "one\ntwo\n", actual: "one\nTWO\nthree\n")
        #expect(rows.map(\.verdict) == [.identical, .different, .different])
        #expect(rows[1].expected == "two" && rows[1].actual == "TWO")
        #expect(rows[2].expected == nil && rows[2].actual == "three")
    }

    @Test("Lines recorded here are marked as such")
    func provenance() {
        let rows = comparison.compare(expected: "a\nb\nc\n", actual: "a\nb\nc\n", provenance: .hereFrom(line: 3))
        #expect(rows.map(\.expectedFromLesson) == [true, true, false])
    }

    @Test("A flood of output is cut to what can matter")
    func flood() {
        let actual = (0..<5000).map { "line \($0)" }.joined(separator: "\n")
        let rows = comparison.compare(expected: "line 0\n", actual: actual)
        #expect(rows.count == 42)
        #expect(rows.last?.actual == "… and 4959 more lines")
    }

    @Test("Diagnostics are compared as a set")
    func diagnosticsAsSet() {
        let expected = [ExpectedDiagnostic(line: "error: a")!, ExpectedDiagnostic(line: "note: b")!]
        let same = StageComparison.compareDiagnostics(expected: expected, actual: expected.reversed())
        #expect(same.allSatisfy { $0.verdict == .identical })
        let missing = StageComparison.compareDiagnostics(
            expected: expected, actual: [expected[0], ExpectedDiagnostic(line: "note: c")!])
        #expect(missing.map(\.verdict) == [.identical, .different, .different])
    }

    @Test("A platform rule fires on its own marker, on a line that says nothing of DecodingError, and only there")
    func ruleWithItsOwnMarker() {
        let rule = DifferenceRule(
            id: "made-up-dash", kind: .platform, marker: "Total: ",
            explanation: "A made-up platform that prints a dash where the lesson's printed a colon."
        ) { line in
            line.replacingOccurrences(of: ": ", with: " - ")
        }
        let comparison = LineComparison(rules: [rule])
        #expect(
            comparison.verdict(expected: "Total: 3 postcards", actual: "Total - 3 postcards")
                == .explained(["made-up-dash"]))
        let rows = comparison.compare(
            expected: "Postcards\nTotal: 3 postcards\n", actual: "Postcards\nTotal - 3 postcards\n")
        #expect(rows.map(\.verdict) == [.identical, .explained(["made-up-dash"])])
        // Without its marker the rule is not tried, even where its rewrite would give the real line.
        #expect(comparison.verdict(expected: "Sum: 3", actual: "Sum - 3") == .different)
    }

    @Test("A rule made around a phrase is tried only where the phrase stands, and rewrites around where it stands")
    func ruleAroundAPhrase() {
        let rule = DifferenceRule(
            id: "made-up-total", kind: .platform,
            explanation: "A made-up platform that names the count before the word.", around: "Total: "
        ) { line, phrase in
            let rest = line[phrase.upperBound...]
            guard let space = rest.firstIndex(of: " ") else { return nil }
            return line[..<phrase.lowerBound] + rest[rest.index(after: space)...] + " total: " + rest[..<space]
        }
        #expect(rule.marker == "Total: ")
        #expect(rule.rewrite("Card 2 · Total: 3 postcards") == "Card 2 · postcards total: 3")
        // The rewrite's own refusal stands, and a line without the phrase is left alone.
        #expect(rule.rewrite("Total: 3") == nil)
        #expect(rule.rewrite("Sum: 3 postcards") == nil)
        let comparison = LineComparison(rules: [rule])
        #expect(
            comparison.verdict(expected: "Total: 3 postcards", actual: "postcards total: 3")
                == .explained(["made-up-total"]))
        #expect(comparison.verdict(expected: "Total: 3 postcards", actual: "postcards total: 4") == .different)
    }
}
