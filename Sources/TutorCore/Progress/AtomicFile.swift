import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader sees the old contents or the new, never half of either.
public enum AtomicFile {
    /// Writes to a temporary file in the same folder, flushes it to disk, then renames it over
    /// the target. A crash or a full disk leaves the old file as it was. A symbolic link is
    /// written through: its target gets the new contents and the link stays a link.
    ///
    /// The file keeps the mode it had (history stays 0600 after a trim, a learner's `chmod`
    /// on their progress survives a save); a new file gets `newFileMode`. The temporary file
    /// is named as scratch of this process (`ScratchName`), and the first write into a folder
    /// removes those that dead tutors left there, wherever the folder is (beside a symlinked
    /// file's target, in a probe's driver folder).
    public static func write(_ data: Data, to link: URL, newFileMode: mode_t = 0o644) throws {
        let url = target(of: link)
        let folder = url.deletingLastPathComponent()
        try FolderProblem.makeFolder(folder, role: "folder")
        ScratchName.sweepOnce([folder])
        var existing = stat()
        let mode = stat(url.path, &existing) == 0 ? existing.st_mode & 0o7777 : newFileMode
        let temporary = folder.appendingPathComponent(ScratchName.make(".\(url.lastPathComponent)", kind: .tmp))
        // Made private, then given the mode: nobody reads a 0600 file's next contents meanwhile.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw POSIXError(errno: errno) }
        var failure = Syscalls.writeAll(descriptor, data)
        if failure == 0, fchmod(descriptor, mode) != 0 { failure = errno }
        if failure == 0, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        if failure == 0, rename(temporary.path, url.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary.path)
            throw POSIXError(errno: failure)
        }
    }

    /// The file a path finally names, following symbolic links (even one whose target does not
    /// exist yet); the path itself when it is not a link, or the links loop.
    public static func target(of url: URL) -> URL {
        var current = url
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                return current
            }
            current = destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return url
    }
}

extension POSIXError {
    /// The error for an `errno` value, falling back to EIO for one Foundation does not name.
    init(errno value: Int32) {
        self.init(POSIXErrorCode(rawValue: value) ?? .EIO)
    }
}
