import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension Quiz {
    /// The learner's answer, judged as the card's kind says: by running the card's program, by
    /// running the answer, by an exact comparison, or — for `recall` — not at all.
    func judge(_ typed: [String], for entry: CardQueue.Entry) -> Answer {
        let card = entry.card
        switch card.kind {
        case .write, .value: return judgeCode(typed, for: entry)
        case .predict: return judgePrediction(typed, for: entry)
        case .choice: return judgeChoice(typed.joined(separator: " "), card: card)
        case .recall:
            return Answer(
                verdict: wrap(
                    "Not judged: the tutor cannot run this card. Compare what you said with the answer "
                        + "below, and grade yourself."))
        }
    }

    /// A `predict` card's prediction, judged by running the card's program here.
    private func judgePrediction(_ typed: [String], for entry: CardQueue.Entry) -> Answer {
        guard let stage = entry.card.stages.first else { return Answer() }
        let verdict = predictionJudge.judge(
            typed, outcomes: entry.card.outcomes, ignoresCase: entry.card.ignoresCase,
            stage: stage, of: entry.lesson)
        return Answer(
            verdict: verdict.text, suggestedRating: verdict.right.map { $0 ? .good : .again },
            firstStage: verdict.firstStage)
    }

    /// The judge of a card's prediction.
    var predictionJudge: PredictionJudge {
        PredictionJudge(runner: runner, cancellation: cancellation, screen: screen, subject: "the card's program")
    }

    /// A choice, compared with the card's right one. What is not one of its letters counts as
    /// not known.
    private func judgeChoice(_ typed: String, card: Card) -> Answer {
        let letters = card.choiceLetters
        let said = typed.trimmingCharacters(in: .whitespaces).lowercased().trimmingCharacters(
            in: CharacterSet(charactersIn: ").:"))
        let picked =
            letters.firstIndex(of: said)
            ?? Int(said).map { $0 - 1 }.flatMap { card.choices.indices.contains($0) ? $0 : nil }
        guard let picked else {
            return Answer(
                verdict: wrap(
                    "“\(typed)” is none of the card's choices, so it counts as not known: the answer is below."),
                suggestedRating: .again)
        }
        let right = letters[card.correctChoice]
        if picked == card.correctChoice {
            return Answer(
                verdict: screen.styler.paint(wrap("✓ Right: \(right)) is the card's answer."), .same),
                suggestedRating: .good)
        }
        return Answer(
            verdict: screen.styler.paint(
                wrap("✗ Not so: the card's answer is \(right)), not \(letters[picked]))."),
                .different), suggestedRating: .again)
    }
}
