import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("How-to answers made into programs")
struct AnswerProgramTests {
    let folder = TemporaryFolder("answers")
    var home: TutorHome {
        TutorHome(state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
    }
    static let cards = LessonLoader(root: packageRoot).loadWithDecks().decks.flatMap(\.cards)

    func card(_ id: Int) throws -> Card {
        try #require(Self.cards.first { $0.id == id })
    }

    @Test("Statements go where the card's own answer stood, and compiler lines map back to the learner's own")
    func statements() throws {
        let card = try card(1)
        let typed = ["let x = 1", "let postcards = try JSONDecoder().decode([Postcard].self, from: data)"]
        let program = try AnswerProgram.make(typed, card: card, lesson: "postcards", home: home)
        #expect(program.shape == .statements)
        let source = try String(contentsOf: program.sourceFile, encoding: .utf8).components(separatedBy: "\n")
        #expect(source[program.firstLine - 1] == "let x = 1")
        #expect(source[program.firstLine - 2].trimmingCharacters(in: .whitespaces) == CardContract.answerBegins)
        #expect(source[program.firstLine + 2].trimmingCharacters(in: .whitespaces) == CardContract.answerEnds)
        let models = card.stages[0].modelFiles
        #expect(!models.isEmpty)
        #expect(program.program.sources == models + [program.sourceFile])
        let mine = Diagnostic(
            file: program.sourceFile.path, line: program.firstLine + 1, column: 5, severity: .error, message: "x")
        let theirs = Diagnostic(
            file: program.sourceFile.path, line: program.firstLine + 3, column: 5, severity: .error, message: "y")
        #expect(program.learnerLine(of: mine) == 2)
        #expect(program.learnerLine(of: theirs) == nil)
    }

    @Test("Types replace the card's model, with Foundation imported; the card's run() stays")
    func types() throws {
        let card = try card(7)
        let program = try AnswerProgram.make(
            ["enum Stamp: String, Codable { case airmail, surface, priority }"], card: card,
            lesson: "postcards", home: home)
        #expect(program.shape == .types)
        #expect(try String(contentsOf: program.sourceFile, encoding: .utf8).hasPrefix("import Foundation\nenum Stamp"))
        #expect(program.program.sources.first == program.sourceFile && program.program.sources.count == 2)
        #expect(program.firstLine == 2)
    }

    @Test("An answer with its own run() is a whole program, with Foundation; its own types replace the card's model")
    func wholeProgram() throws {
        let withTypes = try AnswerProgram.make(
            ["struct Stay: Decodable { let city: String }", "func run() { print(1) }"],
            card: card(102), lesson: "trips", home: home)
        #expect(withTypes.shape == .program && withTypes.program.sources == [withTypes.sourceFile])
        #expect(try String(contentsOf: withTypes.sourceFile, encoding: .utf8).hasPrefix("import Foundation\n"))
        let alone = try AnswerProgram.make(
            ["func run() {", "    print(Stay(city: \"Oslo\", nights: 2).city)", "}"],
            card: card(102), lesson: "trips", home: home)
        let stays = try card(102).stages[0].modelFiles
        #expect(alone.shape == .program && alone.program.sources == stays + [alone.sourceFile])
        #expect(AnswerProgram.declaresRun("  func run () {") && !AnswerProgram.declaresRun("funcrun()"))
        #expect(AnswerProgram.declaresType("private struct X {") && AnswerProgram.declaresType("enum E: String {"))
        #expect(!AnswerProgram.declaresType("let structure = 1"))
    }

    @Test(
        "Every answer is kept in a file of its own, even two at the same moment; one answer typed again compiles from one file"
    )
    func keptAndShared() throws {
        let now = Date()
        let first = try AnswerProgram.make(
            ["let postcards: [Postcard] = []"], card: card(1), lesson: "postcards", home: home, now: now)
        let second = try AnswerProgram.make(
            ["let postcards = [Postcard]()"], card: card(1), lesson: "postcards", home: home, now: now)
        #expect(first.typedFile != second.typedFile && first.sourceFile != second.sourceFile)
        #expect(
            first.typedFile.deletingLastPathComponent()
                == home.answers.appendingPathComponent("postcards/01-decode-an-array"))
        #expect(try String(contentsOf: first.typedFile, encoding: .utf8) == "let postcards: [Postcard] = []\n")
        #expect(try String(contentsOf: second.typedFile, encoding: .utf8) == "let postcards = [Postcard]()\n")
        #expect(try String(contentsOf: first.sourceFile, encoding: .utf8).contains("let postcards: [Postcard] = []"))
        let many = try (0..<20).map { _ in
            try AnswerProgram.make(["_ = 1"], card: card(1), lesson: "postcards", home: home, now: now)
        }
        #expect(Set(many.map(\.typedFile)).count == 20)
        #expect(Set(many.map(\.sourceFile)).count == 1)
    }

