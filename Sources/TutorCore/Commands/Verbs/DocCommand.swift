import Foundation

/// `doc`: the JSON document the stage reads.
struct DocCommand: Command {
    static let help = HelpEntry(verb: "doc", usage: "doc", commandLine: nil,
        summary: "Print the JSON document the current stage reads.")

    let stage: Stage

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        stage = try place.stage(words.rest(0...2)).1
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        place.stageCompletions(after: before)
    }

    func perform(in session: CommandSession) throws(UsageError) -> Int32 {
        guard let document = stage.document else { throw UsageError("Stage \(stage.id) reads no document: its JSON is in run().") }
        session.say((try? String(contentsOf: document, encoding: .utf8)) ?? "")
        return 0
    }
}
