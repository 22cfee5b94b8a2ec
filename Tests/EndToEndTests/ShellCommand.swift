import Foundation
import TestSupport

/// A command other than the tutor (a shell, `scripts/install`), found on `PATH` as a learner's
/// shell finds it, with standard output and error read together.
enum ShellCommand {
    static func run(_ arguments: [String], environment: [String: String], in folder: URL? = nil) throws -> (
        status: Int32, output: String
    ) {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.environment = environment
        if let folder { process.currentDirectoryURL = folder }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
