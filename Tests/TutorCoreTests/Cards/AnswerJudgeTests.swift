import Foundation
import TestSupport
import Testing
@testable import TutorCore

@Suite("Judging trick answers on their meaning")
struct AnswerJudgeTests {
    /// Every trick card of both decks, by id.
    static let cards: [Int: Card] = {
        let lessons = LessonLoader(root: packageRoot).load().lessons
        return Dictionary(uniqueKeysWithValues: lessons.flatMap(\.cards).filter { $0.kind == .trick }.map { ($0.id, $0) })
    }()

    static func judge(_ answer: String, card id: Int) -> TrickVerdict {
        AnswerJudge.judge(answer, ideas: cards[id]!.ideas)
    }

    static let dontKnows = ["no idea", "No idea.", "no clue", "dunno", "not sure", "?", "??", "idk", "IDK", "pass", "I don't know",
        "i dont know", "I have no idea", "not a clue", "no idea at all, sorry", "hmm", "I forget", "can't remember", "…"]

    @Test("A don't-know answer is never right, on any trick card, and suggests again", arguments: Array(cards.keys.sorted()))
    func dontKnow(card: Int) {
        for answer in Self.dontKnows {
            let verdict = Self.judge(answer, card: card)
            #expect(verdict == .dontKnow, "card \(card): “\(answer)” was judged \(verdict)")
            #expect(verdict.suggestion == .again)
        }
    }

    static let rightInOtherWords: [(Int, String)] = [
        (10, "no"), (10, "they differ"), (10, "not equal, each decode makes a new UUID"), (10, "Nope: the JSON id is never read"),
        (11, "typealias"), (11, "it's a type alias for Decodable & Encodable"), (11, "not exactly, two protocols"),
        (11, "No, it's not a protocol"), (12, "no, it throws keyNotFound"), (12, "it won't be decoded"), (12, "key not found"),
        (13, "no, the key is left out"), (13, "it doesn't write null"), (13, "nothing is written for it"),
        (14, "3.0"), (14, "only the first one"), (14, "3.0 decodes, 2.5 doesn't"), (14, "not 2.5"),
        (15, "no, it's private"), (15, "it doesn't compile"), (15, "won't compile: inaccessible"),
        (16, "no, Any isn't Codable"), (16, "it doesn't conform to Decodable"), (16, "compile error"),
        (17, "no, it throws dataCorrupted"), (17, "it fails: invalid URL"), (17, "no, it isn't nil, it's an error"),
        (110, "seconds since 2001"), (110, "a negative number"), (110, "-978307200"), (110, "a number, not a unix timestamp"),
        (111, "no, keyNotFound"), (111, "it fails because of the acronym"), (111, "nope"),
        (112, "nothing"), (112, "none, it throws"), (112, "zero"), (112, "no places at all"),
        (113, "no, it's ignored"), (113, "it doesn't fail"), (113, "no error"), (113, "n"),
        (114, "no, typeMismatch"), (114, "it's not nil, it throws"), (114, "it fails"),
        (115, "no, a fresh UUID each time"), (115, "it isn't used"), (115, "never read"), (115, "no"),
    ]

    @Test("A correct answer in other words than the card's key is right, and suggests good", arguments: rightInOtherWords)
    func right(card: Int, answer: String) {
        let verdict = Self.judge(answer, card: card)
        guard case .right = verdict else {
            Issue.record("card \(card): “\(answer)” was judged \(verdict)")
            return
        }
        #expect(verdict.suggestion == .good)
    }

    static let wrongAnswers: [(Int, String)] = [
        (10, "yes"), (10, "they are equal"), (10, "yes, the same id"), (11, "yes"), (11, "it is a protocol"),
        (11, "it's not a typealias"), (12, "yes"), (12, "yes it decodes fine"), (13, "yes, null"), (13, "it writes null"),
        (14, "2.5"), (14, "both"), (14, "neither"), (15, "yes"), (15, "it compiles"), (16, "yes it compiles"), (16, "no error"),
        (17, "yes, an empty URL"), (17, "it's nil"), (110, "ISO 8601 text"), (110, "seconds since 1970"), (110, "0"),
        (111, "yes"), (112, "two"), (112, "2"), (113, "yes, keyNotFound"), (113, "it throws"), (114, "yes, nil"),
        (114, "it becomes nil"), (115, "yes, it's used"), (115, "it is decoded"),
    ]

