import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

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

/// What the REPL does to the screen itself: `clear`, and long views through the pager.
@Suite("REPL: clear and the pager")
struct ReplScreenTests {
    let folder = TemporaryFolder("repl-screen")
    let collected = CollectingConsole()

    @Test(
        "`clear` asks the reader to clear the screen, once; with words after it, or on the command line, it is refused")
    func clear() {
        let tutor = makeFakeTutor(in: folder, console: collected)
        let reader = ClearingLineReader(["clear", "clear now", "quit"])
        #expect(Repl(tutor: tutor, reader: reader, history: nil, cancellation: nil).start() == .success)
        #expect(reader.clears == 1)
        #expect(collected.errors.contains("clear"))
        let oneShot = CommandSession(tutor: tutor, cancellation: nil, reader: { ClearingLineReader([]) })
        #expect(CommandRegistry.perform(["clear"], in: oneShot) == .usage)
        #expect(collected.errors.contains("`clear` works at the tutor's prompt only."))
        #expect(CommandDeclaration.entry(for: "clear")?.replOnly == true)
    }

    @Test("`doc` and a stage view taller than the terminal go through the pager; a short one is printed")
    func longViewsArePaged() throws {
        let tutor = makeFakeTutor(in: folder, console: collected)
        let paged = PagedTexts()
        let launcher = FakeLauncher { request throws(LaunchError) in
            paged.append((try? String(contentsOfFile: request.arguments.last ?? "", encoding: .utf8)) ?? "")
            return ProcessResult(ending: .exited(0))
        }
        let pager = Pager(command: "less -R", environment: [:], launcher: launcher, size: { (40, 120) })
        let reader = ScriptedLineReader(["open postcards", "step 2", "doc", "quit"])
        #expect(Repl(tutor: tutor, reader: reader, history: nil, cancellation: nil, pager: pager).start() == .success)
        let document = try String(
            contentsOf: packageRoot.appendingPathComponent("Content/postcards/Postcards.json"), encoding: .utf8)
        // The starter's view fits in 40 rows; step 2's does not, nor does its 50-line document.
        #expect(paged.texts.count == 2)
        #expect(paged.texts.first?.contains("2.1") == true)
        #expect(paged.texts.last == document + "\n")
        #expect(collected.output.contains("0.1"))
        #expect(!collected.output.contains(document))
    }
}

/// What the fake pager was given, in order.
final class PagedTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [String] = []
    var texts: [String] { lock.withLock { all } }
    func append(_ text: String) { lock.withLock { all.append(text) } }
}
