import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Lesson advice files")
struct LessonAdviceTests {
    /// A lesson of one step, `01-first`, with the advice given.
    func lesson(advice: String) -> TemporaryFolder {
        let folder = TemporaryFolder("advice")
        folder.write("title: Tiny\n\nA summary.\n", to: "Lessons/tiny/lesson.txt")
        folder.write("title: First\n\nProse.\n", to: "Lessons/tiny/01-first/step.txt")
        folder.write("title: A\n\nText.\n", to: "Lessons/tiny/01-first/1/stage.txt")
        folder.write("func run() { print(1) }\n", to: "Lessons/tiny/01-first/1/run.swift")
        folder.write("1\n", to: "Lessons/tiny/01-first/1/expected.txt")
        folder.write(advice, to: "Lessons/tiny/advice.txt")
        return folder
    }

    @Test("The shipped lessons' advice names only places that exist")
    func shippedAdviceResolves() {
        let (_, decks, problems) = LessonLoader(root: packageRoot).loadWithDecks()
        #expect(problems.filter { $0.file.hasSuffix("advice.txt") }.isEmpty, "\(problems)")
        for deck in decks {
            for rule in deck.lesson.advice {
                #expect(rule.number(in: deck) != nil, "\(deck.lesson.name): \(rule.mistake)")
            }
        }
    }

    @Test("A rule is read by slug and gets the place's number")
    func readsRule() throws {
        let folder = lesson(
            advice: "mistake: null-value\nsee: step first\nwhy: Use an optional, as {step first} shows\n")
        let (_, decks, problems) = LessonLoader(root: folder.url).loadWithDecks()
        #expect(problems.isEmpty, "\(problems)")
        let deck = try #require(decks.first)
        let rule = try #require(deck.lesson.advice.first)
        #expect(
            rule
                == LessonAdvice(
                    mistake: .nullValue, place: .step, slug: "first", why: "Use an optional, as step 1 shows"))
        #expect(rule.number(in: deck) == 1)
    }

    @Test("Every reference that names nothing is a problem at its file and line")
    func brokenReferences() {
        let folder = lesson(
            advice: """
                mistake: null-value
                see: step second

                mistake: no-such-mistake
                see: step first
                why: Words

                mistake: type-mismatch
                see: card nothing-here
                why: Words

                mistake: key-not-found
                see: shelf first
                why: Words about {step gone}

                mistake: date-as-text
                see: step first
                why: See {step gone}
                """)
        let problems = LessonLoader(root: folder.url).loadWithDecks().problems.map(\.description)
        #expect(problems.contains("tiny/advice.txt:1: a rule needs `mistake:`, `see:` and `why:`"))
        #expect(problems.contains { $0.hasPrefix("tiny/advice.txt:4: no mistake `no-such-mistake`") })
        #expect(problems.contains("tiny/advice.txt:9: no flash card `nothing-here` in tiny"))
        #expect(problems.contains { $0.hasPrefix("tiny/advice.txt:13: `see:` is `step`, `card` or `edge`") })
        #expect(problems.contains("tiny/advice.txt:18: no step `gone` in tiny"))
    }
}
