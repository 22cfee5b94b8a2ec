import Foundation

/// A short typed answer as the judge reads it: lowercase words, contractions spelled out,
/// articles dropped, and for each word the part of the sentence it stands in.
///
/// "No, it doesn't – but it's a typealias" reads as `no` · `it does not` · `but it typealias`:
/// punctuation splits it into three segments, and `but` starts a clause of its own, so the
/// `not` cannot reach `typealias`.
public struct AnswerWords: Equatable, Sendable {
    /// The words, in order.
    public var words: [String]
    /// For each word, its stretch between punctuation marks: a phrase never spans two.
    public var segments: [Int]
    /// For each word, its clause: a segment also ends a clause, and so do words like `but`.
    /// A negation reaches only within its clause.
    public var clauses: [Int]

    /// Words that start a new clause, as a comma would, without ending a phrase.
    static let clauseWords: Set<String> = ["but", "because", "though", "although", "whereas", "however", "so", "and", "or"]
    /// Words dropped before matching: they carry no meaning in a short answer.
    static let articles: Set<String> = ["a", "an", "the"]
    /// One-word answers people type for yes and no.
    static let synonyms: [String: String] = [
        "nope": "no", "nah": "no", "nay": "no",
        "yep": "yes", "yeah": "yes", "yup": "yes", "ya": "yes", "yea": "yes", "aye": "yes",
    ]
    /// Letters that mean yes or no only when they are the whole answer, as at a `[y/n]`
    /// prompt: inside a sentence (`n/a`) they mean nothing of the kind.
    static let letterAnswers: [String: String] = ["n": "no", "y": "yes"]
    /// Contractions typed without their apostrophe, spelled out.
    static let bareContractions: [String: [String]] = [
        "dont": ["do", "not"], "doesnt": ["does", "not"], "didnt": ["did", "not"], "isnt": ["is", "not"],
        "arent": ["are", "not"], "wasnt": ["was", "not"], "werent": ["were", "not"], "wont": ["will", "not"],
        "cant": ["can", "not"], "cannot": ["can", "not"], "couldnt": ["could", "not"], "wouldnt": ["would", "not"],
        "shouldnt": ["should", "not"], "hasnt": ["has", "not"], "havent": ["have", "not"], "aint": ["is", "not"],
    ]

    /// Reads `text`. With `pattern`, a `*` at the end of a word is kept (it marks a prefix).
    public init(_ text: String, pattern: Bool = false) {
        var words: [String] = []
        var segments: [Int] = []
        var clauses: [Int] = []
        var segment = 0
        var clause = 0
        let pieces = Self.pieces(Self.spellOut(text), pattern: pattern)
        let alone = pieces.count { if case .word = $0 { true } else { false } } == 1
        for piece in pieces {
            guard case .word(let raw) = piece else {
                if segments.last == segment { segment += 1 }
                if clauses.last == clause { clause += 1 }
                continue
            }
            let letter = alone && !pattern ? Self.letterAnswers[raw] : nil
            for word in Self.bareContractions[raw] ?? [letter ?? Self.synonyms[raw] ?? raw] where !Self.articles.contains(word) {
                if Self.clauseWords.contains(word), clauses.last == clause { clause += 1 }
                words.append(word)
                segments.append(segment)
                clauses.append(clause)
            }
        }
        self.words = words
        self.segments = segments
        self.clauses = clauses
    }

    /// Lowercases and spells out `n't` and the like, so that "isn't" and "is not" read alike.
    /// An apostrophe counts as a contraction's only after a letter: `'dataCorrupted'` is a
    /// quoted word, not `'d` and `ataCorrupted`. `n/a` reads as "no answer".
    static func spellOut(_ text: String) -> String {
        var text = text.lowercased()
        for (curly, straight) in [("\u{2019}", "'"), ("\u{2018}", "'"), ("&", " and ")] {
            text = text.replacingOccurrences(of: curly, with: straight)
        }
        text = text.replacing(/(^|[^\p{L}\p{N}])n\/a(?![\p{L}\p{N}])/) { $0.1 + " no answer " }
        for (short, long) in [("won't", "will not"), ("can't", "can not"), ("shan't", "shall not")] {
            text = text.replacingOccurrences(of: short, with: long)
        }
        // Swift's regexes have no lookbehind: the letter before is matched and put back.
        text = text.replacing(/(\p{L})n't\b/) { $0.1 + " not" }
        return text.replacing(/(\p{L})'(s|re|m|ll|ve|d)\b/) { String($0.1) }
    }

    private enum Piece {
        case word(String)
        case clauseBreak
    }

    /// Splits into words and clause breaks. A word is letters, digits and `_`; a `.` between
    /// digits (`3.0`) and a `-` before a number (`-978307200`) stay in it. A `-` between two
    /// words (`compile-time`) only parts them; one standing alone (`no - keyNotFound`), `--`
    /// and `/` end a clause, as a comma would.
    private static func pieces(_ text: String, pattern: Bool) -> [Piece] {
        var pieces: [Piece] = []
        var current = ""
        let characters = Array(text)
        func flush() {
            if !current.isEmpty { pieces.append(.word(current)) }
            current = ""
        }
        for (index, character) in characters.enumerated() {
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let previous = index > 0 ? characters[index - 1] : nil
            if isWordCharacter(character) {
                current.append(character)
            } else if character == ".", previous?.isNumber == true, next?.isNumber == true, !current.isEmpty {
                current.append(character)
            } else if character == "-", current.isEmpty, next?.isNumber == true {
                current.append(character)
            } else if character == "*", pattern, !current.isEmpty {
                current.append(character)
            } else {
                flush()
                let joinsWords = character == "-" && previous.map(Self.isWordCharacter) == true
                    && next.map(Self.isWordCharacter) == true
                if ",;:.!?()/\u{2014}\u{2013}".contains(character) || (character == "-" && !joinsWords) {
                    pieces.append(.clauseBreak)
                }
            }
        }
        flush()
        return pieces
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
