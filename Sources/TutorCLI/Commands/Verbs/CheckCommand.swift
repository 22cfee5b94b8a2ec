import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `check [<lesson> <step>] <file.swift> [--json]`: the learner's model against a step's
/// `run()` and document. Exit status 0 when it matches, 1 when not, 2 for a usage error.
struct CheckCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "check", arguments: CommandArgument.modelTarget,
        options: [.jsonWhateverHappens],
        summary: "Check your own model against a step's run() and document.",
        details:
            """
            Your file holds your types only (Postcard, Stamp…). It is compiled with the step's own run() — its \
            last stage that compiles, unless you name one (9.3) — and run against the lesson's document; the output \
            is compared with the lesson's, line by line. Compiler messages point at your file and line; a \
            DecodingError is read out as a sentence, with the step that teaches the fix. With no file, your own copy \
            of the step's exercise is checked (`edit` opens it). Exit status 0 when it matches, 1 when not, 2 for a \
            usage error.
            """,
        section: .yourModel, example: "check mine.swift", commandLineExample: "check {lesson} 6 mine.swift")

    let lesson: Lesson
    let stage: Stage
    /// The learner's file; nil for their own copy (`edit`'s), found when the check runs.
    let file: URL?
    let json: Bool

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        json = words.flag(.json)
        let path: String?
        (lesson, stage, path) = try place.modelTarget(words.words)
        file = try path.map { (path) throws(CommandFailure) in try ModelFile.learnerFile(path) }
    }

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        if let file {
            return try session.checker.check(
                [file], against: stage, of: lesson, json: json, cancellation: session.cancellation)
        }
        // No file: the learner's copy of the step's exercise, made from its start if need be.
        let (copy, target, files) = try session.madeExerciseCopy(for: stage, in: lesson)
        let status = try session.checker.check(
            files, against: target, of: lesson, json: json, cancellation: session.cancellation)
        if status == .success, !json { session.say("\n" + session.afterExercise(copy)) }
        return status
    }
}
