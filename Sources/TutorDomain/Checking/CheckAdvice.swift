import SwiftToolchain
import TutorBase
import TutorSystem

/// Where the lessons teach the fix for a mistake the checker found.
///
/// `CheckMistake` recognises the mistake; the lessons' `advice.txt` files say where it is
/// taught. The lesson being checked is asked first, so a lesson that teaches a fix its own
/// way sends its learners there, unless that is a step beyond the one being checked: the
/// earliest lesson that teaches the fix is asked then.
package struct CheckAdvice {
    /// A place in a lesson: `step 9`, `card 16`, `edge 3`.
    package struct Reference: Equatable {
        package var lesson: String
        package var kind: Stage.Scope
        package var number: Int
        package var why: String

        /// `codable-tutor show postcards 9`, or the card or edge command.
        package var command: String { "codable-tutor " + promptCommand }

        /// The same command as typed at the tutor's prompt: `show postcards 9`.
        package var promptCommand: String {
            switch kind {
            case .step: "show \(lesson) \(number)"
            case .card: "cards \(lesson)"
            case .edge: "edge \(lesson) \(number)"
            }
        }

        /// The advice in full, with the command as the shell takes it.
        package var sentence: String { sentence(atPrompt: false) }

        /// The advice with the command as typed where the learner is.
        package func sentence(atPrompt: Bool) -> String {
            let place =
                switch kind {
                case .step: "\(lesson) step \(number)"
                case .card: "\(lesson) flash card \(number)"
                case .edge: "\(lesson) edge case \(number)"
                }
            return "\(why) — \(place): `\(atPrompt ? promptCommand : command)`."
        }
    }

    /// The lessons' decks, so that cards and edge cases have numbers too: read only once a
    /// mistake is recognised, since reading every lesson's deck takes longer than the rest of
    /// a passing check's own work (about 110 ms).
    private let decks: () -> [Deck]
    /// The step being checked, in the lesson being checked: its later steps are not advised.
    package var reached: Int?

    package init(decks: [Deck], reached: Int? = nil) {
        self.init(reading: { decks }, reached: reached)
    }

    /// Advice that reads the decks when it first needs them (`LessonCatalogue.decks`).
    package init(reading decks: @escaping () -> [Deck], reached: Int? = nil) {
        (self.decks, self.reached) = (decks, reached)
    }

    /// The place that teaches the fix for `mistake`: in `lesson` first, at a step the learner
    /// has reached; else in the earliest lesson that teaches it (which may be `lesson` itself,
    /// further on).
    package func reference(for mistake: CheckMistake, checking lesson: String) -> Reference? {
        let decks = decks()
        let reference = { (deck: Deck) -> Reference? in
            guard let rule = deck.lesson.advice.first(where: { $0.mistake == mistake }),
                let number = rule.number(in: deck)
            else { return nil }
            return Reference(lesson: deck.lesson.name, kind: rule.place, number: number, why: rule.why)
        }
        if let own = decks.first(where: { $0.lesson.name == lesson }).flatMap(reference),
            own.kind != .step || reached.map({ own.number <= $0 }) ?? true
        {
            return own
        }
        // A lesson that teaches the broader mistake its own way keeps its learners.
        if let broader = mistake.broader, let own = self.reference(for: broader, checking: lesson), own.lesson == lesson
        {
            return own
        }
        return decks.lazy.compactMap(reference).first
    }

    /// Advice for a compiler message.
    package func forDiagnostic(_ message: String, checking lesson: String) -> Reference? {
        CheckMistake.forDiagnostic(message).flatMap { reference(for: $0, checking: lesson) }
    }

    /// Advice for a decoding error, in the lesson being checked where it teaches the fix.
    package func forError(_ error: DecodingErrorReading, checking lesson: String) -> Reference? {
        reference(for: CheckMistake.forError(error), checking: lesson)
    }
}
