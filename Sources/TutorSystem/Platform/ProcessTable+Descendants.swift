import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import TutorBase
#endif

extension ProcessTable {
    /// Most processes one look at a tree reads: past it a fork bomb is swept in several looks,
    /// each bounded, rather than one that never ends.
    package static let descendantLimit = 4096

    /// Every process below `pid`, found by walking down from it through each thread's
    /// `/proc/<pid>/task/<tid>/children`, rather than reading every process on the machine.
    ///
    /// For the tutor, a subreaper, this is everything a run can have left: a process whose
    /// parent dies is handed to the nearest subreaper above it, so nothing the tutor started
    /// leaves its tree. The cost is a few reads for the tutor's own threads, however busy the
    /// machine. The kernel builds each list as it is read, so a process born or reparented
    /// meanwhile may be missed: the sweep looks again after every look that killed something.
    /// Nil where the kernel has no `children` files (built without `CONFIG_PROC_CHILDREN`).
    package static func descendants(of pid: pid_t) -> [Entry]? {
        #if os(Linux)
        guard hasChildrenFiles else { return nil }
        var found: [Entry] = []
        var parents = [pid]
        while let parent = parents.popLast(), found.count < descendantLimit {
            for thread in numberedNames(in: "/proc/\(parent)/task") {
                // A thread or a process that has just ended has no file: nothing below it.
                guard let list = contents(of: "/proc/\(parent)/task/\(thread)/children", limit: 1 << 16) else {
                    continue
                }
                for word in list.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") }) {
                    guard let child = pid_t(String(decoding: word, as: UTF8.self)), let entry = entry(child) else {
                        continue
                    }
                    found.append(entry)
                    parents.append(child)
                }
            }
        }
        return found
        #else
        return nil
        #endif
    }

    #if os(Linux)
    /// Whether this kernel keeps `children` files: the main thread's always exists if it does.
    private static let hasChildrenFiles = access("/proc/self/task/\(getpid())/children", R_OK) == 0
    #endif
}
