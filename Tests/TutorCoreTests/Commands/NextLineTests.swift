import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

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
        let prompt = NextLine(
            place: CommandPlace(lessons: all, current: (postcards, StageID(step: 9, stage: 2)), atPrompt: true))
        let shell = NextLine(place: .commandLine(all))
        #expect(prompt.command(RunCommand.self, postcards, "9.2") == "`run`")
        #expect(prompt.command(RunCommand.self, postcards, "9") == "`run 9`")
        #expect(prompt.command(RunCommand.self, trips, "3") == "`run trips 3`")
        #expect(prompt.command(CardsCommand.self, postcards) == "`cards`")
        #expect(shell.command(RunCommand.self, postcards, "9.2") == "`codable-tutor run postcards 9.2`")
        #expect(shell.command(CardsCommand.self, trips) == "`codable-tutor cards trips`")
        #expect(prompt.promptCommand(NextCommand.self) == "`next`")
        #expect(shell.promptCommand(NextCommand.self) == nil)
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
        #expect(!progress.hasFinished(postcards), "every stage ran, but no exercise was written")
        for step in postcards.exerciseSteps {
            var work = ExerciseRecord()
            work.passed = postcards.fingerprint(of: step)
            record.exercises[String(step.number)] = work
        }
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

    @Test(
        "The way forward is the first step not done, in order: a stage to run, an exercise to write; next skips an exercise's stages"
    )
    func wayForward() throws {
        let all = lessons()
        let postcards = try #require(all.first { $0.name == "postcards" })
        var record = Progress.LessonProgress()
        #expect(
            postcards.wayForward(in: record) == WayForward(step: 0, stage: StageID(step: 0, stage: 1), action: .run))
        record.passed = [StageID(step: 0, stage: 1)]
        #expect(
            postcards.wayForward(in: record) == WayForward(step: 1, stage: StageID(step: 1, stage: 1), action: .write))
        // Step 3 passed before step 1 and 2: the way forward stays at step 1.
        var work = ExerciseRecord()
        work.passed = postcards.fingerprint(of: postcards.steps[3])
        record.exercises["3"] = work
        #expect(postcards.wayForward(in: record)?.step == 1)
        work.passed = postcards.fingerprint(of: postcards.steps[1])
        record.exercises["1"] = work
        #expect(
            postcards.wayForward(in: record) == WayForward(step: 2, stage: StageID(step: 2, stage: 1), action: .run))
        // next and back treat an exercise's stages as one page.
        #expect(postcards.page(after: StageID(step: 7, stage: 2))?.id == StageID(step: 8, stage: 1))
        #expect(postcards.page(before: StageID(step: 8, stage: 1))?.id == StageID(step: 7, stage: 1))
        #expect(postcards.page(after: StageID(step: 0, stage: 1))?.id == StageID(step: 1, stage: 1))

        // The sentence: at the prompt on step 1 just passed, `next`; from step 5, `step 2`.
        var progress = Progress()
        progress.lessons["postcards"] = record
        let atOne = NextLine(
            place: CommandPlace(lessons: all, current: (postcards, StageID(step: 1, stage: 1)), atPrompt: true))
        #expect(
            atOne.forward(in: postcards, progress: progress, lessons: all)
                == "`next` — step 2, \(postcards.steps[2].title)")
        let atFive = NextLine(
            place: CommandPlace(lessons: all, current: (postcards, StageID(step: 5, stage: 1)), atPrompt: true))
        #expect(
            atFive.forward(in: postcards, progress: progress, lessons: all)
                == "`step 2` — step 2, \(postcards.steps[2].title)")
        #expect(
            atFive.onPage(of: postcards.steps[5].stages[0], in: postcards, progress: progress, lessons: all).hasPrefix(
                "your turn: `edit`"))
    }
}

/// `lessons` says when flash cards wait across the lessons: the day reviews fall due.
@Suite("The lessons list and the cards due")
struct LessonsCardsLineTests {
    let folder = TemporaryFolder("lessons-cards")
    let collected = CollectingConsole()

    @Test("Reviews due in any lesson are counted above the Next line; with none due, new cards alone say nothing")
    func cardsLine() {
        let tutor = makeFakeTutor(in: folder, console: collected)
        let next = NextLine(place: .commandLine(tutor.lessons))
        _ = LessonsCommand(json: false).list(
            tutor.lessons, progress: Progress(), cards: CardQueue.Counts(due: 13, new: 55), on: tutor.screen, next: next
        )
        #expect(
            collected.output.unwrapped.contains(
                "Flash cards: 13 cards due and 55 new now; `codable-tutor cards` asks them."), "\(collected.output)")
        let quiet = CollectingConsole()
        let fresh = makeFakeTutor(in: folder, console: quiet)
        _ = LessonsCommand(json: false).list(
            fresh.lessons, progress: Progress(), cards: CardQueue.Counts(due: 0, new: 55), on: fresh.screen, next: next)
        #expect(!quiet.output.contains("Flash cards:"), "\(quiet.output)")
    }
}
