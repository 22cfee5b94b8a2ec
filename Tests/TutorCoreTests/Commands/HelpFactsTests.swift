import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Help facts")
struct HelpFactsTests {
    @Test("`open`'s help lists the lessons that are loaded, whatever they are")
    func lessonNames() throws {
        let open = try #require(CommandDeclaration.entry(for: "open"))
        #expect(open.text(facts: HelpFacts(lessonNames: ["atlas", "ferries"])).contains("Lessons: atlas, ferries."))
        let shipped = LessonLoader(root: packageRoot).load().lessons.map(\.name)
        let text = CommandRegistryTests.squeezed(open.text(facts: HelpFacts(lessonNames: shipped)))
        #expect(text.contains("Lessons: " + shipped.joined(separator: ", ") + "."))
        #expect(!open.details.contains("postcards"))
    }

    @Test("`cards`' help states the scheduler's retention and the queue's daily limit")
    func quizPolicy() throws {
        let cards = try #require(CommandDeclaration.entry(for: "cards"))
        let text = CommandRegistryTests.squeezed(
            cards.text(facts: HelpFacts(lessonNames: [], retention: 0.85, newPerDay: 7)))
        #expect(text.contains("85% retention") && text.contains("at most 7 new cards a day"))
        let policy = HelpFacts(lessonNames: [])
        #expect(policy.retention == FSRSParameters().desiredRetention && policy.newPerDay == CardQueue().newPerDay)
    }

    @Test("No placeholder is left unfilled in any command's help")
    func noPlaceholderLeft() {
        for entry in CommandDeclaration.all {
            let text = entry.text(facts: HelpFacts(lessonNames: ["x"]))
            #expect(text.range(of: #"\{[a-z-]+\}"#, options: .regularExpression) == nil, "\(entry.verb)")
        }
    }
}
