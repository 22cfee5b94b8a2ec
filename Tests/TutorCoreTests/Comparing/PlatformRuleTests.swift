import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Each platform rule with the line the lesson recorded and the line Linux really printed.
@Suite("Platform rules")
struct PlatformRuleTests {
    let comparison = LineComparison()

    @Test("typeMismatch: Linux writes a small \"expected\"")
    func typeMismatch() {
        let lesson =
            "DecodingError.typeMismatch: Expected value of type Int. Path: id. Debug description: Expected to decode Int but found a string instead."
        let linux =
            "DecodingError.typeMismatch: expected value of type Int. Path: id. Debug description: Expected to decode Int but found a string instead."
        #expect(comparison.verdict(expected: lesson, actual: linux) == .explained(["typeMismatch-lowercase"]))
    }

    @Test("valueNotFound: Linux adds \"but found null instead\"")
    func valueNotFound() {
        let lesson =
            "DecodingError.valueNotFound: Expected value of type String. Path: to. Debug description: Cannot get value of type String -- found null value instead"
        let linux =
            "DecodingError.valueNotFound: Expected value of type String but found null instead. Path: to. Debug description: Cannot get value of type String -- found null value instead"
        #expect(comparison.verdict(expected: lesson, actual: linux) == .explained(["valueNotFound-found-null"]))
    }

    @Test("invalid JSON: Linux has no underlying NSError")
    func invalidJSON() {
        let lesson =
            #"DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.. Underlying error: Error Domain=NSCocoaErrorDomain Code=3840 "Unexpected end of file" UserInfo={NSDebugDescription=Unexpected end of file}"#
        let linux =
            "DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON."
        #expect(comparison.verdict(expected: lesson, actual: linux) == .explained(["invalid-JSON-no-underlying-error"]))
    }

    @Test("A rule never excuses a different type, path or key")
    func rulesStayPrecise() {
        let lesson =
            "DecodingError.typeMismatch: Expected value of type Int. Path: id. Debug description: Expected to decode Int but found a string instead."
        #expect(
            comparison.verdict(
                expected: lesson,
                actual: lesson.replacingOccurrences(
                    of: "Expected value of type Int", with: "expected value of type Double")) == .different)
        #expect(
            comparison.verdict(
                expected: lesson,
                actual: lesson.replacingOccurrences(of: "Expected value", with: "expected value").replacingOccurrences(
                    of: "Path: id", with: "Path: to")) == .different)
        let missing = "DecodingError.valueNotFound: Expected value of type String. Path: to. Debug description: x"
        #expect(
            comparison.verdict(
                expected: missing,
                actual:
                    "DecodingError.valueNotFound: Expected value of type Int but found null instead. Path: to. Debug description: x"
            ) == .different)
        let corrupted =
            #"DecodingError.dataCorrupted: Data was corrupted. Debug description: The given data was not valid JSON.. Underlying error: Error Domain=NSCocoaErrorDomain Code=3840 "x" UserInfo={}"#
        #expect(
            comparison.verdict(
                expected: corrupted,
                actual:
                    "DecodingError.dataCorrupted: Data was corrupted. Path: stamp. Debug description: The given data was not valid JSON."
            ) == .different)
    }

    @Test("Identical lines need no rule; ordinary differences stay differences")
    func plainLines() {
        #expect(comparison.verdict(expected: "4 postcards", actual: "4 postcards") == .identical)
        #expect(comparison.verdict(expected: "4 postcards", actual: "4 postcards ") == .different)
        #expect(comparison.verdict(expected: "true", actual: "false") == .different)
    }

    @Test("Every rule explains itself in a sentence and has a unique name")
    func rulesAreDocumented() {
        let ids = DifferenceRule.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in DifferenceRule.all {
            #expect(rule.explanation.hasSuffix("."))
            #expect(rule.explanation.count > 40)
        }
    }
}
