import Foundation
import TestSupport
import Testing

/// A tutor process started by a fault test: its input open for more lines, its output
/// gathered as it comes, and a deadline after which it is killed, so no test waits forever.
final class LiveTutor: @unchecked Sendable {
    private let process = ChildProcess()
    private let input = Pipe()
    private let condition = NSCondition()
    private var outputData = Data()
    private var errorData = Data()
    private var openStreams = 2

    /// Starts the built tutor with `arguments` on `home`; `prefix` runs it through another
    /// program first (`setpriv` to drop to another user, `unshare` for a mount of its own);
    /// `executable` is the tutor to start (the built one, or a copy another user can reach).
    init(
        _ arguments: [String], home: URL, environment: [String: String] = [:], prefix: [String] = [],
        executable: String = TutorBinary.path
    ) throws {
        let command = prefix + [executable] + arguments
        process.executableURL = URL(fileURLWithPath: command[0])
        process.arguments = Array(command.dropFirst())
        var env = ProcessInfo.processInfo.environment
        env["CODABLE_TUTOR_HOME"] = home.path
        env.removeValue(forKey: "NO_COLOR")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        gather(output) { self.outputData.append($0) }
        gather(errors) { self.errorData.append($0) }
        try process.run()
    }

    /// Reads `pipe` on a thread of its own until it ends. Not a `readabilityHandler`: those
    /// run on Dispatch's shared pool, which tests that wait in parallel can starve for
    /// seconds on two cores, and a reader that falls behind must never cost output.
    private func gather(_ pipe: Pipe, into append: @escaping @Sendable (Data) -> Void) {
        let handle = pipe.fileHandleForReading
        Thread.detachNewThread {
            while true {
                let data = handle.availableData
                self.condition.withLock {
                    if data.isEmpty { self.openStreams -= 1 } else { append(data) }
                    self.condition.broadcast()
                }
                if data.isEmpty { return }
            }
        }
    }

    var pid: Int32 { process.processIdentifier }
    var output: String { condition.withLock { String(decoding: outputData, as: UTF8.self) } }
    var errors: String { condition.withLock { String(decoding: errorData, as: UTF8.self) } }

    /// Types one line.
    func send(_ line: String) {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
    }

    /// Waits until standard output holds `text`; false when the deadline passed first.
    @discardableResult
    func waitForOutput(containing text: String, seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        condition.lock()
        defer { condition.unlock() }
        while !String(decoding: outputData, as: UTF8.self).contains(text) {
            guard openStreams > 0, condition.wait(until: deadline) else {
                return String(decoding: outputData, as: UTF8.self).contains(text)
            }
        }
        return true
    }

    /// Closes the input and waits for the tutor to end, killing it at the deadline.
    func finish(seconds: Double = 180) -> TutorBinary.Result {
        try? input.fileHandleForWriting.close()
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        var timedOut = false
        if process.isRunning {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        // The pipes end once every holder of their write ends has gone; a stray holding one
        // open must not hold the test, so this wait has a deadline too.
        let streamsDeadline = Date().addingTimeInterval(60)
        condition.withLock {
            while openStreams > 0, condition.wait(until: streamsDeadline) {}
        }
        return TutorBinary.Result(
            status: timedOut ? -1 : process.terminationStatus, output: output,
            errors: errors + (timedOut ? "\n[killed by the test after \(Int(seconds)) s]" : ""))
    }

    /// Runs the tutor once with `input`, to its end or the deadline.
    static func run(
        _ arguments: [String], home: URL, input: String = "", environment: [String: String] = [:],
        prefix: [String] = [], executable: String = TutorBinary.path, seconds: Double = 180
    ) throws -> TutorBinary.Result {
        let tutor = try LiveTutor(
            arguments, home: home, environment: environment, prefix: prefix, executable: executable)
        if !input.isEmpty { tutor.input.fileHandleForWriting.write(Data(input.utf8)) }
        return tutor.finish(seconds: seconds)
    }
}

/// The processes still running that a test started: found by a marker (a test's own home
/// folder) in their environment or their arguments — a compiler is given paths in the home,
/// a program its documents folder — never by a program's name, so other work on the
/// machine is never mistaken for a stray.
enum HomeProcesses {
    static func running(withMarker marker: String) -> [Int32] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        let needle = Data(marker.utf8)
        return names.compactMap { Int32($0) }.filter { pid in
            guard pid != getpid() else { return false }
            return ["environ", "cmdline"].contains { part in
                FileManager.default.contents(atPath: "/proc/\(pid)/\(part)")?.range(of: needle) != nil
            }
        }
    }

    /// Checks that nothing started on `home` is still running.
    static func expectNone(on home: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let strays = running(withMarker: home.path)
        #expect(strays.isEmpty, "still running: \(strays)", sourceLocation: sourceLocation)
    }
}
