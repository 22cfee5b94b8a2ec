import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The tutor ended from outside in the middle of a run: what it started ends with it.
@Suite("Faults: the tutor ends mid-run", .serialized, .timeLimit(hangLimit))
struct TutorEndsFaultTests {
    let folder = TemporaryFolder("faults-ends")

    /// A check whose program runs until stopped, with its pid once it runs.
    func startEndless(json: Bool = false, environment: [String: String] = [:]) throws -> (FaultTutor, pid_t) {
        let file = HostileModels.file(HostileModels.endless, named: "Endless.swift", in: folder)
        let tutor = try FaultTutor(
            ["check", "postcards", "6", file] + (json ? ["--json"] : []),
            environment: ["CODABLE_TUTOR_TIME_LIMIT": "600"].merging(environment) { $1 })
        let program = tutor.programPid()
        if program == nil { tutor.waitForExit(seconds: 0) }
        return (tutor, try #require(program, "the program never started: \(tutor.errors)"))
    }

    @Test(
        "TERM or HUP (the terminal closed): the tutor dies of it, and its program is gone a second later",
        arguments: [SIGTERM, SIGHUP])
    func terminated(signal: Int32) throws {
        let (tutor, program) = try startEndless()
        defer { tutor.cleanUp() }
        kill(tutor.pid, signal)
        #expect(tutor.waitForExit(seconds: 10))
        #expect(tutor.diedOfSignal && tutor.status == signal)
        #expect(Processes.waitUntilGone(program, seconds: 1), "the program outlived the tutor")
        #expect(tutor.runningDescendants.isEmpty, "something the tutor started outlived it")
    }

    @Test("Ctrl-C at a prompt on a pipe ends the tutor, and the compiles it had started ahead end with it")
    func interruptedWhileCompilingAhead() throws {
        // A home of its own, so that opening a lesson really starts compiles in the background.
        let home = TemporaryFolder("faults-ends-home")
        let tutor = try FaultTutor([], home: home.url)
        tutor.type("open postcards\n", keepOpen: true)
        var compiling: [pid_t] = []
        for _ in 0..<600 where compiling.isEmpty {
            compiling = tutor.runningDescendants
            Thread.sleep(forTimeInterval: 0.05)
        }
        defer { Processes.killLeftovers(compiling, marker: tutor.scratch.url.path) }
        #expect(!compiling.isEmpty, "no compile was started ahead")
        kill(tutor.pid, SIGINT)
        #expect(tutor.waitForExit(seconds: 10))
        #expect(tutor.diedOfSignal && tutor.status == SIGINT)
        Thread.sleep(forTimeInterval: 1)
        #expect(tutor.runningDescendants.isEmpty, "a compile outlived the tutor")
    }

    #if os(Linux)
    @Test("KILL: the tutor cannot clean up, and its program dies with it all the same")
    func killed() throws {
        let (tutor, program) = try startEndless()
        defer { tutor.cleanUp() }
        kill(tutor.pid, SIGKILL)
        #expect(tutor.waitForExit(seconds: 10))
        #expect(Processes.waitUntilGone(program, seconds: 1), "the program outlived the tutor")
        #expect(tutor.runningDescendants.isEmpty)
    }
    #endif

    @Test("A crash of the tutor itself: check --json still answers JSON, and the program is killed")
    func crashed() throws {
        // The runtime's backtracer is left out: it treats a SIGSEGV sent from outside as a
        // report to print and carries on, where a real fault ends the process.
        let (tutor, program) = try startEndless(json: true, environment: ["SWIFT_BACKTRACE": "enable=no"])
        defer { tutor.cleanUp() }
        kill(tutor.pid, SIGSEGV)
        #expect(tutor.waitForExit(seconds: 10))
        #expect(tutor.diedOfSignal)
        let verdict = try JSONSerialization.jsonObject(with: Data(tutor.output.utf8)) as? [String: Any]
        #expect(verdict?["status"] as? String == "error")
        #expect(Processes.waitUntilGone(program, seconds: 1), "the program outlived the tutor")
    }

    #if DEBUG
    @Test(
        "A stack overflow in the tutor itself (runaway recursion): check --json still answers JSON, and the program is killed"
    )
    func overflowed() throws {
        // The debug build's fault hook makes the main thread recurse without end on SIGUSR1,
        // mid-run; only a handler on an alternate stack can still do anything then.
        let (tutor, program) = try startEndless(
            json: true,
            environment: ["SWIFT_BACKTRACE": "enable=no", "CODABLE_TUTOR_TEST_OVERFLOW_ON_USR1": "1"])
        defer { tutor.cleanUp() }
        kill(tutor.pid, SIGUSR1)
        #expect(tutor.waitForExit(seconds: 30))
        #expect(tutor.diedOfSignal && tutor.status == SIGSEGV, "status \(tutor.status)")
        let verdict = try JSONSerialization.jsonObject(with: Data(tutor.output.utf8)) as? [String: Any]
        #expect(verdict?["status"] as? String == "error", "standard output: \(tutor.output)")
        #expect(Processes.waitUntilGone(program, seconds: 1), "the program outlived the tutor")
    }
    #endif

    @Test(
        "Ctrl-Z stops the program with the tutor; after fg its stopped time has not used up its limit",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")))
    func suspended() throws {
        let file = HostileModels.file(HostileModels.endless, named: "Endless.swift", in: folder)
        let scratch = TemporaryFolder("faults-tstp")
        let session = "ct-faults-\(UUID().uuidString.prefix(8))"
        let tmux = TmuxSession(name: session)
        defer {
            tmux.kill()
            Processes.killLeftovers(Processes.running(withMarker: scratch.url.path), marker: scratch.url.path)
        }
        try tmux.start()
        // The program notes its pid in the one folder of the test's its sandbox lets it write.
        let command =
            "CODABLE_TUTOR_HOME='\(TutorBinary.sharedHome.url.path)' TMPDIR='\(scratch.url.path)' "
            + "CODABLE_TUTOR_TEST_OUTLET='\(scratch.url.path)' CODABLE_TUTOR_TIME_LIMIT=3 "
            + "'\(TutorBinary.path)' check postcards 6 '\(file)'"
        tmux.type(command)
        let pidFile = scratch.url.appendingPathComponent("program.pid").path
        var program: pid_t?
        for _ in 0..<1800 where program == nil {
            program = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap {
                pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            .map { Processes.outerPid(of: $0, marker: scratch.url.path) }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let pid = try #require(program, "the program never started")
        tmux.keys("C-z")
        var stopped = false
        for _ in 0..<100 where !stopped {
            stopped = Processes.state(pid) == "T"
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(stopped, "the program ran on while the tutor was stopped")
        // Longer than the whole limit: if the stopped time counted, fg would find it spent.
        Thread.sleep(forTimeInterval: 4)
        #expect(Processes.state(pid) == "T")
        tmux.type("fg")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(Processes.isRunning(pid) && Processes.state(pid) != "T", "the program did not go on after fg")
        // The limit is met in running time: about three seconds in all, the stop left out.
        var ended = false
        for _ in 0..<400 where !ended {
            ended = tmux.screen().contains("Next: fix what stopped")
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(ended, "\(tmux.screen())")
        #expect(tmux.screen().contains("The program was still running after 3 seconds and was stopped"))
        #expect(Processes.waitUntilGone(pid))
    }
}
