import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Check advice")
struct CheckAdviceTests {
    let decks = LessonLoader(root: packageRoot).loadWithDecks().decks
    var lessons: [Lesson] { decks.map(\.lesson) }

    @Test("Every mistake `check` recognises is taught somewhere, at a place that exists")
    func everyMistakeIsTaught() throws {
        let advisor = CheckAdvice(decks: decks)
        for mistake in CheckMistake.allCases {
            let reference = try #require(advisor.reference(for: mistake, checking: "postcards"), "\(mistake)")
            let deck = try #require(decks.first { $0.lesson.name == reference.lesson })
            let rule = try #require(deck.lesson.advice.first { $0.mistake == mistake })
            #expect(rule.number(in: deck) == reference.number, "\(mistake)")
        }
    }

    @Test("The lesson being checked is asked first; the others fill in what it does not teach")
    func checkedLessonFirst() throws {
        let advisor = CheckAdvice(decks: decks)
        let trips = try #require(lessons.first { $0.name == "trips" })
        let postcards = try #require(lessons.first { $0.name == "postcards" })
        let own = try #require(advisor.reference(for: .keyWithAcronym, checking: "trips"))
        #expect(own.lesson == "trips" && own.number == trips.step(named: "keys-of-your-own")?.number)
        let borrowed = try #require(advisor.reference(for: .missingCodingKey, checking: "trips"))
        #expect(borrowed.lesson == "postcards" && borrowed.number == postcards.step(named: "coding-keys")?.number)
        #expect(advisor.reference(for: .keyWithAcronym, checking: "postcards")?.lesson == "postcards")
    }

    @Test(
        "A step of the lesson being checked that the learner has not reached is not advised: the earliest lesson that teaches the fix is"
    )
    func notBeyondTheStepChecked() throws {
        let spellbook = try #require(lessons.first { $0.name == "spellbook" })
        let postcards = try #require(lessons.first { $0.name == "postcards" })
        let kebab = try #require(spellbook.step(named: "kebab-case-keys")?.number)
        for step in [1, 5, 6] {
            let early = try #require(
                CheckAdvice(decks: decks, reached: step).reference(for: .keyNotFound, checking: "spellbook"))
            #expect(
                early.lesson == "postcards" && early.number == postcards.step(named: "coding-keys")?.number,
                "step \(step)")
        }
        let there = try #require(
            CheckAdvice(decks: decks, reached: kebab).reference(for: .keyNotFound, checking: "spellbook"))
        #expect(there.lesson == "spellbook" && there.number == kebab)
    }

    @Test("A `{step slug}` in a sentence becomes the step's number, so it follows a renumbering")
    func stepPlaceholder() throws {
        let postcards = try #require(lessons.first { $0.name == "postcards" })
        let rule = try #require(postcards.advice.first { $0.mistake == .keyNotFound })
        let number = try #require(postcards.step(named: "optionals")?.number)
        #expect(rule.why.hasSuffix("(step \(number))"))
        #expect(!rule.why.contains("{"))
    }

    @Test("A key the decoder did not find is sent first to the step that teaches key names, in each lesson")
    func keyNotFoundTeachesKeyNamesFirst() throws {
        let advisor = CheckAdvice(decks: decks)
        for (lesson, slug) in [("postcards", "coding-keys"), ("trips", "keys-of-your-own")] {
            let owner = try #require(lessons.first { $0.name == lesson })
            let reference = try #require(advisor.reference(for: .keyNotFound, checking: lesson))
            #expect(reference.lesson == lesson && reference.kind == .step, "\(lesson)")
            #expect(reference.number == owner.step(named: slug)?.number, "\(lesson)")
        }
    }

    @Test("Advice names its command as typed where the learner is: in full from the shell, bare at the prompt")
    func commandWhereTheLearnerIs() throws {
        let advisor = CheckAdvice(decks: decks)
        for mistake in CheckMistake.allCases {
            let reference = try #require(advisor.reference(for: mistake, checking: "postcards"))
            #expect(reference.sentence(atPrompt: false).contains("`codable-tutor "), "\(mistake)")
            let atPrompt = reference.sentence(atPrompt: true)
            #expect(
                !atPrompt.contains("codable-tutor") && atPrompt.contains("`\(reference.promptCommand)`"), "\(mistake)")
        }
    }
}
