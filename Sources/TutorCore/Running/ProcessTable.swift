import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The machine's processes as Linux's `/proc` shows them: enough to find what a run left
/// behind. Elsewhere it sees nothing, and the sweep relies on process groups alone.
enum ProcessTable {
    /// One process: who its parent is, whether it has ended, and when it started.
    struct Entry: Equatable {
        var pid: pid_t
        var parent: pid_t
        /// `Z` for a zombie: ended, waiting to be reaped by its parent.
        var state: Character
        /// Clock ticks after boot.
        var started: UInt64
    }

    /// Every process now.
    static func all() -> [Entry] {
        #if os(Linux)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return names.compactMap { name in pid_t(name).flatMap(entry) }
        #else
        return []
        #endif
    }

    /// One process, or nil when it is gone.
    static func entry(_ pid: pid_t) -> Entry? {
        guard let text = contents(of: "/proc/\(pid)/stat", limit: 4096).map({ String(decoding: $0, as: UTF8.self) }),
            let close = text.lastIndex(of: ")")
        else { return nil }
        // After the command name (which may hold spaces and parentheses): state, ppid, …,
        // and the start time as the 20th field after the name.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 19, let state = fields[0].first, let parent = pid_t(fields[1]), let started = UInt64(fields[19]) else {
            return nil
        }
        return Entry(pid: pid, parent: parent, state: state, started: started)
    }

    /// The value `variable` had in the environment process `pid` was started with, which it
    /// keeps even if it clears its own copy; nil when it had none (a zombie's reads as empty).
    static func environmentValue(_ variable: String, of pid: pid_t) -> String? {
        guard let bytes = contents(of: "/proc/\(pid)/environ", limit: 1 << 20) else { return nil }
        let name = Array("\(variable)=".utf8)
        for entry in bytes.split(separator: 0, omittingEmptySubsequences: true) where entry.starts(with: name) {
            return String(decoding: entry.dropFirst(name.count), as: UTF8.self)
        }
        return nil
    }

    /// At most `limit` bytes of a small file, read with plain system calls.
    private static func contents(of path: String, limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while bytes.count < limit {
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                bytes += buffer[0..<count]
            } else if count == 0 || errno != EINTR {
                break
            }
        }
        return bytes
    }
}
