import Foundation

/// `model`: the stage's model.swift, plain, for copying.
struct ModelCommand: StageFileCommand {
    static let help = HelpEntry(verb: "model", usage: "model", commandLine: nil,
        summary: "Print the current stage's model.swift, plain, for copying.",
        section: .learn, example: "model")

    let lesson: Lesson
    let stage: Stage

    static func file(of stage: Stage) -> URL? { stage.modelFile }

    static func missing(in stage: Stage) -> UsageError {
        UsageError("Stage \(stage.id) has no model yet: it is all in run().")
    }
}
