import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// How exercises are read from a lesson, which files a step asks for, and where a learner
/// stands on a step.
@Suite("Exercises")
struct ExerciseTests {
    static let lessons = LessonLoader(root: packageRoot).load().lessons
    let postcards = lessons.first { $0.name == "postcards" }!
    let trips = lessons.first { $0.name == "trips" }!

    @Test("Every step that changes the model is an exercise with a task and at least three hints")
    func everyModelStepIsAnExercise() {
        for lesson in Self.lessons {
            for step in lesson.steps
            where step.stages.contains(where: \.ownsModel)
                && step.stages.first.flatMap({ lesson.stage(before: $0.id) }) != nil
            {
                let exercise = step.exercise
                #expect(exercise != nil, "\(lesson.name) \(step.number) changes the model but is no exercise")
                #expect((exercise?.hints.count ?? 0) >= 3)
                #expect(!(exercise?.task.isEmpty ?? true))
                #expect(!lesson.exerciseFiles(of: step).isEmpty, "\(lesson.name) \(step.number) asks for no file")
            }
        }
    }

    @Test("A step asks for the files it changes, and only those")
    func filesOfAStep() throws {
        let names = { (lesson: Lesson, number: Int) in
            lesson.exerciseFiles(of: lesson.steps.first { $0.number == number }!).map(\.lastPathComponent)
        }
        #expect(names(postcards, 5) == ["Postcard.swift"])
        #expect(names(postcards, 8) == ["Postcard.swift", "Stamp.swift"])
        #expect(names(trips, 4) == ["Idea.swift"])
        #expect(names(trips, 5) == ["Idea.swift", "TripDraft.swift"])
    }

    @Test("Requirements are read from code, not from comments")
    func requirements() {
        let keys = Exercise.Requirement.codingKeys
        #expect(keys.isMet(by: "enum CodingKeys: String, CodingKey { case a }"))
        #expect(!keys.isMet(by: "// enum CodingKeys\nstruct A {}"))
        #expect(Exercise.Requirement.initFromDecoder.isMet(by: "init(from decoder: any Decoder) throws {}"))
        #expect(!Exercise.Requirement.encodeToEncoder.isMet(by: "let s = \"func encode(to\""))
    }

    @Test("An exercise file is read with or without its header; a bad one is named")
    func loading() throws {
        let folder = TemporaryFolder("exercise-loading")
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Lessons"), to: folder.url.appendingPathComponent("Lessons"))
        try FileManager.default.copyItem(
            at: packageRoot.appendingPathComponent("Content"), to: folder.url.appendingPathComponent("Content"))
        folder.write(
            "check: 5.7\nrequires: magic\n\nA task.\n---\nOne hint.\n",
            to: "Lessons/postcards/05-optionals/exercise.txt")
        let loaded = LessonLoader(root: folder.url).loadWithDecks()
        let problems = loaded.problems.map(\.description).joined(separator: "\n")
        #expect(problems.contains("postcards/05-optionals/exercise.txt:1"))
        #expect(problems.contains("not \"magic\""))
        #expect(problems.contains("at least three hints"))
        let three = try #require(postcards.steps.first { $0.number == 3 }?.exercise)
        #expect(three.check == StageID(step: 3, stage: 1) && three.requirements.count == 3)
    }

    @Test("A step is new, read, done, or changed since it was done")
    func states() throws {
        let step = try #require(postcards.steps.first { $0.number == 5 })
        var record = Progress.LessonProgress()
        #expect(postcards.state(of: step, in: record) == .new)
        record.stepsRead.insert(5)
        #expect(postcards.state(of: step, in: record) == .read)
        var work = ExerciseRecord()
        work.passed = postcards.fingerprint(of: step)
        record.exercises["5"] = work
        #expect(postcards.state(of: step, in: record) == .done)
        #expect(work.passed?.count == 64, "a SHA-256 in hex")
        work.passed = String(repeating: "0", count: 64)
        record.exercises["5"] = work
        #expect(postcards.state(of: step, in: record) == .changed)
        // A pass recorded by an earlier tutor (a 64-bit FNV-1a in hex) is taken as it is,
        // once; anything else that is not this step's fingerprint is a change.
        for (earlier, state) in [("9c1f2e0a77d4b3e1", StepState.done), ("0", .done), ("sha:9c1f", .changed)] {
            work.passed = earlier
            record.exercises["5"] = work
            #expect(postcards.state(of: step, in: record) == state, "\(earlier)")
        }
        let reading = try #require(postcards.steps.first { $0.number == 4 })
        record.passed.formUnion(reading.stages.map(\.id))
        #expect(postcards.state(of: reading, in: record) == .done)
    }

    @Test("Two tutors' exercise records merge: the later change wins, steps read are united")
    func merging() {
        var mine = Progress()
        var theirs = Progress()
        var early = ExerciseRecord()
        var late = ExerciseRecord()
        early.hintsShown = 1
        early.changed = Date(timeIntervalSince1970: 10)
        late.hintsShown = 2
        late.changed = Date(timeIntervalSince1970: 20)
        theirs.lessons["postcards", default: .init()].exercises["5"] = late
        theirs.lessons["postcards", default: .init()].stepsRead = [1]
        mine.lessons["postcards", default: .init()].exercises["5"] = early
        mine.lessons["postcards", default: .init()].stepsRead = [2]
        let merged = theirs.merged(with: mine)
        #expect(merged.lesson("postcards").exercise(5).hintsShown == 2)
        #expect(merged.lesson("postcards").stepsRead == [1, 2])
    }

    @Test("A progress file from before exercises still reads, and a damaged record costs only itself")
    func olderFiles() throws {
        let old = #"{"version":1,"lessons":{"postcards":{"passed":["1.1"]}}}"#
        let read = try JSONDecoder().decode(Progress.self, from: Data(old.utf8))
        #expect(read.lesson("postcards").exercises.isEmpty)
        let damaged =
            #"{"version":1,"lessons":{"postcards":{"exercises":{"5":{"hintsShown":"x"},"6":{"hintsShown":2}}}}}"#
        let folder = TemporaryFolder("exercise-progress")
        let file = folder.write(damaged, to: "progress.json")
        let salvaged = ProgressStore(file: file).load().progress
        #expect(salvaged.lesson("postcards").exercise(6).hintsShown == 2)
        #expect(salvaged.lesson("postcards").exercise(5).hintsShown == 0)
    }
}
