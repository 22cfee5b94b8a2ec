import Foundation
import TestSupport

/// The built `codable-tutor`, started as a learner or a script would start it.
struct TutorBinary {
    /// The executable SwiftPM built beside the test bundle.
    static let path: String = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "codable-tutor"
        ).path
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

    /// A tutor that was still running at its deadline: the test fails instead of stalling CI.
    struct TimedOut: Error, CustomStringConvertible {
        var arguments: [String]
        var seconds: Double
        var description: String {
            "codable-tutor \(arguments.joined(separator: " ")) was still running after \(Int(seconds)) s and was stopped"
        }
    }

    /// The compiled programs every test's tutor shares, whatever its home: a stage one test
    /// compiled is a cache hit for the next, as it is for a learner. The module cache is shared
    /// by the tutor itself (`CODABLE_TUTOR_MODULE_CACHE`, which `scripts/test` sets).
    static var sharedCache: URL { sharedHome.url.appendingPathComponent("cache") }

    /// Runs the tutor with `arguments`, `input` on its standard input, and `environment` added.
    /// A tutor still running after `timeout` seconds is stopped (TERM, then KILL) and the call
    /// throws `TimedOut`.
    ///
    /// A tutor given a `home` of its own still uses `sharedCache`, unless `ownCache` or
    /// `environment` chooses where its cache is: a test that looks in its home's cache, or
    /// damages it, says so.
    static func run(
        _ arguments: [String], input: String? = nil, environment: [String: String] = [:], home: URL? = nil,
        ownCache: Bool = false, timeout: Double = 300
    ) throws -> Result {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["CODABLE_TUTOR_HOME"] = (home ?? sharedHome.url).path
        let placesCache = ["CODABLE_TUTOR_HOME", "CODABLE_TUTOR_CACHE", "XDG_CACHE_HOME"].contains {
            environment[$0] != nil
        }
        if home != nil, !ownCache, !placesCache { env["CODABLE_TUTOR_CACHE"] = sharedCache.path }
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
        let watchdog = Watchdog(process: process, seconds: timeout)
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        // Read both pipes while the process runs, so a full pipe cannot stall it.
        let errData = Box()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { errData.data = errors.fileHandleForReading.readDataToEndOfFile() }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        if watchdog.disarm() { throw TimedOut(arguments: arguments, seconds: timeout) }
        return Result(
            status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            errors: String(decoding: errData.data, as: UTF8.self))
    }
}

/// Stops a tutor that outlives its deadline: TERM first, so it ends its children, then KILL.
private final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var armed = true
    private var fired = false

    init(process: ChildProcess, seconds: Double) {
        // The pid is read now: once the tutor has been waited for it may belong to another process.
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [self] in
            let due = lock.withLock {
                fired = armed && process.isRunning
                return fired
            }
            guard due else { return }
            kill(pid, SIGTERM)
            DispatchQueue.global().asyncAfter(deadline: .now() + 3) { [self] in
                if lock.withLock({ armed }) { kill(pid, SIGKILL) }
            }
        }
    }

    /// Stops watching once the tutor has ended; whether it was stopped for running too long.
    func disarm() -> Bool {
        lock.withLock {
            armed = false
            return fired
        }
    }
}

/// Bytes handed from a reading thread back to the test once the group is done.
private final class Box: @unchecked Sendable {
    var data = Data()
}
