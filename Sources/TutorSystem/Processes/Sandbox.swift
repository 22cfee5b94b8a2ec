import Foundation
import TutorBase

/// What a learner's or a lesson's program may see and use: an allowlist, not a list of places
/// to hide. Everything not named here is simply not there for the program.
///
/// On Linux the program runs through bubblewrap (`Bubblewrap`), the sandbox Flatpak uses: a
/// read-only view of the system's programs and libraries and the toolchain's, its own
/// read-only program and document, its documents folder the one writable place on disk, a
/// private `/tmp` and `/dev/shm` with a size cap, its own process numbers, no network, no
/// capabilities, a session of its own. A control group, where one can be made, caps how many
/// processes and how much memory the whole tree may hold. Where bubblewrap is missing or cannot
/// start, a program runs in a process group of its own that is swept, under the same caps.
package struct Sandbox: Sendable, Equatable {
    /// Folders the program may write: its documents folder.
    package var writable: [String]
    /// Files and folders it may read besides the system's: the program itself, the folder of
    /// the document it reads, the toolchain's libraries.
    package var readable: [String]
    /// The folder the program starts in: its documents folder.
    package var workingFolder: String?
    /// How many processes the program's tree may hold at once; nil for no cap.
    package var processLimit: Int?
    /// The bubblewrap to run it through; nil where there is none.
    package var bubblewrap: String?
    /// Whether it may run without bubblewrap where bubblewrap is missing or cannot start: the
    /// tutor's own lessons and the learner's code may; a foreign lesson's program may only when
    /// the learner said `--trust`.
    package var mayRunUncontained = true

    /// Processes a program may have at once unless `EnvironmentVariable.processLimit` says
    /// otherwise: no lesson needs more than one, and a fork storm stops here.
    package static let defaultProcessLimit = 64
    /// The most one file a program writes may hold (RLIMIT_FSIZE): a lesson saves a few
    /// kilobytes, and a program that fills the disk stops here with SIGXFSZ.
    package static let fileSizeLimit = 64 << 20
    /// What the private `/tmp` and `/dev/shm` may hold; they are memory, counted against the
    /// run's memory cap too, and gone when the run ends.
    package static let scratchBytes = 64 << 20
    package static let sharedMemoryBytes = 16 << 20

    package init(
        writable: [String], readable: [String] = [], workingFolder: String? = nil,
        processLimit: Int? = Sandbox.defaultProcessLimit, bubblewrap: String? = nil
    ) {
        self.writable = writable
        self.readable = readable
        self.workingFolder = workingFolder
        self.processLimit = processLimit
        self.bubblewrap = bubblewrap
    }

    /// The sandbox of `executable` run in `documents`, reading `document`, with the libraries
    /// of the toolchain in `toolchain` (its `usr` folder).
    package static func forProgram(
        executable: String, documents: URL, document: URL?, toolchain: String?, processLimit: Int?,
        bubblewrap: String?
    ) -> Sandbox {
        var readable = [resolved(executable)]
        if let toolchain { readable.append(resolved(toolchain)) }
        if let document { readable.append(resolved(document.deletingLastPathComponent().path)) }
        let folder = resolved(documents.path)
        return Sandbox(
            writable: [folder], readable: outermost(readable).filter { !isInside($0, folder) }, workingFolder: folder,
            processLimit: processLimit, bubblewrap: bubblewrap)
    }

    /// The real path of a file or folder, links and `..` resolved, as the kernel's mounts see
    /// it; the path as given when it cannot be resolved.
    package static func resolved(_ path: String) -> String {
        Syscalls.realPath(path) ?? path
    }

    /// Whether `path` is `folder` or lies below it.
    package static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The paths of `paths` that no other of them contains.
    package static func outermost(_ paths: [String]) -> [String] {
        var kept: [String] = []
        for path in paths.sorted(by: { $0.count < $1.count }) where !kept.contains(where: { isInside(path, $0) }) {
            kept.append(path)
        }
        return kept
    }
}

/// What a contained program really got: bubblewrap's parts when it ran through bubblewrap,
/// and each control group the system let it join.
package struct Containment: OptionSet, Sendable, Hashable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Process numbers of its own: ending its first process ends every one.
    package static let processes = Containment(rawValue: 1)
    /// Only what `Sandbox` names is there, read-only but for its documents folder.
    package static let files = Containment(rawValue: 2)
    /// A network of its own, with nothing in it.
    package static let network = Containment(rawValue: 4)
    /// A user namespace, for a tutor that is not root.
    package static let user = Containment(rawValue: 8)
    /// A control group caps its number of processes.
    package static let processCap = Containment(rawValue: 16)
    /// A control group caps the memory of its whole tree.
    package static let memoryCap = Containment(rawValue: 32)

    /// What bubblewrap gives every program it starts.
    package static let bubblewrap: Containment = [.processes, .files, .network]

    /// The parts, as `--version` lists them.
    package var description: String {
        var parts: [String] = []
        if contains(.files) {
            parts.append("bubblewrap: a read-only view of the system, only its documents folder writable")
        }
        if contains(.processes) { parts.append("its own process tree") }
        if contains(.network) { parts.append("no network") }
        if contains(.processCap) || contains(.memoryCap) {
            let capped = [contains(.processCap) ? "processes" : nil, contains(.memoryCap) ? "memory" : nil].compactMap {
                $0
            }
            parts.append("a control group for its \(capped.joined(separator: " and "))")
        }
        if contains(.user) { parts.append("in a user namespace") }
        guard contains(.files) else {
            let group =
                "a process group of its own, swept when it ends"
                + (parts.isEmpty ? "" : ", " + parts.joined(separator: ", "))
            return group
                + """
                 (no sandbox: bubblewrap is not here or cannot start; a lesson of your own runs its programs only \
                after --trust)
                """
        }
        return parts.joined(separator: ", ")
    }
}

extension Containment {
    /// Whether this system can contain a program at all (Linux); elsewhere a program runs in
    /// a process group of its own, swept when it ends.
    package static var isAvailable: Bool { Syscalls.isLinux }
}
