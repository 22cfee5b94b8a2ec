import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The view of `/proc` the stray sweep relies on, and helpers for tests that must prove a
/// process is gone.
@Suite("Process table")
struct ProcessTableTests {
    /// Whether `pid` is gone or has ended (a zombie waiting for its parent is not running),
    /// waiting up to `seconds` for it to be.
    static func waitUntilGone(_ pid: pid_t, seconds: Double = 5) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            guard let entry = ProcessTable.entry(pid) else { return true }
            if entry.state == "Z" || entry.state == "X" { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// A `sleep 30` the test owns, in the test's own process group.
    static func sleeper() throws -> ChildProcess {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/sleep")
        process.arguments = ["30"]
        try process.run()
        return process
    }

    @Test("This process is in the table, with its parent and a start time")
    func ownEntry() throws {
        #if os(Linux)
        let me = try #require(ProcessTable.entry(getpid()))
        #expect(me.parent == getppid())
        #expect(me.started > 0)
        #expect(ProcessTable.all().contains { $0.pid == getpid() })
        #endif
    }

    @Test("The environment a process was started with can be read back")
    func environment() throws {
        #if os(Linux)
        let result = try SpawnLauncher().run(
            ProcessRequest(
                executable: "/bin/sh", arguments: ["-c", "echo $$; exec sleep 0.5"],
                environment: ["PATH": "/usr/bin:/bin", "MARK": "here"], timeLimit: 5))
        #expect(result.succeeded)
        // Gone by now; a live one is read in the setsid test. A missing process reads as nil.
        #expect(
            ProcessTable.environmentValue(
                "MARK", of: pid_t(result.outputText.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0) == nil)
        #expect(ProcessTable.environmentValue("PATH", of: getpid()) == ProcessInfo.processInfo.environment["PATH"])
        #endif
    }

    @Test("Processes started after another are found by their pids alone, threads told apart")
    func startedAfter() throws {
        #if os(Linux)
        let first = try Self.sleeper()
        let second = try Self.sleeper()
        defer {
            // SIGKILL: started from a test's thread, the sleepers inherit a mask that blocks SIGTERM.
            for process in [first, second] {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
        }
        let found = ProcessTable.all(startedAfter: first.processIdentifier).map(\.pid)
        #expect(found.contains(second.processIdentifier))
        #expect(!found.contains(first.processIdentifier))
        #expect(ProcessTable.isProcess(second.processIdentifier))
        let thread = try #require(
            try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").compactMap { pid_t($0) }
                .first { $0 != getpid() })
        #expect(!ProcessTable.isProcess(thread))
        #endif
    }

    @Test("A process's descendants are found through its threads' children, grandchildren too, and nothing else")
    func descendants() throws {
        #if os(Linux)
        let shell = ChildProcess()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "sleep 30 & echo $!; wait"]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty { break }
            line += byte
        }
        let grandchild = try #require(
            pid_t(String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
        defer {
            // SIGKILL: started from a test's thread, they inherit a mask that blocks SIGTERM.
            kill(grandchild, SIGKILL)
            kill(shell.processIdentifier, SIGKILL)
            shell.waitUntilExit()
        }
        let found = try #require(ProcessTable.descendants(of: getpid()), "this kernel keeps children files")
        let pids = Set(found.map(\.pid))
        #expect(pids.isSuperset(of: [shell.processIdentifier, grandchild]))
        #expect(found.first { $0.pid == grandchild }?.parent == shell.processIdentifier)
        #expect(!pids.contains(getpid()) && !pids.contains(getppid()))
        #expect(ProcessTable.descendants(of: shell.processIdentifier).map { Set($0.map(\.pid)) } == [grandchild])
        #endif
    }
}