    @Test("The same answer typed twice is compiled once: the second run comes from the cache")
    func sameAnswerSameCacheEntry() throws {
        let collected = CollectingConsole()
        let tutor = makeFakeTutor(in: folder, console: collected, output: "[\"Grandma\", \"Dad\"]\n")
        _ = tutor.decks[0]
        let answer = ["let postcards = try JSONDecoder().decode([Postcard].self, from: data)"]
        let runs = try (0..<2).map { _ in
            try tutor.runner.run(
                try AnswerProgram.make(answer, card: card(1), lesson: "postcards", home: tutor.home).program)
        }
        #expect(runs.map(\.compiledFromCache) == [false, true])
    }

    @Test(
        "The card's check is framed (where it begins, when run() returns) by lines the answer cannot know; only the frame's inside is judged, and a run without the whole frame judges nothing"
    )
    func checkFrame() throws {
        let program = try AnswerProgram.make(
            ["print(\"hello\")", "let postcards: [Postcard] = []"], card: card(1),
            lesson: "postcards", home: home)
        let source = try String(contentsOf: program.sourceFile, encoding: .utf8).components(separatedBy: "\n")
        #expect(
            source[program.firstLine + 1].trimmingCharacters(in: .whitespaces) == "print(\"\(program.checkBegins)\")")
        let runLine = try #require(source.firstIndex { $0.hasPrefix("func run()") })
        #expect(source[runLine + 1].trimmingCharacters(in: .whitespaces) == "defer { print(\"\(program.checkEnds)\") }")
        let split = program.split("hello\n\(program.checkBegins)\n[]\n\(program.checkEnds)\nafter\n")
        #expect(split.own == ["hello"] && split.check == "[]\n")
        // Never reached the check (an exit, an error thrown), or never returned from run(): nothing is judged.
        #expect(program.split("oops\n").check == nil)
        #expect(program.split("\(program.checkBegins)\n[]\n").check == nil)
        #expect(program.split("\(program.checkEnds)\n").check == nil)
        // A frame printed twice (an answer that guessed it would need it) judges nothing either.
        #expect(
            program.split("\(program.checkBegins)\n\(program.checkBegins)\n[]\n\(program.checkEnds)\n").check == nil)
        // The mark is the same for the same answer in one home, and another for another answer or home.
        let again = try AnswerProgram.make(
            ["print(\"hello\")", "let postcards: [Postcard] = []"], card: card(1), lesson: "postcards", home: home)
        let other = try AnswerProgram.make(
            ["let postcards: [Postcard] = []"], card: card(1), lesson: "postcards", home: home)
        let elsewhere = TemporaryFolder("answers-elsewhere")
        let otherHome = try AnswerProgram.make(
            ["print(\"hello\")", "let postcards: [Postcard] = []"], card: card(1), lesson: "postcards",
            home: TutorHome(
                state: elsewhere.url.appendingPathComponent("state"),
                cache: elsewhere.url.appendingPathComponent("cache")))
        #expect(again.nonce == program.nonce && other.nonce != program.nonce && otherHome.nonce != program.nonce)
    }

    @Test("A types answer runs the card's run() framed the same way, from a copy; the card's own file is untouched")
    func typesFrame() throws {
        let card = try card(7)
        let program = try AnswerProgram.make(
            ["enum Stamp: String, Codable { case airmail, surface, priority }"], card: card,
            lesson: "postcards", home: home)
        let run = try #require(program.program.sources.last)
        #expect(run != card.stages[0].runFile)
        let text = try String(contentsOf: run, encoding: .utf8)
        #expect(text.contains("print(\"\(program.checkBegins)\"); defer { print(\"\(program.checkEnds)\") }"))
        #expect(
            try String(contentsOf: card.stages[0].runFile, encoding: .utf8)
                == card.stages[0].text(of: card.stages[0].runFile))
    }

    @Test("A how-to card without stages cannot be made into a program, and says so truly")
    func noStage() throws {
        var bare = try card(1)
        bare.stages = []
        #expect(throws: AnswerProgram.Problem.self) {
            try AnswerProgram.make(["_ = 1"], card: bare, lesson: "postcards", home: home)
        }
        let sentence = AnswerProgram.Problem.noStage.sentence
        #expect(sentence.contains("no code to run your answer with") && !sentence.contains("could not be saved"))
    }
}
