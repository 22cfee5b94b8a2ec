import Foundation
import TestSupport
import Testing
@testable import TutorCore

@Suite("Decks and the quiz")
struct QuizTests {
    let folder = TemporaryFolder("quiz")
    let collected = CollectingConsole()

    func makeTutor(output: String = "") -> Tutor {
        makeFakeTutor(in: folder, console: collected, output: output)
    }

    @Test("Both decks load whole: 17 and 15 cards, 11 and 10 edge cases, how-to and trick as in the lesson map")
    func decks() throws {
        let (lessons, problems) = LessonLoader(root: packageRoot).load()
        #expect(problems.isEmpty, "\(problems)")
        let postcards = try #require(lessons.first { $0.name == "postcards" })
        let trips = try #require(lessons.first { $0.name == "trips" })
        #expect(postcards.cards.count == 17 && postcards.edgeCases.count == 11)
        #expect(trips.cards.count == 15 && trips.edgeCases.count == 10)
        #expect(postcards.cards.filter { $0.kind == .howTo }.count == 9)
        #expect(trips.cards.filter { $0.kind == .howTo }.count == 9)
        for card in postcards.cards + trips.cards where card.kind == .trick {
            #expect(!card.acceptedAnswers.isEmpty, "\(card.id) has no short answer")
        }
        #expect(postcards.cards.allSatisfy { !$0.stages.isEmpty && $0.stages.allSatisfy { $0.scope == .card } })
    }

    @Test("Short answers are judged by their words, not their punctuation")
    func judge() {
        #expect(AnswerJudge.accepts("No.", ["no"]))
        #expect(AnswerJudge.accepts("  `no`, it throws", ["no"]))
        #expect(AnswerJudge.accepts("n", ["no"]))
        #expect(AnswerJudge.accepts("keyNotFound", ["no", "keynotfound"]))
        #expect(!AnswerJudge.accepts("nothing", ["no"]))
        #expect(!AnswerJudge.accepts("yes", ["no"]))
        #expect(!AnswerJudge.accepts("", ["no"]))
    }

    @Test("Due reviews come first, soonest first; new cards follow, up to the day's limit")
    func queue() throws {
        let lessons = LessonLoader(root: packageRoot).load().lessons
        let postcards = try #require(lessons.first { $0.name == "postcards" })
        let now = Date(timeIntervalSince1970: 2_000_000_000)
        var progress = Progress()
        progress.cards["postcards"] = [
            postcards.cards[5].id: CardMemory(due: now.addingTimeInterval(-60)),
            postcards.cards[3].id: CardMemory(due: now.addingTimeInterval(-600)),
            postcards.cards[1].id: CardMemory(due: now.addingTimeInterval(600)),
        ]
        let due = CardQueue(newPerDay: 4).due(in: [postcards], progress: progress, at: now)
        #expect(due.map(\.card.id) == [postcards.cards[3].id, postcards.cards[5].id] + [0, 2, 4, 6].map { postcards.cards[$0].id })
        progress.reviews = (0..<4).map { Progress.Review(lesson: "postcards", card: "x\($0)", rating: .good, date: now, stateBefore: .new) }
        #expect(CardQueue(newPerDay: 4).due(in: [postcards], progress: progress, at: now).count == 2)
    }

    @Test("Reveal, grade Good, quit: one card fewer is due, and the grade is saved")
    func gradeOne() throws {
        let tutor = makeTutor(output: "[\"Grandma\", \"Dad\"]\n")
        let now = Date()
        let before = CardQueue().due(in: [tutor.lessonsWithDecks[0]], progress: tutor.progress, at: now).count
        let graded = Quiz(tutor: tutor, reader: ScriptedLineReader(["", "3", "quit"]), clock: { now }).start(lessons: [tutor.lessonsWithDecks[0]])
        #expect(graded == 1)
        let saved = ProgressStore(file: tutor.home.progressFile).load().progress
        #expect(CardQueue().due(in: [tutor.lessonsWithDecks[0]], progress: saved, at: now).count == before - 1)
        let memory = try #require(saved.cards["postcards"]?[tutor.lessonsWithDecks[0].cards[0].id])
        #expect(memory.state == .learning)
        #expect(saved.reviews.map(\.rating) == [.good])
        #expect(collected.output.contains("It printed here:"))
    }

    @Test("A trick answer is judged, and a wrong one suggests Again")
    func trick() throws {
        let tutor = makeTutor()
        let trick = try #require(tutor.lessonsWithDecks[0].cards.first { $0.kind == .trick })
        var progress = Progress()
        // Every card but the trick one is already scheduled for later, so the trick comes first.
        for card in tutor.lessonsWithDecks[0].cards where card.id != trick.id {
            progress.cards["postcards", default: [:]][card.id] = CardMemory(due: Date().addingTimeInterval(86_400))
        }
        tutor.progress = progress
        let wrong = trick.acceptedAnswers.contains("yes") ? "absolutely not" : "yes"
        Quiz(tutor: tutor, reader: ScriptedLineReader([wrong, "again"])).start(lessons: [tutor.lessonsWithDecks[0]])
        #expect(collected.output.contains("Not what the card says"))
        #expect(collected.output.contains("your answer suggests 1, again"))
    }

    @Test("Two tutors saving at once lose no review")
    func concurrentSaves() throws {
        let store = ProgressStore(file: folder.url.appendingPathComponent("progress.json"))
        let now = Date()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            var mine = Progress()
            mine.reviews = [Progress.Review(lesson: "postcards", card: "c\(index)", rating: .good, date: now.addingTimeInterval(Double(index)), stateBefore: .new)]
            mine.cards["postcards"] = ["c\(index)": CardMemory(due: now)]
            _ = try? store.merge(mine)
        }
        let saved = store.load().progress
        #expect(saved.reviews.count == 8)
        #expect(saved.cards["postcards"]?.count == 8)
    }

    @Test("A progress file from before the cards existed still reads")
    func olderFile() throws {
        let file = folder.write(#"{"version":1,"currentLesson":"trips","lessons":{"trips":{"position":"3.2","passed":["1.1"]}}}"#, to: "old.json")
        let loaded = ProgressStore(file: file).load()
        let progress = loaded.progress
        #expect(loaded.warnings.isEmpty)
        #expect(progress.lesson("trips").position == StageID(step: 3, stage: 2))
        #expect(progress.cards.isEmpty)
    }
}
