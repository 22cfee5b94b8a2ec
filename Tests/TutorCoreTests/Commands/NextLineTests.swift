import Foundation
import TestSupport
import Testing
@testable import TutorCore

/// The commands a "Next:" line suggests are the ones that work where the learner is.
@Suite("Next line")
struct NextLineTests {
    let folder = TemporaryFolder("next-line")
    let collected = CollectingConsole()

    func lessons() -> [Lesson] {
        makeFakeTutor(in: folder, console: collected).lessons
    }

    @Test("At the prompt a command leaves out the current lesson and stage; on the command line it names both")
    func spelling() throws {
        let all = lessons()
        let postcards = try #require(all.first { $0.name == "postcards" })
        let trips = try #require(all.first { $0.name == "trips" })
        let prompt = NextLine(place: CommandPlace(lessons: all, current: (postcards, StageID(step: 9, stage: 2)), atPrompt: true))
        let shell = NextLine(place: .commandLine(all))
        #expect(prompt.command("run", postcards, "9.2") == "`run`")
        #expect(prompt.command("run", postcards, "9") == "`run 9`")
        #expect(prompt.command("run", trips, "3") == "`run trips 3`")
        #expect(prompt.command("cards", postcards) == "`cards`")
        #expect(shell.command("run", postcards, "9.2") == "`codable-tutor run postcards 9.2`")
        #expect(shell.command("cards", trips) == "`codable-tutor cards trips`")
        #expect(prompt.promptCommand("next") == "`next`")
        #expect(shell.promptCommand("next") == nil)
        #expect(prompt.stepList(of: postcards) == "`steps`")
        #expect(prompt.stepList(of: trips) == "`lessons trips`")
        #expect(shell.stepList(of: trips) == "`codable-tutor lessons trips`")
        #expect(prompt.line("`run`.") == "Next: `run`.")
    }

    @Test("Which lesson comes next: the current one until it is finished, then the next unfinished one")
    func lessonToSuggest() throws {
        let all = lessons()
        let postcards = try #require(all.first { $0.name == "postcards" })
        var progress = Progress()
        #expect(progress.lessonToSuggest(in: all, current: nil)?.name == "postcards")
        #expect(progress.lessonToSuggest(in: all, current: "trips")?.name == "trips")
        var record = Progress.LessonProgress()
        record.passed = Set(postcards.stages.map(\.id))
        progress.lessons["postcards"] = record
        #expect(progress.hasFinished(postcards))
        #expect(progress.lessonToSuggest(in: all, current: "postcards")?.name == "trips")
        #expect(progress.lessonAfter(postcards, in: all)?.name == "trips")
        #expect(progress.run(of: postcards.steps[9], in: postcards) == .all)
        record.passed = [StageID(step: 9, stage: 1)]
        progress.lessons["postcards"] = record
        #expect(progress.run(of: postcards.steps[9], in: postcards) == .some)
        #expect(progress.run(of: postcards.steps[8], in: postcards) == .none)
    }
}
