import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// `cards` at the prompt: the same requests as on the command line, the open lesson by default.
@Suite("REPL cards")
struct ReplCardsTests {
    let folder = TemporaryFolder("repl-cards")
    let collected = CollectingConsole()

    func session(_ lines: [String]) -> (Tutor, ScriptedLineReader) {
        let tutor = makeFakeTutor(in: folder, console: collected)
        let reader = ScriptedLineReader(lines)
        let repl = Repl(
            tutor: tutor, reader: reader, history: HistoryFile(file: tutor.home.historyFile), cancellation: nil)
        #expect(repl.start() == .success)
        return (tutor, reader)
    }

    @Test("`cards --card 11` asks that card of the open lesson now; `cards --log` then shows its review")
    func oneCard() {
        let (tutor, reader) = session(["open postcards", "cards --card 11", "typealias", "", "cards --log", "quit"])
        #expect(reader.prompts.contains("answer> ") && reader.prompts.contains("grade> "))
        #expect(tutor.reviewLog.read().records.map(\.cardID) == [11])
        #expect(collected.output.contains("card_id,review_time,review_rating,review_state,review_duration\n11,"))
    }

    @Test("`cards --due --stats` is refused with a sentence, and the prompt carries on")
    func dueAndStats() {
        let (_, reader) = session(["cards --due --stats", "cards --card 999", "quit"])
        #expect(collected.errors.contains("`--due` and `--stats` cannot go together"))
        #expect(collected.errors.contains("No card has the id 999."))
        #expect(reader.prompts.filter { $0 == "codable-tutor> " }.count == 3)
    }
}
