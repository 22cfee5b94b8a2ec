import Foundation

/// `model`: the stage's model.swift, plain, for copying.
struct ModelCommand: Command {
    static let help = HelpEntry(verb: "model", usage: "model", commandLine: nil,
        summary: "Print the current stage's model.swift, plain, for copying.")

    let stage: Stage

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        stage = try place.stage(words.rest(0...2)).1
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        place.stageCompletions(after: before)
    }

    func perform(in session: CommandSession) throws(UsageError) -> Int32 {
        guard let model = stage.modelFile else { throw UsageError("Stage \(stage.id) has no model yet: it is all in run().") }
        session.say((try? String(contentsOf: model, encoding: .utf8)) ?? "")
        return 0
    }
}
