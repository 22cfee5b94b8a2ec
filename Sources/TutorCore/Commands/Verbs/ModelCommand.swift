import Foundation

/// `model`: the stage's model, plain, for copying: every file of it, each under a comment
/// naming it, so the whole can be pasted into one file and compiles.
struct ModelCommand: StageCommand {
    static let help = HelpEntry(verb: "model", usage: "model", commandLine: nil,
        summary: "Print the current stage's model, every file of it, plain, for copying.",
        section: .learn, example: "model")

    let lesson: Lesson
    let stage: Stage

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        guard !stage.modelFiles.isEmpty else { throw UsageError("Stage \(stage.id) has no model yet: it is all in run().") }
        if stage.modelFiles.count == 1 {
            session.sayContents(of: stage.modelFiles[0])
            return .success
        }
        for file in stage.modelFiles {
            session.say("// ── \(file.lastPathComponent)")
            session.sayContents(of: file)
        }
        return .success
    }
}
