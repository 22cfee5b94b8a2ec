import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Learners' programs that fight the limits: each ends in a sentence, in bounded time, and
/// leaves no process behind.
@Suite("Faults: programs that misbehave", .serialized, .timeLimit(hangLimit))
struct ProgramFaultTests {
    let folder = TemporaryFolder("faults-programs")

    func check(_ source: String, name: String, environment: [String: String]) throws -> FaultTutor {
        let file = HostileModels.file(source, named: name, in: folder)
        let (tutor, finished) = try FaultTutor.run(["check", "postcards", "6", file], environment: environment)
        #expect(finished, "the tutor did not end")
        return tutor
    }

    @Test(
        "A program that closes its output and runs on is stopped at the time limit",
        arguments: [
            ("Closed.swift", HostileModels.closedOutput), ("DevNull.swift", HostileModels.devNull),
        ])
    func silentLoop(name: String, source: String) throws {
        let tutor = try check(source, name: name, environment: ["CODABLE_TUTOR_TIME_LIMIT": "2"])
        defer { tutor.cleanUp() }
        #expect(tutor.status == 1)
        #expect(
            tutor.output.unwrapped.contains("The program was still running after 2 seconds and was stopped"),
            "\(tutor.output)")
        let program = try #require(tutor.programPid(seconds: 0))
        #expect(Processes.waitUntilGone(program), "the program outlived its run")
        #expect(tutor.runningDescendants.isEmpty)
    }

    @Test("Ctrl-C stops a program that closed its output")
    func interruptClosedOutput() throws {
        let file = HostileModels.file(HostileModels.closedOutput, named: "Closed.swift", in: folder)
        let tutor = try FaultTutor(["check", "postcards", "6", file], environment: ["CODABLE_TUTOR_TIME_LIMIT": "600"])
        defer { tutor.cleanUp() }
        let program = try #require(tutor.programPid())
        kill(tutor.pid, SIGINT)
        #expect(tutor.waitForExit(seconds: 20), "Ctrl-C did not end the run")
        #expect(tutor.status == 1)
        #expect(tutor.errors.contains("Stopped: Ctrl-C ended the compile or the program"))
        #expect(Processes.waitUntilGone(program))
    }

    @Test(
        "Children that leave the process group with setsid() do not outlive the run, while the tutor goes on",
        arguments: ["on", "off"])
    func setsidChildren(containment: String) throws {
        let file = HostileModels.file(HostileModels.setsidChildren, named: "Setsid.swift", in: folder)
        // At the prompt, so that what is proved is the end of the run, not the end of the tutor.
        let tutor = try FaultTutor(
            [], environment: ["CODABLE_TUTOR_TIME_LIMIT": "10", "CODABLE_TUTOR_CONTAINMENT": containment])
        defer { tutor.cleanUp(["marked.pid", "unmarked.pid", "program.pid"]) }
        tutor.type("check postcards 6 \(file)\n", keepOpen: true)
        var finished = false
        for _ in 0..<1800 where !finished {
            finished = tutor.output.contains("Next: read what the decoder says above")
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(finished, "the check did not finish: \(tutor.errors)")
        let marked = try #require(tutor.programPid("marked.pid", seconds: 0))
        let unmarked = try #require(tutor.programPid("unmarked.pid", seconds: 0))
        #expect(Processes.waitUntilGone(marked), "the setsid child that kept the environment lived on")
        #expect(Processes.waitUntilGone(unmarked), "the setsid child with an empty environment lived on")
        #expect(tutor.process.isRunning)
        tutor.type("quit\n")
        #expect(tutor.waitForExit(seconds: 20))
        #expect(tutor.runningDescendants.isEmpty)
    }

    @Test("A program that takes memory without end is stopped with a sentence that says so")
    func memoryHog() throws {
        let tutor = try check(
            HostileModels.memoryHog, name: "Hog.swift",
            environment: ["CODABLE_TUTOR_MEMORY_LIMIT": "256M", "CODABLE_TUTOR_TIME_LIMIT": "30"])
        defer { tutor.cleanUp() }
        #expect(tutor.status == 1)
        #expect(tutor.output.unwrapped.contains("The program ran out of memory: it may use 256 MB"), "\(tutor.output)")
        #expect(Processes.waitUntilGone(try #require(tutor.programPid(seconds: 0))))
    }

    @Test("A crash that printed nothing does not point at output above")
    func silentCrash() throws {
        let tutor = try check(HostileModels.silentCrash, name: "Crash.swift", environment: [:])
        #expect(tutor.status == 1)
        #expect(
            tutor.output.unwrapped.contains(
                "The program crashed (SIGSEGV: a bad memory access, often endless recursion) before printing anything."),
            "\(tutor.output)")
        #expect(!tutor.output.contains("shown above"))
    }
}
