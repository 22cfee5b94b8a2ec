import Foundation
import TestSupport
import Testing
@testable import TutorCore

/// A scripted reader that counts the times it was asked to clear the screen.
final class ClearingLineReader: LineReader {
    private var lines: [String]
    private(set) var clears = 0
    let isInteractive = false

    init(_ lines: [String]) {
        self.lines = lines
    }

    func readLine(prompt: String) -> LineInput {
        lines.isEmpty ? .endOfInput : .line(lines.removeFirst())
    }

    func remember(_ line: String) {}

    func clearScreen() {
        clears += 1
    }
}

/// What the REPL does to the screen itself: `clear`.
@Suite("REPL: clear and the pager")
struct ReplScreenTests {
    let folder = TemporaryFolder("repl-screen")
    let collected = CollectingConsole()

    @Test("`clear` asks the reader to clear the screen, once; with words after it, or on the command line, it is refused")
    func clear() {
        let tutor = makeFakeTutor(in: folder, console: collected)
        let reader = ClearingLineReader(["clear", "clear now", "quit"])
        #expect(Repl(tutor: tutor, reader: reader, history: nil, cancellation: nil).start() == .success)
        #expect(reader.clears == 1)
        #expect(collected.errors.contains("clear"))
        let oneShot = CommandSession(tutor: tutor, cancellation: nil, reader: { ClearingLineReader([]) })
        #expect(CommandRegistry.perform(["clear"], in: oneShot) == .usage)
        #expect(collected.errors.contains("`clear` works at the tutor's prompt only."))
        #expect(HelpEntry.entry(for: "clear")?.replOnly == true)
    }
}
