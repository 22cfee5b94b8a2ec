import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The seam's wrappers: each failure is the call's own `errno`, as an `Errno`, and each does
/// what the call it stands for does.
@Suite("System calls")
struct SyscallsTests {
    let folder = TemporaryFolder()

    @Test("No library target but TutorSystem imports Glibc or Darwin, or branches on the system")
    func theSeamIsOneTarget() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        let marks = ["import Glibc", "import Darwin", "canImport(", "#if os("]
        // The executable's own files (the terminal, libedit) talk to the system as well.
        let exempt = ["TutorSystem/", "codable-tutor/", "TutorContent/"]
        var offenders: [String] = []
        for file in files where file.hasSuffix(".swift") && !exempt.contains(where: file.hasPrefix) {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            offenders += marks.filter(text.contains).map { "\(file): \($0)" }
        }
        #expect(files.contains { $0.hasPrefix("TutorSystem/Platform/") })
        #expect(files.count > 250, "the folder was found: \(files.count) files")
        #expect(offenders == [])
    }

    @Test("A failed open throws the call's errno, and says it in the system's words")
    func openFailureIsTheErrno() {
        let missing = folder.url.appendingPathComponent("missing").path
        #expect(throws: Syscalls.Errno(code: ENOENT)) { try Syscalls.open(missing, flags: O_RDONLY) }
        #expect(Syscalls.Errno(code: ENOENT).message == "No such file or directory")
        #expect(throws: Syscalls.Errno(code: ENOENT)) {
            try Syscalls.makeFolder(folder.url.appendingPathComponent("a/b").path)
        }
    }

    @Test("A child is reaped once: its status the first time, ECHILD after")
    func reapingTwice() throws {
        var spawn = ChildSpawn(path: "/bin/sh", arguments: ["-c", "exit 3"], environment: [:])
        let pid = try spawn.start()
        defer { ChildRegistry.unregister(pid) }
        let status = try Syscalls.reap(pid)
        #expect(SpawnLauncher.ending(status) == .exited(3))
        #expect(throws: Syscalls.Errno(code: ECHILD)) { try Syscalls.reap(pid) }
        #expect(throws: Syscalls.Errno(code: ECHILD)) { try Syscalls.reap(1) }
    }

    @Test("Polling names the descriptors with something to read, and none when the time runs out")
    func pollingNamesTheReadyOnes() throws {
        let quiet = try Syscalls.pipe()
        let busy = try Syscalls.pipe()
        defer { [quiet.read, quiet.write, busy.read, busy.write].forEach(Syscalls.close) }
        #expect(try Syscalls.readable(among: [quiet.read, busy.read], waitingAtMost: 1) == [])
        #expect(Syscalls.writeByte(busy.write, 7))
        #expect(try Syscalls.readable(among: [quiet.read, busy.read], waitingAtMost: 1000) == [busy.read])
    }

    @Test("Both ends of a pipe are closed on exec")
    func pipesCloseOnExec() throws {
        for nonBlocking in [false, true] {
            let ends = try Syscalls.pipe(nonBlocking: nonBlocking)
            defer { [ends.read, ends.write].forEach(Syscalls.close) }
            for end in [ends.read, ends.write] {
                #expect(fcntl(end, F_GETFD) & FD_CLOEXEC != 0)
                #expect((fcntl(end, F_GETFL) & O_NONBLOCK != 0) == nonBlocking)
            }
        }
    }

    @Test("Reads stop at a limit, read at an offset without moving, and read to the end")
    func reading() throws {
        let file = folder.url.appendingPathComponent("bytes")
        try Data("abcdefgh".utf8).write(to: file)
        let descriptor = try Syscalls.open(file.path, flags: O_RDONLY)
        defer { Syscalls.close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 16)
        #expect(try Syscalls.read(descriptor, into: &buffer, at: 5) == 3)
        #expect(buffer.prefix(3) == Array("fgh".utf8)[...])
        #expect(try Syscalls.read(descriptor, into: &buffer, upTo: 2) == 2)
        #expect(buffer.prefix(2) == Array("ab".utf8)[...])
        #expect(try Syscalls.readToEnd(descriptor) == Data("cdefgh".utf8))
        #expect(try Syscalls.read(descriptor, into: &buffer) == 0)
    }

    @Test(
        "A read told the file's size reads it whole all the same when the size was wrong or the file grew",
        arguments: [Int64(0), 5, 100_000])
    func readingWithASize(told size: Int64) throws {
        // 150 KB: more than the largest buffer a size asks for, so several reads are needed.
        let bytes = Data((0..<150_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let file = folder.url.appendingPathComponent("sized-\(size)")
        try bytes.write(to: file)
        let descriptor = try Syscalls.open(file.path, flags: O_RDONLY)
        defer { Syscalls.close(descriptor) }
        #expect(try Syscalls.readToEnd(descriptor, expecting: size) == bytes)
    }

    @Test("A file's kind, a hard link's sameness, and a folder's dotted names")
    func filesAndFolders() throws {
        let file = folder.url.appendingPathComponent("plain.txt")
        try Data("x".utf8).write(to: file)
        let fifo = folder.url.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let link = folder.url.appendingPathComponent("linked")
        try Syscalls.hardLink(file.path, to: link.path)
        #expect(throws: Syscalls.Errno(code: EEXIST)) { try Syscalls.hardLink(file.path, to: link.path) }
        #expect(throws: Syscalls.Errno(code: EEXIST)) { try Syscalls.makeFolder(folder.url.path) }

        #expect(Syscalls.kind(try Syscalls.status(file.path)) == .regular)
        #expect(Syscalls.kind(try Syscalls.status(folder.url.path)) == .folder)
        #expect(Syscalls.kind(try Syscalls.status(fifo.path)) == .fifo)
        #expect(Syscalls.isSameFile(try Syscalls.status(file.path), try Syscalls.status(link.path)))
        #expect(!Syscalls.isSameFile(try Syscalls.status(file.path), try Syscalls.status(fifo.path)))
        #expect(Syscalls.names(inFolder: folder.url.path, containing: UInt8(ascii: ".")) == ["plain.txt"])
        #expect(Syscalls.names(inFolder: file.path, containing: UInt8(ascii: ".")) == nil)
        #expect(!Syscalls.isExecutable(file.path))
        #expect(Syscalls.isExecutable("/bin/sh"))
    }

    @Test("A file's times are set to the nanosecond")
    func settingTimes() throws {
        let file = folder.url.appendingPathComponent("stamped")
        try Data("x".utf8).write(to: file)
        let descriptor = try Syscalls.open(file.path, flags: O_RDWR)
        defer { Syscalls.close(descriptor) }
        let then = timespec(tv_sec: 1_000_000_000, tv_nsec: 123_456_789)
        try Syscalls.setTimes(descriptor, accessed: then, modified: then)
        let modified = Syscalls.modified(try Syscalls.status(file.path))
        #expect(modified.tv_sec == then.tv_sec)
        #expect(modified.tv_nsec == then.tv_nsec)
    }

    @Test("A signal's action is taken back to the default and put back as it was")
    func signalActions() {
        let signal = SIGUSR2
        Syscalls.ignore(signal)
        #expect(Syscalls.isIgnored(signal))
        var ignoring = Syscalls.takeDefaultAction(signal)
        #expect(!Syscalls.isIgnored(signal))
        Syscalls.setAction(&ignoring, for: signal)
        #expect(Syscalls.isIgnored(signal))
        Syscalls.restoreDefault(signal)
        #expect(!Syscalls.isIgnored(signal))
    }

    @Test(
        "A regular file is opened without waiting: a FIFO, for reading or writing, a device and a folder are refused by kind",
        .timeLimit(hangLimit))
    func regularFilesOnly() throws {
        let fifo = folder.url.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        #expect(throws: Syscalls.RegularFileProblem.notRegular(.fifo)) { try Syscalls.readRegularFile(fifo.path) }
        #expect(throws: Syscalls.RegularFileProblem.notRegular(.fifo)) {
            try Syscalls.openRegularFile(fifo.path, flags: O_WRONLY | O_APPEND | O_CREAT, mode: 0o600)
        }
        #expect(throws: Syscalls.RegularFileProblem.notRegular(.characterDevice)) {
            try Syscalls.readRegularFile("/dev/zero")
        }
        #expect(throws: Syscalls.RegularFileProblem.notRegular(.folder)) {
            try Syscalls.readRegularFile(folder.url.path)
        }
        #expect(throws: Syscalls.RegularFileProblem.cannotOpen(Syscalls.Errno(code: ENOENT))) {
            try Syscalls.readRegularFile(folder.url.appendingPathComponent("nothing").path)
        }
        let file = folder.write("twelve bytes", to: "plain.txt")
        #expect(try Syscalls.readRegularFile(file.path, limit: 12) == Data("twelve bytes".utf8))
        #expect(throws: Syscalls.RegularFileProblem.tooLarge(12)) { try Syscalls.readRegularFile(file.path, limit: 11) }
        #expect(Syscalls.RegularFileProblem.notRegular(.fifo).clause == "is a named pipe (a FIFO), not a regular file")
        #expect(
            Syscalls.regularFileText(fifo) == nil,
            "a FIFO as a compiler record, a plan or an exercise copy reads as nothing")
        #expect(Syscalls.regularFileText(file) == "twelve bytes")
    }
}
