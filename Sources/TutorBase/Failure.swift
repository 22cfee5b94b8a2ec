/// Something the tutor could not do, told the one way every failure is told: a sentence
/// first, then what to do about it, and the exit status it ends a command with.
package protocol Failure: Error {
    /// What went wrong, as a sentence.
    var message: String { get }
    /// What to type or do next; nil when the message says it all.
    var hint: String? { get }
    /// The status a command ends with when this stops it.
    var exitStatus: ExitStatus { get }
}

extension Failure {
    package var hint: String? { nil }

    package var exitStatus: ExitStatus { .failed }

    /// The message, then the hint on its own line: what the learner reads.
    package var text: String {
        [message, hint].compactMap { $0 }.joined(separator: "\n")
    }

    /// The message and the hint on one line, for a field of a JSON report or a table cell.
    package var line: String {
        [message, hint].compactMap { $0 }.joined(separator: " ")
    }
}
