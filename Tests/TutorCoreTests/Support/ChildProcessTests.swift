import Foundation
import TestSupport
import Testing

/// The tests' own way to start a process (not Foundation's `Process`, whose `run()` could
/// crash the test process on Linux): what the tests rely on it for.
@Suite("The tests' child processes")
struct ChildProcessTests {
    @Test("Input, output, error, environment and folder reach the child; its status and signal come back")
    func roundTrip() throws {
        let folder = TemporaryFolder("child-process")
        let here = FileManager.default.currentDirectoryPath
        let child = ChildProcess()
        child.executableURL = URL(fileURLWithPath: "/bin/sh")
        child.arguments = ["-c", "read line; echo \"$line $WORD $(pwd)\"; echo oops >&2; ls /proc/self/fd; exit 3"]
        child.environment = ["WORD": "there", "PATH": "/usr/bin:/bin"]
        child.currentDirectoryURL = folder.url
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        child.standardInput = input
        child.standardOutput = output
        child.standardError = errors
        try child.run()
        #expect(FileManager.default.currentDirectoryPath == here)
        input.fileHandleForWriting.write(Data("hello\n".utf8))
        try input.fileHandleForWriting.close()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(
            separator: "\n")
        child.waitUntilExit()
        #expect(!child.isRunning)
        #expect(said.first == "hello there \(folder.url.path)")
        // 0, 1, 2, and the one `ls` opens to list them: nothing of the test process's.
        #expect(said.dropFirst().count == 4)
        #expect(String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) == "oops\n")
        #expect(child.terminationReason == .exit && child.terminationStatus == 3)

        let sleeper = ChildProcess()
        sleeper.executableURL = URL(fileURLWithPath: "/bin/sleep")
        sleeper.arguments = ["30"]
        try sleeper.run()
        #expect(sleeper.isRunning)
        sleeper.terminate()
        sleeper.waitUntilExit()
        #expect(sleeper.terminationReason == .uncaughtSignal && sleeper.terminationStatus == SIGTERM)
    }

    @Test("A program that is not there is refused by run(), not started")
    func missing() {
        let child = ChildProcess()
        child.executableURL = URL(fileURLWithPath: "/nonexistent/program")
        #expect(throws: (any Error).self) { try child.run() }
        #expect(!child.isRunning)
    }
}
