import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Long text through the learner's pager on a terminal, and printed as it is everywhere else.
@Suite("Pager")
struct PagerTests {
    let collected = CollectingConsole()
    /// Forty lines of text, as a long JSON document would be.
    let tall = (1...40).map { "line \($0)" }.joined(separator: "\n")

    /// A launcher whose pager reads the file it is given, keeps what it read, and ends with `ending`.
    final class PagerRecorder: @unchecked Sendable {
        var shown: [String] = []
        var files: [String] = []
        func launcher(ending: ProcessResult.Ending = .exited(0), fails: Bool = false) -> FakeLauncher {
            FakeLauncher { request throws(LaunchError) in
                if fails { throw .notFound(request.executable) }
                let file = request.arguments.last ?? ""
                self.files.append(file)
                self.shown.append((try? String(contentsOfFile: file, encoding: .utf8)) ?? "")
                return ProcessResult(ending: ending)
            }
        }
    }

    func pager(_ launcher: FakeLauncher, rows: Int = 24, environment: [String: String] = [:]) -> Pager? {
        Pager.forTerminal(environment: environment, interactive: true, launcher: launcher, size: { (rows, 80) })
    }

    @Test(
        "On a terminal: $PAGER, else `less -R`, with LESS=FRX unless the learner set LESS; none with NO_PAGER, an empty PAGER or cat, or off a terminal"
    )
    func choosing() throws {
        let launcher = FakeLauncher { _ throws(LaunchError) in ProcessResult(ending: .exited(0)) }
        let standard = try #require(pager(launcher))
        #expect(standard.command == "less -R" && standard.environment["LESS"] == "FRX")
        let chosen = try #require(pager(launcher, environment: ["PAGER": "more", "LESS": "-S"]))
        #expect(chosen.command == "more" && chosen.environment["LESS"] == "-S")
        #expect(pager(launcher, environment: ["NO_PAGER": "1"]) == nil)
        #expect(pager(launcher, environment: ["NO_PAGER": ""]) == nil)
        #expect(pager(launcher, environment: ["PAGER": ""]) == nil)
        #expect(pager(launcher, environment: ["PAGER": "cat"]) == nil)
        #expect(Pager.forTerminal(environment: [:], interactive: false, launcher: launcher, size: { (24, 80) }) == nil)
    }

    @Test(
        "Text taller than the terminal goes to the pager through /bin/sh and a file that is removed after; nothing is printed"
    )
    func tallTextIsPaged() throws {
        let recorder = PagerRecorder()
        let launcher = recorder.launcher()
        try #require(pager(launcher)).show(tall, on: collected.console)
        #expect(collected.output.isEmpty)
        #expect(recorder.shown == [tall + "\n"])
        let request = try #require(launcher.requests.first)
        #expect(request.executable == "/bin/sh")
        #expect(Array(request.arguments.prefix(3)) == ["-c", "exec less -R < \"$1\"", "pager"])
        #expect(recorder.files.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
    }

    @Test("`help` at the prompt, taller than the terminal, goes to the pager; on a terminal tall enough it is printed")
    func helpIsPaged() throws {
        let folder = TemporaryFolder("pager-help")
        let tutor = makeFakeTutor(in: folder, console: collected)
        let recorder = PagerRecorder()
        let repl = Repl(
            tutor: tutor, reader: ScriptedLineReader(["help", "quit"]), history: nil, cancellation: nil,
            pager: pager(recorder.launcher(), rows: 20))
        #expect(repl.start() == .success)
        let shown = try #require(recorder.shown.first)
        #expect(shown.contains("help") && shown.contains("quit") && shown.components(separatedBy: "\n").count > 20)
        #expect(!collected.output.contains(shown.trimmingCharacters(in: .newlines)))
        let tallEnough = Repl(
            tutor: tutor, reader: ScriptedLineReader(["help", "quit"]), history: nil, cancellation: nil,
            pager: pager(recorder.launcher(), rows: 1000))
        #expect(tallEnough.start() == .success)
        #expect(recorder.shown.count == 1)
        #expect(collected.output.contains(shown.trimmingCharacters(in: .newlines)))
    }

    @Test("Text that fits above the prompt is printed, and no pager starts")
    func shortTextIsPrinted() throws {
        let recorder = PagerRecorder()
        let launcher = recorder.launcher()
        try #require(pager(launcher, rows: 41)).show(tall, on: collected.console)
        #expect(collected.output == tall)
        #expect(launcher.requests.isEmpty)
    }

    @Test("A pager that cannot start (no such command, or no shell) leaves the text printed as it would be without one")
    func pagerMissing() throws {
        for (ending, fails) in [(ProcessResult.Ending.exited(127), false), (.exited(126), false), (.exited(0), true)] {
            let output = CollectingConsole()
            try #require(pager(PagerRecorder().launcher(ending: ending, fails: fails))).show(tall, on: output.console)
            #expect(output.output == tall, "\(ending), fails: \(fails)")
        }
        // A pager the learner quit some other way did show the text: it is not printed again.
        try #require(pager(PagerRecorder().launcher(ending: .exited(1)))).show(tall, on: collected.console)
        #expect(collected.output.isEmpty)
    }

    @Test("Rows are counted as the terminal shows them: a line wider than it takes more than one")
    func rowsWrap() {
        #expect(Pager.rows("a\n\nb", columns: 80) == 3)
        #expect(Pager.rows(String(repeating: "x", count: 81), columns: 80) == 2)
        #expect(Pager.rows(String(repeating: "x", count: 160), columns: 80) == 2)
        // 20 lines of 100 characters fill 40 rows of a terminal 80 wide: paged.
        let wide = Array(repeating: String(repeating: "x", count: 100), count: 20).joined(separator: "\n")
        let recorder = PagerRecorder()
        let launcher = recorder.launcher()
        Pager.forTerminal(environment: [:], interactive: true, launcher: launcher, size: { (40, 80) })?.show(
            wide, on: collected.console)
        #expect(launcher.requests.count == 1)
    }
}
