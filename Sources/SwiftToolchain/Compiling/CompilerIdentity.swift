import Foundation
import TutorBase
import TutorSystem

/// What the cache calls a compiler: its `--version` text and the executable file itself.
///
/// The version text alone is shared by a wrapper script and the compiler it wraps, and by two
/// builds of one release, so a failing one's results would be served for the other. The file
/// is named by its resolved path, device, inode, size and times, and by a hash of its first
/// mebibyte (a wrapper script whole; reading all of a 200 MB compiler would cost seconds).
/// The answer is remembered beside the cache, one record per file, so that a cached run does
/// not pay for starting the compiler; it is asked again when the file changes, or after a day,
/// in case what a wrapper calls has changed behind it.
package enum CompilerIdentity {
    /// How long a remembered `--version` answer is trusted.
    package static let freshFor: TimeInterval = 24 * 60 * 60
    /// The most a record is read of: `--version` is taken up to 64 KiB.
    package static let largestRecord = 1 << 20

    /// The compiler's identity, asking `--version` only when the file is new or changed; Ctrl-C
    /// (`cancellation`) stops that question as it stops a compile.
    package static func cached(for compiler: SwiftCompiler, in folder: URL, cancellation: Cancellation? = nil)
        throws(CompilerError) -> String
    {
        let path: String
        do {
            path = try compiler.resolvedExecutable()
        } catch {
            throw .notFound(compiler.executable)
        }
        let stamp = fileStamp(path)
        var name = SHA256()
        name.update(field: stamp)
        let record = folder.appendingPathComponent("compilers").appendingPathComponent(name.hexDigest() + ".txt")
        // Sealed with the home's key: a record rewritten to name another compiler's identity
        // (so that its entries are served for this one) is asked again, like a damaged one.
        let key = compiler.sealKey
        if let payload = SealedFile.read(record.path, limit: largestRecord, key: key, name: record.lastPathComponent),
            isFresh(record)
        {
            let parts = String(decoding: payload, as: UTF8.self).split(separator: "\n", maxSplits: 1)
            if parts.count == 2, parts[0] == stamp { return String(parts[1]) }
        }
        let identity =
            try compiler.identity(cancellation: cancellation) + "\n" + stamp + "\n"
            + contentDigest(of: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
        try? AtomicFile.write(
            SealedFile.seal(Data("\(stamp)\n\(identity)".utf8), key: key, name: record.lastPathComponent), to: record)
        return identity
    }

    /// Resolved path, device, inode, size, and modification and change times to the
    /// nanosecond: a file replaced or rewritten in place gets a new stamp. `path` is the one
    /// the launcher resolved (`SwiftCompiler.resolvedExecutable`).
    package static func fileStamp(_ path: String) -> String {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let info = try? Syscalls.status(real) else { return "\(real) missing" }
        let (modifiedAt, changedAt) = (Syscalls.modified(info), Syscalls.changed(info))
        let modified = "\(modifiedAt.tv_sec).\(modifiedAt.tv_nsec)"
        let changed = "\(changedAt.tv_sec).\(changedAt.tv_nsec)"
        return "\(real) \(info.st_dev) \(info.st_ino) \(Syscalls.size(info)) \(modified) \(changed)"
    }

    /// SHA-256 of the file's first mebibyte.
    package static func contentDigest(of path: String) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else { return "unreadable" }
        defer { try? handle.close() }
        var hash = SHA256()
        hash.update((try? handle.read(upToCount: 1 << 20)) ?? Data())
        return hash.hexDigest()
    }

    /// Whether the record was written within `freshFor`. A plain `stat`: FileManager's
    /// attributes look up the owner's name, which costs milliseconds at every run.
    private static func isFresh(_ record: URL) -> Bool {
        guard let info = try? Syscalls.status(record.path) else { return false }
        let modified = Double(Syscalls.modified(info).tv_sec)
        return abs(Date().timeIntervalSince1970 - modified) < freshFor
    }
}
