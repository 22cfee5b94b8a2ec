import Foundation

/// A command that prints one of the stage's files as it is (`model`, `doc`).
protocol StageFileCommand: StageCommand {
    var stage: Stage { get }
    /// The file to print; nil when the stage has none.
    static func file(of stage: Stage) -> URL?
    /// Why there is nothing to print.
    static func missing(in stage: Stage) -> UsageError
    /// Whether a terminal shows the file through the pager; false prints it plain, for copying.
    static var paged: Bool { get }
}

extension StageFileCommand {
    static var paged: Bool { false }

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        guard let file = Self.file(of: stage) else { throw Self.missing(in: stage) }
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        if Self.paged { session.page(text) } else { session.say(text) }
        return .success
    }
}
