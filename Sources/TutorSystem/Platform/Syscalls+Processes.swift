import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import TutorBase
#endif

/// Processes: this one's id, signalling others, and waiting for children to end. The
/// `siginfo_t` and `rusage` fields that differ between Linux and Darwin are read here only.
///
/// `send` and `sendToGroup` are async-signal-safe (one `kill`, nothing allocated): the
/// signal handlers reach the children through them.
extension Syscalls {
    /// This process's id.
    package static var processID: pid_t { getpid() }

    /// Whether the tutor runs as root (then a sandbox needs no user namespace).
    package static var isRoot: Bool { geteuid() == 0 }

    /// Sends `signal` to process `pid`. Async-signal-safe.
    package static func send(_ signal: Int32, to pid: pid_t) {
        _ = kill(pid, signal)
    }

    /// Sends `signal` to every process in the group `group` leads. Async-signal-safe.
    package static func sendToGroup(_ signal: Int32, group: pid_t) {
        _ = kill(-group, signal)
    }

    /// Whether process `pid` may still be alive: `kill(pid, 0)` found it, or failed for any
    /// reason but its absence (`ESRCH`), such as one owned by another user.
    package static func mayBeAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    /// Whether child `pid` has ended, without reaping it: its number stays reserved, so a
    /// `kill(-pid, …)` afterwards cannot reach a stranger that was given the same number.
    package static func hasEnded(_ pid: pid_t) -> Bool {
        #if os(Linux)
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return errno == ECHILD }
        return info._sifields._kill.si_pid == pid
        #else
        var info = siginfo_t()
        guard waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 else { return errno == ECHILD }
        return info.si_pid == pid
        #endif
    }

    /// Waits until child `pid` has ended, without reaping it (see `hasEnded`).
    package static func waitUntilEnded(_ pid: pid_t) {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
    }

    /// What reaping a child told: its wait status and the most memory it held at once.
    package struct Reaped {
        package var status: Int32
        package var peakMemoryBytes: Int
    }

    /// Reaps child `pid`, waiting at most `seconds` (a child killed with SIGKILL may take a
    /// moment, and one stuck in the kernel longer). Nil if it had not ended by then.
    package static func reap(_ pid: pid_t, waitingAtMost seconds: Double) -> Reaped? {
        let deadline = monotonicNanoseconds() + UInt64(seconds * 1e9)
        while true {
            var status: Int32 = 0
            var usage = rusage()
            let result = wait4(pid, &status, WNOHANG, &usage)
            if result == pid {
                #if os(Linux)
                let peak = usage.ru_maxrss * 1024  // kilobytes on Linux
                #else
                let peak = usage.ru_maxrss  // bytes on macOS
                #endif
                return Reaped(status: status, peakMemoryBytes: peak)
            }
            if result == -1, errno != EINTR { return nil }
            if monotonicNanoseconds() >= deadline { return nil }
            usleep(2_000)
        }
    }

    /// Reaps child `pid`, waiting for it as long as it takes: its wait status, or the `errno`
    /// (`ECHILD` when it is not this process's child, or was reaped already).
    package static func reap(_ pid: pid_t) throws(Errno) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw .last }
        }
        return status
    }
}
