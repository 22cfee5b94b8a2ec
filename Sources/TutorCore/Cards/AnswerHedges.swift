/// How an answer says "I don't know": found before the card's phrases, so that a hedge
/// ("not really sure", "no real idea", "n/a") never reads as the answer `no`.
///
/// Three kinds, each within one clause:
/// - a phrase that hedges wherever it stands (`dunno`, `beats me`, `maybe`, `hmm`);
/// - `not`, `no` or `never` with `sure`, `certain`, `idea` or `clue` a few words on
///   ("not quite sure", "haven't a clue");
/// - words that hedge only when the learner says them of themselves or opens with them:
///   "I don't know", "don't remember", "I'll pass", "skip", "I forgot". Said of something
///   else they are an answer: "the decoder doesn't know pictureURL", "it will skip the key".
enum AnswerHedges {
    /// Phrases that hedge wherever they stand. They are matched with the card's phrases,
    /// longest first; a card's phrase at least as long wins over one it overlaps.
    static let phrases: [AnswerPhrase] = [
        "idk", "idek", "dunno", "dno", "unsure", "uncertain", "clueless", "beats me", "search me",
        "who knows", "nobody knows", "no one knows", "give up", "no answer", "can not say",
        "could not say", "hard to say", "maybe", "perhaps", "hmm*", "um", "umm", "uh", "er", "erm",
    ].map(AnswerPhrase.init)

    /// Ways of not knowing that no trick card may judge right: the deck loader tries each on
    /// every card, so a phrase that lets a hedge through is reported before a learner meets it.
    static let samples = [
        "not sure", "Not sure.", "I'm not really sure", "not quite sure", "not exactly sure",
        "not 100% sure", "I'm not certain", "no idea", "no real idea", "I have no idea",
        "I really have no idea", "No idea at all, sorry", "no clue", "I have no clue", "not a clue",
        "haven't a clue", "no real clue", "clueless", "n/a", "N/A", "beats me", "who knows",
        "dunno", "i dunno tbh", "idk", "idk lol", "IDK", "I don't know", "don't know", "dont know",
        "I honestly don't know", "I don't remember", "can't remember", "I can't recall", "I forget",
        "I forgot", "forgot", "unsure", "I'm unsure", "uncertain", "can't say", "hard to say",
        "pass", "I'll pass", "skip", "skip this one", "I'll skip it", "I give up", "I guess",
        "just guessing", "maybe", "perhaps?", "hmm", "um...", "?", "??", "…", "no idea, maybe no",
    ]

    /// Negations that make a hedge of a doubt or of a memory.
    static let negations: Set<String> = ["not", "no", "never"]
    /// What a negation a few words before makes a hedge of, whoever is speaking.
    static let doubts: Set<String> = ["sure", "certain", "idea", "ideas", "clue", "clues"]
    /// What a negation makes a hedge of only when the learner speaks of themselves or of no
    /// one: "I don't know", "can't remember".
    static let memories: Set<String> = ["know", "knew", "remember", "recall", "recollect"]
    /// Words that give up on the question, said of oneself or opening a clause.
    static let givingUp: Set<String> = ["pass", "skip", "forgot", "forget", "guess", "guessing"]
    /// The learner speaking of themselves.
    static let speakers: Set<String> = ["i", "we"]
    /// Words that may stand between the speaker and the hedge: "I really don't know", "I'll
    /// just skip", "can't remember".
    static let fillers: Set<String> = [
        "do", "does", "did", "can", "could", "will", "would", "shall", "should", "have", "had",
        "am", "must", "might", "just", "really", "honestly", "truly", "simply", "still",
        "actually", "sorry", "well", "ok", "okay", "frankly", "tbh", "probably", "gonna",
        "going", "to", "got", "kinda", "totally", "even", "quite", "exactly", "real",
    ]

    /// The stretches of `answer` that hedge by their structure (the last two kinds above),
    /// in order and not overlapping. The phrases of the first kind are matched later.
    static func spans(in answer: AnswerWords) -> [ClosedRange<Int>] {
        let words = answer.words
        var spans: [ClosedRange<Int>] = []
        func add(_ span: ClosedRange<Int>) {
            if !spans.contains(where: { $0.overlaps(span) }) { spans.append(span) }
        }
        for index in words.indices {
            let clause = answer.clauses[index]
            let clauseStart = answer.clauses.firstIndex(of: clause) ?? index
            let inClause = { (other: Int) in other < words.count && answer.clauses[other] == clause }
            if negations.contains(words[index]) {
                for later in (index + 1)..<(index + 4) where inClause(later) {
                    if doubts.contains(words[later]) {
                        add(index...later)
                        break
                    }
                    if memories.contains(words[later]), onlyFillers(words[(index + 1)..<later]),
                        let speaker = speakerOrOpening(before: index, from: clauseStart, in: words)
                    {
                        add(speaker...later)
                        break
                    }
                }
            }
            if givingUp.contains(words[index]), let speaker = speakerOrOpening(before: index, from: clauseStart, in: words) {
                add(speaker...index)
            }
        }
        return spans.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// Where the learner's words about themselves begin before `index`: at an `I` followed
    /// only by fillers, or at the clause's start when only fillers come first. Nil when
    /// something else is the subject ("the decoder doesn't know").
    private static func speakerOrOpening(before index: Int, from clauseStart: Int, in words: [String]) -> Int? {
        if let speaker = words[clauseStart..<index].lastIndex(where: speakers.contains),
            onlyFillers(words[(speaker + 1)..<index])
        {
            return speaker
        }
        return onlyFillers(words[clauseStart..<index]) ? clauseStart : nil
    }

    private static func onlyFillers(_ words: ArraySlice<String>) -> Bool {
        words.allSatisfy { fillers.contains($0) || negations.contains($0) }
    }
}