    @Test("A wrong answer is wrong, and suggests again", arguments: wrongAnswers)
    func wrong(card: Int, answer: String) {
        let verdict = Self.judge(answer, card: card)
        guard case .wrong = verdict else {
            Issue.record("card \(card): “\(answer)” was judged \(verdict)")
            return
        }
        #expect(verdict.suggestion == .again)
    }

    static let unsureAnswers: [(Int, String)] = [
        (17, "no, it's nil"), (11, "yes, a typealias"), (10, "bananas"), (110, "a number of seconds since 1970"),
        (12, "maybe no"), (113, "not sure, but no"), (14, "3.0 and 2.5"), (115, "purple"),
    ]

    @Test("Both kinds of idea, neither, or a right one under a don't-know: unsure, and no suggestion", arguments: unsureAnswers)
    func unsure(card: Int, answer: String) {
        let verdict = Self.judge(answer, card: card)
        guard case .unsure = verdict else {
            Issue.record("card \(card): “\(answer)” was judged \(verdict)")
            return
        }
        #expect(verdict.suggestion == nil)
    }

    @Test("The judge names the words it found, negation included")
    func foundWords() {
        let ideas = AnswerIdeas(right: "differ* | fresh", wrong: "equal | same")
        #expect(AnswerJudge.judge("they are not equal", ideas: ideas) == .right(found: ["not equal"]))
        #expect(AnswerJudge.judge("Different!", ideas: ideas) == .right(found: ["different"]))
        #expect(AnswerJudge.judge("the same, they don't differ", ideas: ideas) == .wrong(found: ["same", "not differ"]))
        #expect(AnswerJudge.judge("equal does not hold", ideas: ideas) == .right(found: ["equal does not"]))
        #expect(AnswerJudge.judge("fresh but equal", ideas: ideas) == .unsure(right: ["fresh"], wrong: ["equal"]))
    }

    @Test("The \"no\" of \"no idea\" is not the answer no, and a \"no\" before an idea negates it")
    func noInsideNoIdea() {
        let ideas = AnswerIdeas(right: "no | throws", wrong: "yes | error")
        #expect(AnswerJudge.judge("no idea", ideas: ideas) == .dontKnow)
        #expect(AnswerJudge.judge("no", ideas: ideas) == .right(found: ["no"]))
        #expect(AnswerJudge.judge("no error", ideas: ideas) == .right(found: ["no error"]))
        #expect(AnswerJudge.judge("no, it throws", ideas: ideas) == .right(found: ["no", "throws"]))
        #expect(AnswerJudge.judge("no it doesn't", ideas: ideas) == .right(found: ["no"]))
        #expect(AnswerJudge.judge("yes", ideas: ideas) == .wrong(found: ["yes"]))
    }

    @Test("Answers are read as words: case, contractions, articles, numbers and clauses")
    func words() {
        let words = AnswerWords("No, it DOESN'T – but it’s a typealias & 3.0 or -978307200")
        #expect(words.words == ["no", "it", "does", "not", "but", "it", "typealias", "and", "3.0", "or", "-978307200"])
        #expect(words.segments == [0, 1, 1, 1, 2, 2, 2, 2, 2, 2, 2])
        #expect(words.clauses[2] != words.clauses[6] && words.clauses[0] != words.clauses[1])
        #expect(AnswerWords("dont wont cannot yep nope").words == ["do", "not", "will", "not", "can", "not", "yes", "no"])
        #expect(AnswerPhrase("differ*").matches(["different"], at: 0))
        #expect(!AnswerPhrase("differ").matches(["different"], at: 0))
        #expect(AnswerPhrase("an empty URL").words == ["empty", "url"])
    }
}
