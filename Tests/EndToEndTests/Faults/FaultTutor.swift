import Foundation
import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The built tutor started in the background for fault injection: it can be signalled mid-run,
/// every wait on it is bounded, and it is killed if a test leaves it running.
///
/// Hostile programs find where to write their pid through `TMPDIR`, which the tutor hands on
/// to the programs it runs: each test gives its own folder, so it knows exactly which processes
/// are its own, and the programs' sources stay the same (and are compiled once) across tests.
final class FaultTutor {
    let process = ChildProcess()
    /// The folder the tutor's programs see as `TMPDIR`; hostile programs write their pid here.
    let scratch = TemporaryFolder("fault")
    private let outputFile: URL
    private let errorFile: URL
    private let input = Pipe()

    /// `prefix` runs the tutor through another program that execs it (`nohup`, `env
    /// --ignore-signal=…`), so it starts with what that program set and keeps its pid.
    init(
        _ arguments: [String], environment: [String: String] = [:], home: URL = TutorBinary.sharedHome.url,
        prefix: [String] = [], executable: String = TutorBinary.path
    ) throws {
        outputFile = scratch.url.appendingPathComponent("stdout")
        errorFile = scratch.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        let command = prefix + [executable] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        var env = ProcessInfo.processInfo.environment
        env["CODABLE_TUTOR_HOME"] = home.path
        env["TMPDIR"] = scratch.url.path
        // The one folder of the test's that a sandboxed program may write (debug builds only).
        env["CODABLE_TUTOR_TEST_OUTLET"] = scratch.url.path
        env.removeValue(forKey: "NO_COLOR")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        process.standardInput = input
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// Kills the programs that wrote these pid files, if a failed test left them running.
    func cleanUp(_ names: [String] = ["program.pid"]) {
        let pids = names.map { name in programPid(name, seconds: 0) }
        Processes.killLeftovers(pids, marker: scratch.url.path)
        Processes.killLeftovers(
            Processes.running(withMarker: scratch.url.path).filter { $0 != pid }, marker: scratch.url.path)
    }

    var pid: pid_t { process.processIdentifier }

    /// Gives the tutor `text` on its standard input, then the end of input unless `keepOpen`.
    func type(_ text: String, keepOpen: Bool = false) {
        guard !inputClosed else { return }
        input.fileHandleForWriting.write(Data(text.utf8))
        if !keepOpen {
            try? input.fileHandleForWriting.close()
            inputClosed = true
        }
    }
    private var inputClosed = false

    /// Every process still running that was started under this tutor: its programs and
    /// compilers inherit `TMPDIR`, the test's own scratch folder, so the marker is exact.
    var runningDescendants: [pid_t] {
        Processes.running(withMarker: scratch.url.path).filter { $0 != pid }
    }

    /// Waits for the tutor to end, at most `seconds`; kills it and answers false if it did not.
    @discardableResult
    func waitForExit(seconds: Double = 120) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            kill(pid, SIGKILL)
            process.waitUntilExit()
            return false
        }
        process.waitUntilExit()
        return true
    }

    /// The exit status, or the number of the signal that ended the tutor.
    var status: Int32 { process.terminationStatus }
    var diedOfSignal: Bool { process.terminationReason == .uncaughtSignal }
    var output: String { (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "" }
    var errors: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    /// The pid a hostile program wrote to `name` in the scratch folder, waiting for it at most
    /// `seconds` (the first compile of a hostile model takes a while), as this test sees it:
    /// 0 when that program no longer runs (`Processes.outerPid`).
    func programPid(_ name: String = "program.pid", seconds: Double = 90) -> pid_t? {
        notedPid(name, seconds: seconds).map { Processes.outerPid(of: $0, marker: scratch.url.path) }
    }

    /// The pid as the program wrote it, in its own process namespace.
    func notedPid(_ name: String = "program.pid", seconds: Double = 90) -> pid_t? {
        let file = scratch.url.appendingPathComponent(name).path
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let text = try? String(contentsOfFile: file, encoding: .utf8), text.hasSuffix("\n"),
                let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                return pid
            }
            if !process.isRunning || Date() >= deadline { return nil }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// Runs the tutor to its end, bounded: a hang is a failed test, not a stuck suite.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], input: String = "",
        home: URL = TutorBinary.sharedHome.url, seconds: Double = 120
    ) throws -> (tutor: FaultTutor, finished: Bool) {
        let tutor = try FaultTutor(arguments, environment: environment, home: home)
        tutor.type(input)
        let finished = tutor.waitForExit(seconds: seconds)
        return (tutor, finished)
    }
}
