import Foundation
import Synchronization
import TutorBase

/// The secret a home's sealed files (`SealedFile`) are sealed with: 32 random bytes in a file
/// of the home's state folder, mode 0600, which the sandbox hides from every program it runs.
///
/// A learner's program may find the cache and know the seal's format from the tutor's source;
/// without the key it still cannot write a record, plan or compiler identity that opens.
/// The file is made once, atomically: written under a name of its own, then linked into
/// place, so that two tutors racing on one home end up with the one that got there first. A
/// key file that is damaged (cut short, grown, not a regular file) is replaced: what was
/// sealed with the old key then simply fails to open and is made again — only cache is lost.
package struct SealKey: Sendable, Equatable {
    /// Bytes in a key.
    package static let size = 32

    package let bytes: [UInt8]

    /// A key of this process alone, never written: for a compiler given no home (tests that
    /// make one by hand), and for a home whose state folder cannot be written. What it seals
    /// lasts only as long as the process.
    package static let ephemeral = SealKey(bytes: random())

    private static let loaded = Mutex<[String: SealKey]>([:])

    /// The key kept in `file`, read once per process (an `open`, an `fstat` and a 32-byte
    /// read the first time), made or replaced there when it is missing or damaged.
    package static func kept(in file: URL) -> SealKey {
        if let known = loaded.withLock({ $0[file.path] }) { return known }
        let key = load(file)
        return loaded.withLock { known in
            // Another thread of this tutor may have read it meanwhile: one key per process.
            if let first = known[file.path] { return first }
            known[file.path] = key
            return key
        }
    }

    /// The key in `file`, made or replaced there when it is missing or damaged, read anew
    /// (`kept(in:)` remembers it); this process's own where the folder cannot be written.
    package static func load(_ file: URL) -> SealKey {
        read(file) ?? make(file) ?? ephemeral
    }

    /// The key in `file` when it is a regular file of exactly `size` bytes; `fstat` is asked
    /// first, so a file grown to gigabytes is refused without reading it.
    package static func read(_ file: URL) -> SealKey? {
        guard let data = try? Syscalls.readRegularFile(file.path, limit: size), data.count == size else { return nil }
        return SealKey(bytes: [UInt8](data))
    }

    /// Writes a new key beside `file` and puts it in place: linked where there is none (the
    /// first tutor's wins, and the others read it), renamed over a damaged one. Gives the key
    /// the file then holds; nil when the folder cannot be written.
    private static func make(_ file: URL) -> SealKey? {
        let folder = file.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fresh = folder.appendingPathComponent(ScratchName.make(file.lastPathComponent, kind: .tmp))
        guard Syscalls.writeNewFile(fresh.path, random(), mode: 0o600) == 0 else { return nil }
        defer { try? Syscalls.unlink(fresh.path) }
        for _ in 0..<3 {
            do {
                try Syscalls.hardLink(fresh.path, to: file.path)
            } catch  where error.code == EEXIST {
                // Another tutor's key, or the damaged file: read it, or replace it in one rename.
                if let theirs = read(file) { return theirs }
                guard (try? Syscalls.rename(fresh.path, to: file.path)) != nil else {
                    // A folder or such in the key's place: nothing this tutor may remove.
                    return nil
                }
            } catch {
                return nil
            }
            // Whatever is in place now is the key every tutor on the home reads.
            if let placed = read(file) { return placed }
        }
        return nil
    }

    private static func random() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<size).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }
}
