/// A flash card: a question on the front, an answer on the back, and — where the answer is
/// what some code printed — that code as stages.
public struct Card: Sendable, Identifiable {
    /// Whether the card asks how to write something, or sets a trap.
    public enum Kind: String, Sendable, Codable {
        case howTo = "how-to"
        case trick
    }

    /// The folder's name (`03-a-renamed-key`), stable across edits of the wording.
    public var id: String
    public var number: Int
    public var topic: String
    public var kind: Kind
    public var question: String
    public var answer: String
    /// For a trick question: the short answers that count as right, lowercased.
    public var acceptedAnswers: [String]
    public var stages: [Stage]
}

/// An edge case or tricky question: the question, the code that shows it, the explanation.
public struct EdgeCase: Sendable, Identifiable {
    public var id: String
    public var number: Int
    public var title: String
    public var question: String
    public var explanation: String
    public var stages: [Stage]
}
