/// A command the tutor cannot carry out as typed: a sentence saying why, and what to type.
public struct UsageError: Error, Equatable, Sendable {
    public var message: String
    /// The likely command the learner meant, or where to read more.
    public var hint: String?

    public init(_ message: String, hint: String? = nil) {
        self.message = message
        self.hint = hint
    }
}
