import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("watch")
struct WatchTests {
    let folder = TemporaryFolder("watch")
    let collected = CollectingConsole()

    @Test("Every save is checked again, until the watch is cancelled")
    func rechecksOnSave() throws {
        let tutor = makeFakeTutor(in: folder, console: collected, output: "Hello from run()\n")
        let lesson = tutor.lessons[0]
        let stage = try #require(lesson.stage(StageID(step: 0, stage: 1)))
        let file = folder.write("struct A {}\n", to: "Mine.swift")
        let cancellation = try #require(Cancellation())
        let collected = collected
        // Each save waits for the check of the one before, however slow a loaded machine
        // makes it: two saves in one check would be one "saved at", not two.
        @Sendable func checks() -> Int {
            collected.output.components(separatedBy: "✓ Your model does what the lesson's does.").count - 1
        }
        @Sendable func waitFor(_ count: Int) {
            let deadline = Date().addingTimeInterval(120)
            while checks() < count, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        }
        DispatchQueue.global().async {
            waitFor(1)
            // Written whole (a rename), as an editor saves: a write cut in two by a busy
            // machine would be two saves, the first of an empty file.
            try? Data("struct B {}\n".utf8).write(to: file, options: .atomic)
            waitFor(2)
            try? Data("struct C { var x = 1 }\n".utf8).write(to: file, options: .atomic)
            waitFor(3)
            cancellation.trigger()
        }
        let status = try WatchCommand(lesson: lesson, stage: stage, file: file.path, pollInterval: 0.05).watch(
            stage, with: makeSession(tutor).checker, cancellation: cancellation, input: nil)
        #expect(status == .success)
        #expect(collected.output.components(separatedBy: "── saved at").count - 1 == 2)
        #expect(collected.output.hasSuffix("Stopped watching."))
        #expect(collected.output.components(separatedBy: "✓ Your model does what the lesson's does.").count - 1 == 3)
    }

    @Test("The end of input ends the watch: a piped script never hangs in it")
    func endOfInput() throws {
        let tutor = makeFakeTutor(in: folder, console: collected, output: "Hello from run()\n")
        let lesson = tutor.lessons[0]
        let stage = try #require(lesson.stage(StageID(step: 0, stage: 1)))
        let file = folder.write("struct A {}\n", to: "Mine.swift")
        let cancellation = try #require(Cancellation())
        let status = try WatchCommand(lesson: lesson, stage: stage, file: file.path, pollInterval: 0.05).watch(
            stage, with: makeSession(tutor).checker, cancellation: cancellation, input: ScriptedLineReader([]))
        #expect(status == .success)
        #expect(collected.output.hasSuffix("Stopped watching."))
    }

    @Test("A typed quit ends the watch; another line says how to stop")
    func typedQuit() throws {
        let tutor = makeFakeTutor(in: folder, console: collected, output: "Hello from run()\n")
        let lesson = tutor.lessons[0]
        let stage = try #require(lesson.stage(StageID(step: 0, stage: 1)))
        let file = folder.write("struct A {}\n", to: "Mine.swift")
        let cancellation = try #require(Cancellation())
        let input = ScriptedLineReader(["next", "quit", "lessons"])
        _ = try WatchCommand(lesson: lesson, stage: stage, file: file.path, pollInterval: 0.05).watch(
            stage, with: makeSession(tutor).checker, cancellation: cancellation, input: input)
        #expect(collected.output.contains("Still watching: type `quit` to stop, then `next` again."))
        #expect(collected.output.hasSuffix("Stopped watching."))
        #expect(input.readLine(prompt: "") == .line("lessons"))
    }
}
