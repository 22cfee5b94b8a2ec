import Foundation
import TestSupport

/// The built `codable-tutor`, started as a learner or a script would start it.
struct TutorBinary {
    /// The executable SwiftPM built beside the test bundle.
    static let path: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("codable-tutor").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return packageRoot.appendingPathComponent(".build/debug/codable-tutor").path
    }()

    /// One home for the whole suite, so that a stage compiled by one test is cached for the next.
    static let sharedHome = TemporaryFolder("e2e-home")

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs the tutor with `arguments`, `input` on its standard input, and `environment` added.
    static func run(_ arguments: [String], input: String? = nil, environment: [String: String] = [:], home: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["CODABLE_TUTOR_HOME"] = (home ?? sharedHome.url).path
        env.removeValue(forKey: "NO_COLOR")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let output = Pipe()
        let errors = Pipe()
        let stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes while the process runs, so a full pipe cannot stall it.
        let errData = Box()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errData.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            errors: String(decoding: errData.data, as: UTF8.self))
    }
}

/// Bytes handed from a reading thread back to the test once the group is done.
private final class Box: @unchecked Sendable {
    var data = Data()
}
