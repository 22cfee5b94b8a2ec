import Foundation
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Where each expected line came from, carried from the stage through the comparison.
@Suite("Stage comparison")
struct StageComparisonTests {
    /// A stage with these recorded messages and output, outside any lesson folder.
    func stage(diagnostics: [String], output: String?, provenance: Provenance = .lesson) -> Stage {
        let file = URL(fileURLWithPath: "/nonexistent/run.swift")
        return Stage(
            id: StageID(step: 7, stage: 1), title: "t", lead: "", afterword: "", modelFiles: [], ownModelNames: [],
            runFile: file, ownsRun: true, document: nil, launches: 1, expectedOutput: output, provenance: provenance,
            expectedDiagnostics: diagnostics.compactMap(ExpectedDiagnostic.init(line:)), compilerFlags: [])
    }

    func run(messages: [String], output: String, compiled: Bool = true) -> ProgramRun {
        let diagnostics = messages.map { line -> Diagnostic in
            let parts = line.split(separator: ":", maxSplits: 1).map(String.init)
            return Diagnostic(
                file: "/tmp/model.swift", line: 5, column: 9, severity: Diagnostic.Severity(rawValue: parts[0])!,
                message: String(parts[1].dropFirst()))
        }
        return ProgramRun(
            compile: CompileResult(succeeded: compiled, diagnostics: diagnostics, seconds: 0.5),
            compiledFromCache: false,
            launches: [ProcessResult(ending: .exited(0), standardOutput: Data(output.utf8))], output: output,
            errorOutput: "")
    }

    @Test(
        "A stage recorded as ending in a crash passes only on a crash of the program's own, after the recorded output")
    func recordedCrash() {
        var crashing = stage(diagnostics: [], output: "try? gave: nil\n", provenance: .hereFrom(line: 1))
        crashing.endsInCrash = true
        func ended(_ result: ProcessResult) -> ProgramRun {
            var run = run(messages: [], output: "try? gave: nil\n")
            run.launches = [result]
            return run
        }
        let trapped = StageComparison.compare(crashing, with: ended(ProcessResult(ending: .signalled(SIGILL))))
        #expect(trapped.matches && trapped.problem == nil)
        #expect(trapped.expectedEnding?.hasPrefix("The program crashed (SIGILL: a Swift runtime trap") == true)

        let normal = StageComparison.compare(crashing, with: ended(ProcessResult(ending: .exited(0))))
        #expect(!normal.matches && normal.problem == "The program ended normally, but the stage records a crash.")
        // The tutor's own limits are no crash of the program's.
        let stopped = StageComparison.compare(
            crashing, with: ended(ProcessResult(ending: .signalled(SIGKILL), timedOut: true)))
        #expect(!stopped.matches && stopped.expectedEnding == nil)
        // The output before the crash is still compared.
        var other = ended(ProcessResult(ending: .signalled(SIGILL)))
        other.output = "volume 14\n"
        #expect(!StageComparison.compare(crashing, with: other).matches)
        // And a stage that records no crash still fails on one.
        crashing.endsInCrash = false
        #expect(!StageComparison.compare(crashing, with: ended(ProcessResult(ending: .signalled(SIGILL)))).matches)
    }

    @Test("A message marked `here:` stays marked through the comparison, whatever order the compiler used")
    func diagnosticsCarryProvenance() {
        let stage = stage(diagnostics: ["warning: w", "here: note: a", "here: note: b"], output: "UUID\nfalse\n")
        let comparison = StageComparison.compare(
            stage, with: run(messages: ["note: b", "warning: w", "note: a"], output: "UUID\nfalse\n"))
        #expect(comparison.matches)
        #expect(comparison.diagnostics.map(\.expected) == ["warning: w", "note: a", "note: b"])
        #expect(comparison.diagnostics.map(\.expectedFromLesson) == [true, false, false])
        #expect(comparison.output.map(\.expectedFromLesson) == [true, true])
        #expect(comparison.checkedLines == (lesson: 3, here: 2))
    }

