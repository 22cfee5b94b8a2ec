import Foundation

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writes files so that a reader sees the old contents or the new, never half of either.
public enum AtomicFile {
    /// Writes to a temporary file in the same folder, flushes it to disk, then renames it over
    /// the target. A crash or a full disk leaves the old file as it was. A symbolic link is
    /// written through: its target gets the new contents and the link stays a link.
    public static func write(_ data: Data, to link: URL) throws {
        let url = target(of: link)
        let folder = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let temporary = folder.appendingPathComponent(ScratchName.make(".\(url.lastPathComponent)", kind: .tmp))
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(errno: errno) }
        var failure: Int32 = 0
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
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
