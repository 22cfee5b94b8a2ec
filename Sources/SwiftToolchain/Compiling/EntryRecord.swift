import Foundation
import TutorBase
import TutorSystem

/// What a cache entry's `entry.json` says: the compile's result and, for a program that
/// compiled, the program's size and hash, so that an entry damaged on disk (emptied, cut
/// short, overwritten) is found out instead of blamed on the lesson. The record itself is
/// sealed with the home's key and the entry's name (`SealedFile`), so a record rewritten, or
/// copied from another entry, by a program without the key is found out too.
package struct EntryRecord: Codable, Equatable, Sendable {
    /// Raised when the record's meaning changes; part of every key, so older entries are
    /// simply never found (and in time evicted).
    package static let format = 3
    package static let fileName = "entry.json"
    /// The most a record is read of, asked of `fstat` first: diagnostics are capped well below.
    package static let largestFile = 16 << 20

    package var format = EntryRecord.format
    package var result: CompileResult
    package var program: ProgramStamp?

    package init(result: CompileResult, program: ProgramStamp?) {
        (self.result, self.program) = (result, program)
    }

    /// Writes the record into a compile's scratch folder, before the folder is moved into
    /// place. No temporary file and no fsync of its own: nobody reads the scratch folder, and
    /// a record cut short by a crash after the rename fails `isWhole` and is compiled again.
    /// Sealed for `entry`, the name of the folder it will be read in. Returns 0 or the `errno`.
    package func write(into scratch: URL, key: SealKey, entry: String) -> Int32 {
        Syscalls.writeNewFile(
            scratch.appendingPathComponent(Self.fileName).path, SealedFile.seal(encoded(), key: key, name: entry))
    }

    package func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The check made on every use: the record is of this format; a failure carries an
    /// error; a success's program is there, executable, of the recorded size and with the
    /// recorded hash. The size is checked first, so a program cut short costs no hashing;
    /// the hash finds one rewritten in place at the same size (a learner's program that found
    /// the cache). Hashing a 110 KB program takes about 1.5 ms in release.
    package func isWhole(in entry: URL) -> Bool {
        guard format == Self.format else { return false }
        guard result.succeeded else { return result.diagnostics.contains { $0.severity == .error } }
        guard let program, program.size > 0 else { return false }
        let file = entry.appendingPathComponent("program")
        guard ProgramStamp.size(of: file) == program.size else { return false }
        return ProgramStamp(of: file) == program
    }
}

/// A program's size and SHA-256.
package struct ProgramStamp: Codable, Equatable, Sendable {
    package var size: Int64
    package var sha256: String

    /// The stamp of a non-empty executable regular file; nil for anything else. The file is
    /// hashed as it is read, a chunk at a time, never held whole.
    package init?(of program: URL) {
        guard let size = Self.size(of: program), size > 0 else { return nil }
        guard let descriptor = try? Syscalls.open(program.path, flags: O_RDONLY | O_CLOEXEC) else { return nil }
        defer { Syscalls.close(descriptor) }
        var hash = SHA256()
        var total: Int64 = 0
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            guard let count = try? Syscalls.read(descriptor, into: &buffer) else { return nil }
            if count == 0 { break }
            hash.update(buffer[0..<count])
            total += Int64(count)
        }
        guard total == size else { return nil }
        self.size = size
        sha256 = hash.hexDigest()
    }

    /// The size of an executable regular file; nil when it is missing, not regular or not
    /// executable.
    package static func size(of program: URL) -> Int64? {
        guard let info = try? Syscalls.status(program.path), Syscalls.kind(info) == .regular,
            Syscalls.isExecutable(program.path)
        else {
            return nil
        }
        return Syscalls.size(info)
    }
}

/// An entry's record, open and share-locked: while a lease is held, no tutor evicts the entry
/// (eviction takes the lock exclusively, and skips an entry it cannot lock).
package final class EntryLease: Sendable {
    private let descriptor: Int32

    /// Seconds a use waits for an eviction's lock on the entry.
    package static let lockWait = 2.0

    /// Opens and locks `entry`'s record; nil when there is no record, it is no regular file
    /// (a FIFO is never opened to wait: see `hasStrangeRecord`), the entry was moved away
    /// between the open and the lock, or another tutor held it past `lockWait`.
    package init?(entry: URL) {
        let path = entry.appendingPathComponent(EntryRecord.fileName).path
        guard let (descriptor, _) = try? Syscalls.openRegularFile(path) else { return nil }
        // Eviction holds its exclusive lock for a moment; a tutor stopped with Ctrl-Z in that
        // moment must not hold this one forever: the entry is then passed over.
        let locked = LockFile.lock(descriptor, LOCK_SH, waitingAtMost: Self.lockWait)
        guard locked, let mine = try? Syscalls.status(of: descriptor), let there = try? Syscalls.status(path),
            Syscalls.isSameFile(mine, there)
        else {
            Syscalls.close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    deinit {
        Syscalls.close(descriptor)
    }

    /// Whether `entry` has something other than a regular file as its record (a FIFO, a
    /// folder): damage, to be discarded like a record that does not decode.
    package static func hasStrangeRecord(_ entry: URL) -> Bool {
        guard let info = try? Syscalls.linkStatus(entry.appendingPathComponent(EntryRecord.fileName).path) else {
            return false
        }
        return Syscalls.kind(info) != .regular
    }

    /// Whether something other than a folder is in the entry's place (a regular file, a link,
    /// a FIFO): nothing the cache made, to be discarded. One `lstat`.
    package static func isStrangeEntry(_ entry: URL) -> Bool {
        guard let info = try? Syscalls.linkStatus(entry.path) else { return false }
        return Syscalls.kind(info) != .folder
    }

    /// The record, or nil when it is larger than any record (`fstat` asked before anything is
    /// read: a sparse file of gigabytes costs nothing), its seal is not right for `key` and
    /// `entry` (the folder's name), or it does not decode.
    package func read(key: SealKey, entry: String) -> EntryRecord? {
        guard let info = try? Syscalls.status(of: descriptor), Syscalls.size(info) <= EntryRecord.largestFile else {
            return nil
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 << 10)
        while data.count <= EntryRecord.largestFile,
            let count = try? Syscalls.read(descriptor, into: &buffer, at: Int64(data.count)), count > 0
        {
            data.append(contentsOf: buffer[..<count])
        }
        guard data.count <= EntryRecord.largestFile, let payload = SealedFile.open(data, key: key, name: entry) else {
            return nil
        }
        return try? JSONDecoder().decode(EntryRecord.self, from: payload)
    }

    /// Stamps the record with the time now: the least recently used entries are evicted first.
    package func markUsed() {
        Syscalls.touch(descriptor)
    }
}
