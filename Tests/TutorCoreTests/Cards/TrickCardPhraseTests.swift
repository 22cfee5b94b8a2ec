import Foundation
import TestSupport
import Testing
@testable import TutorCore

/// Every trick card of both decks, judged as learners answer: its own phrases, hedges, and
/// right answers in other words. `Content/README.md` states the rules these hold cards to.
@Suite("The trick cards' phrases, judged")
struct TrickCardPhraseTests {
    static let loaded = LessonLoader(root: packageRoot).loadWithDecks()
    static let cards = loaded.decks.flatMap(\.cards).filter { $0.kind == .trick }

    /// More hedges than the loader tries, so that the judge is tested beyond its own list.
    static let moreHedges = [
        "not really sure tbh", "I'm not totally sure", "I really don't know", "no clue honestly",
        "dno", "idek", "I have not the faintest idea", "no idea what you mean", "honestly no idea",
        "search me", "no one knows", "I'm just guessing", "I'd guess", "can't recall", "I don't recall",
        "not certain", "no answer", "ummm", "hmmm...", "er", "uh?", "IDK!!", "dont know lol",
    ]

    @Test("There are trick cards, and the loader finds nothing wrong with their phrases")
    func loaderAgrees() {
        #expect(!Self.cards.isEmpty)
        let problems = Self.loaded.problems.filter { $0.description.contains("/cards/") }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("No hedge is ever judged right, on any of the 14 trick cards")
    func hedgesNeverRight() {
        let hedges = AnswerHedges.samples + Self.moreHedges
        #expect(hedges.count >= 30)
        for card in Self.cards {
            for hedge in hedges {
                let verdict = AnswerJudge.judge(hedge, ideas: card.ideas)
                if case .right = verdict { Issue.record("card \(card.id): “\(hedge)” was judged \(verdict)") }
            }
        }
    }

    @Test("Each card's right phrases, typed alone, are judged right, and its wrong phrases wrong")
    func ownPhrases() {
        for card in Self.cards {
            for phrase in card.ideas.right {
                let verdict = AnswerJudge.judge(phrase.example, ideas: card.ideas)
                if case .right = verdict { continue }
                Issue.record("card \(card.id): right “\(phrase.example)” was judged \(verdict)")
            }
            for phrase in card.ideas.wrong {
                let verdict = AnswerJudge.judge(phrase.example, ideas: card.ideas)
                if case .wrong = verdict { continue }
                Issue.record("card \(card.id): wrong “\(phrase.example)” was judged \(verdict)")
            }
        }
    }

    /// Three right answers per card, in words a learner would use rather than the card's.
    static let realistic: [Int: [String]] = [
        10: ["no, each decode makes its own UUID", "they're different every time", "the ids differ: the JSON id is ignored"],
        11: ["no, it's a typealias", "it is Decodable & Encodable combined", "no — a composition of two protocols"],
        12: ["no, it throws keyNotFound", "the key won't be found because of the acronym",
            "it fails: pictureUrl doesn't match pictureURL"],
        13: ["no, the key is simply omitted", "it's left out of the JSON", "nothing is written for nil"],
        14: ["only the one with 3.0", "3.0 decodes but 2.5 doesn't", "the first; 2.5 can't become an Int"],
        15: ["no, it's private", "it fails to compile", "the compiler says CodingKeys is inaccessible"],
        16: ["no, Any isn't Codable", "compile-time error", "it fails to build"],
        17: ["no, it throws dataCorrupted", "it fails: an empty string is not a URL", "an error: 'dataCorrupted'"],
        110: ["a negative number of seconds", "seconds since 2001, as a Double", "a number counted from 2001"],
        111: ["No - keyNotFound", "it throws because imageUrl doesn't match", "the decode fails on the acronym"],
        112: ["none, the whole array fails", "zero — it throws keyNotFound", "nothing at all"],
        113: ["no, extra keys are ignored", "it'll just skip it", "the decode works fine"],
        114: ["no, it throws a typeMismatch", "it fails, 5 isn't a string", "it's an error, not nil"],
        115: ["no, each decode makes a fresh UUID", "it's ignored and the compiler warns", "no, it's never read"],
        303: ["it throws a dataCorrupted error", "the decode fails because the text doesn't match the pattern",
            "an error, no date comes back"],
        306: ["in no particular order", "any order, so sort them", "it's not guaranteed, it can change between runs"],
        308: ["it throws an EncodingError", "invalidValue, JSON has no infinity", "it fails, it can't encode inf"],
        309: ["no, it throws keyNotFound", "no: logo_url comes back as logoUrl", "it fails because of the acronym"],
        311: ["createdAt, there is no key strategy", "none, keys stay as the property names",
            "camelCase, plist encoders have no strategies"],
        201: ["no, it throws keyNotFound", "it fails: the key was already converted to sigilUrl",
              "no - the raw value has to be sigilUrl"],
        202: ["yes, .base64 is the default", "it decodes the bytes fine",
              "yes — Base 64 is what the decoder expects by default"],
        203: ["dataCorrupted", "it throws: not valid base64", "a dataCorrupted error at thumbnail"],
        205: ["the last one", "the last element, issued-on itself", "only the final key in the path"],
        207: ["it throws dataCorrupted", "an error: Cannot initialize School from invalid String value A",
              "decoding fails with data corrupted"],
        210: ["[2].castingCost", "at the third card's castingCost", "it points at the cost key of the third card"],
        400: ["no, decoder is not in scope there", "it won't compile: cannot find decoder", "no - each function needs its own decoder"],
        403: ["no, it throws typeMismatch", "no: it expects an object, not a string", "it fails, the compiler wants a dictionary"],
        405: ["no, that's a broken contract", "no - report it and fix the model", "no, raise an alarm instead"],
        406: ["no, keyNotFound", "no: it throws key not found", "it throws, the key is missing"],
        408: ["nothing, it just crashes", "it crashes with unexpectedly found nil", "no reason at all - use do catch"],
        410: ["no, a file on disk", "put them in a file in application support", "no - use a database like sqlite"],
        411: ["Decodable", "just Decodable", "decodable only, since it is never sent"],
        412: ["in init(from:), while decoding", "in the initializer", "at the door, during decoding"],
        413: ["dataCorrupted, at the type key", "a data corrupted error pointing to type", "dataCorruptedError for the type key"],
    ]

    @Test("Three right answers in a learner's own words are judged right on every trick card")
    func ownWords() {
        #expect(Set(Self.realistic.keys) == Set(Self.cards.map(\.id)))
        for card in Self.cards {
            for answer in Self.realistic[card.id] ?? [] {
                let verdict = AnswerJudge.judge(answer, ideas: card.ideas)
                if case .right = verdict { continue }
                Issue.record("card \(card.id): “\(answer)” was judged \(verdict)")
            }
        }
    }
}
