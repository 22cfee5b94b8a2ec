/// Judges a short typed answer to a trick question on its meaning: which of the card's ideas
/// it states, and whether it negates them.
///
/// The rules, in order (`Content/README.md` has them for card authors):
/// 1. The answer is read as words (`AnswerWords`); an answer with no words at all (`?`) is a
///    don't-know.
/// 2. Hedges are found first (`AnswerHedges`): "not really sure", "no real idea", "I don't
///    know", "I'll pass". So the "no" of "no idea" is never read as the answer "no".
/// 3. Then phrases, longest first, each word used once: the hedging phrases ("dunno",
///    "maybe", …) and the card's right and wrong phrases. A card's phrase wins over a
///    hedging phrase as long as it or longer.
/// 4. A `no` that is itself a right idea, right before another right idea, is an answer, not
///    a negation ("no keyNotFound"); right before any other idea it negates it ("no error").
/// 5. Every other `not`, `never`, `without`, `neither`, `nor`, and a `no` just before a
///    phrase, negates one phrase in its clause: the first that follows it within three words;
///    only when none follows, `not` and `never` reach back to a phrase that ended at most one
///    word before ("2.5 does not"). A negated right idea denies the answer; a negated wrong
///    idea counts as right ("not equal"). `yes` and `no` themselves are never negated.
/// 6. Don't-know alone → don't-know. Don't-know with ideas → wrong if none is right, else
///    unsure. Otherwise right ideas only → right, wrong or denied only → wrong, both or
///    neither → unsure.
public enum AnswerJudge {
    static let negators: Set<String> = ["not", "never", "without", "neither", "nor"]
    static let reachingBack: Set<String> = ["not", "never"]

    enum Kind {
        case dontKnow, right, wrong
    }

    struct Match {
        var words: Range<Int>
        var kind: Kind
        /// Nil for a hedge found by its structure.
        var phrase: AnswerPhrase?
        /// Where the words shown for it begin and end (a negation included).
        var shown: Range<Int>
        var negated = false

        var isYesOrNo: Bool { phrase?.words == ["yes"] || phrase?.words == ["no"] }
        var canBeNegated: Bool { kind != .dontKnow && !isYesOrNo && !negated }
    }

    /// The verdict on `typed` for a card with these ideas.
    public static func judge(_ typed: String, ideas: AnswerIdeas) -> TrickVerdict {
        let answer = AnswerWords(typed)
        let words = answer.words
        guard !words.isEmpty else { return .dontKnow }
        var used = [Bool](repeating: false, count: words.count)
        var matches: [Match] = AnswerHedges.spans(in: answer).map { span in
            span.forEach { used[$0] = true }
            let range = span.lowerBound..<(span.upperBound + 1)
            return Match(words: range, kind: .dontKnow, shown: range)
        }
        matches += phraseMatches(answer, ideas: ideas, used: &used)
        matches.sort { $0.words.lowerBound < $1.words.lowerBound }
        matches = resolveLeadingNo(matches, answer: answer)
        applyNegators(&matches, answer: answer, used: used)
        return verdict(matches, words: words)
    }

    /// The hedging phrases and the card's phrases found in the words no hedge took, longest
    /// first; on a tie the card's phrase goes first.
    private static func phraseMatches(_ answer: AnswerWords, ideas: AnswerIdeas, used: inout [Bool]) -> [Match] {
        let words = answer.words
        let candidates = (ideas.right.map { ($0, Kind.right) } + ideas.wrong.map { ($0, Kind.wrong) }
            + AnswerHedges.phrases.map { ($0, Kind.dontKnow) })
            .enumerated()
            .sorted { ($0.element.0.words.count, -$0.offset) > ($1.element.0.words.count, -$1.offset) }
            .map(\.element)
        var matches: [Match] = []
        for (phrase, kind) in candidates where phrase.words.count <= words.count {
            for start in 0...(words.count - phrase.words.count) {
                let range = start..<(start + phrase.words.count)
                guard range.allSatisfy({ !used[$0] && answer.segments[$0] == answer.segments[start] }),
                    phrase.matches(words, at: start)
                else { continue }
                range.forEach { used[$0] = true }
                matches.append(Match(words: range, kind: kind, phrase: phrase, shown: range))
            }
        }
        return matches
    }

    /// A `no` matched as an idea and standing right before another idea in its clause: both
    /// answers when both are right ("no keyNotFound"), else a negation of the next ("no
    /// error").
    private static func resolveLeadingNo(_ matches: [Match], answer: AnswerWords) -> [Match] {
        var result: [Match] = []
        var index = 0
        while index < matches.count {
            let match = matches[index]
            if match.phrase?.words == ["no"], match.kind != .dontKnow, index + 1 < matches.count {
                var next = matches[index + 1]
                let bothRight = match.kind == .right && next.kind == .right
                if next.words.lowerBound == match.words.upperBound, next.kind != .dontKnow, !bothRight,
                    answer.clauses[next.words.lowerBound] == answer.clauses[match.words.lowerBound]
                {
                    next.negated = true
                    next.shown = match.words.lowerBound..<next.words.upperBound
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

    /// Gives each free negation word one phrase to negate: the first that follows it in its
    /// clause, or, when none does, one that ended just before it.
    private static func applyNegators(_ matches: inout [Match], answer: AnswerWords, used: [Bool]) {
        let words = answer.words
        for index in words.indices where !used[index] && (negators.contains(words[index]) || words[index] == "no") {
            let clause = answer.clauses[index]
            let reach = words[index] == "no" ? 1 : 3
            if let after = matches.firstIndex(where: {
                $0.canBeNegated && $0.words.lowerBound > index && $0.words.lowerBound - index <= reach
                    && answer.clauses[$0.words.lowerBound] == clause
            }) {
                negate(&matches[after], by: index)
                continue
            }
            guard reachingBack.contains(words[index]) else { continue }
            if let before = matches.lastIndex(where: {
                $0.canBeNegated && $0.words.upperBound <= index && index - $0.words.upperBound <= 1
                    && answer.clauses[$0.words.upperBound - 1] == clause
            }) {
                negate(&matches[before], by: index)
            }
        }
    }

    private static func negate(_ match: inout Match, by index: Int) {
        match.negated = true
        match.shown = min(index, match.shown.lowerBound)..<max(index + 1, match.shown.upperBound)
    }

    private static func verdict(_ matches: [Match], words: [String]) -> TrickVerdict {
        var right: [String] = []
        var wrong: [String] = []
        var denied: [String] = []
        var dontKnow = false
        for match in matches {
            let shown = words[match.shown].joined(separator: " ")
            switch (match.kind, match.negated) {
            case (.dontKnow, _): dontKnow = true
            case (.right, false), (.wrong, true): right.append(shown)
            case (.wrong, false): wrong.append(shown)
            case (.right, true): denied.append(shown)
            }
        }
        let against = !wrong.isEmpty || !denied.isEmpty
        if dontKnow {
            if right.isEmpty { return against ? .wrong(found: wrong, denied: denied) : .dontKnow }
            return .unsure(right: right, wrong: wrong, denied: denied)
        }
        switch (!right.isEmpty, against) {
        case (true, false): return .right(found: right)
        case (false, true): return .wrong(found: wrong, denied: denied)
        default: return .unsure(right: right, wrong: wrong, denied: denied)
        }
    }
}
