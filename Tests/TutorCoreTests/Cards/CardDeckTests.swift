import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Card identity, the deck format and its checks")
struct CardDeckTests {
    static let decks = LessonLoader(root: packageRoot).loadWithDecks().decks
    static var allCards: [Card] { decks.flatMap(\.cards) }

    /// A copy of the lessons and their content, to break on purpose.
    func copyOfContent() throws -> TemporaryFolder {
        let folder = TemporaryFolder("deck")
        for name in ["Lessons", "Content"] {
            try FileManager.default.copyItem(
                at: packageRoot.appendingPathComponent(name), to: folder.url.appendingPathComponent(name))
        }
        return folder
    }

    func replace(_ old: String, with new: String, in path: String, of folder: TemporaryFolder) throws {
        let file = folder.url.appendingPathComponent(path)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old), "\(path) does not contain \(old)")
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    @Test(
        "A memory saved under a card's id survives a folder rename; one saved under an old folder name is found through `formerly`"
    )
    func identitySurvivesRename() throws {
        let card = try #require(Self.allCards.first { $0.id == 15 })
        #expect(card.formerSlugs == ["15-the-private-codingkeys"])
        let memory = CardMemory(
            state: .review, step: 0, stability: 12, difficulty: 4, due: Date(timeIntervalSince1970: 2_000_000_000),
            lastReview: Date(timeIntervalSince1970: 1_999_000_000), reps: 4, lapses: 1)
        var progress = Progress()
        progress.cards["postcards"] = ["15-the-private-codingkeys": memory]
        #expect(progress.memory(of: card, in: "postcards") == memory)
        var renamed = card
        renamed.slug = "15-some-later-name"
        renamed.formerSlugs = []
        progress.remember(memory, of: card, in: "postcards")
        #expect(progress.memory(of: renamed, in: "postcards") == memory)
        // The id wins over an older memory left under a folder name.
        progress.cards["postcards"]?["15-some-later-name"] = CardMemory(due: .distantPast)
        #expect(progress.memory(of: renamed, in: "postcards") == memory)
    }

    @Test("Renaming a card's folder on disk keeps the learner's memory and its place in the review log")
    func renameOnDisk() throws {
        let folder = try copyOfContent()
        let cards = folder.url.appendingPathComponent("Content/postcards/cards")
        try FileManager.default.moveItem(
            at: cards.appendingPathComponent("11-is-codable-a-protocol"),
            to: cards.appendingPathComponent("11-what-codable-is"))
        let (_, decks, problems) = LessonLoader(root: folder.url).loadWithDecks()
        #expect(problems.isEmpty, "\(problems)")
        let card = try #require(decks.first { $0.lesson.name == "postcards" }?.cards.first { $0.id == 11 })
        #expect(card.slug == "11-what-codable-is")
        var progress = Progress()
        progress.cards["postcards"] = ["11": CardMemory(due: Date(timeIntervalSince1970: 42))]
        #expect(progress.memory(of: card, in: "postcards")?.due == Date(timeIntervalSince1970: 42))
    }

    @Test("Card ids are unique across lessons, and a repeated id is reported with its file")
    func uniqueIDs() throws {
        #expect(Set(Self.allCards.map(\.id)).count == Self.allCards.count)
        let folder = try copyOfContent()
        try replace("id: 101", with: "id: 3", in: "Content/trips/cards/01-encode-and-print/card.txt", of: folder)
        try replace("id: 5\n", with: "", in: "Content/postcards/cards/05-a-nested-object/card.txt", of: folder)
        try replace(
            "id: 6\n", with: "id: -6\n", in: "Content/postcards/cards/06-iso-dates-both-ways/card.txt", of: folder)
        let (_, decks, loaded) = LessonLoader(root: folder.url).loadWithDecks()
        let problems = loaded.map(\.description)
        #expect(
            problems.contains {
                $0.hasPrefix("Content/trips/cards/01-encode-and-print/card.txt:1:")
                    && $0.contains("`id: 3` is already the id of postcards/03-a-renamed-key")
            })
        #expect(problems.contains { $0.contains("05-a-nested-object/card.txt") && $0.contains("missing `id:`") })
        #expect(
            problems.contains {
                $0.contains("06-iso-dates-both-ways/card.txt") && $0.contains("`id` is a whole number above 0")
            })
        // None of them is quizzed: they would share a memory key or a schedule.
        let slugs = decks.flatMap(\.cards).map(\.slug)
        let left = ["01-encode-and-print", "03-a-renamed-key", "05-a-nested-object", "06-iso-dates-both-ways"]
        for left in left {
            #expect(!slugs.contains(left), "\(left) is still in its deck")
        }
        #expect(slugs.count == Self.allCards.count - left.count)
        #expect(decks.flatMap(\.cards).allSatisfy { $0.id > 0 })
        // The catalogue reads the decks apart from the steps: the same ids are left out.
        let apart = LessonLoader(root: folder.url).loadDecks(of: LessonLoader(root: folder.url).load().lessons)
        #expect(apart.decks.flatMap(\.cards).map(\.slug) == slugs)
        #expect(
            apart.problems.contains {
                $0.description.contains("`id: 3` is already the id of postcards/03-a-renamed-key")
            })
    }

    @Test("The loader reports what a card's kind is judged by when it is missing or wrong, and a key of another kind")
    func loaderChecks() throws {
        let folder = try copyOfContent()
        let cards = "Content/postcards/cards/"
        try replace(
            "kind: predict\n", with: "kind: predict\noutcomes: decodes | keyNotFound\n",
            in: cards + "11-is-codable-a-protocol/card.txt", of: folder)
        try replace(
            "outcomes: decodes | keyNotFound | typeMismatch | dataCorrupted",
            with: "outcomes: keyNotFound\nchoices: a | b",
            in: "Content/spellbook/cards/02-a-raw-value-and-the-strategy/card.txt", of: folder)
        try replace(
            "correct: 2", with: "correct: 7", in: "Content/inbox/cards/12-decodable-or-codable/card.txt", of: folder)
        try replace("form: statements\n", with: "", in: "Content/trips/cards/05-snake-case-keys/card.txt", of: folder)
        try replace(
            "        // --- end of the answer ---\n", with: "", in: cards + "06-iso-dates-both-ways/1/run.swift",
            of: folder)
        try replace("id: 4\n", with: "id: four\n", in: cards + "04-a-missing-or-null-value/card.txt", of: folder)
        try replace("kind: write", with: "kind: trick", in: cards + "05-a-nested-object/card.txt", of: folder)
        try FileManager.default.removeItem(
            at: folder.url.appendingPathComponent("Content/trips/cards/03-readable-sorted-output/1"))
        let problems = LessonLoader(root: folder.url).loadWithDecks().problems.map(\.description)
        let found = { (file: String, words: String) in
            #expect(
                problems.contains { $0.contains(file) && $0.contains(words) },
                "no “\(words)” for \(file):\n\(problems.joined(separator: "\n"))")
        }
        found("11-is-codable-a-protocol/1/expected.txt", "must show exactly one of the card's outcomes")
        found("02-a-raw-value-and-the-strategy/card.txt", "`outcomes` lists two to six different outcomes")
        found("02-a-raw-value-and-the-strategy/card.txt", "`choices` does not belong to a `predict` card")
        found("12-decodable-or-codable/card.txt", "`correct` is the number of the right choice, 1–4, not \"7\"")
        found("05-snake-case-keys/card.txt", "missing `form:`")
        found("06-iso-dates-both-ways/1/run.swift", CardContract.answerEnds)
        found("04-a-missing-or-null-value/card.txt", "`id` is a whole number")
        found("05-a-nested-object/card.txt", "`kind` is `predict`, `value`, `choice`, `write`, `recall`, not \"trick\"")
        #expect(
            problems.contains {
                $0.hasPrefix("Content/trips/cards/03-readable-sorted-output/card.txt: ")
                    && $0.contains("needs a stage `1`")
            })
    }

    @Test(
        "Every write and value card has a contract; a statements or value card's own answer, put back in its place, is exactly its verified stage"
    )
    func contracts() throws {
        let howTo = Self.allCards.filter { $0.kind == .write || $0.kind == .value }
        #expect(!howTo.isEmpty)
        for card in howTo {
            let contract = try #require(card.contract, "\(card.slug)")
            #expect(!contract.task.isEmpty)
            let stage = try #require(card.stages.first)
            switch contract.form {
            case .statements, .expression:
                let driver = try String(contentsOf: stage.runFile, encoding: .utf8)
                let parts = try #require(CardContract.split(driver), "\(card.slug)")
                #expect(!parts.answer.isEmpty)
                #expect(driver.hasPrefix("import Foundation\n"), "\(card.slug)'s answer gets Foundation")
                let home = TemporaryFolder("contract")
                let program = try AnswerProgram.make(
                    parts.answer, card: card, lesson: "l",
                    home: TutorHome(state: home.url, cache: home.url))
                var compiled = try String(contentsOf: program.sourceFile, encoding: .utf8).components(separatedBy: "\n")
                let check = program.firstLine - 1 + parts.answer.count
                #expect(compiled[check].hasSuffix("print(\"\(program.checkBegins)\")"), "\(card.slug)")
                compiled.remove(at: check)
                let runLine = try #require(compiled.firstIndex { $0.hasPrefix("func run()") }, "\(card.slug)")
                #expect(compiled[runLine + 1].hasSuffix("defer { print(\"\(program.checkEnds)\") }"), "\(card.slug)")
                compiled.remove(at: runLine + 1)
                #expect(compiled.joined(separator: "\n") == driver, "\(card.slug)")
                #expect(program.stage.modelFiles == stage.modelFiles)
            case .types:
                #expect(stage.ownsModel, "\(card.slug)")
                // The frame goes in at the top of run(), which must open on a line of its own.
                let driver = try #require(stage.text(of: stage.runFile))
                #expect(AnswerProgram.runLine(in: driver.components(separatedBy: "\n")) != nil, "\(card.slug)")
            }
            #expect(stage.expectedOutput != nil && !stage.mustNotCompile)
        }
    }

    @Test("A card is named by its number, its folder, its folder without the number, or a former folder")
    func naming() throws {
        let card = try #require(Self.allCards.first { $0.id == 15 })
        for name in [
            "15", "15-the-generated-keys-from-outside", "the-generated-keys-from-outside", "15-the-private-codingkeys",
            "the-private-codingkeys",
        ] {
            #expect(card.isNamed(name), "\(name)")
        }
        #expect(!card.isNamed("14") && !card.isNamed("codingkeys"))
    }
}
