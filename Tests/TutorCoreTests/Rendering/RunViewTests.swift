import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Every expected line says where it came from, on screen and in the verdict.
@Suite("Run view")
struct RunViewTests {
    var postcards: Lesson {
        LessonLoader(root: packageRoot).load().lessons.first { $0.name == "postcards" }!
    }

    /// 7.1 as this machine compiles and runs it, built by hand so the screen does not depend on
    /// a compiler.
    static func warnedRun() -> ProgramRun {
        let messages: [(Diagnostic.Severity, String)] = [
            (
                .warning,
                "immutable property will not be decoded because it is declared with an initial value which cannot be overwritten"
            ),
            (
                .note,
                "set the initial value via the initializer or explicitly define a CodingKeys enum including a 'id' case to silence this warning"
            ),
            (.note, "make the property mutable instead"),
        ]
        let diagnostics = messages.map {
            Diagnostic(
                file: "/home/learner/.cache/codable-tutor/stages/07-a-let-with-a-default/1/model.swift", line: 5,
                column: 9,
                severity: $0.0, message: $0.1)
        }
        let output = "UUID\nfalse\n"
        return ProgramRun(
            compile: CompileResult(succeeded: true, diagnostics: diagnostics, seconds: 2.5), compiledFromCache: false,
            launches: [ProcessResult(ending: .exited(0), standardOutput: Data(output.utf8))], output: output,
            errorOutput: "")
    }

    func render(_ stage: Stage, _ run: ProgramRun, width: Int) -> String {
        RunView(width: width, styler: Styler(colour: false)).render(
            stage, run: run, comparison: StageComparison.compare(stage, with: run))
    }

    @Test("A block that mixes sources tags each expected line `lesson` or `here`, and says what the tags mean")
    func mixedBlockIsTagged() throws {
        let stage = try #require(postcards.stage(StageID(step: 7, stage: 1)))
        for width in [80, 120] {
            let screen = render(stage, Self.warnedRun(), width: width)
            #expect(screen.contains("lesson warning: immutable property will not be decoded"), "\(width)")
            #expect(screen.contains("here   note: set the initial value via the initializer"), "\(width)")
            #expect(screen.contains("here   note: make the property mutable instead"), "\(width)")
            #expect(screen.contains("lesson: a line the lesson recorded."), "\(width)")
            // The place is named as the learner knows the file, once; the warning is not repeated.
            #expect(screen.contains("\n  at model.swift:5:9 (warning)\n"), "\(width)")
            #expect(!screen.contains("07-a-let-with-a-default/1/model.swift"), "\(width)")
            #expect(screen.components(separatedBy: "immutable property will not be decoded").count == 2, "\(width)")
            #expect(
                screen.contains("5 lines checked: 3 against the lesson's record, 2 against this machine's."), "\(width)"
            )
            // The output block is all the lesson's: its heading says so, and its lines carry no tag.
            #expect(screen.contains("the lesson and this machine, identical:\n= UUID\n= false"), "\(width)")
        }
    }

    @Test("A block from one source says so in its heading, and a stage recorded here says so in its verdict")
    func uniformBlocks() throws {
        let stage = try #require(postcards.stage(StageID(step: 7, stage: 2)))
        let run = ProgramRun(
            compile: CompileResult(succeeded: true, diagnostics: [], seconds: 0.4), compiledFromCache: true,
            launches: [ProcessResult(ending: .exited(0), standardOutput: Data("UUID\nfalse\n".utf8))],
            output: "UUID\nfalse\n", errorOutput: "")
        let screen = render(stage, run, width: 80)
        #expect(screen.contains("the record made here and this machine, identical:\n= UUID\n= false"))
        // Said plainly: a match with a record made here is not a match with the lesson.
        #expect(
            screen.unwrapped.contains(
                """
                ✓ Matches the record made on this machine; the lesson recorded no lines here, so this is not a match \
                with the lesson. 2 lines checked, all against this machine's record.
                """), "\(screen)")
        #expect(!screen.contains("lesson: a line the lesson recorded."))
    }

    @Test("The verdict counts lines by source, and by the kind of rule that explained them")
    func verdictSentences() {
        let view = RunView(width: 80, styler: Styler(colour: false))
        // At 80 columns the long verdict wraps at a word, its second line indented.
        let rows = [
            ComparedLine(expected: "a", actual: "a", verdict: .identical),
            ComparedLine(
                expected: "b", actual: "b2", verdict: .explained(["typeMismatch-lowercase"]), expectedFromLesson: false),
        ]
        let diagnostics = [
            ComparedLine(expected: "c", actual: "c2", verdict: .explained(["isolated-conformance-context"]))
        ]
        #expect(
            view.verdict(StageComparison(output: rows, diagnostics: diagnostics, problem: nil)) == """
                ✓ Matches the lesson and the record made here, apart from 1 platform difference
                  and 1 compiler-version difference explained above.
                  3 lines checked: 2 against the lesson's record, 1 against this machine's.
                """)
        let differing = [
            ComparedLine(expected: "a", actual: "z", verdict: .different),
            ComparedLine(expected: nil, actual: "extra", verdict: .different),
        ]
        #expect(
            view.verdict(StageComparison(output: differing, diagnostics: [], problem: nil)) == """
                ✗ Does not match the lesson: 2 lines differ.
                  1 line checked against the lesson's record.
                """)
    }
}
