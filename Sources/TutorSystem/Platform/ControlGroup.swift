import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import TutorBase
#endif

/// One run's control groups: a cap on how many processes its tree holds at once and on the
/// memory of the whole tree, whatever its processes do to their process group or session.
///
/// Linux only, and only where the tutor may make groups (root, or a delegated subtree):
/// cgroup v1 with its `pids` and `memory` hierarchies, or v2's unified one. Each run gets a
/// group named by the run's token under `codable-tutor/` beside the tutor's own group; the
/// run's first process joins it before anything else, and the group is emptied and removed
/// when the run ends. A tutor killed outright leaves its groups behind: the next tutor's first
/// run ends what is in them and removes them (`sweepLeftovers`).
package struct ControlGroup {
    /// A hierarchy the tutor can make groups in.
    package struct Hierarchy: Equatable {
        /// `codable-tutor` inside the tutor's own group there.
        package var base: String
        /// The controller's files to write: `pids` or `memory` (v1), both (v2).
        package var controllers: Set<String>
        package var isUnified: Bool
    }

    /// The folders of this run's groups, one per hierarchy.
    package let folders: [(folder: String, hierarchy: Hierarchy)]

    /// The file the run's first process writes "0" into to join a group: v1's `tasks`, which
    /// moves the writing thread alone, and v2's `cgroup.procs`. The first process is a fresh
    /// fork, one thread, so on v1 moving the thread moves the process; and a thread moving
    /// itself is spared the kernel's global lock on every group (`cgroup.procs` takes it and
    /// waits out an RCU grace period, 5 to 25 ms a run here: docs/PERFORMANCE.md).
    package static func joiningFile(in folder: String, of hierarchy: Hierarchy) -> String {
        folder + (hierarchy.isUnified ? "/cgroup.procs" : "/tasks")
    }

    /// The hierarchies this tutor may use, found once: none where there are no control groups
    /// or the tutor may not make them.
    package static let hierarchies: [Hierarchy] = {
        #if os(Linux)
        return find(
            root: "/sys/fs/cgroup",
            membership: String(
                decoding: ProcessTable.contents(of: "/proc/self/cgroup", limit: 64 << 10) ?? [], as: UTF8.self))
        #else
        return []
        #endif
    }()

    /// The hierarchies under `root` that the process whose `/proc/self/cgroup` reads
    /// `membership` can make groups in; `codable-tutor` is made in each as it is checked.
    package static func find(root: String, membership: String) -> [Hierarchy] {
        var found: [Hierarchy] = []
        var wanted: Set<String> = ["pids", "memory"]
        for line in membership.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3 else { continue }
            let path = fields[2] == "/" ? "" : String(fields[2])
            if fields[1].isEmpty {
                // v2: one hierarchy for every controller it has.
                let folder = root + path
                let offered = Set(
                    ((try? String(contentsOfFile: folder + "/cgroup.controllers", encoding: .utf8)) ?? "").split(
                        separator: " "
                    )
                    .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) })
                let usable = offered.intersection(wanted)
                guard !usable.isEmpty else { continue }
                let base = folder + "/codable-tutor"
                guard prepare(base), enable(usable, in: base) else { continue }
                found.append(Hierarchy(base: base, controllers: usable, isUnified: true))
                wanted.subtract(usable)
            } else {
                for controller in fields[1].split(separator: ",").map(String.init) where wanted.contains(controller) {
                    let base = "\(root)/\(controller)\(path)/codable-tutor"
                    guard prepare(base) else { continue }
                    found.append(Hierarchy(base: base, controllers: [controller], isUnified: false))
                    wanted.remove(controller)
                }
            }
        }
        return found
    }

    /// Makes `codable-tutor` (kept between runs) and checks that a group can be made in it.
    private static func prepare(_ base: String) -> Bool {
        if mkdir(base, 0o755) != 0, errno != EEXIST { return false }
        return access(base + "/cgroup.procs", W_OK) == 0
    }

    /// v2 hands a controller down only when the parent's `cgroup.subtree_control` names it.
    private static func enable(_ controllers: Set<String>, in base: String) -> Bool {
        let line = controllers.sorted().map { "+" + $0 }.joined(separator: " ")
        return write(line, to: base + "/cgroup.subtree_control")
    }

    /// Makes the run's groups with their limits; nil where there are none to make, or the
    /// system refused one (the run then goes on without).
    package static func make(
        named name: String, processLimit: Int?, memoryLimit: Int?, in hierarchies: [Hierarchy] = hierarchies
    ) -> ControlGroup? {
        var folders: [(String, Hierarchy)] = []
        for hierarchy in hierarchies {
            let needed =
                (hierarchy.controllers.contains("pids") && processLimit != nil)
                || (hierarchy.controllers.contains("memory") && memoryLimit != nil)
            guard needed else { continue }
            let folder = hierarchy.base + "/" + name
            guard mkdir(folder, 0o755) == 0 else { continue }
            var set = true
            if hierarchy.controllers.contains("pids"), let processLimit {
                // The run's first process and the one that reaps inside its namespace are
                // counted too: the program itself gets the whole limit.
                set = set && write(String(processLimit + 2), to: folder + "/pids.max")
            }
            if hierarchy.controllers.contains("memory"), let memoryLimit {
                if hierarchy.isUnified {
                    set = set && write(String(memoryLimit), to: folder + "/memory.max")
                    _ = write("0", to: folder + "/memory.swap.max")
                } else {
                    set = set && write(String(memoryLimit), to: folder + "/memory.limit_in_bytes")
                    _ = write(String(memoryLimit), to: folder + "/memory.memsw.limit_in_bytes")
                }
            }
            guard set else {
                rmdir(folder)
                continue
            }
            folders.append((folder, hierarchy))
        }
        return folders.isEmpty ? nil : ControlGroup(folders: folders)
    }

    /// What the kernel counted for the run.
    package struct Events: Equatable {
        /// A fork was refused because the tree held as many processes as it may.
        package var processLimitReached = false
        /// The kernel killed one of the tree's processes for the group's memory.
        package var outOfMemory = false
    }

    /// What the kernel counted for the run's groups so far.
    package func events() -> Events {
        var events = Events()
        for (folder, hierarchy) in folders {
            if hierarchy.controllers.contains("pids") {
                events.processLimitReached =
                    events.processLimitReached || Self.counter("max", in: folder + "/pids.events") > 0
            }
            if hierarchy.controllers.contains("memory") {
                let file = hierarchy.isUnified ? "/memory.events" : "/memory.oom_control"
                events.outOfMemory = events.outOfMemory || Self.counter("oom_kill", in: folder + file) > 0
            }
        }
        return events
    }

    /// Kills whatever is still in the run's groups and removes them. Their processes are the
    /// run's and no one else's, whatever became of their parents.
    package func end() {
        for (folder, _) in folders { Self.empty(folder) }
    }

    /// Ends what killed tutors left in their groups, and removes the groups. A group is named
    /// by its tutor's mark (`ChildRegistry.tutorMark`): the pid before the first `-`.
    package static func sweepLeftovers(in hierarchies: [Hierarchy] = hierarchies) {
        for hierarchy in hierarchies {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: hierarchy.base) else { continue }
            for name in names {
                guard let owner = name.split(separator: "-").first.flatMap({ pid_t($0) }), owner > 0 else { continue }
                let folder = hierarchy.base + "/" + name
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                    continue
                }
                if owner != Syscalls.processID, !Syscalls.mayBeAlive(owner) { empty(folder) }
            }
        }
    }

    /// Kills every process in `folder`'s group until none is left, then removes the group.
    private static func empty(_ folder: String) {
        for _ in 0..<200 {
            let pids = members(of: folder)
            if pids.isEmpty, rmdir(folder) == 0 || errno == ENOENT { return }
            for pid in pids { Syscalls.send(SIGKILL, to: pid) }
            usleep(5_000)
        }
    }

    /// The processes in a group, by pid as the tutor sees them.
    package static func members(of folder: String) -> [pid_t] {
        let text = String(
            decoding: ProcessTable.contents(of: folder + "/cgroup.procs", limit: 1 << 20) ?? [], as: UTF8.self)
        return text.split(separator: "\n").compactMap { pid_t($0) }
    }

    /// The number after `name` on its line of a flat keyed file (`max 3`), 0 when absent.
    package static func counter(_ name: String, in path: String) -> Int {
        let text = String(decoding: ProcessTable.contents(of: path, limit: 64 << 10) ?? [], as: UTF8.self)
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            if fields.count == 2, fields[0] == name { return Int(fields[1]) ?? 0 }
        }
        return 0
    }

    /// Writes `text` to a control file in one `write`, as the kernel wants it.
    @discardableResult
    package static func write(_ text: String, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return Syscalls.writeAll(descriptor, Array(text.utf8)) == 0
    }
}
