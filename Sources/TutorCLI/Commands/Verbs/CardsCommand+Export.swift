import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension CardsCommand {
    /// `cards [<lesson>] --export anki [--to FILE]`: the cards of the lesson (of every lesson,
    /// with none named) in Anki's text import format, on standard output or into `FILE`.
    func exportAnki(to path: String?, in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        let export = AnkiExport(decks: try chosenDecks(in: session).filter { !$0.cards.isEmpty })
        guard let path else {
            // The file's own last line break is the one `say` adds.
            session.say(String(export.text.dropLast()))
            return .success
        }
        let file = URL(fileURLWithPath: path)
        do {
            try AtomicFile.write(Data(export.text.utf8), to: file)
        } catch let refused as NotRegularFile {
            throw .notDone(
                "The cards were not written: \(refused.clause), and the tutor replaces nothing but a regular file.")
        } catch {
            let reason =
                FolderProblem(role: "folder", folder: file.deletingLastPathComponent(), error: error)?.brief
                ?? error.localizedDescription
            throw .notDone("The cards could not be written to \(path): \(reason). Nothing else was changed.")
        }
        let count = export.noteCount
        let lessons = export.decks.map(\.lesson.name).joined(separator: ", ")
        session.say(
            TextLayout.wrap(
                """
                Wrote \(TextLayout.count(count, "note")) (\(lessons)) to \(path). In Anki, File › Import… and \
                choose it: the notes go to the deck \(AnkiExport.parentDeck), one subdeck per lesson. Importing a \
                later export updates these notes instead of adding copies.
                """,
                width: min(session.screen.width, TextLayout.proseMeasure)))
        return .success
    }
}
