import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("History file")
struct HistoryFileTests {
    let folder = TemporaryFolder("history")

    var file: URL { folder.url.appendingPathComponent("state/history") }

    @Test("Commands are appended one per line; blank and overlong ones are not kept")
    func appends() {
        let history = HistoryFile(file: file)
        for command in ["one", "two", "", "   ", "three", String(repeating: "x", count: 5000), "four\nfive"] {
            history.append(command)
        }
        #expect(history.load() == ["one", "two", "three", "four five"])
    }

    @Test(
        "A REPL stopped mid-trim holding the lock does not hold the others: their lines are still written",
        .timeLimit(hangLimit))
    func lockHeldByStoppedRepl() throws {
        let history = HistoryFile(file: file)
        history.append("before")
        let held = try ProgressStoreTests.holdLock(beside: file, LOCK_EX)
        defer { close(held) }
        history.append("while it is stopped")
        history.trim()
        #expect(history.load() == ["before", "while it is stopped"])
    }

    @Test("The file is kept to its size in bytes: past twice the limit it is cut to the newest lines")
    func trimmedBySize() throws {
        let history = HistoryFile(file: file, byteLimit: 100)
        for number in 0..<100 { history.append("command \(number)") }
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)
            .intValue
        #expect(size <= 200)
        let kept = history.load()
        #expect(kept.last == "command 99")
        #expect(kept.allSatisfy { $0.hasPrefix("command ") })
        #expect(kept.count >= 5)
    }

    @Test("A huge history is read from its tail only, whole lines only")
    func hugeFileReadsTail() throws {
        let lines = (0..<100_000).map { "line number \($0)" }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        let loaded = HistoryFile(file: file, byteLimit: 1000).load()
        #expect(loaded.last == "line number 99999")
        #expect(loaded.count < 100)
        #expect(loaded.allSatisfy { $0.hasPrefix("line number ") })
    }

    @Test("Eight writers at once on one file: no line lost, none torn, no blank lines")
    func concurrentAppends() throws {
        let writers = 8
        let each = 150
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            let history = HistoryFile(file: file, byteLimit: 1 << 20)
            for number in 0..<each {
                history.append("writer \(writer) command \(number) " + String(repeating: "·", count: 40))
            }
        }
        let text = try String(contentsOf: file, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(text.hasSuffix("\n"))
        #expect(lines.count == writers * each)
        #expect(!lines.contains { $0.isEmpty })
        for writer in 0..<writers {
            let mine = lines.filter { $0.hasPrefix("writer \(writer) ") }
            #expect(mine.count == each)
            #expect(
                mine.map { Int($0.split(separator: " ")[3])! } == Array(0..<each), "each writer's lines in order, whole"
            )
        }
    }

    @Test("Writers that trim while others append: only the oldest lines go, none from the middle")
    func concurrentTrimming() throws {
        let writers = 4
        DispatchQueue.concurrentPerform(iterations: writers) { writer in
            let history = HistoryFile(file: file, byteLimit: 2000)
            for number in 0..<300 { history.append("w\(writer) \(number)") }
        }
        let kept = HistoryFile(file: file, byteLimit: 1 << 20).load()
        #expect(!kept.isEmpty)
        #expect(kept.allSatisfy { $0.split(separator: " ").count == 2 && $0.hasPrefix("w") })
        for writer in 0..<writers {
            // A trim removes a prefix of the file, so each writer keeps an unbroken run of its
            // newest commands: a gap, or a run that stops short of its last, is a lost line.
            let numbers = kept.filter { $0.hasPrefix("w\(writer) ") }.map { Int($0.split(separator: " ")[1])! }
            guard let first = numbers.first else { continue }
            #expect(numbers == Array(first...299))
        }
    }

    @Test(
        "A FIFO in the history's place is neither waited on nor written to, and a sentence says so",
        .timeLimit(hangLimit))
    func fifoInItsPlace() throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(file.path, 0o600) == 0)
        let history = HistoryFile(file: file)
        #expect(history.load() == [])
        history.append("open postcards")
        #expect(Syscalls.kind(try Syscalls.linkStatus(file.path)) == .fifo)
        #expect(
            history.refusal()
                == "\(file.path) is a named pipe (a FIFO), not a regular file, so the commands you type are not remembered this session."
        )
        #expect(HistoryFile(file: folder.url.appendingPathComponent("none")).refusal() == nil)
    }
}
