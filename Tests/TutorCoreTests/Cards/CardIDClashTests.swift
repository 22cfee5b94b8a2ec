import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Lessons from elsewhere cannot take a card out of the tutor's quiz by reusing its id.
@Suite("Card ids of lessons read from elsewhere")
struct CardIDClashTests {
    @Test(
        "A foreign card reusing a built-in card's id is left out alone, with a sentence naming its file in full; the built-in stays"
    )
    func foreignCardGivesWay() throws {
        // The trips lesson again, under another name: every card's id is one the tutor's trips uses.
        let folder = TemporaryFolder("card-clash")
        for (from, to) in [("Lessons/trips", "Lessons/voyages"), ("Content/trips", "Content/voyages")] {
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent(to).deletingLastPathComponent(), withIntermediateDirectories: true
            )
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent(from), to: folder.url.appendingPathComponent(to))
        }
        let builtIn = LessonLoader(root: packageRoot).loadWithDecks().decks.first { $0.lesson.name == "trips" }
        let trips = try #require(builtIn?.cards)
        #expect(!trips.isEmpty)
        let (_, decks, problems) = LessonLoader(root: packageRoot, extraRoots: [folder.url]).loadWithDecks()
        #expect(
            decks.first { $0.lesson.name == "trips" }?.cards.map(\.slug) == trips.map(\.slug),
            "the built-in cards are all kept")
        #expect(
            decks.first { $0.lesson.name == "voyages" }?.cards.isEmpty == true,
            "every foreign card with a taken id is left out")
        let card = try #require(trips.first)
        let file = folder.url.appendingPathComponent("Content/voyages/cards/\(card.slug)/card.txt").path
        let said = problems.map(\.description)
        #expect(
            said.contains(
                "\(file):1: `id: \(card.id)` is already the id of trips/\(card.slug), a card read before this one; this card is left out of the quiz until it has an id of its own"
            ), "\(said)")
        // The catalogue reads decks apart: the same outcome.
        let lessons = LessonLoader(root: packageRoot, extraRoots: [folder.url]).load().lessons
        let apart = LessonLoader(root: packageRoot, extraRoots: [folder.url]).loadDecks(of: lessons)
        #expect(apart.decks.first { $0.lesson.name == "trips" }?.cards.count == trips.count)
        #expect(apart.decks.first { $0.lesson.name == "voyages" }?.cards.isEmpty == true)
    }
}
