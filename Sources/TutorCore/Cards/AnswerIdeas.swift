/// What a trick card's answer is judged on: the ideas that make an answer right and the
/// common wrong ones, each written as a few phrases (`right:` and `wrong:` in `card.txt`).
public struct AnswerIdeas: Sendable, Equatable {
    public var right: [AnswerPhrase]
    public var wrong: [AnswerPhrase]

    /// Reads the two lists as `card.txt` writes them: phrases separated by `|`.
    public init(right: String, wrong: String) {
        self.right = Self.phrases(right)
        self.wrong = Self.phrases(wrong)
    }

    /// `no | typealias | two protocols` → three phrases; empty ones are dropped.
    public static func phrases(_ text: String) -> [AnswerPhrase] {
        text.split(separator: "|").map { AnswerPhrase(String($0)) }.filter { !$0.words.isEmpty }
    }
}

/// One phrase of an idea: words that must follow each other in the answer, read the way an
/// answer is read (lowercase, articles dropped). A word ending in `*` matches any word it
/// begins: `differ*` matches `differ`, `differs` and `different`.
public struct AnswerPhrase: Sendable, Equatable, CustomStringConvertible {
    /// The phrase as the card wrote it.
    public var text: String
    /// Its words, a trailing `*` marking a prefix.
    public var words: [String]

    public init(_ text: String) {
        self.text = text.trimmingCharacters(in: .whitespaces)
        words = AnswerWords(text, pattern: true).words
    }

    public var description: String { text }

    /// The phrase as a learner would type it alone: its words, without the `*`.
    var example: String {
        words.map { $0.hasSuffix("*") ? String($0.dropLast()) : $0 }.joined(separator: " ")
    }

    /// Whether the answer's words from `start` on begin with this phrase.
    func matches(_ answer: [String], at start: Int) -> Bool {
        guard start + words.count <= answer.count else { return false }
        for (offset, word) in words.enumerated() {
            let typed = answer[start + offset]
            if word.hasSuffix("*") {
                if !typed.hasPrefix(word.dropLast()) { return false }
            } else if typed != word {
                return false
            }
        }
        return true
    }

    /// What makes the phrase useless to the judge, read from the phrase as written (once
    /// read, `differ *` would quietly be `differ`), for the deck loader; nil when nothing does.
    var problem: String? {
        if words.isEmpty { return "the phrase “\(text)” has no words" }
        let tokens = text.split(whereSeparator: \.isWhitespace)
        if let star = tokens.first(where: { $0 == "*" || $0.dropLast().contains("*") }) {
            return "“\(star)” in the phrase “\(text)”: a `*` goes at the end of a word, and matches every word it begins"
        }
        if Set(AnswerWords(text, pattern: true).segments).count > 1 {
            return "the phrase “\(text)” holds punctuation, and a phrase never spans it: make it two phrases"
        }
        return nil
    }
}
