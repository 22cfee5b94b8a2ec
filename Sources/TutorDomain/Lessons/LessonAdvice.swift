import SwiftToolchain
import TutorBase
import TutorSystem

/// One rule of a lesson's `advice.txt`: for a mistake `check` recognises, the step, flash card
/// or edge case of this lesson that teaches its fix, and why, in a sentence.
///
/// The place is named by its slug, never its number, so renumbering a lesson cannot send a
/// learner to the wrong place; the loader finds the number and reports a slug that names
/// nothing, with `file:line`.
package struct LessonAdvice: Sendable, Equatable {
    package var mistake: CheckMistake
    package var place: Stage.Scope
    /// The step's slug (`coding-keys`), or a card's or edge case's folder name without its
    /// number (`a-dictionary-of-any`).
    package var slug: String
    /// The sentence shown before the place, with every `{step slug}` already made `step N`.
    package var why: String

    /// The place's number: a step's in the deck's lesson, a card's or edge case's in the deck;
    /// nil for a slug that names nothing (a problem the loader reported).
    package func number(in deck: Deck) -> Int? {
        Self.number(of: place, slug, in: deck.lesson, deck: deck)
    }

    /// The part of a folder name after its number: `16-a-dictionary-of-any` → `a-dictionary-of-any`.
    package static func slug(ofFolder name: String) -> String {
        let parts = name.split(separator: "-", maxSplits: 1)
        return parts.count == 2 && Int(parts[0]) != nil ? String(parts[1]) : name
    }

    /// The number of the place `slug` names in `lesson` or its `deck`, if it names one (a card
    /// or edge case none without the deck).
    package static func number(of place: Stage.Scope, _ slug: String, in lesson: Lesson, deck: Deck?) -> Int? {
        switch place {
        case .step: lesson.steps.first { $0.slug == slug }?.number
        case .card: deck?.cards.first { Self.slug(ofFolder: $0.slug) == slug }?.number
        case .edge: deck?.edgeCases.first { Self.slug(ofFolder: $0.id) == slug }?.number
        }
    }
}
