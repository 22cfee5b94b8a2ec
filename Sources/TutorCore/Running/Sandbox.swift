import Foundation

/// What a learner's or a lesson's program may see and use: the rest of the tutor's home is
/// hidden, and its whole tree lives and dies together under one cap on processes and memory.
///
/// On Linux the program runs in namespaces of its own (`Containment`): its own process
/// numbers, so that when its first process ends every process it made ends at once; its own
/// mounts, with the tutor's state and cache folders covered by empty ones and only the
/// folders it needs laid back on top; no network. A control group, where one can be made,
/// caps how many processes and how much memory the whole tree may hold. Where none of this
/// can be had, the program runs as before, in a process group of its own that is swept.
public struct Sandbox: Sendable, Equatable {
    /// Folders the program must not see: the tutor's state and cache.
    public var hidden: [String]
    /// Folders inside a hidden one that the program needs after all: its documents folder,
    /// the folder of the document it reads.
    public var visible: [String]
    /// The folder the program starts in: its documents folder.
    public var workingFolder: String?
    /// How many processes the program's tree may hold at once; nil for no cap.
    public var processLimit: Int?

    /// Processes a program may have at once unless `CODABLE_TUTOR_PROCESS_LIMIT` says
    /// otherwise: no lesson needs more than one, and a fork storm stops here.
    public static let defaultProcessLimit = 64

    public init(hidden: [String], visible: [String] = [], workingFolder: String? = nil,
        processLimit: Int? = Sandbox.defaultProcessLimit)
    {
        self.hidden = hidden
        self.visible = visible
        self.workingFolder = workingFolder
        self.processLimit = processLimit
    }

    /// The sandbox of a program run from `home`, in `documents`, reading `document`.
    static func forProgram(in home: TutorHome, documents: URL, document: URL?, processLimit: Int?) -> Sandbox {
        // A folder not made yet has nothing to hide, and no mount can cover it.
        let hidden = Self.outermost([home.state.path, home.cache.path].map(Self.resolved)
            .filter { FileManager.default.fileExists(atPath: $0) })
        var visible = [Self.resolved(documents.path)]
        if let document {
            let folder = Self.resolved(document.deletingLastPathComponent().path)
            if !visible.contains(folder) { visible.append(folder) }
        }
        visible.removeAll { folder in !hidden.contains { Self.isInside(folder, $0) } }
        return Sandbox(hidden: hidden, visible: visible, workingFolder: Self.resolved(documents.path), processLimit: processLimit)
    }

    /// The real path of a folder, links and `..` resolved, as the kernel's mounts see it; the
    /// path as given when it cannot be resolved.
    static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// Whether `path` is `folder` or lies below it.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The folders of `paths` that no other of them contains.
    static func outermost(_ paths: [String]) -> [String] {
        var kept: [String] = []
        for path in paths.sorted(by: { $0.count < $1.count }) where !kept.contains(where: { isInside(path, $0) }) {
            kept.append(path)
        }
        return kept
    }
}

/// What a contained program really got, as its start-up reported it: each part of the
/// sandbox is tried, and one the system refuses is left out rather than failing the run.
public struct Containment: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Process numbers of its own: ending its first process ends every one.
    public static let processes = Containment(rawValue: 1)
    /// The tutor's home hidden behind mounts of its own.
    public static let files = Containment(rawValue: 2)
    /// A network of its own, with nothing in it.
    public static let network = Containment(rawValue: 4)
    /// A user namespace, for a tutor that is not root.
    public static let user = Containment(rawValue: 8)
    /// A control group caps its number of processes.
    public static let processCap = Containment(rawValue: 16)
    /// A control group caps the memory of its whole tree.
    public static let memoryCap = Containment(rawValue: 32)

    /// The parts, as `--version` lists them.
    public var description: String {
        var parts: [String] = []
        if contains(.processes) { parts.append("its own process tree") }
        if contains(.files) { parts.append("the home hidden") }
        if contains(.network) { parts.append("no network") }
        if contains(.processCap) || contains(.memoryCap) {
            let capped = [contains(.processCap) ? "processes" : nil, contains(.memoryCap) ? "memory" : nil].compactMap { $0 }
            parts.append("a control group for its \(capped.joined(separator: " and "))")
        }
        if contains(.user) { parts.append("in a user namespace") }
        guard !parts.isEmpty else { return "a process group of its own, swept when it ends (no namespaces or control groups here)" }
        return parts.joined(separator: ", ")
    }
}
