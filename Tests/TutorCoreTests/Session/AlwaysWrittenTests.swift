import Foundation
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// `--json` readers find every key of a probe's answer, as null when there is nothing.
@Suite("Always-written JSON fields")
struct AlwaysWrittenTests {
    @Test("An absent error, sentence, problem or hint is written as null; a present one as itself")
    func nullWhenAbsent() throws {
        let decoded = ProbeRow(name: "as given", decodes: true)
        let text = ReportJSON.text(ProbeReport(document: "d.json", type: "Postcard", variants: [decoded]))
        for key in ["error", "sentence", "problem", "hint"] {
            #expect(text.contains("\"\(key)\" : null"), "\(key)")
        }
        let failed = ProbeRow(name: "null to", decodes: false, error: "valueNotFound", sentence: "`to` is null.")
        #expect(ReportJSON.text(failed).contains(#""sentence" : "`to` is null.""#))
    }

    @Test("It reads back what it wrote, and a missing key as nil")
    func readsBack() throws {
        let report = ProbeReport(
            document: "d.json", type: "Postcard", status: .usageError, problem: "No such type.", hint: nil,
            variants: [ProbeRow(name: "as given", decodes: false, error: "e", sentence: nil)])
        let again = try JSONDecoder().decode(ProbeReport.self, from: Data(ReportJSON.text(report).utf8))
        #expect(again == report)
        let row = try JSONDecoder().decode(ProbeRow.self, from: Data(#"{"name": "as given", "decodes": true}"#.utf8))
        #expect(row.error == nil && row.sentence == nil)
    }
}
