import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls the process runner needs beyond the ordinary ones, with the Linux/Darwin
/// differences kept in this one place.
///
/// `prctl` is variadic and `close_range` is hidden behind `_GNU_SOURCE`, so Swift imports
/// neither; both are looked up once with `dlsym`, in the parent, before any `fork()`.
public enum Syscalls {
    #if os(Linux)
    typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    typealias CloseRange = @convention(c) (UInt32, UInt32, Int32) -> Int32

    typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32

    static let prSetChildSubreaper: Int32 = 36

    /// `prctl(2)`, called through a non-variadic pointer: on x86-64 and arm64 Linux integer
    /// arguments travel the same way either way.
    static let prctl: Prctl? = dlsym(dlopen(nil, RTLD_NOW), "prctl").map { unsafeBitCast($0, to: Prctl.self) }
    /// `close_range(2)` where glibc has it (2.34 and later).
    static let closeRange: CloseRange? = dlsym(dlopen(nil, RTLD_NOW), "close_range").map { unsafeBitCast($0, to: CloseRange.self) }

    /// `pidfd_open(2)` where glibc has it (2.36 and later): a descriptor that polls readable
    /// when the process ends, so a wait needs no ticking clock.
    static let pidfdOpen: PidfdOpen? = dlsym(dlopen(nil, RTLD_NOW), "pidfd_open").map { unsafeBitCast($0, to: PidfdOpen.self) }

    /// Makes this process the reaper of every orphan below it, so that a grandchild whose
    /// parent died (a `setsid` escape, say) becomes the tutor's child instead of init's.
    static func becomeSubreaper() -> Bool {
        prctl?(prSetChildSubreaper, 1, 0, 0, 0) == 0
    }
    #endif

    /// A descriptor that becomes readable when child `pid` ends, or nil where there is none.
    static func endingDescriptor(_ pid: pid_t) -> Int32? {
        #if os(Linux)
        guard let pidfdOpen else { return nil }
        let descriptor = pidfdOpen(pid, 0)
        guard descriptor >= 0 else { return nil }
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return descriptor
        #else
        return nil
        #endif
    }

    /// A monotonic clock in nanoseconds. Safe in a signal handler.
    static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// A pipe whose two ends are closed on exec. Call it with `ChildRegistry.lock` held, so
    /// that no `fork()` of another thread sees the ends before the flag is set.
    static func pipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        #if canImport(Glibc)
        guard Glibc.pipe(&ends) == 0 else { return nil }
        #else
        guard Darwin.pipe(&ends) == 0 else { return nil }
        #endif
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Whether child `pid` has ended, without reaping it: its number stays reserved, so a
    /// `kill(-pid, …)` afterwards cannot reach a stranger that was given the same number.
    static func hasEnded(_ pid: pid_t) -> Bool {
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

    /// What reaping a child told: its wait status and the most memory it held at once.
    struct Reaped {
        var status: Int32
        var peakMemoryBytes: Int
    }

    /// Reaps child `pid`, waiting at most `seconds` (a child killed with SIGKILL may take a
    /// moment, and one stuck in the kernel longer). Nil if it had not ended by then.
    static func reap(_ pid: pid_t, waitingAtMost seconds: Double) -> Reaped? {
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

    /// Gives standard input, output and error a descriptor each (`/dev/null`) when the tutor
    /// was started with one closed, so that no pipe it opens later is mistaken for them.
    static func fillStandardDescriptors() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 {
            let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
            if null >= 0, null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }

    /// Installs `handler` for `signal` and returns the action it replaced. `blocking` lists the
    /// signals held back while the handler runs; `flags` are `sa_flags` (`SA_RESTART` keeps
    /// ordinary reads and waits from failing with `EINTR`).
    @discardableResult
    public static func installHandler(_ handler: @convention(c) (Int32) -> Void, for signal: Int32, flags: Int32 = SA_RESTART,
        blocking: [Int32] = []) -> sigaction
    {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        action.sa_flags = flags
        sigemptyset(&action.sa_mask)
        for blocked in blocking { sigaddset(&action.sa_mask, blocked) }
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return previous
    }
}
