import Foundation
import SwiftToolchain
import TestSupport
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// The Python environment of `scripts/python-env` (`.build/venv`), and running programs in it.
enum PythonChecks {
    static let venv = packageRoot.appendingPathComponent(".build/venv")
    static let python = venv.appendingPathComponent("bin/python").path

    /// Whether the environment holds exactly the pinned requirements.
    static var isReady: Bool {
        let wanted = FileManager.default.contents(
            atPath: packageRoot.appendingPathComponent("scripts/python/requirements.txt").path)
        let installed = FileManager.default.contents(
            atPath: venv.appendingPathComponent("installed-requirements.txt").path)
        return FileManager.default.isExecutableFile(atPath: python) && wanted != nil && wanted == installed
    }

    /// Run when the environment is there, and always in CI, where a missing one is a failure.
    static var shouldRun: Bool {
        isReady || testEnvironment["CI"] == "true"
    }

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// A script of the package run by the environment's Python, from the package's folder.
    static func python(_ arguments: [String]) throws -> Result {
        guard isReady else {
            return Result(
                status: -1, output: "",
                errors: "The Python environment \(venv.path) is missing or out of date: run scripts/python-env.")
        }
        return try run(python, arguments)
    }

    /// Runs `executable` from the package's folder and waits for it; one still running after
    /// `timeout` seconds is killed, so a stuck check fails instead of stalling CI. What the
    /// scripts start themselves are one-shot tutor commands, and the cross-check gives those a
    /// time limit of its own.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String] = [:], timeout: Double = 300
    ) throws -> Result {
        let scratch = TemporaryFolder("python-run")
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        process.environment = testEnvironment.merging(environment) { $1 }
        let output = scratch.url.appendingPathComponent("stdout")
        let errors = scratch.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let pid = process.processIdentifier
        let deadline = DispatchWorkItem { kill(pid, SIGKILL) }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: deadline)
        process.waitUntilExit()
        deadline.cancel()
        return Result(
            status: process.terminationStatus, output: try String(contentsOf: output, encoding: .utf8),
            errors: try String(contentsOf: errors, encoding: .utf8))
    }

    /// A learner's log as the quiz would have written it: `cards` cards reviewed `reviewsEach`
    /// times each, on time give or take a day, by the tutor's own scheduler, recalled or not as
    /// a fixed pseudo-random sequence and the forgetting curve say.
    static func simulatedReviews(cards: Int, reviewsEach: Int) -> [ReviewRecord] {
        let scheduler = FSRSScheduler()
        var seed: UInt64 = 0x5EED
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        var records: [ReviewRecord] = []
        for id in 1...cards {
            var time = Date(timeIntervalSince1970: 1_750_000_000 + Double(id) * 3_600)
            var card = CardMemory(due: time)
            for index in 0..<reviewsEach {
                let recall = scheduler.retrievability(of: card, at: time)
                let rating: Rating =
                    index == 0 ? .good : next() > recall ? .again : [.hard, .good, .good, .easy][Int(next() * 4)]
                records.append(
                    ReviewRecord(
                        cardID: id, lesson: "simulated", slug: "card-\(id)", rating: rating,
                        time: Int64((time.timeIntervalSince1970 * 1000).rounded()), stateBefore: card.state,
                        duration: 4_000))
                card = scheduler.review(card, rating: rating, at: time)
                time = card.due.addingTimeInterval((next() - 0.3) * 86_400)
                if let last = card.lastReview, time <= last { time = last.addingTimeInterval(60) }
            }
        }
        return records
    }
}
