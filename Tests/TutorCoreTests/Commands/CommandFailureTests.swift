import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// One failure type, rendered once by the registry with the status of its kind.
@Suite("Command failure")
struct CommandFailureTests {
    let folder = TemporaryFolder("command-failure")
    let collected = CollectingConsole()

    @Test("Statuses by kind: typed wrong is 2, not done is 1")
    func statusesByKind() {
        #expect(CommandFailure("Type it so.").exitStatus == .usage)
        #expect(CommandFailure.notDone("The folder is in the way.").exitStatus == .failed)
        #expect(CommandFailure.notDone("No editor.", hint: "Set EDITOR.").text == "No editor.\nSet EDITOR.")
    }

    @Test("On a terminal a failure is wrapped at word boundaries, line by line; a hint kept as written is not")
    func wrappedForATerminal() {
        let usage =
            "Type it as `probe <file.swift> <Type> [<document.json>] [--lesson <lesson>] [--dates iso8601|secondsSince1970|deferred] [--snake-case] [--json]`; see `help probe`."
        let failure = CommandFailure("`probe` needs more words.", hint: usage)
        let lines = failure.text(width: 80).components(separatedBy: "\n")
        #expect(lines.count > 2 && lines.allSatisfy { $0.count <= 80 }, "\(lines)")
        #expect(lines.joined(separator: " ") == failure.text.replacingOccurrences(of: "\n", with: " "))
        var verbatim = CommandFailure.notDone(
            "Your model did not compile.", hint: "\n" + String(repeating: "x ", count: 60))
        verbatim.hintAsWritten = true
        #expect(verbatim.text(width: 40) == verbatim.text)
    }

    @Test("A refusal is told once, on standard error, as sentences; with check --json it is JSON on standard output")
    func renderedOnce() {
        let tutor = makeFakeTutor(in: folder, console: collected)
        let repl = Repl(tutor: tutor, reader: ScriptedLineReader([]), history: nil, cancellation: nil)
        #expect(CommandRegistry.perform(line: "check postcards 5 'open", in: repl.session) == .usage)
        #expect(collected.errors.components(separatedBy: "is never closed.").count == 2, "\(collected.errors)")
        #expect(collected.output.isEmpty)
        #expect(CommandRegistry.perform(line: "check --json postcards 5 'open", in: repl.session) == .usage)
        #expect(collected.output.contains("is never closed."), "\(collected.output)")
        #expect(collected.output.hasPrefix("{"), "JSON on standard output: \(collected.output)")
    }

    @Test("No command prints a failure itself: only the registry renders one (and the tutor its start-up warnings)")
    func noCommandComplains() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/TutorCLI")
        // The commands, and what they share to check a model and an exercise.
        var files: [String] = []
        for folder in ["Commands", "Exercises", "Checking"] {
            let found = try #require(
                FileManager.default.enumerator(atPath: sources.appendingPathComponent(folder).path))
            files += found.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }
        }
        #expect(files.count > 80, "the folders were found: \(files.count) files")
        // Console defines `complain`; the tutor says its start-up warnings, which stop no command.
        let allowed: Set<String> = ["Commands/CommandRegistry.swift", "Commands/Tutor.swift", "Commands/Console.swift"]
        var printing: Set<String> = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            if text.contains("complain(") { printing.insert(file) }
        }
        #expect(printing.subtracting(allowed).isEmpty, "\(printing.subtracting(allowed).sorted())")
    }
}
