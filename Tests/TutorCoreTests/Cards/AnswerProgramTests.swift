import Foundation
import TestSupport
import Testing
@testable import TutorCore

@Suite("How-to answers made into programs")
struct AnswerProgramTests {
    let folder = TemporaryFolder("answers")
    var home: TutorHome { TutorHome(state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache")) }
    static let cards = LessonLoader(root: packageRoot).load().lessons.flatMap(\.cards)

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
        #expect(source[program.firstLine + 1].trimmingCharacters(in: .whitespaces) == CardContract.answerEnds)
        #expect(program.stage.runFile == program.sourceFile && program.stage.modelFile == card.stages[0].modelFile)
        let mine = Diagnostic(file: program.sourceFile.path, line: program.firstLine + 1, column: 5, severity: .error, message: "x")
        let theirs = Diagnostic(file: program.sourceFile.path, line: program.firstLine + 3, column: 5, severity: .error, message: "y")
        #expect(program.learnerLine(of: mine) == 2)
        #expect(program.learnerLine(of: theirs) == nil)
    }

    @Test("Types replace the card's model, with Foundation imported; the card's run() stays")
    func types() throws {
        let card = try card(7)
        let program = try AnswerProgram.make(["enum Stamp: String, Codable { case airmail, surface, priority }"], card: card,
            lesson: "postcards", home: home)
        #expect(program.shape == .types)
        #expect(try String(contentsOf: program.sourceFile, encoding: .utf8).hasPrefix("import Foundation\nenum Stamp"))
        #expect(program.stage.modelFile == program.sourceFile && program.stage.runFile == card.stages[0].runFile)
        #expect(program.firstLine == 2)
    }

    @Test("An answer with its own run() is a whole program, with Foundation; its own types replace the card's model")
    func wholeProgram() throws {
        let withTypes = try AnswerProgram.make(["struct Stay: Decodable { let city: String }", "func run() { print(1) }"],
            card: card(102), lesson: "trips", home: home)
        #expect(withTypes.shape == .program && withTypes.stage.modelFile == nil)
        #expect(try String(contentsOf: withTypes.sourceFile, encoding: .utf8).hasPrefix("import Foundation\n"))
        let alone = try AnswerProgram.make(["func run() {", "    print(Stay(city: \"Oslo\", nights: 2).city)", "}"],
            card: card(102), lesson: "trips", home: home)
        let stays = try card(102)
        #expect(alone.shape == .program && alone.stage.modelFile == stays.stages[0].modelFile)
        #expect(AnswerProgram.declaresRun("  func run () {") && !AnswerProgram.declaresRun("funcrun()"))
        #expect(AnswerProgram.declaresType("private struct X {") && AnswerProgram.declaresType("enum E: String {"))
        #expect(!AnswerProgram.declaresType("let structure = 1"))
    }

    @Test("Every answer gets a folder of its own, keeping exactly what was typed, even two at the same moment")
    func privateCopies() throws {
        let now = Date()
        let first = try AnswerProgram.make(["let postcards: [Postcard] = []"], card: card(1), lesson: "postcards", home: home, now: now)
        let second = try AnswerProgram.make(["let postcards = [Postcard]()"], card: card(1), lesson: "postcards", home: home, now: now)
        #expect(first.folder != second.folder)
        #expect(first.folder.deletingLastPathComponent() == home.answers.appendingPathComponent("postcards/01-decode-an-array"))
        #expect(try String(contentsOf: first.typedFile, encoding: .utf8) == "let postcards: [Postcard] = []\n")
        #expect(try String(contentsOf: second.typedFile, encoding: .utf8) == "let postcards = [Postcard]()\n")
        #expect(try String(contentsOf: first.sourceFile, encoding: .utf8).contains("let postcards: [Postcard] = []"))
        let many = try (0..<20).map { _ in
            try AnswerProgram.make(["_ = 1"], card: card(1), lesson: "postcards", home: home, now: now).folder
        }
        #expect(Set(many).count == 20)
    }
}
