import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

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
            #expect(program.sources == stage.modelFiles + [stage.runFile])
            #expect(program.flags == stage.compilerFlags && program.document == stage.document)
            #expect(program.launches == stage.launches)
            #expect(program.name == "\(lesson.name)-\(stage.id)")
        }
    }

    @Test("A learner's file stands in for the lesson's files declaring the same types, and for nothing else")
    func learnersModel() throws {
        let folder = TemporaryFolder("program-learner")
        let lesson = try #require(Self.lessons.first { $0.name == "trips" })
        let stage = try #require(lesson.stage(StageID(step: 5, stage: 1)))
        #expect(
            stage.modelFiles.map(\.lastPathComponent) == [
                "Trip.swift", "TripStore.swift", "Idea.swift", "TripDraft.swift",
            ])
        let mine = folder.write(
            "import Foundation\n// struct Trip in a comment does not count\nstruct Idea {}\nextension Trip {}\n",
            to: "Mine.swift")
        let program = stage.program(in: lesson, learnerFiles: [mine])
        #expect(
            program.sources.map(\.lastPathComponent) == [
                "Trip.swift", "TripStore.swift", "TripDraft.swift", "Mine.swift", "run.swift",
            ])
        let whole = folder.write(
            "struct Trip {}\nstruct TripStore {}\nstruct Idea {}\nstruct TripDraft {}\n", to: "Whole.swift")
        #expect(
            stage.program(in: lesson, learnerFiles: [whole]).sources.map(\.lastPathComponent) == [
                "Whole.swift", "run.swift",
            ])
    }

    @Test("The lesson's own files handed in as the learner's make the stage's own program, in its order")
    func lessonsOwnFiles() throws {
        let lesson = try #require(Self.lessons.first { $0.name == "trips" })
        let stage = try #require(lesson.stage(StageID(step: 5, stage: 1)))
        let step = try #require(lesson.step(5))
        #expect(lesson.exerciseFiles(of: step).map(\.lastPathComponent) == ["Idea.swift", "TripDraft.swift"])
        let handedIn = stage.program(in: lesson, learnerFiles: [stage.modelFiles[3], stage.modelFiles[2]])
        #expect(handedIn.sources == stage.program(in: lesson).sources)
    }

    @Test("A run's documents folder is named after its program, in characters any file system takes")
    func documentsFolderName() {
        let home = TutorHome(
            state: URL(fileURLWithPath: "/nonexistent/state"), cache: URL(fileURLWithPath: "/nonexistent/cache"))
        let folder = home.newDocumentsFolder(named: "postcards-card 1.1")
        #expect(folder.deletingLastPathComponent().path == home.documents.path)
        #expect(folder.lastPathComponent.hasPrefix("postcards-card-1.1.run-"))
    }
}
