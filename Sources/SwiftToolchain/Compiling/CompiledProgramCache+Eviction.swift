import Foundation
import TutorBase
import TutorSystem

extension CompiledProgramCache {
    /// Removes the least recently used entries until the kept programs fit in `limit`. An
    /// entry some tutor is using (its record share-locked) is skipped, and so is `sparing`,
    /// the one just made. Two `stat`s an entry: cheap beside the compile that came before.
    package func evictLeastRecentlyUsed(sparing: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        var entries: [(name: String, used: Double, bytes: Int64)] = []
        let base = folder.path + "/"
        for name in names where !name.hasPrefix(".") && ScratchName.owner(of: name) == nil {
            let (used, bytes) = Self.measure(base + name)
            entries.append((name, used, bytes))
        }
        var total = entries.reduce(0) { $0 + $1.bytes }
        guard total > limit else { return }
        for entry in entries.sorted(by: { $0.used < $1.used }) where total > limit {
            guard entry.name != sparing, evict(folder.appendingPathComponent(entry.name)) else { continue }
            total -= entry.bytes
        }
    }

    /// Evicts one entry unless it is in use; whether it went.
    private func evict(_ entry: URL) -> Bool {
        guard
            let (descriptor, _) = try? Syscalls.openRegularFile(entry.appendingPathComponent(EntryRecord.fileName).path)
        else {
            // No record (or a FIFO in its place): an older format or a damaged entry, which
            // nobody can be using.
            discard(entry)
            return true
        }
        defer { Syscalls.close(descriptor) }
        guard (try? Syscalls.tryLock(descriptor, LOCK_EX)) != nil else { return false }
        discard(entry)
        return true
    }

    /// When the entry was last used (its record's time, which every use renews) and the bytes
    /// it holds. An entry without a record (an older format) counts as never used, and its
    /// files are added up one by one.
    private static func measure(_ entry: String) -> (used: Double, bytes: Int64) {
        guard let record = try? Syscalls.status(entry + "/" + EntryRecord.fileName) else {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: entry)) ?? []
            let bytes = names.reduce(Int64(0)) { total, name in
                total + ((try? Syscalls.linkStatus(entry + "/" + name)).map(Syscalls.size) ?? 0)
            }
            return (0, bytes)
        }
        let programBytes = (try? Syscalls.status(entry + "/program")).map(Syscalls.size) ?? 0
        let usedAt = Syscalls.modified(record)
        let used = Double(usedAt.tv_sec) + Double(usedAt.tv_nsec) / 1e9
        return (used, Syscalls.size(record) + programBytes)
    }
}
