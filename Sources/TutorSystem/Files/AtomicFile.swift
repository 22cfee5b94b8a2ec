import Foundation
import TutorBase

/// Writes files so that a reader sees the old contents or the new, never half of either.
package enum AtomicFile {
    /// Writes to a temporary file in the same folder, flushes it to disk, then renames it over
    /// the target. A crash or a full disk leaves the old file as it was. A symbolic link is
    /// written through: its target gets the new contents and the link stays a link.
    ///
    /// The file keeps the mode it had (history stays 0600 after a trim, a learner's `chmod`
    /// on their progress survives a save); a new file gets `newFileMode`. The temporary file
    /// is named as scratch of this process (`ScratchName`), and the first write into a folder
    /// removes those that dead tutors left there, wherever the folder is (beside a symlinked
    /// file's target, in a probe's driver folder).
    ///
    /// Only a regular file is ever replaced: a device, a FIFO, a socket or a folder at the
    /// path (or at the end of its link) is refused with `NotRegularFile` before anything is
    /// written, so that `--to /dev/null` as root cannot replace the device. The folders on the
    /// way are made for the path itself, never for a link's target: a dangling link is not
    /// followed to make folders.
    package static func write(_ data: Data, to link: URL, newFileMode: mode_t = 0o644) throws {
        let url = target(of: link)
        let folder = url.deletingLastPathComponent()
        if let existing = try? Syscalls.linkStatus(url.path), Syscalls.kind(existing) != .regular {
            throw NotRegularFile(path: url.path, kind: Syscalls.kind(existing))
        }
        if url == link {
            try FolderProblem.makeFolder(folder, role: "folder")
        }
        ScratchName.sweepOnce([folder])
        let mode = (try? Syscalls.status(url.path)).map(Syscalls.permissions) ?? newFileMode
        let temporary = folder.appendingPathComponent(ScratchName.make(".\(url.lastPathComponent)", kind: .tmp))
        // Made private, then given the mode: nobody reads a 0600 file's next contents meanwhile.
        let descriptor: Int32
        do {
            descriptor = try Syscalls.open(temporary.path, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: 0o600)
        } catch {
            throw POSIXError(errno: error.code)
        }
        do throws(Syscalls.Errno) {
            let written = Syscalls.writeAll(descriptor, data)
            if written != 0 { throw Syscalls.Errno(code: written) }
            try Syscalls.setMode(descriptor, mode)
            try Syscalls.flushToDisk(descriptor)
        } catch {
            Syscalls.close(descriptor)
            try? Syscalls.unlink(temporary.path)
            throw POSIXError(errno: error.code)
        }
        Syscalls.close(descriptor)
        do {
            try Syscalls.rename(temporary.path, to: url.path)
        } catch {
            try? Syscalls.unlink(temporary.path)
            throw POSIXError(errno: error.code)
        }
    }

    /// The file a path finally names, following symbolic links (even one whose target does not
    /// exist yet); the path itself when it is not a link, or the links loop.
    package static func target(of url: URL) -> URL {
        var current = url
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
                return current
            }
            current =
                destination.hasPrefix("/")
                ? URL(fileURLWithPath: destination)
                : current.deletingLastPathComponent().appendingPathComponent(destination)
        }
        return url
    }
}

extension POSIXError {
    /// The error for an `errno` value, falling back to EIO for one Foundation does not name.
    package init(errno value: Int32) {
        self.init(POSIXErrorCode(rawValue: value) ?? .EIO)
    }
}
