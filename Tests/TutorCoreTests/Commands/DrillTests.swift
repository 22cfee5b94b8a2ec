import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// A steady clock a test moves by hand.
private final class HandClock: Sendable {
    private let now = Mutex(1000.0)
    func read() -> Double { now.withLock { $0 } }
    func advance(_ seconds: Double) { now.withLock { $0 += seconds } }
}

/// The text a file held when the scripted editor first opened it.
private final class FirstSeen: Sendable {
    let text = Mutex<String?>(nil)
}

@Suite("drill")
struct DrillTests {
    let folder = TemporaryFolder("drill")
    let collected = CollectingConsole()

    @Test("The timer counts whole seconds of its own clock and says them as a learner reads them")
    func timerWords() {
        let clock = HandClock()
        let timer = DrillTimer(started: Date(), clock: clock.read)
        #expect(timer.seconds == 0 && timer.shown == "⏱ 0 s")
        clock.advance(11.9)
        #expect(timer.seconds == 11 && timer.shown == "⏱ 11 s")
        clock.advance(240.1)
        #expect(timer.seconds == 252 && timer.shown == "⏱ 4 min 12 s")
        #expect(DrillTimer.words(240) == "4 min")
        #expect(DrillTimer.words(3600) == "1 h")
        #expect(DrillTimer.words(3 * 3600 + 3 * 60 + 7) == "3 h 3 min")
        #expect(DrillTimer.words(-5) == "0 s")
    }

    /// A tutor over the real lessons whose fake programs print `output`, and whose "editor"
    /// writes `answer` into the file it is given while the hand clock moves on `took` seconds.
    fileprivate func tutor(printing output: String, clock: HandClock, took: Double, blank: FirstSeen? = nil) -> Tutor {
        let home = TutorHome(
            state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        let programs = FakeLauncher.compilerAndProgram(output: output)
        let launcher = FakeLauncher { request throws(LaunchError) in
            if request.arguments.count > 3, request.arguments[0] == "-c", request.arguments[2] == "editor" {
                let file = URL(fileURLWithPath: request.arguments[3])
                blank?.text.withLock { $0 = $0 ?? (try? String(contentsOf: file, encoding: .utf8)) }
                try? Data(
                    "struct Postcard: Codable {\n    var to: String\n    var sent: String\n    var message: String?\n}\n"
                        .utf8
                )
                .write(to: file)
                clock.advance(took)
                return ProcessResult(ending: .exited(0))
            }
            return try programs.run(request)
        }
        var environment = testEnvironment
        environment["EDITOR"] = "scripted-editor"
        return Tutor(
            contentRoot: packageRoot, home: home, environment: environment,
            compiler: SwiftCompiler(
                executable: "/bin/sh", launcher: launcher, moduleCache: home.modules, environment: environment),
            launcher: launcher, console: collected.console, styler: Styler(colour: false), width: 80)
    }

    @Test("A passed drill keeps the time on its clock in progress, and the step list shows it")
    func passedDrillIsTimed() throws {
        let clock = HandClock()
        let probe = makeFakeTutor(in: TemporaryFolder("drill-probe"), console: CollectingConsole())
        let lesson = try #require(probe.lessons.first { $0.name == "postcards" })
        let step = try #require(lesson.step(5))
        let expected = try #require(step.checkStage?.expectedOutput)
        let blank = FirstSeen()
        let tutor = tutor(printing: expected, clock: clock, took: 252, blank: blank)
        let session = makeSession(tutor)
        let drill = DrillCommand(lesson: lesson, step: step, clock: clock.read)
        #expect(carryOut(drill, in: session) == .success)
        let attempts = tutor.progress.lesson("postcards").drills(of: 5)
        #expect(attempts.count == 1)
        #expect(attempts.first?.seconds == 252 && attempts.first?.passed == true)
        // Written from nothing, it does the exercise: the step is done.
        #expect(lesson.state(of: step, in: tutor.progress.lesson("postcards")) == .done)
        #expect(collected.output.contains("⏱ 4 min 12 s"))
        #expect(collected.output.contains("✓ Drill passed in 4 min 12 s"))
        // The blank file: no model from step 4, the output wanted on top.
        let sheet = blank.text.withLock { $0 } ?? ""
        #expect(sheet.contains("//   Dad · (no message)"))
        #expect(sheet.hasSuffix("\n\nimport Foundation\n\n") && !sheet.contains("var sent: String"))
        #expect(CommandRegistry.perform(["lessons", "postcards"], in: session) == .success)
        let row = collected.output.components(separatedBy: "\n").first { $0.contains(" 5  optionals ") }
        #expect(row?.hasSuffix("· drilled in 4 min 12 s") == true, "\(row ?? collected.output)")
    }

    @Test("A drill stopped at its prompt is kept as not passed, with its time; hint waits until it ends")
    func stoppedDrill() throws {
        let clock = HandClock()
        let tutor = tutor(printing: "not what the lesson prints\n", clock: clock, took: 75)
        let lesson = try #require(tutor.lessons.first { $0.name == "postcards" })
        let step = try #require(lesson.step(5))
        let session = makeSession(tutor, reader: ScriptedLineReader(["hint", "solution", "quit"]))
        #expect(carryOut(DrillCommand(lesson: lesson, step: step, clock: clock.read), in: session) == .differs)
        let attempt = try #require(tutor.progress.lesson("postcards").drills(of: 5).last)
        #expect(attempt.seconds == 75 && !attempt.passed)
        #expect(collected.errors.contains("No hints during a drill"))
        #expect(collected.errors.contains("The solution is locked until the drill ends."))
        #expect(collected.output.contains("ended after 1 min 15 s, not passed"))
        // The exercise's own record is left as it was: no failed check counted against it.
        #expect(tutor.progress.lesson("postcards").exercise(5).failedChecks == 0)
        #expect(CommandRegistry.perform(["lessons", "postcards"], in: session) == .success)
        let row = collected.output.components(separatedBy: "\n").first { $0.contains(" 5  optionals ") }
        #expect(row?.hasSuffix("· drill not passed yet") == true, "\(row ?? collected.output)")
        // Ended, it locks nothing; under way (another tutor's), it does.
        #expect(carryOut(HintCommand(lesson: lesson, step: step), in: session) == .success)
        tutor.book.recordDrill(DrillAttempt(started: Date()), step: 5, in: "postcards")
        #expect(carryOut(HintCommand(lesson: lesson, step: step), in: session) == .failed)
        #expect(carryOut(SolutionCommand(lesson: lesson, step: step), in: session) == .failed)
    }

    @Test("Two tutors' drills are merged: one attempt per start, the ended one winning")
    func mergedDrills() {
        let start = Date(timeIntervalSince1970: 1_000)
        let other = Date(timeIntervalSince1970: 2_000)
        let theirs = ["5": [DrillAttempt(started: start)]]
        let mine = ["5": [DrillAttempt(started: start, seconds: 30, passed: true), DrillAttempt(started: other)]]
        let merged = Progress.LessonProgress.mergedDrills(theirs, mine)
        #expect(merged["5"] == [DrillAttempt(started: start, seconds: 30, passed: true), DrillAttempt(started: other)])
        // An attempt still under way here does not undo another tutor's end of it.
        #expect(Progress.LessonProgress.mergedDrills(mine, theirs)["5"]?.first?.seconds == 30)
    }
}
