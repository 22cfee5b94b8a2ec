import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Reads and writes `progress.json`: atomically, under a lock, merging with whatever another
/// tutor saved in the meantime, and never writing over a file it could not read.
///
/// A file that cannot be opened (it belongs to root after a `sudo` run, say) is left alone and
/// nothing is saved; a damaged one keeps every part that still reads, once the original has
/// been set aside under a name of its own — and if it cannot be set aside, it is not written
/// over either.
package struct ProgressStore: Sendable {
    package var file: URL
    /// Where damaged originals are set aside: beside the file (its link's target) unless a
    /// test says otherwise.
    package var asideFolder: URL?
    /// Seconds a save waits for another tutor's lock before it gives up for this time: a tutor
    /// stopped with Ctrl-Z in the middle of a save would otherwise hold every other one.
    package var lockWait = 3.0

    package init(file: URL, asideFolder: URL? = nil) {
        (self.file, self.asideFolder) = (file, asideFolder)
    }

    /// What a start-up read gave: the progress to begin with, sentences for the learner, and
    /// whether saving is safe this session.
    package struct Loaded: Sendable {
        package var progress: Progress
        package var warnings: [String]
        /// False when the file could not be read or a damaged one could not be set aside: then
        /// nothing is written over it.
        package var canSave: Bool
    }

    /// The saved progress, and what the learner must be told about it.
    package func load() -> Loaded {
        switch read() {
        case .missing:
            return Loaded(progress: Progress(), warnings: [], canSave: true)
        case .unreadable(let reason):
            return Loaded(
                progress: Progress(),
                warnings: [
                    """
                    Your progress file \(file.path) cannot be read (\(reason)), so this session starts without it and \
                    saves nothing: the file is left as it is. If a `sudo` run made it root's, give it back to \
                    yourself (`sudo chown $USER` on it) and start again.
                    """
                ], canSave: false)
        case .tooLarge(let size):
            return Loaded(progress: Progress(), warnings: [tooLargeSentence(size)], canSave: false)
        case .foreignLink(let reason):
            return Loaded(
                progress: Progress(),
                warnings: [
                    """
                    Your progress file \(file.path) is not used: \(reason), so this session starts afresh, saves \
                    nothing, and writes nothing through the link.
                    """
                ], canSave: false)
        case .read(let progress, let repaired, let dropped):
            var warnings: [String] = []
            if !repaired.isEmpty {
                warnings.append(
                    """
                    Some card memories in your progress file held impossible values and were put back in range \
                    (\(repaired.joined(separator: ", "))): those cards are due now.
                    """
                )
            }
            guard !dropped.isEmpty else { return Loaded(progress: progress, warnings: warnings, canSave: true) }
            let what =
                dropped == ["the whole file"]
                ? "Your progress file could not be read at all, so the tutor starts afresh"
                : """
                Parts of your progress file could not be read and were left out \
                (\(dropped.joined(separator: ", "))); everything else is kept
                """
            do {
                let aside = try setAside()
                warnings.append("\(what). The file as it was is kept as \(aside.path).")
                return Loaded(progress: progress, warnings: warnings, canSave: true)
            } catch {
                let reason =
                    switch error {
                    case .cannotSetAside(_, let reason): reason
                    default: error.message
                    }
                warnings.append(
                    """
                    \(what). The original could not be set aside (\(reason)), so this session saves nothing and the \
                    file is left as it is.
                    """
                )
                return Loaded(progress: progress, warnings: warnings, canSave: false)
            }
        }
    }

    /// Writes the progress through a temporary file and a rename, without merging. Dates stay
    /// numbers: ISO 8601 text would drop the fractions of a second that tell reviews apart.
    /// Not public: the tutor writes progress only through `merge`; tests start from a file with it.
    package func save(_ progress: Progress) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(encoder.encode(progress), to: file)
    }

    /// Merges `changes` into the file under an exclusive lock and returns what was written, so
    /// two tutors running at once lose no review. Throws `ProgressProblem` rather than write
    /// over a file it cannot read, or a damaged one it cannot set aside.
    @discardableResult
    package func merge(_ changes: Progress) throws -> Progress {
        let folder = file.deletingLastPathComponent()
        do {
            try FolderProblem.makeFolder(folder, role: "progress folder")
        } catch {
            throw ProgressProblem.cannotWrite(error)
        }
        let lock: LockFile
        do {
            lock = try LockFile(beside: file, mode: LOCK_EX, waitingAtMost: lockWait, permissions: 0o644)
        } catch .busy {
            throw ProgressProblem.busy(file.path, seconds: lockWait)
        } catch .cannotOpen(let code) {
            throw ProgressProblem.cannotWrite(FolderProblem(role: "progress folder", folder: folder, errno: code))
        }
        defer { withExtendedLifetime(lock) {} }
        let base: Progress
        switch read() {
        case .missing:
            base = Progress()
        case .unreadable(let reason), .foreignLink(let reason):
            throw ProgressProblem.unreadable(file.path, reason: reason)
        case .tooLarge(let size):
            throw ProgressProblem.unreadable(
                file.path,
                reason:
                    """
                    it is \(ByteCountFormatter.string(fromByteCount: size, countStyle: .binary)), more than a \
                    progress file may be
                    """
            )
        case .read(let progress, _, let dropped):
            // Damaged since it was last read (another program wrote it): keep the original.
            if !dropped.isEmpty { _ = try setAside() }
            base = progress
        }
        let merged = base.merged(with: changes)
        do {
            try save(merged)
        } catch {
            throw ProgressProblem.cannotWrite(
                FolderProblem(
                    role: "progress folder", folder: AtomicFile.target(of: file).deletingLastPathComponent(),
                    error: error)
                    ?? FolderProblem(
                        role: "progress folder", path: folder.path, reason: .other(error.localizedDescription)))
        }
        return merged
    }
}
