import Foundation

extension Quiz {
    /// The learner's answer, judged as the card's kind says: by running the card's program, by
    /// running the answer, by an exact comparison, or — for `recall` — not at all.
    func judge(_ typed: [String], for entry: CardQueue.Entry) -> Answer {
        let card = entry.card
        switch card.kind {
        case .write, .value: return judgeCode(typed, for: entry)
        case .predict where card.outcomes.isEmpty: return judgePrinted(typed, for: entry)
        case .predict: return judgeOutcome(typed.joined(separator: " "), for: entry)
        case .choice: return judgeChoice(typed.joined(separator: " "), card: card)
        case .recall:
            return Answer(verdict: wrap("Not judged: the tutor cannot run this card. Compare what you said with the answer "
                + "below, and grade yourself."))
        }
    }

    /// A pick among a `predict` card's outcomes, judged by what its program does when it runs
    /// here. What is not one of them counts as not known.
    private func judgeOutcome(_ typed: String, for entry: CardQueue.Entry) -> Answer {
        let card = entry.card
        guard let picked = PredictedOutput.pick(typed, from: card.outcomes) else {
            return Answer(verdict: wrap("“\(typed)” is none of the card's outcomes, so it counts as not known: what the program "
                + "does is below."), suggestedRating: .again)
        }
        guard let stage = card.stages.first else { return Answer() }
        let outcome = StageExecution(runner: runner).execute(stage, of: entry.lesson, cancellation: cancellation)
        guard case .ran(let run, _) = outcome else { return cannotJudge(outcome) }
        let shown = PredictedOutput.outcomes(card.outcomes, shownBy: run.compile.succeeded ? run.output : nil)
        guard shown.count == 1, let happened = shown.first else {
            let which = shown.isEmpty ? "none of its outcomes" : "more than one of its outcomes"
            return Answer(verdict: wrap("The card's program showed \(which) when it ran here, so the tutor cannot judge your "
                + "pick: read what it printed below, and grade yourself."), firstStage: outcome)
        }
        let what = happened == LessonLoader.doesNotCompile ? "it did not compile" : "it printed `\(happened)`"
        if picked == happened {
            return Answer(verdict: screen.styler.paint(wrap("✓ Right: run here, \(what)."), .same), suggestedRating: .good,
                firstStage: outcome)
        }
        return Answer(verdict: screen.styler.paint(wrap("✗ Not so: you said “\(picked)”, but run here, \(what)."), .different),
            suggestedRating: .again, firstStage: outcome)
    }

    /// A typed prediction, compared line by line with what the card's program printed here,
    /// spacing left out (and letter case, where the card says so).
    private func judgePrinted(_ typed: [String], for entry: CardQueue.Entry) -> Answer {
        let card = entry.card
        guard let stage = card.stages.first else { return Answer() }
        let outcome = StageExecution(runner: runner).execute(stage, of: entry.lesson, cancellation: cancellation)
        guard case .ran(let run, _) = outcome, run.compile.succeeded else { return cannotJudge(outcome) }
        let expected = PredictedOutput.lines(typed.joined(separator: "\n"), ignoringCase: card.ignoresCase)
        let printed = PredictedOutput.lines(run.output, ignoringCase: card.ignoresCase)
        let compared = card.ignoresCase ? "spacing and letter case not compared" : "spacing not compared"
        if expected == printed {
            return Answer(verdict: screen.styler.paint(wrap("✓ Right: run here, it printed just that (\(compared))."), .same),
                suggestedRating: .good, firstStage: outcome)
        }
        let shown = { (lines: [String]) in lines.isEmpty ? ["    (nothing)"] : lines.map { self.printedLine($0) } }
        let out = ["You expected:"] + shown(typed.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
            + ["Run here, it printed:"] + shown(LineComparison.lines(run.output).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
            + [screen.styler.paint(wrap("✗ Not so: that is not what it printed (\(compared))."), .different)]
        return Answer(verdict: out.joined(separator: "\n"), suggestedRating: .again, firstStage: outcome)
    }

    /// The program could not be run here (no compiler, a stage that fails here): nothing to
    /// judge by, so the grade is the learner's.
    private func cannotJudge(_ outcome: StageExecution.Outcome) -> Answer {
        var out: [String] = []
        if case .failed(let error) = outcome { out.append(error.text) }
        out.append(wrap("The card's program did not run here, so the tutor cannot judge your answer: read the answer below, "
            + "and grade yourself."))
        return Answer(verdict: out.joined(separator: "\n"), firstStage: outcome)
    }

    /// A choice, compared with the card's right one. What is not one of its letters counts as
    /// not known.
    private func judgeChoice(_ typed: String, card: Card) -> Answer {
        let letters = Self.choiceLetters(card.choices.count)
        let said = typed.trimmingCharacters(in: .whitespaces).lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ").:"))
        let picked = letters.firstIndex(of: said) ?? Int(said).map { $0 - 1 }.flatMap { card.choices.indices.contains($0) ? $0 : nil }
        guard let picked else {
            return Answer(verdict: wrap("“\(typed)” is none of the card's choices, so it counts as not known: the answer is below."),
                suggestedRating: .again)
        }
        let right = letters[card.correctChoice]
        if picked == card.correctChoice {
            return Answer(verdict: screen.styler.paint(wrap("✓ Right: \(right)) is the card's answer."), .same), suggestedRating: .good)
        }
        return Answer(verdict: screen.styler.paint(wrap("✗ Not so: the card's answer is \(right)), not \(letters[picked]))."),
            .different), suggestedRating: .again)
    }
}