    @Test("Output recorded here from a line on counts as this machine's from that line")
    func outputProvenance() {
        let stage = stage(diagnostics: [], output: "a\nb\nc\n", provenance: .hereFrom(line: 2))
        let comparison = StageComparison.compare(stage, with: run(messages: [], output: "a\nb\nc\n"))
        #expect(comparison.output.map(\.expectedFromLesson) == [true, false, false])
        #expect(comparison.checkedLines == (lesson: 1, here: 2))
    }

    @Test("A message nobody recorded is a difference, and is counted as neither source")
    func unrecordedMessage() {
        let stage = stage(diagnostics: ["here: note: a"], output: "x\n")
        let comparison = StageComparison.compare(
            stage, with: run(messages: ["note: a", "warning: new"], output: "x\n"))
        #expect(!comparison.matches)
        #expect(comparison.diagnostics.last == ComparedLine(expected: nil, actual: "warning: new", verdict: .different))
        #expect(comparison.checkedLines == (lesson: 1, here: 1))
    }

    @Test(
        "Diagnostics left out of the verdict give no rows; the output still decides, and a must-not-compile stage still must not"
    )
    func diagnosticsIgnored() {
        let stage = stage(diagnostics: ["warning: recorded"], output: "x\n")
        let warned = run(messages: ["warning: the learner's own"], output: "x\n")
        #expect(!StageComparison.compare(stage, with: warned).matches)
        let ignored = StageComparison.compare(stage, with: warned, diagnostics: .ignored)
        #expect(ignored.matches && ignored.diagnostics.isEmpty)
        #expect(!StageComparison.compare(stage, with: run(messages: [], output: "y\n"), diagnostics: .ignored).matches)
        let refusing = self.stage(diagnostics: ["error: no"], output: "")
        let compiled = StageComparison.compare(refusing, with: run(messages: [], output: ""), diagnostics: .ignored)
        #expect(compiled.problem == "The stage compiled, but the lesson expects the compiler to refuse it.")
    }

    @Test("An exact match wins over a rule, so a rule never takes a line another names exactly")
    func exactBeforeRules() throws {
        let lessonLine =
            "error: main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in @concurrent context"
        let hereLine =
            "error: main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in nonisolated context [#IsolatedConformances]"
        let expected = [lessonLine, "here: " + hereLine].compactMap(ExpectedDiagnostic.init(line:))
        let actual = [hereLine].compactMap(ExpectedDiagnostic.init(line:))
        let rows = StageComparison.compareDiagnostics(expected: expected, actual: actual)
        // The second recorded line names the real one exactly, so it takes it; the first has nothing left.
        #expect(rows.map(\.verdict) == [.different, .identical])
    }

    @Test("A platform rule explains only what a program prints; a compiler-version rule only what the compiler says")
    func rulesStayOnTheirOwnLines() {
        let apple = "DecodingError.typeMismatch: Expected value of type Int."
        let linux = "DecodingError.typeMismatch: expected value of type Int."
        let lessonCompiler =
            "main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in @concurrent context"
        let thisCompiler =
            "main actor-isolated conformance of 'Postcard' to 'Decodable' cannot be used in nonisolated context [#IsolatedConformances]"
        // Each in its own place: explained.
        let right = StageComparison.compare(
            stage(diagnostics: ["warning: " + lessonCompiler], output: apple + "\n"),
            with: run(messages: ["warning: " + thisCompiler], output: linux + "\n"))
        #expect(right.matches)
        #expect(right.rulesUsed == ["typeMismatch-lowercase", "isolated-conformance-context"])
        // Swapped: a compiler message that reads like a printed error, and printed text that
        // reads like a compiler message, are differences.
        let swapped = StageComparison.compare(
            stage(diagnostics: ["warning: " + apple], output: lessonCompiler + "\n"),
            with: run(messages: ["warning: " + linux], output: thisCompiler + "\n"))
        #expect(!swapped.matches)
        #expect(swapped.rulesUsed.isEmpty)
    }
}
