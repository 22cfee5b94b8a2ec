import Foundation
import TutorBase

/// An advisory lock (`flock`) that is waited for only so long.
///
/// Every tutor on a home takes these locks for a moment: to merge progress, to append or trim
/// history, to use a cache entry. A tutor stopped with Ctrl-Z while it holds one holds it
/// until it is continued, maybe for days; a plain `flock` would make every other tutor wait
/// as long. So the lock is tried without blocking, again and again, until a deadline; then
/// the caller goes without, and says so if that costs the learner anything.
package final class LockFile {
    /// Why a lock was not taken.
    package enum Failure: Error, Equatable {
        /// Another holder kept it past the deadline.
        case busy
        /// The lock file could not be opened or made: the `errno`.
        case cannotOpen(Int32)
    }

    private let descriptor: Int32

    /// Takes `mode` (`LOCK_SH` or `LOCK_EX`) on the lock file beside `file`, `.<name>.lock`,
    /// making it with `permissions` if need be; waits at most `seconds` for it.
    package init(beside file: URL, mode: Int32, waitingAtMost seconds: Double, permissions: mode_t = 0o600)
        throws(Failure)
    {
        let path = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).lock").path
        let descriptor: Int32
        do {
            descriptor = try Syscalls.open(path, flags: O_RDWR | O_CREAT | O_CLOEXEC, mode: permissions)
        } catch {
            throw .cannotOpen(error.code)
        }
        guard Self.lock(descriptor, mode, waitingAtMost: seconds) else {
            Syscalls.close(descriptor)
            throw .busy
        }
        self.descriptor = descriptor
    }

    deinit {
        Syscalls.unlock(descriptor)
        Syscalls.close(descriptor)
    }

    /// Takes `mode` on an open `descriptor`, trying without blocking until `seconds` have
    /// passed on the monotonic clock; whether it was taken.
    package static func lock(_ descriptor: Int32, _ mode: Int32, waitingAtMost seconds: Double) -> Bool {
        let deadline = Syscalls.monotonicNanoseconds() + UInt64(max(0, seconds) * 1e9)
        var pause: UInt32 = 1_000
        while true {
            do {
                try Syscalls.tryLock(descriptor, mode)
                return true
            } catch {
                guard error.code == EWOULDBLOCK || error.code == EINTR else { return false }
            }
            if Syscalls.monotonicNanoseconds() >= deadline { return false }
            // Most holders let go within a millisecond: look often at first, then less.
            Syscalls.sleep(microseconds: pause)
            pause = min(pause * 2, 50_000)
        }
    }
}
