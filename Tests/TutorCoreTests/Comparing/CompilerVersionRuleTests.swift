import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The compiler-version rule with the message as the lesson quoted it and the message Swift
/// 6.3.1 really printed for the same code (Postcards edge case 7).
@Suite("Compiler-version rules")
struct CompilerVersionRuleTests {
    let comparison = LineComparison()

    @Test("SE-0470's error: \"@concurrent context\" in the lesson, \"nonisolated context\" here")
    func isolatedConformanceError() {
        let lesson =
            "error: main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in @concurrent context"
        let here =
            "error: main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in nonisolated context [#IsolatedConformances]"
        #expect(comparison.verdict(expected: lesson, actual: here) == .explained(["isolated-conformance-context"]))
    }

    @Test("The Swift 5 mode's warning keeps its own clause before the group")
    func isolatedConformanceWarning() {
        let lesson =
            "warning: main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in @concurrent context; this is an error in the Swift 6 language mode"
        let here =
            "warning: main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in nonisolated context; this is an error in the Swift 6 language mode [#IsolatedConformances]"
        #expect(comparison.verdict(expected: lesson, actual: here) == .explained(["isolated-conformance-context"]))
    }

    @Test("The rule rewrites exactly one message: another type, protocol or clause is a difference")
    func staysExact() {
        let lesson =
            "error: main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in @concurrent context"
        let otherType =
            "error: main actor-isolated conformance of 'Stamp' to 'Decodable' cannot be used in nonisolated context [#IsolatedConformances]"
        let otherProtocol =
            "error: main actor-isolated conformance of 'Postcard' to 'Encodable' cannot be used in nonisolated context [#IsolatedConformances]"
        let noGroup =
            "error: main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in nonisolated context"
        let asWarning =
            "warning: main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in nonisolated context [#IsolatedConformances]"
        for actual in [otherType, otherProtocol, noGroup, asWarning] {
            #expect(comparison.verdict(expected: lesson, actual: actual) == .different, "\(actual)")
        }
        // Something else that happens to mention the phrase is left alone.
        let unrelated = "note: a closure cannot be used in @concurrent context; extra words"
        #expect(DifferenceRule.isolatedConformanceContext.rewrite(unrelated) == nil)
    }

    @Test("Diagnostics go through the rules too: the lesson's line takes the real one, marked ~")
    func diagnosticsUseRules() throws {
        let lesson = try #require(
            ExpectedDiagnostic(
                line:
                    "error: main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in @concurrent context"
            ))
        let here = try #require(
            ExpectedDiagnostic(
                line:
                    "error: main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in nonisolated context [#IsolatedConformances]"
            ))
        let rows = StageComparison.compareDiagnostics(expected: [lesson], actual: [here])
        #expect(rows.count == 1)
        #expect(rows[0].verdict == .explained(["isolated-conformance-context"]))
        #expect(rows[0].actual == here.description)
        let comparison = StageComparison(output: [], diagnostics: rows, problem: nil)
        #expect(comparison.matches)
        #expect(comparison.rulesUsed == ["isolated-conformance-context"])
    }

    @Test("It is a rule of its own kind, listed beside the platform rules, with its sentence")
    func kindAndLegend() throws {
        let rule = try #require(DifferenceRule.named("isolated-conformance-context"))
        #expect(rule.kind == .compilerVersion)
        #expect(DifferenceRule.compilerVersion.map(\.id) == ["isolated-conformance-context"])
        #expect(DifferenceRule.platform.allSatisfy { $0.kind == .platform })
        let legend = ComparisonView(width: 80, styler: Styler(colour: false)).legend(rules: [rule.id])
        #expect(legend.hasPrefix("~ isolated-conformance-context, a compiler-version difference: "))
        #expect(
            DifferenceRule.summary(of: ["typeMismatch-lowercase", rule.id])
                == "platform: typeMismatch-lowercase; compiler-version: isolated-conformance-context")
    }
}
