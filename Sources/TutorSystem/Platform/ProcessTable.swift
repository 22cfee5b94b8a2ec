import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import TutorBase
#endif

/// The machine's processes as Linux's `/proc` shows them: enough to find what a run left
/// behind. Elsewhere it sees nothing, and the sweep relies on process groups alone.
package enum ProcessTable {
    /// One process: who its parent is, whether it has ended, and when it started.
    package struct Entry: Equatable {
        package var pid: pid_t
        package var parent: pid_t
        /// `Z` for a zombie: ended, waiting to be reaped by its parent.
        package var state: Character
        /// Clock ticks after boot.
        package var started: UInt64

        package init(pid: pid_t, parent: pid_t, state: Character, started: UInt64) {
            (self.pid, self.parent, self.state, self.started) = (pid, parent, state, started)
        }
    }

    /// Every process now. It runs after every run, so it reads bytes with plain system calls
    /// rather than Foundation's strings: a few hundred small files in a millisecond or two.
    package static func all() -> [Entry] {
        #if os(Linux)
        return numberedNames(in: "/proc").compactMap(entry)
        #else
        return []
        #endif
    }

    /// The processes started since `pid` was, found without listing them all: Linux hands out
    /// pids in increasing order, so they lie between `pid` and the last pid handed out
    /// (`/proc/loadavg`). A window that wrapped round, or is wide, is read in full instead.
    /// Threads' ids lie in the window too: `isProcess` tells them apart.
    package static func all(startedAfter pid: pid_t) -> [Entry] {
        #if os(Linux)
        guard let text = contents(of: "/proc/loadavg", limit: 256).map({ String(decoding: $0, as: UTF8.self) }),
            let lastField = text.split(separator: " ").last,
            let last = pid_t(lastField.trimmingCharacters(in: .whitespacesAndNewlines)),
            last >= pid, last - pid <= 4096
        else { return all() }
        return (pid + 1..<last + 1).compactMap(entry)
        #else
        return []
        #endif
    }

    /// Whether `pid` names a process (a thread group's leader), not one of its other threads.
    package static func isProcess(_ pid: pid_t) -> Bool {
        guard let status = contents(of: "/proc/\(pid)/status", limit: 4096).map({ String(decoding: $0, as: UTF8.self) })
        else {
            return false
        }
        return status.split(separator: "\n").contains { $0 == "Tgid:\t\(pid)" }
    }

    /// One process (or thread), or nil when it is gone.
    package static func entry(_ pid: pid_t) -> Entry? {
        let descriptor = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { buffer -> Entry? in
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            guard count > 0 else { return nil }
            let bytes = UnsafeBufferPointer(rebasing: buffer[0..<count])
            // After the command name (which may hold spaces and parentheses): state, ppid, …,
            // and the start time, the 20th field after the state.
            guard let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
            var field = -1
            var state: UInt8 = 0
            var parent: pid_t = 0
            var started: UInt64 = 0
            var index = close + 1
            while index < bytes.count, field <= 19 {
                let byte = bytes[index]
                if byte == UInt8(ascii: " ") {
                    field += 1
                } else if field == 0 {
                    state = byte
                } else if field == 1, byte >= 48, byte <= 57 {
                    parent = parent &* 10 &+ pid_t(byte - 48)
                } else if field == 19, byte >= 48, byte <= 57 {
                    started = started &* 10 &+ UInt64(byte - 48)
                }
                index += 1
            }
            guard field >= 19, state != 0 else { return nil }
            return Entry(pid: pid, parent: parent, state: Character(Unicode.Scalar(state)), started: started)
        }
    }

    /// The value `variable` had in the environment process `pid` was started with, which it
    /// keeps even if it clears its own copy; nil when it had none (a zombie's reads as empty).
    package static func environmentValue(_ variable: String, of pid: pid_t) -> String? {
        guard let bytes = contents(of: "/proc/\(pid)/environ", limit: 1 << 20) else { return nil }
        let name = Array("\(variable)=".utf8)
        for entry in bytes.split(separator: 0, omittingEmptySubsequences: true) where entry.starts(with: name) {
            return String(decoding: entry.dropFirst(name.count), as: UTF8.self)
        }
        return nil
    }

    /// The names in `folder` that are numbers (pids, thread ids), read with plain system calls.
    package static func numberedNames(in folder: String) -> [pid_t] {
        guard let listing = opendir(folder) else { return [] }
        defer { closedir(listing) }
        var numbers: [pid_t] = []
        while let item = readdir(listing) {
            let number = withUnsafeBytes(of: item.pointee.d_name) { name -> pid_t in
                var value: pid_t = 0
                for byte in name {
                    if byte == 0 { break }
                    guard byte >= 48, byte <= 57 else { return 0 }
                    value = value &* 10 &+ pid_t(byte - 48)
                }
                return value
            }
            if number > 0 { numbers.append(number) }
        }
        return numbers
    }

    /// At most `limit` bytes of a small file, read with plain system calls.
    package static func contents(of path: String, limit: Int) -> [UInt8]? {
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
