import Foundation
import TestSupport
import Testing
import TutorBase

/// Each variable is declared once, in `EnvironmentVariable`: the readers, the messages that
/// name one and `--help` take it from there.
@Suite("Environment variables")
struct EnvironmentVariableTests {
    @Test("Every CODABLE_TUTOR_ name is spelt once in Sources, in the table")
    func declaredOnce() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        var spellings: [String: [String]] = [:]
        let name = /CODABLE_TUTOR_[A-Z0-9_]+/
        for file in files where file.hasSuffix(".swift") || file.hasSuffix(".h") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: name) { spellings[String(match.output), default: []].append(file) }
        }
        #expect(spellings.count > 15, "the sources were found: \(spellings.count) names")
        #expect(spellings.filter { $0.value != ["TutorBase/EnvironmentVariable.swift"] } == [:])
    }

    @Test("An empty value is no value; the documented list has each name once, with a line of help")
    func values() {
        #expect(EnvironmentVariable.home.value(in: [EnvironmentVariable.home.name: ""]) == nil)
        #expect(EnvironmentVariable.home.value(in: [EnvironmentVariable.home.name: "/h"]) == "/h")
        #expect(EnvironmentVariable.home.description == EnvironmentVariable.home.name)
        let names = EnvironmentVariable.documented.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(EnvironmentVariable.documented.allSatisfy { $0.help?.isEmpty == false })
        #expect(EnvironmentVariable.testOutlet.help == nil)
    }
}
