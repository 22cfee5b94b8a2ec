import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Swift a learner reads fits an 80-column terminal: the tutor indents code by four spaces,
/// so no line may be longer than 76 characters. `verify` holds authors to it (the loader's
/// house rules); these tests hold the tutor's own lessons to it, and the rule to its word.
@Suite("Lesson code width")
struct LessonCodeWidthTests {
    static func houseRuleProblems(root: URL, extraRoots: [URL] = []) -> [LessonProblem] {
        var loader = LessonLoader(root: root, extraRoots: extraRoots)
        loader.checksHouseRules = true
        return loader.loadWithDecks().problems.filter { $0.message.contains("characters wide") }
    }

    @Test("Every line of Swift a learner reads, in steps, cards and edge cases, is at most 76 characters")
    func fitsEightyColumns() {
        let long = Self.houseRuleProblems(root: packageRoot)
        #expect(long.isEmpty, "\(long.map(\.description).joined(separator: "\n"))")
    }

    @Test("A line of 77 characters is flagged with its file and line, once though later stages inherit it")
    func flagsLongLine() throws {
        let folder = TemporaryFolder("width-rule")
        _ = try LessonScaffold(name: "wide", cardID: 900).write(into: folder.url)
        let model = folder.url.appendingPathComponent("Lessons/wide/01-decode-the-shelf/1/Book.swift")
        let wide = "// " + String(repeating: "w", count: 74)
        try Data((wide + "\n" + (try String(contentsOf: model, encoding: .utf8))).utf8).write(to: model)
        let second = folder.url.appendingPathComponent("Lessons/wide/01-decode-the-shelf/2")
        try FileManager.default.createDirectory(at: second, withIntermediateDirectories: true)
        try Data("title: the same again\nexpected: here\n\nAgain.\n".utf8).write(
            to: second.appendingPathComponent("stage.txt"))

        let problems = Self.houseRuleProblems(root: packageRoot, extraRoots: [folder.url])
        #expect(
            problems.map(\.description) == [
                "\(model.path):1: this code line is 77 characters wide; keep it to 76, so that it fits beside its output on an 80-column screen"
            ])
        #expect(problems.first?.lesson == "wide")
    }
}
