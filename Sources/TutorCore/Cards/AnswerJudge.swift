/// What the judge made of a short answer to a trick question.
public enum TrickVerdict: Equatable, Sendable {
    /// Only the card's right ideas were found (the words that showed them, as typed).
    case right(found: [String])
    /// Only wrong ideas were found.
    case wrong(found: [String])
    /// The answer says "I don't know" and nothing else the card knows.
    case dontKnow
    /// Both kinds of idea were found, or neither, or a right one under a don't-know: the judge
    /// cannot tell, and the grade is the learner's alone.
    case unsure(right: [String], wrong: [String])

    /// The grade the verdict suggests: good when right, again when wrong or not known, none
    /// when unsure.
    public var suggestion: Rating? {
        switch self {
        case .right: .good
        case .wrong, .dontKnow: .again
        case .unsure: nil
        }
    }
}

/// Judges a short typed answer to a trick question on its meaning: which of the card's ideas
/// it states, and whether it negates them.
///
/// The rules, in order (`Content/README.md` has them for card authors):
/// 1. The answer is read as words (`AnswerWords`); an answer with no words at all (`?`) is a
///    don't-know.
/// 2. Phrases are found longest first, each word used once: the don't-know phrases ("no
///    idea", "not sure", "dunno", …), then the card's right and wrong phrases. So the "no" of
///    "no idea" is never read as the answer "no".
/// 3. A phrase is negated by `not`, `never`, `without`, `neither` or `nor` up to three words
///    before it in its clause, by `no` just before it, or by `not` or `never` up to two words
///    after it ("2.5 does not"). A negated right idea counts as wrong, and a negated wrong idea
///    as right ("not equal"). `yes` and `no` themselves are never negated; a `no` just before
///    another idea negates it instead of answering ("no error").
/// 4. Don't-know alone → don't-know. Don't-know with ideas → wrong if they are all wrong,
///    else unsure. Otherwise right ideas only → right, wrong only → wrong, both or neither →
///    unsure.
public enum AnswerJudge {
    /// Ways of saying "I don't know", read as answers are read.
    static let dontKnowPhrases: [AnswerPhrase] = [
        "no idea", "idk", "dunno", "do not know", "not know", "not sure", "unsure", "not certain", "uncertain",
        "no clue", "not clue", "clueless", "pass", "skip", "beats me", "who knows", "give up", "forgot", "forget",
        "can not remember", "do not remember", "not remember", "no answer", "guess", "maybe", "perhaps", "hmm*", "um",
        "umm", "uh", "er",
    ].map(AnswerPhrase.init)
    static let negators: Set<String> = ["not", "never", "without", "neither", "nor"]
    static let afterNegators: Set<String> = ["not", "never"]

    private enum Kind {
        case dontKnow, right, wrong
    }

    private struct Match {
        var start: Int
        var end: Int
        var kind: Kind
        var phrase: AnswerPhrase
        /// Where the words shown for it begin and end (a negation included).
        var shown: Range<Int>
        var negated = false
    }

    /// The verdict on `typed` for a card with these ideas.
    public static func judge(_ typed: String, ideas: AnswerIdeas) -> TrickVerdict {
        let answer = AnswerWords(typed)
        let words = answer.words
        guard !words.isEmpty else { return .dontKnow }
        var used = [Bool](repeating: false, count: words.count)
        var matches: [Match] = []
        let candidates = (dontKnowPhrases.map { ($0, Kind.dontKnow) } + ideas.right.map { ($0, Kind.right) }
            + ideas.wrong.map { ($0, Kind.wrong) })
            .enumerated().sorted { ($0.element.0.words.count, -$0.offset) > ($1.element.0.words.count, -$1.offset) }.map(\.element)
        for (phrase, kind) in candidates {
            let length = phrase.words.count
            guard length <= words.count else { continue }
            for start in 0...(words.count - length) {
                let range = start..<(start + length)
                guard range.allSatisfy({ !used[$0] && answer.segments[$0] == answer.segments[start] }),
                    phrase.matches(words, at: start)
                else { continue }
                range.forEach { used[$0] = true }
                matches.append(Match(start: start, end: start + length, kind: kind, phrase: phrase, shown: range))
            }
        }
        matches.sort { $0.start < $1.start }
        matches = resolveLeadingNo(matches, answer: answer)
        for index in matches.indices where matches[index].kind != .dontKnow && !isYesOrNo(matches[index]) {
            negate(&matches[index], answer: answer, used: used)
        }
        var right: [String] = []
        var wrong: [String] = []
        var dontKnow = false
        for match in matches {
            let shown = words[match.shown].joined(separator: " ")
            switch (match.kind, match.negated) {
            case (.dontKnow, _): dontKnow = true
            case (.right, false), (.wrong, true): right.append(shown)
            case (.right, true), (.wrong, false): wrong.append(shown)
            }
        }
        if dontKnow {
            if right.isEmpty { return wrong.isEmpty ? .dontKnow : .wrong(found: wrong) }
            return .unsure(right: right, wrong: wrong)
        }
        switch (right.isEmpty, wrong.isEmpty) {
        case (false, true): return .right(found: right)
        case (true, false): return .wrong(found: wrong)
        default: return .unsure(right: right, wrong: wrong)
        }
    }

    private static func isYesOrNo(_ match: Match) -> Bool {
        match.phrase.words == ["yes"] || match.phrase.words == ["no"]
    }

    /// A `no` matched as an idea but standing right before another idea in its clause is a
    /// negation of that idea ("no error"), not the answer "no".
    private static func resolveLeadingNo(_ matches: [Match], answer: AnswerWords) -> [Match] {
        var result: [Match] = []
        var index = 0
        while index < matches.count {
            let match = matches[index]
            if match.phrase.words == ["no"], match.kind != .dontKnow, index + 1 < matches.count {
                var next = matches[index + 1]
                if next.start == match.end, next.kind != .dontKnow, answer.clauses[next.start] == answer.clauses[match.start] {
                    next.negated = true
                    next.shown = match.start..<next.end
                    result.append(next)
                    index += 2
                    continue
                }
            }
            result.append(match)
            index += 1
        }
        return result
    }

    /// Marks `match` negated when a free negation word stands near it in its clause.
    private static func negate(_ match: inout Match, answer: AnswerWords, used: [Bool]) {
        guard !match.negated else { return }
        let words = answer.words
        let clause = answer.clauses[match.start]
        for index in stride(from: match.start - 1, through: max(0, match.start - 3), by: -1) {
            guard !used[index], answer.clauses[index] == clause else { continue }
            if negators.contains(words[index]) || (words[index] == "no" && index == match.start - 1) {
                match.negated = true
                match.shown = index..<match.end
                return
            }
        }
        let last = answer.clauses[match.end - 1]
        for index in match.end..<min(words.count, match.end + 2) where !used[index] && answer.clauses[index] == last {
            if afterNegators.contains(words[index]) {
                match.negated = true
                match.shown = match.start..<(index + 1)
                return
            }
        }
    }
}
