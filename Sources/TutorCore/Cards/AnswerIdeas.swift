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

    public init(right: [AnswerPhrase], wrong: [AnswerPhrase]) {
        self.right = right
        self.wrong = wrong
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

    /// Problems that make the phrase useless to the judge, for the deck loader.
    var problem: String? {
        if words.isEmpty { return "an empty phrase" }
        if words.contains(where: { $0 == "*" }) { return "a `*` alone in \"\(text)\"; it goes at the end of a word" }
        return nil
    }
}
