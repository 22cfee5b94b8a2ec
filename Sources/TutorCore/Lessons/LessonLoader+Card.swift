import Foundation

extension LessonLoader {
    static let cardKeys: Set<String> = ["id", "formerly", "topic", "kind", "right", "wrong", "form", "given", "task"]

    /// One `card.txt` and its stages, checked: a trick card has ideas to judge by, a how-to
    /// card a contract its first stage can honour. A card without a valid id is reported and
    /// left out: its memory and reviews would be filed under no one, or under another card.
    static func card(_ text: TextFile, file: String, number: Int, folder: String, stages: [Stage], checksPhrases: Bool = true,
        problems: inout [LessonProblem]) -> Card?
    {
        text.rejectUnknownKeys(allowed: cardKeys, file: file, problems: &problems)
        let idText = text.required("id", file: file, problems: &problems)
        let id = Int(idText) ?? 0
        if !idText.isEmpty, id <= 0 {
            problems.append(LessonProblem(file: file, line: text.fields["id"]?.line ?? 1, "`id` is a whole number above 0, not \"\(idText)\""))
        }
        let topic = text.required("topic", file: file, problems: &problems)
        guard let kind = text.required("kind", as: Card.Kind.self, choices: "`how-to` or `trick`", file: file, problems: &problems) else { return nil }
        let ideas = AnswerIdeas(right: text.fields["right"]?.value ?? "", wrong: text.fields["wrong"]?.value ?? "")
        var contract: CardContract?
        switch kind {
        case .trick:
            for key in ["right", "wrong"] where (text.fields[key]?.value ?? "").isEmpty {
                problems.append(LessonProblem(file: file, line: 1, "a trick question needs a `\(key):` line: phrases separated by `|`"))
            }
            for key in ["form", "given", "task"] where text.fields[key] != nil {
                problems.append(LessonProblem(file: file, line: text.fields[key]!.line, "`\(key)` belongs to a how-to card"))
            }
            if checksPhrases { problems += phraseProblems(ideas, file: file, text: text) }
        case .howTo:
            contract = Self.contract(text, file: file, stages: stages, problems: &problems)
            for key in ["right", "wrong"] where text.fields[key] != nil {
                problems.append(LessonProblem(file: file, line: text.fields[key]!.line, "`\(key)` belongs to a trick question"))
            }
        }
        let (question, answer) = splitProse(text.body)
        if question.isEmpty || answer.isEmpty {
            problems.append(LessonProblem(file: file, line: text.bodyLine, "the body is the question, a line `---`, then the answer"))
        }
        let former = (text.fields["formerly"]?.value ?? "").split(separator: "|").map(\.trimmed).filter { !$0.isEmpty }
        guard id > 0 else { return nil }
        return Card(id: id, slug: folder, formerSlugs: former, number: number, topic: topic, kind: kind, question: question,
            answer: answer, ideas: ideas, contract: contract, stages: stages)
    }

    /// A trick card's phrases, checked as the judge reads them: each is well formed, each
    /// right phrase typed alone is judged right and each wrong one wrong, and no hedge
    /// (`AnswerHedges.samples`) is judged right.
    static func phraseProblems(_ ideas: AnswerIdeas, file: String, text: TextFile) -> [LessonProblem] {
        var problems: [LessonProblem] = []
        for (key, phrases) in [("right", ideas.right), ("wrong", ideas.wrong)] {
            let line = text.fields[key]?.line ?? 1
            for phrase in phrases {
                if let problem = phrase.problem {
                    problems.append(LessonProblem(file: file, line: line, problem))
                    continue
                }
                let verdict = AnswerJudge.judge(phrase.example, ideas: ideas)
                let judged: Bool
                switch verdict {
                case .right: judged = key == "right"
                case .wrong: judged = key == "wrong"
                default: judged = false
                }
                if !judged {
                    problems.append(LessonProblem(file: file, line: line,
                        "the \(key) phrase “\(phrase.text)”, typed alone as “\(phrase.example)”, is judged \(verdict)"))
                }
            }
        }
        for hedge in AnswerHedges.samples {
            if case .right = AnswerJudge.judge(hedge, ideas: ideas) {
                problems.append(LessonProblem(file: file, line: text.fields["right"]?.line ?? 1,
                    "“\(hedge)” says “I don't know”, and this card's phrases judge it right"))
            }
        }
        return problems
    }

    /// A how-to card's `form`, `given` and `task`, checked against its first stage.
    private static func contract(_ text: TextFile, file: String, stages: [Stage], problems: inout [LessonProblem]) -> CardContract? {
        let form = text.required("form", as: CardContract.Form.self, choices: "`statements` or `types`", file: file, problems: &problems)
        let task = text.required("task", file: file, problems: &problems)
        guard let form else { return nil }
        let given = text.fields["given"]?.value ?? ""
        if form == .statements, given.isEmpty {
            problems.append(LessonProblem(file: file, line: 1, "a statements card needs a `given:` line naming what is in scope"))
        }
        guard let first = stages.first else {
            problems.append(LessonProblem(file: file, line: 0,
                "a how-to card needs a stage `1`, its own answer: learners' answers are run with it and judged against it"))
            return nil
        }
        let stageFile = file.replacingOccurrences(of: "card.txt", with: "1")
        switch form {
        case .statements:
            let driver = first.text(of: first.runFile) ?? ""
            if CardContract.split(driver) == nil {
                problems.append(LessonProblem(file: stageFile + "/run.swift", line: 0,
                    "a statements card's run.swift holds its own answer between a line `\(CardContract.answerBegins)` and a line `\(CardContract.answerEnds)`"))
            }
        case .types:
            if !first.ownsModel {
                problems.append(LessonProblem(file: stageFile, line: 0, "a types card's first stage has a model.swift: the card's own answer"))
            }
        }
        if first.mustNotCompile {
            problems.append(LessonProblem(file: stageFile, line: 0, "a how-to card's first stage must compile and run: answers are judged against it"))
        }
        return CardContract(form: form, given: given, task: task)
    }

    /// Card ids must be unique across every lesson: they name cards in the review log and
    /// key their memories. Every repeat is reported, and every card sharing an id is left out
    /// of its deck, since which of them the saved memory and reviews belong to cannot be told.
    static func removeDuplicateCardIDs(_ decks: inout [Deck]) -> [LessonProblem] {
        var seen: [Int: String] = [:]
        var repeated = Set<Int>()
        var problems: [LessonProblem] = []
        for deck in decks {
            let lesson = deck.lesson
            for card in deck.cards {
                let file = "Content/\(lesson.name)/cards/\(card.slug)/card.txt"
                if let other = seen[card.id] {
                    problems.append(LessonProblem(file: file, line: 1,
                        "`id: \(card.id)` is already the id of \(other); every card needs its own, and neither is quizzed until then"))
                    repeated.insert(card.id)
                } else {
                    seen[card.id] = "\(lesson.name)/\(card.slug)"
                }
            }
        }
        for index in decks.indices {
            decks[index].cards.removeAll { repeated.contains($0.id) }
        }
        return problems
    }
}
