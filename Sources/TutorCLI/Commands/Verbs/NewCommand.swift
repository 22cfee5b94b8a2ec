import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `new <name> [--in DIR]`: a lesson of the author's own, scaffolded so that `verify` passes
/// at once, in a folder of lessons that `EnvironmentVariable.lessons` adds to the built-in ones.
struct NewCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "new", arguments: [CommandArgument("<name>", .text, missing: "`new` needs a name.")],
        options: [.inFolder],
        summary: "Start a lesson of your own: a step, a document, a card and an edge case that pass `verify`.",
        details:
            """
            The lesson goes into DIR (default: the current folder), laid out like the tutor's own: \
            `DIR/Lessons/<name>/` for its steps, `DIR/Content/<name>/` for its document, cards and edge cases. \
            Nothing that exists is written over. Set \(EnvironmentVariable.lessons)=DIR (several folders separated by \
            `:`) and the tutor lists, opens, verifies, quizzes and checks it like its own. A name is lowercase \
            letters, digits and hyphens, and no lesson may have it yet.
            """,
        section: .authors, example: "new my-api --in ~/lessons")

    let name: String
    let folder: URL

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        let folder = words.value(.inFolder)
        let name = words.words[0]
        guard LessonScaffold.isLessonName(name) else {
            throw CommandFailure(
                "\"\(name)\" cannot name a lesson: use lowercase letters, digits and hyphens, starting with a letter.",
                hint: "For example `new my-api`.")
        }
        if place.lessons.contains(where: { $0.name == name }) {
            throw CommandFailure(
                "A lesson named `\(name)` exists already.",
                hint: "Choose another name: `codable-tutor lessons` lists the names taken.")
        }
        self.name = name
        self.folder =
            URL(fileURLWithPath: folder ?? FileManager.default.currentDirectoryPath, isDirectory: true)
            .standardizedFileURL
    }

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        // Card ids are unique across every lesson the tutor reads, its own and added ones.
        let highest = session.catalogue.decks.flatMap(\.cards).map(\.id).max() ?? 0
        let scaffold = LessonScaffold(name: name, cardID: highest + 1)
        let lessonFolder: URL
        do {
            lessonFolder = try scaffold.write(into: folder)
        } catch LessonScaffold.ScaffoldError.exists(let url) {
            // Typed right, and nothing to change in how: the folder is in the way (status 1).
            throw .notDone("Nothing was written: \(url.path) exists already.")
        } catch {
            throw .notDone(
                """
                The lesson could not be written in \(folder.path): \(error.localizedDescription). Anything written so \
                far is in \(folder.appendingPathComponent("Lessons/\(name)").path).
                """
            )
        }
        let added = Tutor.extraLessonFolders(environment: session.runner.environment).contains(folder)
        let prefix = added ? "" : "\(EnvironmentVariable.lessons)=\(TypedLine.written(folder.path)) "
        let width = session.screen.width
        let lines = [
            """
            A new lesson, \(name), is in \(lessonFolder.path); its document, card and edge case are in \
            \(folder.appendingPathComponent("Content/\(name)").path).
            """,
            """
            It passes `verify` as it stands. Each file's prose says what belongs there; Lessons/README.md in the \
            tutor's source is the author's guide.
            """,
            """
            Next: `\(prefix)codable-tutor verify \(name)`, then make step 1 your own \
            (\(lessonFolder.appendingPathComponent("01-decode-the-shelf").path)).
            """,
        ]
        session.say(lines.map { TextLayout.line($0, width: width) }.joined(separator: "\n"))
        return .success
    }
}

extension CommandOption {
    /// `new --in DIR`: the folder of lessons the new one goes into.
    static let inFolder = CommandOption("--in", value: .init("DIR", .file, example: "--in ~/lessons"))
}
