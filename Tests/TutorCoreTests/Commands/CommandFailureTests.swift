import Foundation
import TestSupport
import Testing
@testable import TutorCore

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

    /// Files whose commands still print a message mid-report (a stage that failed while
    /// others ran, a save that cannot be checked while watching, a probe's compiler
    /// messages). The list may only shrink: a file cleaned up must leave it.
    static let stillPrinting: Set<String> = [
        "Verbs/EdgeCommand.swift", "Verbs/WatchCommand.swift", "Verbs/RunCommand.swift", "Verbs/ProbeCommand.swift",
    ]

    @Test("No command prints a failure itself: only the registry renders one (and the tutor its start-up warnings)")
    func noCommandComplains() throws {
        let commands = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/TutorCore/Commands")
        let files = try #require(FileManager.default.enumerator(atPath: commands.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 40, "the folder was found: \(files.count) files")
        // Console defines `complain`; the tutor says its start-up warnings, which stop no command.
        let allowed: Set<String> = ["CommandRegistry.swift", "Tutor.swift", "Console.swift"]
        var printing: Set<String> = []
        for file in files {
            let text = try String(contentsOf: commands.appendingPathComponent(file), encoding: .utf8)
            if text.contains("complain(") { printing.insert(file) }
        }
        #expect(printing.subtracting(allowed).subtracting(Self.stillPrinting).isEmpty, "\(printing.subtracting(allowed).subtracting(Self.stillPrinting).sorted())")
        #expect(Self.stillPrinting.isSubset(of: printing), "cleaned up, so off the list: \(Self.stillPrinting.subtracting(printing).sorted())")
    }
}
