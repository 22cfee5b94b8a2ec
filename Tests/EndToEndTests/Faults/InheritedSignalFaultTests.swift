import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The tutor started with signals set by whoever started it: what it must put right (SIGCHLD
/// ignored would cost it every child's status) and what it must leave as it found it (a
/// signal ignored on purpose, as `nohup` ignores SIGHUP).
@Suite("Faults: signals inherited from the parent", .serialized)
struct InheritedSignalFaultTests {
    let folder = TemporaryFolder("faults-inherited")

    /// Whether this `env` can start a program with a signal ignored (GNU coreutils 8.31 on).
    static let envIgnoresSignals: Bool = {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["--ignore-signal=CHLD", "true"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    @Test(
        "Started with SIGCHLD ignored, runs still learn how their programs ended: the stage matches",
        .enabled(if: envIgnoresSignals))
    func childSignalIgnored() throws {
        let result = try LiveTutor.run(
            ["run", "postcards", "1", "--json"], home: TutorBinary.sharedHome.url,
            prefix: ["/usr/bin/env", "--ignore-signal=CHLD"])
        let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let stage = (object?["stages"] as? [[String: Any]])?.first
        #expect(stage?["status"] as? String == "match", "\(result.output)\(result.errors)")
        #expect(!result.output.contains("SIGKILL"))
        #expect(result.status == 0)
    }

    @Test("Started with SIGHUP ignored (nohup), HUP does not end the tutor; TERM still ends it and its program")
    func hangupIgnored() throws {
        try expectIgnored(SIGHUP, called: "HUP", prefix: ["/usr/bin/nohup"]) { tutor in
            #expect(tutor.diedOfSignal && tutor.status == SIGTERM)
        }
    }

    @Test(
        "Started with SIGINT ignored (cmd & without job control), INT neither ends the tutor nor stops the run",
        .enabled(if: envIgnoresSignals))
    func interruptIgnored() throws {
        try expectIgnored(SIGINT, called: "INT", prefix: ["/usr/bin/env", "--ignore-signal=INT"])
    }

    /// Starts the tutor under `prefix` (which has it ignore `signal`) on an endless program,
    /// and sends it `signal`: the tutor and its program must go on. Then TERM must end the
    /// tutor and, within a second, its program; `ended` checks the tutor further.
    private func expectIgnored(
        _ signal: Int32, called name: String, prefix: [String], ended: (FaultTutor) -> Void = { _ in }
    ) throws {
        let file = HostileModels.file(HostileModels.endless, named: "Endless.swift", in: folder)
        let tutor = try FaultTutor(
            ["check", "postcards", "6", file], environment: ["CODABLE_TUTOR_TIME_LIMIT": "600"], prefix: prefix)
        defer { tutor.cleanUp() }
        let program = try #require(tutor.programPid(), "the program never started: \(tutor.errors)")
        kill(tutor.pid, signal)
        Thread.sleep(forTimeInterval: 1)
        #expect(tutor.process.isRunning, "\(name) ended a tutor that was started with it ignored")
        #expect(Processes.isRunning(program), "\(name) stopped the run of a tutor that was started with it ignored")
        kill(tutor.pid, SIGTERM)
        #expect(tutor.waitForExit(seconds: 10))
        ended(tutor)
        #expect(Processes.waitUntilGone(program, seconds: 1), "the program outlived the tutor")
    }
}
