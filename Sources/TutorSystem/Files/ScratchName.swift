import Foundation
import Synchronization
import TutorBase

/// Names for the tutor's temporary files and folders, which carry the process that owns them,
/// and the sweep that removes those whose process has died.
///
/// Every run, compile and save works in a place of its own, named `<base>.<kind>-<pid>-<random>`:
/// two tutors on one home cannot pick the same name, and a tutor killed midway leaves
/// something a later one can recognise as abandoned and remove.
package enum ScratchName {
    /// The kinds of scratch the tutor makes.
    package enum Kind: String, CaseIterable, Sendable {
        /// A compile under way in the cache.
        case partial
        /// A cache entry being removed.
        case trash
        /// A file being written, before its rename.
        case tmp
        /// A run's documents folder, or a probe's files.
        case run
    }

    /// A fresh name for scratch of `kind` made from `base`.
    package static func make(_ base: String, kind: Kind) -> String {
        "\(base).\(kind.rawValue)-\(Syscalls.processID)-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// The process that made a scratch name; nil when `name` is not one.
    package static func owner(of name: String) -> pid_t? {
        // Most names in a cache are entries, 64 hex digits without a dot: leave them at once.
        guard name.utf8.contains(UInt8(ascii: ".")) else { return nil }
        for kind in Kind.allCases {
            guard let range = name.range(of: ".\(kind.rawValue)-", options: .backwards) else { continue }
            let parts = name[range.upperBound...].split(separator: "-")
            guard parts.count == 2, let pid = pid_t(parts[0]), UInt32(parts[1]) != nil else { continue }
            return pid
        }
        return nil
    }

    /// Whether a process with this id is running (one of another user's counts as running).
    package static func isAlive(_ pid: pid_t) -> Bool {
        pid > 0 && Syscalls.mayBeAlive(pid)
    }

    private static let swept = SweptFolders()

    /// Sweeps each of `folders` (see `sweep`) the first time this process asks for it, and
    /// never again: a dead tutor's scratch does not come back while this one runs.
    package static func sweepOnce(_ folders: [URL]) {
        for folder in folders where swept.claim(folder.standardizedFileURL.path) {
            sweep(folder)
        }
    }

    /// Removes the scratch in `folder` whose process is gone: one `readdir` pass, and a name
    /// becomes a Swift string only when it has a dot (a cache of ten thousand entries, whose
    /// names have none, costs a millisecond). Cheap enough for every start.
    package static func sweep(_ folder: URL) {
        guard let dotted = Syscalls.names(inFolder: folder.path, containing: UInt8(ascii: ".")) else { return }
        let abandoned = dotted.filter { name in owner(of: name).map { !isAlive($0) } ?? false }
        for name in abandoned {
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
    }
}

/// The folders this process has swept already.
private final class SweptFolders: Sendable {
    private let paths = Mutex<Set<String>>([])

    /// True the first time `path` is claimed.
    func claim(_ path: String) -> Bool {
        paths.withLock { $0.insert(path).inserted }
    }
}
