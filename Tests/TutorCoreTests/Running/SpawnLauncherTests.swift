import Foundation
import Testing
@testable import TutorCore

/// Real processes, through /bin/sh: the limits and the clean-up the runner promises.
@Suite("Process launcher")
struct SpawnLauncherTests {
    let launcher = SpawnLauncher()

    func shell(_ script: String, seconds: Double? = 5, cap: Int = 1 << 20, cancellation: Cancellation? = nil) throws -> ProcessResult {
        try launcher.run(ProcessRequest(executable: "/bin/sh", arguments: ["-c", script], timeLimit: seconds, outputCap: cap,
            cancellation: cancellation))
    }

    @Test("Output and exit status come back")
    func plain() throws {
        let result = try shell("echo out; echo err >&2; exit 3")
        #expect(result.outputText == "out\n")
        #expect(result.errorText == "err\n")
        #expect(result.ending == .exited(3))
    }

    @Test("Standard input is closed: a program that reads gets nothing at once")
    func stdinClosed() throws {
        let result = try shell("cat; echo done")
        #expect(result.outputText == "done\n")
        #expect(result.seconds < 2)
    }

    @Test("An endless program is stopped at the time limit, with its children")
    func timeLimit() throws {
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("ct-orphan-\(UUID().uuidString)").path
        let result = try shell("(sleep 2; touch \(marker)) & while :; do :; done", seconds: 0.5)
        #expect(result.timedOut)
        #expect(result.seconds < 2)
        Thread.sleep(forTimeInterval: 2.5)
        #expect(!FileManager.default.fileExists(atPath: marker), "a child of the stopped program lived on")
    }

    @Test("A flood of output is cut at the cap")
    func outputCap() throws {
        let result = try shell("yes flood", seconds: 10, cap: 100_000)
        #expect(result.outputCut)
        #expect(result.standardOutput.count <= 100_000)
        #expect(result.seconds < 5)
    }

    @Test("A crash reports its signal, with the output before it")
    func crash() throws {
        let result = try shell("echo before; kill -SEGV $$")
        #expect(result.ending == .signalled(SIGSEGV))
        #expect(result.outputText == "before\n")
        #expect(RunFailure.describe(result)?.contains("SIGSEGV") == true)
    }

    @Test("A triggered cancellation stops the child at once")
    func cancellation() throws {
        let cancellation = try #require(Cancellation())
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { cancellation.trigger() }
        let result = try shell("sleep 20", seconds: 30, cancellation: cancellation)
        #expect(result.cancelled)
        #expect(result.seconds < 5)
        cancellation.reset()
        #expect(!cancellation.isTriggered)
    }

    @Test("A missing program is a LaunchError, not a crash")
    func missing() {
        #expect(throws: LaunchError.notFound("/nonexistent/program")) {
            try launcher.run(ProcessRequest(executable: "/nonexistent/program"))
        }
        #expect(throws: LaunchError.notFound("no-such-program-here")) {
            try launcher.run(ProcessRequest(executable: "no-such-program-here"))
        }
    }
}
