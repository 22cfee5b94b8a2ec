import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Files replaced whole: their mode kept, and the temporary files of dead tutors swept from
/// wherever they were written.
@Suite("Atomic files")
struct AtomicFileTests {
    let folder = TemporaryFolder("atomic")

    func mode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)
            .intValue
    }

    @Test("A file keeps its mode when replaced; a new one gets the mode asked for")
    func keepsMode() throws {
        let file = folder.url.appendingPathComponent("progress.json")
        try AtomicFile.write(Data("one".utf8), to: file)
        #expect(try mode(file) == 0o644)
        chmod(file.path, 0o600)
        try AtomicFile.write(Data("two".utf8), to: file)
        #expect(try mode(file) == 0o600, "the learner's chmod survives a save")
        let other = folder.url.appendingPathComponent("private")
        try AtomicFile.write(Data("x".utf8), to: other, newFileMode: 0o600)
        #expect(try mode(other) == 0o600)
    }

    @Test("History stays private (0600) after a trim")
    func historyStaysPrivate() throws {
        let file = folder.url.appendingPathComponent("state/history")
        let history = HistoryFile(file: file, byteLimit: 100)
        for number in 0..<100 { history.append("command \(number)") }
        #expect(history.load().last == "command 99")
        #expect(try mode(file) == 0o600)
    }

    @Test(
        "A dead tutor's temporary file is swept from the folder written to, a symlink's target's too; a live one's is not"
    )
    func sweepsOwnFolder() throws {
        let dead = 99_999_999
        let drivers = folder.url.appendingPathComponent("probe/drivers/0123456789abcdef")
        let stale = folder.write("half", to: "probe/drivers/0123456789abcdef/.Driver.swift.tmp-\(dead)-1")
        let live = folder.write("mine", to: "probe/drivers/0123456789abcdef/.Driver.swift.tmp-\(getpid())-2")
        try AtomicFile.write(Data("driver".utf8), to: drivers.appendingPathComponent("Driver.swift"))
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        #expect(FileManager.default.fileExists(atPath: live.path))

        let elsewhere = folder.url.appendingPathComponent("elsewhere")
        let staleThere = folder.write("half", to: "elsewhere/.progress.json.tmp-\(dead)-3")
        let link = folder.url.appendingPathComponent("state/progress.json")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: link, withDestinationURL: elsewhere.appendingPathComponent("progress.json"))
        try AtomicFile.write(Data("{}".utf8), to: link)
        #expect(!FileManager.default.fileExists(atPath: staleThere.path), "swept beside the link's target")
    }

    @Test(
        "Nothing but a regular file is ever replaced: a FIFO, a folder, a link to a FIFO are refused and left as they were; a regular file still is",
        .timeLimit(hangLimit))
    func regularFilesOnly() throws {
        let fifo = folder.url.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let inTheWay = folder.url.appendingPathComponent("a-folder")
        try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: true)
        let link = folder.url.appendingPathComponent("link-to-fifo")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)
        for (path, what) in [(fifo, "a named pipe (a FIFO)"), (inTheWay, "a folder"), (link, "a named pipe (a FIFO)")] {
            #expect(
                throws: NotRegularFile(
                    path: AtomicFile.target(of: path).path, kind: what == "a folder" ? .folder : .fifo)
            ) {
                try AtomicFile.write(Data("new".utf8), to: path)
            }
        }
        #expect(Syscalls.kind(try Syscalls.linkStatus(fifo.path)) == .fifo, "the FIFO is still a FIFO")
        #expect(Syscalls.kind(try Syscalls.linkStatus(inTheWay.path)) == .folder)
        #expect(Syscalls.kind(try Syscalls.linkStatus(link.path)) == .symbolicLink)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [
                "a-folder", "fifo", "link-to-fifo",
            ],
            "no temporary file is left")
        let file = folder.write("old", to: "plain.txt")
        try AtomicFile.write(Data("new".utf8), to: file)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
    }

    @Test("A dangling link is written through only into a folder that is there: its folders are never made")
    func danglingLink() throws {
        let link = folder.url.appendingPathComponent("progress.json")
        let missing = folder.url.appendingPathComponent("nowhere/deeper/progress.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: missing)
        #expect(throws: (any Error).self) { try AtomicFile.write(Data("{}".utf8), to: link) }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("nowhere").path))
    }
}
