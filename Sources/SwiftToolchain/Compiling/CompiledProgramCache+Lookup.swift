import Foundation
import TutorBase
import TutorSystem

/// Finding an entry and throwing a damaged one away: every use checks the entry first.
extension CompiledProgramCache {
    /// The entry at `final` if it is whole: a folder with a record sealed for it that reads,
    /// and for a program that compiled, an executable of the recorded size and hash. Anything
    /// else is discarded — a regular file or a link in the entry's place too, which would
    /// otherwise fail every compile of it.
    package func lookup(_ final: URL) -> Entry? {
        if EntryLease.isStrangeEntry(final) {
            discard(final)
            return nil
        }
        guard let lease = EntryLease(entry: final) else {
            if EntryLease.hasStrangeRecord(final) { discard(final) }
            return nil
        }
        guard let record = lease.read(key: compiler.sealKey, entry: final.lastPathComponent), record.isWhole(in: final)
        else {
            discard(final)
            return nil
        }
        lease.markUsed()
        var result = record.result
        result.seconds = 0
        return Entry(
            executable: final.appendingPathComponent("program"), result: result, wasCached: true, record: record,
            lease: lease)
    }

    /// Whether a cached program still has the bytes it was kept with. Every lookup checks
    /// this already; it is asked again when the program fails to start or really crashes (not
    /// when the tutor itself ended it), in case it changed while it was in use.
    package func isIntact(_ entry: Entry) -> Bool {
        guard let stamp = entry.record?.program else { return false }
        return ProgramStamp(of: entry.executable) == stamp
    }

    /// Removes an entry (a damaged one), so that the next request compiles it again.
    package func discard(_ entry: Entry) {
        discard(entry.executable.deletingLastPathComponent())
    }

    /// Moves the entry aside in one rename, then deletes it: nobody finds it half removed.
    package func discard(_ final: URL) {
        let trash = folder.appendingPathComponent(ScratchName.make("", kind: .trash))
        guard (try? Syscalls.rename(final.path, to: trash.path)) != nil else { return }
        try? FileManager.default.removeItem(at: trash)
    }
}
