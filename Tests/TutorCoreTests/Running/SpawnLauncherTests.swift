import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Real processes, through /bin/sh: the limits and the clean-up the runner promises.
@Suite("Process launcher")
struct SpawnLauncherTests {
    let launcher = SpawnLauncher()
    /// What a compiler would be given of the test process's environment.
    static let inherited = ChildEnvironment.forCompiler(from: testEnvironment)

    func shell(_ script: String, seconds: Double? = 5, cap: Int = 1 << 20, cancellation: Cancellation? = nil) throws
        -> ProcessResult
    {
        try launcher.run(
            ProcessRequest(
                executable: "/bin/sh", arguments: ["-c", script], environment: Self.inherited,
                timeLimit: seconds, outputCap: cap, cancellation: cancellation))
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
        let marker = FileManager.default.temporaryDirectory.appendingPathComponent("ct-orphan-\(UUID().uuidString)")
            .path
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
        #expect(RunFailure(result)?.line.contains("SIGSEGV") == true)
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
            try launcher.run(ProcessRequest(executable: "/nonexistent/program", environment: Self.inherited))
        }
        #expect(throws: LaunchError.notFound("no-such-program-here")) {
            try launcher.run(ProcessRequest(executable: "no-such-program-here", environment: Self.inherited))
        }
    }

    @Test("A child that closes its output and runs on is still stopped at the time limit")
    func closedOutput() throws {
        let result = try shell("exec >&- 2>&-; while :; do :; done", seconds: 0.5)
        #expect(result.timedOut)
        #expect(result.ending == .signalled(SIGKILL))
    }

    @Test("A child that points its output at /dev/null is stopped too, and by a cancellation")
    func devNullOutput() throws {
        #expect(try shell("exec >/dev/null 2>&1; while :; do :; done", seconds: 0.5).timedOut)
        let cancellation = try #require(Cancellation())
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { cancellation.trigger() }
        let result = try shell("exec >/dev/null 2>&1; sleep 30", seconds: nil, cancellation: cancellation)
        #expect(result.cancelled)
    }

    @Test("A child that ended while a grandchild holds its pipes is not waited for")
    func grandchildHoldsPipes() throws {
        let result = try shell("echo first; sleep 30 & exit 4", seconds: 20)
        #expect(result.ending == .exited(4))
        #expect(result.outputText == "first\n")
        #expect(!result.timedOut)
    }

    @Test("A setsid escape carrying the run's token is killed when the run ends")
    func setsidEscape() throws {
        let folder = TemporaryFolder("setsid")
        let file = folder.url.appendingPathComponent("pid").path
        // setsid(1) from a background job is not a group leader, so it keeps its pid.
        let result = try shell("setsid sh -c 'echo $$ > \(file); exec sleep 30' & sleep 0.3; exit 0", seconds: 10)
        #expect(result.ending == .exited(0))
        let pid = try #require(
            pid_t(
                (try? String(contentsOfFile: file, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
                    ?? ""))
        defer { kill(pid, SIGKILL) }
        #expect(ProcessTableTests.waitUntilGone(pid), "the setsid child outlived its run")
    }

    @Test("The child gets the environment asked for and its run's token, nothing else")
    func environment() throws {
        let result = try launcher.run(
            ProcessRequest(executable: "/usr/bin/env", environment: ["PATH": "/usr/bin:/bin", "ONLY": "this"]))
        let names = Set(result.outputText.split(separator: "\n").map { String($0.split(separator: "=")[0]) })
        #expect(names == ["PATH", "ONLY", ChildRegistry.tokenVariable])
    }

    @Test("The memory limit is set in the child")
    func memoryLimit() throws {
        let result = try launcher.run(
            ProcessRequest(
                executable: "/bin/sh", arguments: ["-c", "ulimit -d"],
                environment: ["PATH": "/usr/bin:/bin"], memoryLimit: 256 << 20))
        #expect(result.outputText == "262144\n")  // kilobytes
    }

    @Test("Descriptors of the tutor's are not handed down to the child")
    func noLeakedDescriptors() throws {
        let open = try #require(fopen("/dev/null", "r"))
        defer { fclose(open) }
        let result = try shell("ls /proc/self/fd")
        // 0, 1, 2, and the descriptor ls reads the folder through.
        #expect(result.outputText.split(separator: "\n").count <= 4, "\(result.outputText)")
    }

    @Test(
        "Without close_range (old glibc, or a kernel that refuses it) the descriptors are closed one by one all the same"
    )
    func noLeakedDescriptorsOneByOne() throws {
        let open = try #require(fopen("/dev/null", "r"))
        defer { fclose(open) }
        // High, and not close-on-exec (dup2 clears the flag): only a close reaches it.
        let high = dup2(fileno(open), 900)
        defer { close(high) }
        var launcher = SpawnLauncher()
        launcher.closesDescriptorsOneByOne = true
        let result = try launcher.run(
            ProcessRequest(
                executable: "/bin/sh", arguments: ["-c", "ls /proc/self/fd"],
                environment: Self.inherited, timeLimit: 5))
        let descriptors = result.outputText.split(separator: "\n")
        #expect(descriptors.count <= 4, "\(result.outputText)")
        #expect(!descriptors.contains("900"))
    }

    @Test("A program that cannot be executed is a LaunchError with the system's reason")
    func notExecutable() throws {
        let folder = TemporaryFolder("noexec")
        let file = folder.write("not a program", to: "plain")
        chmod(file.path, 0o755)
        #expect(throws: LaunchError.cannotStart(file.path, reason: String(cString: strerror(ENOEXEC)))) {
            try launcher.run(ProcessRequest(executable: file.path, environment: Self.inherited))
        }
    }
}
