import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension LessonLoader {
    package static let cardKeys: Set<String> = [
        "id", "formerly", "topic", "kind", "outcomes", "ignore", "choices", "correct", "form", "given",
        "task",
    ]

    /// The keys each kind of card may have beyond those every card has.
    package static let kindKeys: [Card.Kind: Set<String>] = [
        .predict: ["outcomes", "ignore"], .value: ["given", "task"], .choice: ["choices", "correct"],
        .write: ["form", "given", "task"],
        .recall: [],
    ]

    /// The outcome a `predict` card's run shows by failing to compile; every other outcome is
    /// shown by its words in what the run printed.
    package static let doesNotCompile = "does not compile"

    /// One `card.txt` and its stages, checked: each kind has what it is judged by (a program to
    /// run, options and the right one, a contract its first stage can honour). A card without
    /// a valid id is reported and left out: its memory and reviews would be filed under no one,
    /// or under another card.
    package static func card(
        _ text: TextFile, file: String, number: Int, folder: String, stages: [Stage], problems: inout [LessonProblem]
    ) -> Card? {
        text.rejectUnknownKeys(allowed: cardKeys, file: file, problems: &problems)
        let idText = text.required("id", file: file, problems: &problems)
        let id = Int(idText) ?? 0
        if !idText.isEmpty, id <= 0 {
            problems.append(
                LessonProblem(
                    file: file, line: text.fields["id"]?.line ?? 1, "`id` is a whole number above 0, not \"\(idText)\"")
            )
        }
        let topic = text.required("topic", file: file, problems: &problems)
        guard
            let kind = text.required(
                "kind", as: Card.Kind.self,
                choices: Card.Kind.allCases.map { "`\($0.rawValue)`" }.joined(separator: ", "),
                file: file, problems: &problems)
        else { return nil }
        for (key, field) in text.fields.sorted(by: { $0.key < $1.key })
        where !["id", "formerly", "topic", "kind"].contains(key) && cardKeys.contains(key)
            && !(kindKeys[kind] ?? []).contains(key)
        {
            problems.append(
                LessonProblem(file: file, line: field.line, "`\(key)` does not belong to a `\(kind.rawValue)` card"))
        }
        let (question, answer) = splitProse(text.body)
        if question.isEmpty || answer.isEmpty {
            problems.append(
                LessonProblem(
                    file: file, line: text.bodyLine, "the body is the question, a line `---`, then the answer"))
        }
        let former = list(text, "formerly")
        var card = Card(
            id: id, slug: folder, formerSlugs: former, number: number, topic: topic, kind: kind, question: question,
            answer: answer, contract: nil, stages: stages)
        let stageFile = file.replacingOccurrences(of: "card.txt", with: "1")
        switch kind {
        case .predict:
            (card.outcomes, card.ignoresCase) = prediction(
                text, of: "the card", file: file, stage: card.stages.first,
                stageFile: stageFile, problems: &problems)
        case .value:
            card.contract = Self.contract(text, form: .expression, file: file, stages: stages, problems: &problems)
        case .choice:
            card.choices = list(text, "choices")
            if !(2...5).contains(card.choices.count)
                || Set(card.choices.map { $0.lowercased() }).count != card.choices.count
            {
                problems.append(
                    LessonProblem(
                        file: file, line: text.fields["choices"]?.line ?? 1,
                        "a choice card needs a `choices:` line with two to five different options, separated by `|`"))
            }
            let correct = text.required("correct", file: file, problems: &problems)
            if let index = Int(correct), card.choices.indices.contains(index - 1) {
                card.correctChoice = index - 1
            } else if !correct.isEmpty {
                problems.append(
                    LessonProblem(
                        file: file, line: text.fields["correct"]?.line ?? 1,
                        "`correct` is the number of the right choice, 1–\(card.choices.count), not \"\(correct)\""))
            }
        case .write:
            let form = text.required(
                "form", as: CardContract.Form.self, choices: "`statements` or `types`", file: file, problems: &problems)
            if form == .expression {
                problems.append(
                    LessonProblem(
                        file: file, line: text.fields["form"]?.line ?? 1, "an expression is a `value` card's answer"))
            } else if let form {
                card.contract = Self.contract(text, form: form, file: file, stages: stages, problems: &problems)
            }
        case .recall:
            break
        }
        guard id > 0 else { return nil }
        return card
    }

    /// A `key: a | b | c` line as its options, trimmed; empty without the line.
    private static func list(_ text: TextFile, _ key: String) -> [String] {
        (text.fields[key]?.value ?? "").split(separator: "|").map(\.trimmed).filter { !$0.isEmpty }
    }

    /// What a prediction of `stage` — a `predict` card's, an edge case's — is judged by: with
    /// `outcomes`, two to six of them, exactly one shown by the stage's record; without, a
    /// short record to type (`ignore: case` leaves letter case out). `item` names it in a
    /// problem: "the card", "the edge case". With `several`, the learner names every outcome
    /// they expect, so the record may show more than one.
    package static func prediction(
        _ text: TextFile, of item: String, several: Bool = false, file: String, stage: Stage?, stageFile: String,
        problems: inout [LessonProblem]
    ) -> (outcomes: [String], ignoresCase: Bool) {
        let outcomes = list(text, "outcomes")
        var ignoresCase = false
        if let ignore = text.fields["ignore"] {
            if ignore.value.trimmed == "case" {
                ignoresCase = true
            } else {
                problems.append(
                    LessonProblem(
                        file: file, line: ignore.line, "`ignore` takes only `case` (spacing is never compared)"))
            }
        }
        guard let stage else {
            problems.append(
                LessonProblem(
                    file: file, line: 0, "\(item) needs a stage `1`: the program the learner reads and the tutor runs"))
            return (outcomes, ignoresCase)
        }
        let recorded = stage.expectedOutput ?? ""
        if outcomes.isEmpty {
            if stage.mustNotCompile {
                problems.append(
                    LessonProblem(
                        file: stageFile, line: 0,
                        """
                        a program that does not compile prints nothing to predict: give \(item) `outcomes:` with \
                        `\(doesNotCompile)` among them
                        """
                    ))
            }
            let lines = PredictedOutput.lines(recorded, ignoringCase: false)
            if lines.isEmpty || lines.count > 6 {
                problems.append(
                    LessonProblem(
                        file: stageFile + "/expected.txt", line: 0,
                        """
                        a prediction the learner types is one to six lines; this stage prints \(lines.count): offer \
                        `outcomes:` instead
                        """
                    ))
            }
            return (outcomes, ignoresCase)
        }
        if !(2...6).contains(outcomes.count) || Set(outcomes).count != outcomes.count {
            problems.append(
                LessonProblem(
                    file: file, line: text.fields["outcomes"]?.line ?? 1,
                    "`outcomes` lists two to six different outcomes, separated by `|`"))
        }
        let shown = PredictedOutput.outcomes(outcomes, shownBy: stage.mustNotCompile ? nil : recorded)
        if several ? shown.isEmpty : shown.count != 1 {
            let which = shown.isEmpty ? "none of them" : TextLayout.series(shown.map { "`\($0)`" })
            problems.append(
                LessonProblem(
                    file: stageFile + "/expected.txt", line: 0,
                    """
                    the stage's record must show \(several ? "at least" : "exactly") one of \(item)'s outcomes (its \
                    words printed, or `\(doesNotCompile)` for a stage that must not compile); it shows \(which)
                    """))
        }
        return (outcomes, ignoresCase)
    }

    /// A `write` or `value` card's `given` and `task`, checked against its first stage.
    private static func contract(
        _ text: TextFile, form: CardContract.Form, file: String, stages: [Stage], problems: inout [LessonProblem]
    )
        -> CardContract?
    {
        let task = text.required("task", file: file, problems: &problems)
        let given = text.fields["given"]?.value ?? ""
        if form != .types, given.isEmpty {
            problems.append(
                LessonProblem(
                    file: file, line: 1,
                    """
                    a \(form == .expression ? "value" : "statements") card needs a `given:` line naming what is in \
                    scope
                    """
                ))
        }
        guard let first = stages.first else {
            problems.append(
                LessonProblem(
                    file: file, line: 0,
                    """
                    a \(form == .expression ? "value" : "write") card needs a stage `1`, its own answer: learners' \
                    answers are run with it and judged against it
                    """
                ))
            return nil
        }
        let stageFile = file.replacingOccurrences(of: "card.txt", with: "1")
        switch form {
        case .statements, .expression:
            let driver = first.text(of: first.runFile) ?? ""
            if let parts = CardContract.split(driver) {
                if form == .expression, parts.answer.filter({ !$0.trimmed.isEmpty }).count != 1 {
                    problems.append(
                        LessonProblem(
                            file: stageFile + "/run.swift", line: 0,
                            "a value card's own answer is one line, the expression, between its two marker lines"))
                }
            } else {
                problems.append(
                    LessonProblem(
                        file: stageFile + "/run.swift", line: 0,
                        """
                        the run.swift holds the card's own answer between a line `\(CardContract.answerBegins)` and a \
                        line `\(CardContract.answerEnds)`
                        """
                    ))
            }
        case .types:
            if !first.ownsModel {
                problems.append(
                    LessonProblem(
                        file: stageFile, line: 0, "a types card's first stage has a model.swift: the card's own answer")
                )
            }
        }
        if first.mustNotCompile {
            problems.append(
                LessonProblem(
                    file: stageFile, line: 0,
                    "the card's first stage must compile and run: answers are judged against it"))
        }
        return CardContract(form: form, given: given, task: task)
    }
}
