import Foundation
import TestSupport
import Testing
@testable import TutorCore

@Suite("Judging trick answers on their meaning")
struct AnswerJudgeTests {
    /// Every trick card of both decks, by id.
    static let cards: [Int: Card] = {
        let decks = LessonLoader(root: packageRoot).loadWithDecks().decks
        return Dictionary(uniqueKeysWithValues: decks.flatMap(\.cards).filter { $0.kind == .trick }.map { ($0.id, $0) })
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
        #expect(AnswerJudge.judge("the same, they don't differ", ideas: ideas) == .wrong(found: ["same"], denied: ["not differ"]))
        #expect(AnswerJudge.judge("equal does not hold", ideas: ideas) == .right(found: ["equal does not"]))
        #expect(AnswerJudge.judge("fresh but equal", ideas: ideas) == .unsure(right: ["fresh"], wrong: ["equal"], denied: []))
    }

    @Test("The \"no\" of \"no idea\" is not the answer no, and a \"no\" before an idea negates it")
    func noInsideNoIdea() {
        let ideas = AnswerIdeas(right: "no | throws", wrong: "yes | error")
        #expect(AnswerJudge.judge("no idea", ideas: ideas) == .dontKnow)
        #expect(AnswerJudge.judge("no", ideas: ideas) == .right(found: ["no"]))
        #expect(AnswerJudge.judge("no error", ideas: ideas) == .right(found: ["no error"]))
        #expect(AnswerJudge.judge("no, it throws", ideas: ideas) == .right(found: ["no", "throws"]))
        #expect(AnswerJudge.judge("no it doesn't", ideas: ideas) == .right(found: ["no"]))
        #expect(AnswerJudge.judge("yes", ideas: ideas) == .wrong(found: ["yes"], denied: []))
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

    @Test("A hedge is a don't-know wherever its words stand: “not really sure”, “no real idea”, “n/a”")
    func hedges() {
        for answer in ["I'm not really sure", "not quite sure", "not exactly sure", "not really sure, sorry"] {
            #expect(Self.judge(answer, card: 11) == .dontKnow, "“\(answer)”")
        }
        for card in Self.cards.keys.sorted() {
            #expect(Self.judge("no real idea", card: card) == .dontKnow, "card \(card)")
            #expect(Self.judge("n/a", card: card) == .dontKnow, "card \(card)")
            #expect(Self.judge("N/A", card: card) == .dontKnow, "card \(card)")
        }
        // `n` is no only as the whole answer, as at a yes/no prompt.
        #expect(AnswerWords("n").words == ["no"] && AnswerWords("n a").words == ["n"])
        #expect(AnswerWords("y").words == ["yes"])
    }

    @Test("A card's own words beat a hedge they overlap, and a hedge of memory needs the learner as its subject")
    func answersAreNotHedges() {
        #expect(Self.judge("it'll just skip it", card: 113) == .right(found: ["it just skip"]))
        #expect(Self.judge("the decoder skips it", card: 113) == .right(found: ["skips"]))
        #expect(Self.judge("I'll skip it", card: 113) == .dontKnow)
        #expect(Self.judge("skip", card: 113) == .dontKnow)
        #expect(Self.judge("the decoder doesn't know pictureURL", card: 12) != .dontKnow)
        #expect(Self.judge("I don't know pictureURL", card: 12) == .dontKnow)
        #expect(Self.judge("I guess it's ignored", card: 113) == .unsure(right: ["ignored"], wrong: [], denied: []))
    }

    @Test("A dash, a double dash or a slash ends a clause, and a right “no” does not negate the right idea after it")
    func dashes() {
        for answer in ["No - keyNotFound", "no -- keyNotFound", "no/keyNotFound", "No – keyNotFound", "no keyNotFound"] {
            #expect(Self.judge(answer, card: 12) == .right(found: ["no", "keynotfound"]), "“\(answer)”")
        }
        #expect(AnswerWords("compile-time").clauses == [0, 0])
        #expect(AnswerWords("no - yes").clauses == [0, 1])
        // A `no` that is not itself right still negates: "no error" on a card where an error is right.
        #expect(Self.judge("no error", card: 112) == .wrong(found: [], denied: ["no error"]))
        #expect(Self.judge("no error", card: 113) == .right(found: ["no error"]))
    }

    @Test("A denied right idea is worded as a denial, never as a wrong answer the card lists")
    func denialWording() {
        let verdict = Self.judge("it's not a typealias", card: 11)
        #expect(verdict == .wrong(found: [], denied: ["not typealias"]))
        let sentence = Quiz.sentence(for: verdict, styler: Styler(colour: false))
        #expect(sentence.contains("“not typealias” reads as denying what its answer says"))
        #expect(!sentence.contains("counts"))
        let mixed = Quiz.sentence(for: Self.judge("yes, not a typealias", card: 11), styler: Styler(colour: false))
        #expect(mixed.contains("the card counts “yes” as a wrong answer, and “not typealias” reads as denying"))
    }

    @Test("One negation negates one phrase: the one after it, or the one before only when none follows")
    func oneNegationOnePhrase() {
        #expect(Self.judge("the first one decodes not the second", card: 14) == .right(found: ["first one", "not second"]))
        #expect(Self.judge("2.5 does not", card: 14) == .right(found: ["2.5 does not"]))
        #expect(Self.judge("2.5 doesn't work", card: 14) == .right(found: ["2.5 does not"]))
        #expect(Self.judge("not 2.5", card: 14) == .right(found: ["not 2.5"]))
    }

    @Test("A quoted word keeps its first letter: only an apostrophe after a letter starts a contraction")
    func quotedWords() {
        #expect(AnswerWords("'dataCorrupted'").words == ["datacorrupted"])
        #expect(AnswerWords("it's 'dataCorrupted', isn't it").words == ["it", "datacorrupted", "is", "not", "it"])
        #expect(Self.judge("an error: 'dataCorrupted'", card: 17) == .right(found: ["error", "datacorrupted"]))
    }

    @Test("A right answer that also names the wrong belief it corrects is right: “it fails to compile”")
    func compoundRightPhrases() {
        for card in [15, 16] {
            for answer in ["it fails to compile", "compilation fails", "compile-time error", "a compiler error", "it won't compile"] {
                guard case .right = Self.judge(answer, card: card) else {
                    Issue.record("card \(card): “\(answer)” was judged \(Self.judge(answer, card: card))")
                    continue
                }
            }
            #expect(Self.judge("no error", card: card) == .wrong(found: ["no error"], denied: []))
        }
    }

    @Test("A phrase the judge could never read as written is a problem, not quietly something else")
    func phraseProblems() {
        #expect(AnswerPhrase("differ *").problem?.contains("a `*` goes at the end of a word") == true)
        #expect(AnswerPhrase("de*code").problem?.contains("“de*code”") == true)
        #expect(AnswerPhrase("no, error").problem?.contains("punctuation") == true)
        #expect(AnswerPhrase("differ*").problem == nil && AnswerPhrase("an empty URL").problem == nil)
    }
}
