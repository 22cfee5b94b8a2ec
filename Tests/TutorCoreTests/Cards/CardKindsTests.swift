import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Each kind of card judged as the quiz judges it, for every card of every lesson. The
/// program a card runs prints, here, exactly its record (a stand-in runner); that the record
/// is what the real program prints is `verify`'s proof, run for every stage end to end.
@Suite("Card kinds: every card judged by running or an exact comparison")
struct CardKindsTests {
    static let decks = LessonLoader(root: packageRoot).loadWithDecks().decks
    static let predictCards = decks.flatMap { deck in
        deck.cards.filter { $0.kind == .predict }.map { "\(deck.lesson.name) \($0.id)" }
    }
    static let everyCard = decks.flatMap { deck in deck.cards.map { "\(deck.lesson.name) \($0.id)" } }
    /// The home of this test's tutor: the suite lives as long as its test, so the folder is
    /// removed when the test ends, not when `quiz(for:)` returns (and the quiz writes it again).
    let folder = TemporaryFolder("card-kinds")

    /// A quiz whose programs all print `output`, and the card named `reference` as an entry.
    func quiz(for reference: String, printing output: String? = nil) throws -> (Quiz, CardQueue.Entry) {
        let words = reference.split(separator: " ")
        let deck = try #require(Self.decks.first { $0.lesson.name == words[0] })
        let card = try #require(deck.cards.first { String($0.id) == words[1] })
        // A stage that must not compile fails to compile here too.
        let compiles = !(card.stages.first?.mustNotCompile ?? false)
        let tutor = makeFakeTutor(
            in: folder, console: CollectingConsole(), output: output ?? card.stages.first?.expectedOutput ?? "",
            compiles: compiles)
        let quiz = Quiz(book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: ScriptedLineReader([]))
        return (quiz, CardQueue.Entry(lesson: deck.lesson, card: card, memory: nil))
    }

    @Test("A prediction of what its program prints is right, and another outcome is wrong", arguments: predictCards)
    func predictions(_ reference: String) throws {
        let (quiz, entry) = try quiz(for: reference)
        let card = entry.card
        let stage = try #require(card.stages.first)
        let record = stage.mustNotCompile ? nil : stage.expectedOutput
        if card.outcomes.isEmpty {
            let record = try #require(record)
            let lines = record.outputLines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            #expect(quiz.judge(lines, for: entry).suggestedRating == .good, "\(reference): its own output typed in")
            #expect(
                quiz.judge(lines.map { $0 + " x" }, for: entry).suggestedRating == .again,
                "\(reference): another output")
        } else {
            let shown = try #require(PredictedOutput.outcomes(card.outcomes, shownBy: record).first)
            #expect(quiz.judge([shown], for: entry).suggestedRating == .good, "\(reference): \(shown)")
            let number = try #require(card.outcomes.firstIndex(of: shown)) + 1
            #expect(
                quiz.judge([String(number)], for: entry).suggestedRating == .good, "\(reference): outcome \(number)")
            for other in card.outcomes where other != shown {
                #expect(quiz.judge([other], for: entry).suggestedRating == .again, "\(reference): \(other)")
            }
        }
    }

    @Test(
        "“no idea” is never judged right: it suggests 1, or, on a recall card, leaves the grade to the learner",
        arguments: everyCard)
    func noIdea(_ reference: String) throws {
        let (quiz, entry) = try quiz(for: reference)
        for typed in ["no idea", "I don't know", "?"] {
            let answer = quiz.judge([typed], for: entry)
            if entry.card.kind == .recall {
                #expect(answer.suggestedRating == nil, "\(reference): “\(typed)”")
                #expect(answer.verdict?.contains("Not judged") == true)
            } else {
                #expect(
                    answer.suggestedRating == .again,
                    "\(reference): “\(typed)” got \(String(describing: answer.suggestedRating))")
            }
        }
    }

    @Test(
        "A choice is taken by its letter or number; another choice is wrong, and what is not a choice counts as not known"
    )
    func choices() throws {
        let (quiz, entry) = try quiz(for: "inbox 411")
        #expect(entry.card.correctChoice == 1)
        for right in ["b", "B", "b)", " 2 "] {
            #expect(quiz.judge([right], for: entry).suggestedRating == .good, "\(right)")
        }
        let wrong = quiz.judge(["a"], for: entry)
        #expect(wrong.suggestedRating == .again && wrong.verdict?.contains("the card's answer is b), not a)") == true)
        let none = quiz.judge(["Decodable"], for: entry)
        #expect(none.suggestedRating == .again && none.verdict?.contains("none of the card's choices") == true)
    }

    @Test("An outcome is shown by its words standing whole, or by a stage that does not compile")
    func outcomesShown() {
        let outcomes = ["decodes", "keyNotFound", "typeMismatch", LessonLoader.doesNotCompile]
        #expect(
            PredictedOutput.outcomes(outcomes, shownBy: "DecodingError.keyNotFound: Key 'x' not found") == [
                "keyNotFound"
            ])
        #expect(PredictedOutput.outcomes(outcomes, shownBy: "decodes: 3") == ["decodes"])
        #expect(PredictedOutput.outcomes(outcomes, shownBy: "keyNotFoundHere, typeMismatched") == [])
        #expect(PredictedOutput.outcomes(outcomes, shownBy: nil) == [LessonLoader.doesNotCompile])
        #expect(PredictedOutput.pick("  KEYNOTFOUND ", from: outcomes) == "keyNotFound")
        #expect(PredictedOutput.pick("does   not compile", from: outcomes) == LessonLoader.doesNotCompile)
        #expect(PredictedOutput.pick("4", from: outcomes) == LessonLoader.doesNotCompile)
        #expect(PredictedOutput.pick("5", from: outcomes) == nil)
    }

    @Test("Several outcomes are named by their numbers, their words, or words joined by commas and `and`")
    func severalPicked() {
        let outcomes = ["decodes", "keyNotFound", "typeMismatch", LessonLoader.doesNotCompile]
        #expect(PredictedOutput.pickSeveral("2 3", from: outcomes) == ["keyNotFound", "typeMismatch"])
        #expect(PredictedOutput.pickSeveral("2, 3", from: outcomes) == ["keyNotFound", "typeMismatch"])
        #expect(
            PredictedOutput.pickSeveral("keynotfound and typeMismatch", from: outcomes) == [
                "keyNotFound", "typeMismatch",
            ])
        #expect(PredictedOutput.pickSeveral("does not compile", from: outcomes) == [LessonLoader.doesNotCompile])
        #expect(PredictedOutput.pickSeveral("2 9", from: outcomes) == nil)
        #expect(PredictedOutput.pickSeveral("it breaks", from: outcomes) == nil)
    }

    @Test("A pick the card's run does not show among its outcomes leaves the grade to the learner")
    func outcomeNotShown() throws {
        let (quiz, entry) = try quiz(for: "spellbook 201", printing: "something else entirely\n")
        let answer = quiz.judge(["keyNotFound"], for: entry)
        #expect(answer.suggestedRating == nil)
        #expect(answer.verdict?.contains("showed none of the outcomes") == true)
    }
}
