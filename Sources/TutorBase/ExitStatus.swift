/// How the tutor ends, as the command-line contract names it: a script reads the number,
/// the code reads the name.
package struct ExitStatus: RawRepresentable, Equatable, Hashable, Sendable, CustomStringConvertible {
    package let rawValue: Int32

    package init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Everything matched, or there was nothing to compare.
    package static let success = ExitStatus(rawValue: 0)
    /// Something differs from the lesson: a line, a stage, the learner's model.
    package static let differs = ExitStatus(rawValue: 1)
    /// The command could not be carried out: no compiler, a folder that cannot be written,
    /// a model that does not compile. The same number as `differs`, as the contract has it.
    package static let failed = ExitStatus(rawValue: 1)
    /// The command was typed wrong: a sentence says how to type it.
    package static let usage = ExitStatus(rawValue: 2)

    /// `success` when `matched`, else `differs`.
    package static func matching(_ matched: Bool) -> ExitStatus {
        matched ? .success : .differs
    }

    package var description: String { "exit status \(rawValue)" }
}
