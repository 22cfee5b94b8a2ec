/// What the judge made of a short answer to a trick question. Each list holds the words
/// that showed an idea, as typed, a negation included ("not equal").
public enum TrickVerdict: Equatable, Sendable {
    /// Only what the card's answer says was found: its right ideas, or its wrong ones denied.
    case right(found: [String])
    /// Only what the card's answer does not say: wrong ideas it lists (`found`), or right ideas
    /// denied (`denied`: "not typealias").
    case wrong(found: [String], denied: [String])
    /// The answer says "I don't know" and nothing else the card knows.
    case dontKnow
    /// Both kinds of idea were found, or neither, or a right one under a don't-know: the judge
    /// cannot tell, and the grade is the learner's alone.
    case unsure(right: [String], wrong: [String], denied: [String])

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
