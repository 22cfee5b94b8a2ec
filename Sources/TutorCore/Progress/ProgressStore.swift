import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes `progress.json`: atomically, under a lock, merging with whatever another
/// tutor saved in the meantime, and never letting a damaged file stop the tutor.
public struct ProgressStore: Sendable {
    public var file: URL

    public init(file: URL) {
        self.file = file
    }

    /// The saved progress; a missing file is a fresh start, and a damaged one is moved aside
    /// (its name gets `.damaged-<time>`) with a warning, then a fresh start.
    public func load() -> (progress: Progress, warning: String?) {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            return (Progress(), nil)
        }
        if let progress = try? JSONDecoder().decode(Progress.self, from: data) {
            return (progress, nil)
        }
        let stamp = Int(Date().timeIntervalSince1970)
        let aside = file.deletingLastPathComponent().appendingPathComponent("\(file.lastPathComponent).damaged-\(stamp)")
        let moved = (try? FileManager.default.moveItem(at: file, to: aside)) != nil
        let kept = moved ? "it was kept as \(aside.path)" : "it could not be moved aside"
        return (Progress(), "Your progress file could not be read, so the tutor starts afresh; \(kept).")
    }

    /// Writes the progress through a temporary file and a rename, without merging. Dates stay
    /// numbers: ISO 8601 text would drop the fractions of a second that tell reviews apart.
    public func save(_ progress: Progress) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write(encoder.encode(progress), to: file)
    }

    /// Merges `changes` into the file under an exclusive lock and returns what was written, so
    /// two tutors running at once lose no review.
    @discardableResult
    public func merge(_ changes: Progress) throws -> Progress {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let lockPath = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).lock").path
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(errno: errno) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw POSIXError(errno: errno) }
        }
        defer { flock(descriptor, LOCK_UN) }
        let merged = load().progress.merged(with: changes)
        try save(merged)
        return merged
    }
}
