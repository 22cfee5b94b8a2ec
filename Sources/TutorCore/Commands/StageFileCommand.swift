import Foundation

/// A command that prints one of the stage's files as it is (`model`, `doc`).
protocol StageFileCommand: StageCommand {
    var stage: Stage { get }
    /// The file to print; nil when the stage has none.
    static func file(of stage: Stage) -> URL?
    /// Why there is nothing to print.
    static func missing(in stage: Stage) -> UsageError
}

extension StageFileCommand {
    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        guard let file = Self.file(of: stage) else { throw Self.missing(in: stage) }
        session.sayContents(of: file)
        return .success
    }
}
