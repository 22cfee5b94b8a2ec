import Foundation

/// A command that prints the stage's files as they are (`model`, `doc`).
protocol StageFileCommand: StageCommand {
    var stage: Stage { get }
    /// The files to print; none when the stage has none. More than one are printed each under
    /// a comment naming it, so the whole can be pasted into one file and compiles.
    static func files(of stage: Stage) -> [URL]
    /// Why there is nothing to print.
    static func missing(in stage: Stage) -> UsageError
    /// Whether a terminal shows the file through the pager; false prints it plain, for copying.
    static var paged: Bool { get }
}

extension StageFileCommand {
    static var paged: Bool { false }

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        let files = Self.files(of: stage)
        guard !files.isEmpty else { throw Self.missing(in: stage) }
        let text = files.map { file in
            let contents = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            return files.count == 1 ? contents : "// ── \(file.lastPathComponent)\n" + contents
        }.joined(separator: "\n")
        if Self.paged { session.page(text) } else { session.say(text) }
        return .success
    }
}
