import Foundation
import TestSupport
import Testing

/// Bad values from outside: refused with a sentence, never crashed on.
@Suite("Faults: bad values from outside", .timeLimit(hangLimit))
struct EnvironmentFaultTests {
    @Test(
        "A time limit that is infinite, not a number, or absurd is refused with exit 2, before anything runs",
        arguments: ["inf", "1e16", "nan", "-3", "0"])
    func timeLimit(value: String) throws {
        let (tutor, finished) = try FaultTutor.run(
            ["run", "postcards", "6"], environment: ["CODABLE_TUTOR_TIME_LIMIT": value])
        #expect(finished)
        #expect(tutor.status == 2 && !tutor.diedOfSignal)
        #expect(
            tutor.errors.hasPrefix(
                "CODABLE_TUTOR_TIME_LIMIT must be a number of seconds from 0.1 to 3600, like 10; it is \"\(value)\"."))
        #expect(tutor.output.isEmpty)
    }

    @Test(
        "A memory limit, a compile time limit or a cache limit that cannot be used is refused the same way",
        arguments: [
            ("CODABLE_TUTOR_MEMORY_LIMIT", "lots"), ("CODABLE_TUTOR_MEMORY_LIMIT", "1e300"),
            ("CODABLE_TUTOR_COMPILE_TIME_LIMIT", "inf"),
            ("CODABLE_TUTOR_CACHE_LIMIT", "lots"),
        ])
    func otherLimits(variable: String, value: String) throws {
        let (tutor, finished) = try FaultTutor.run(["run", "postcards", "6"], environment: [variable: value])
        #expect(finished)
        #expect(tutor.status == 2)
        #expect(tutor.errors.hasPrefix("\(variable) must be"))
    }

    @Test(
        "A huge COLUMNS neither aborts nor pads lines to its width",
        arguments: ["99999999999999", "1000000000", "-4", "wide"])
    func columns(value: String) throws {
        let (tutor, finished) = try FaultTutor.run(["run", "postcards", "6"], environment: ["COLUMNS": value])
        #expect(finished)
        #expect(!tutor.diedOfSignal)
        #expect(tutor.status == 0)
        #expect(tutor.output.split(separator: "\n").allSatisfy { $0.count <= 500 })
    }

    @Test("A reader that goes away ends the tutor quietly, SIGPIPE ignored or not", arguments: ["trap '' PIPE;", ""])
    func closedPipe(trap: String) throws {
        let home = TutorBinary.sharedHome.url.path
        let script =
            "\(trap) { CODABLE_TUTOR_HOME='\(home)' '\(TutorBinary.path)' run postcards 6; echo \"tutor=$?\" >&2; } | head -1"
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let complained = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(said.hasPrefix("── 6.1"))
        // Ended as SIGPIPE ends a program (128 + 13), with nothing said about it.
        #expect(complained == "tutor=141\n", "\(complained)")
    }
}
