import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// `run --json` says for every expected line where it came from, and counts both sources.
@Suite("Stage result JSON")
struct StageResultTests {
    struct Decoded: Decodable {
        struct Line: Decodable {
            var expected: String?
            var actual: String?
            var verdict: String
            var rules: [String]?
            var expectedFromLesson: Bool?
        }
        var lines: [Line]
        var diagnostics: [Line]
        var linesFromLesson: Int
        var linesRecordedHere: Int
        var rulesUsed: [String]
        var ending: String?
    }

    func decoded(_ result: StageResult) throws -> Decoded {
        try JSONDecoder().decode(Decoded.self, from: JSONEncoder().encode(result))
    }

    @Test("7.1: the warning is the lesson's, the two notes were recorded here")
    func provenancePerLine() throws {
        let lesson = LessonLoader(root: packageRoot).load().lessons.first { $0.name == "postcards" }!
        let stage = try #require(lesson.stage(StageID(step: 7, stage: 1)))
        let run = RunViewTests.warnedRun()
        let result = try decoded(
            StageResult(lesson: lesson, stage: stage, run: run, comparison: StageComparison.compare(stage, with: run)))
        #expect(result.diagnostics.map(\.expectedFromLesson) == [true, false, false])
        #expect(result.lines.map(\.expectedFromLesson) == [true, true])
        #expect(result.linesFromLesson == 3)
        #expect(result.linesRecordedHere == 2)
    }

    @Test("A line explained by a compiler-version rule says so; a line nothing was expected for has no source")
    func verdictKinds() throws {
        let lesson = LessonLoader(root: packageRoot).load().lessons.first { $0.name == "postcards" }!
        let stage = try #require(lesson.stage(StageID(step: 0, stage: 1)))
        let comparison = StageComparison(
            output: [ComparedLine(expected: nil, actual: "extra", verdict: .different)],
            diagnostics: [
                ComparedLine(expected: "a", actual: "b", verdict: .explained(["isolated-conformance-context"])),
                ComparedLine(
                    expected: "c", actual: "d", verdict: .explained(["typeMismatch-lowercase"]),
                    expectedFromLesson: false),
            ],
            problem: nil)
        let result = try decoded(
            StageResult(lesson: lesson, stage: stage, run: RunViewTests.warnedRun(), comparison: comparison))
        #expect(result.diagnostics.map(\.verdict) == ["compiler-version", "platform"])
        #expect(result.diagnostics.map(\.expectedFromLesson) == [true, false])
        #expect(result.diagnostics[0].rules == ["isolated-conformance-context"])
        #expect(result.lines[0].expectedFromLesson == nil)
        #expect(result.rulesUsed == ["isolated-conformance-context", "typeMismatch-lowercase"])
        #expect(result.ending == nil)
    }

    @Test("A recorded crash that happened is said in `ending`, and the stage matches")
    func recordedCrash() throws {
        let lesson = LessonLoader(root: packageRoot).load().lessons.first { $0.name == "postcards" }!
        let stage = try #require(lesson.stage(StageID(step: 0, stage: 1)))
        var comparison = StageComparison(output: [], diagnostics: [], problem: nil)
        comparison.expectedEnding = "The program crashed (SIGILL), as the stage records."
        let result = StageResult(lesson: lesson, stage: stage, run: RunViewTests.warnedRun(), comparison: comparison)
        #expect(result.status == .match)
        #expect(try decoded(result).ending == "The program crashed (SIGILL), as the stage records.")
    }
}
