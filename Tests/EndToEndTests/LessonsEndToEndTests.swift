import Foundation
import TestSupport
import Testing

/// Every stage of both lessons through the real compiler, and the command-line contract.
/// Serialized: the tests share one compile cache, and two cores are better spent on one
/// verify at a time.
@Suite("End to end", .serialized)
struct LessonsEndToEndTests {
    struct Verify: Decodable {
        struct Stage: Decodable {
            struct Line: Decodable {
                var expected: String?
                var actual: String?
                var verdict: String
            }
            var stage: String
            var status: String
            var lines: [Line]
            var diagnostics: [Line]
            var problem: String?
        }
        var passed: Int
        var failed: Int
        var problems: [String]
        var stages: [Stage]
    }

    @Test("Every lesson stage matches: identical, or a documented platform difference", arguments: [("postcards", 20), ("trips", 6)])
    func verifyLesson(lesson: String, stages: Int) throws {
        let result = try TutorBinary.run(["verify", lesson, "--json"])
        let report = try JSONDecoder().decode(Verify.self, from: Data(result.output.utf8))
        #expect(report.problems.isEmpty)
        #expect(report.stages.count == stages)
        for stage in report.stages {
            let bad = (stage.lines + stage.diagnostics).filter { $0.verdict == "different" }
            #expect(stage.status == "match", "\(lesson) \(stage.stage): \(stage.problem ?? "") \(bad.map { "\($0.expected ?? "∅") ≠ \($0.actual ?? "∅")" })")
        }
        #expect(report.failed == 0 && report.passed == stages)
        #expect(result.status == 0)
    }

    @Test("verify prints a line per stage and the tally")
    func verifyText() throws {
        let result = try TutorBinary.run(["verify", "trips"])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("6 passed, 0 failed\n"))
        #expect(result.output.contains("ok    trips 3.1"))
    }

    @Test("Step 10 re-encodes the cards into the file's very bytes: true")
    func roundTrip() throws {
        let result = try TutorBinary.run(["run", "postcards", "10"])
        #expect(result.status == 0)
        #expect(result.output.contains("= true"))
        #expect(!result.output.contains("\u{1B}"), "no escape codes on a pipe")
    }

    @Test("Step 9 shows the real compiler refusing a property left out of CodingKeys")
    func missingCodingKey() throws {
        let result = try TutorBinary.run(["run", "postcards", "9"])
        #expect(result.status == 0)
        #expect(result.output.contains("error: type 'Postcard' does not conform to protocol 'Decodable'"))
        #expect(result.output.contains("note: cannot automatically synthesize 'Decodable' because 'stamp' does not have a matching CodingKey and does not have a default value"))
        #expect(result.output.contains("09-coding-keys/4/model.swift:"))
    }

    @Test("Trips step 3: two launches, one file, a favorite that survives")
    func restart() throws {
        let result = try TutorBinary.run(["run", "trips", "3.1"])
        #expect(result.status == 0)
        for line in ["Saved 3 trips: 798 bytes", "Saved 3 trips: 797 bytes", "--- launch 2 of 2 ---"] {
            #expect(result.output.contains(line))
        }
    }

    @Test("Trips step 4: the acronym trap, as the real decoder reports it")
    func acronym() throws {
        let result = try TutorBinary.run(["run", "trips", "4"])
        #expect(result.status == 0)
        #expect(result.output.contains("Key 'imageURL' not found"))
    }

    @Test("run --json gives one machine-readable result")
    func runJSON() throws {
        let result = try TutorBinary.run(["run", "postcards", "6.1", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(object?["matches"] as? Bool == true)
        let stages = object?["stages"] as? [[String: Any]]
        #expect(stages?.first?["rulesUsed"] as? [String] == ["typeMismatch-lowercase"])
    }
}
