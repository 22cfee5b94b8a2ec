import Foundation
import TestSupport
import Testing
@testable import TutorCore

/// What a stage hands the runner, and what `check` changes in it.
@Suite("Programs")
struct ProgramTests {
    static let lessons = LessonLoader(root: packageRoot).load().lessons

    @Test("Every stage's program is its model then its run.swift, under its own flags, document and launches")
    func everyStage() {
        let stages = Self.lessons.flatMap { lesson in lesson.stages.map { (lesson, $0) } }
        #expect(!stages.isEmpty)
        for (lesson, stage) in stages {
            let program = stage.program(in: lesson)
            #expect(program.sources == [stage.modelFile, stage.runFile].compactMap { $0 })
            #expect(program.flags == stage.compilerFlags && program.document == stage.document)
            #expect(program.launches == stage.launches)
            #expect(program.name == "\(lesson.name)-\(stage.id)")
        }
    }

    @Test("A learner's file stands in for the stage's model, and for nothing else")
    func learnersModel() throws {
        let lesson = try #require(Self.lessons.first { $0.name == "trips" })
        let stage = try #require(lesson.stages.first { $0.launches > 1 && $0.modelFile != nil })
        let mine = URL(fileURLWithPath: "/home/learner/Trip.swift")
        var expected = stage.program(in: lesson)
        expected.sources[0] = mine
        #expect(stage.program(in: lesson, model: mine) == expected)
    }

    @Test("A run's documents folder is named after its program, in characters any file system takes")
    func documentsFolderName() {
        let home = TutorHome(state: URL(fileURLWithPath: "/nonexistent/state"), cache: URL(fileURLWithPath: "/nonexistent/cache"))
        let folder = home.newDocumentsFolder(named: "postcards-card 1.1")
        #expect(folder.deletingLastPathComponent().path == home.documents.path)
        #expect(folder.lastPathComponent.hasPrefix("postcards-card-1.1.run-"))
    }
}
