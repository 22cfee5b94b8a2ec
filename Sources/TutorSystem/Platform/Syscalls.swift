import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import TutorBase
#endif

/// The system calls of the tutor, with the Linux/Darwin differences kept in this folder
/// (`Platform/`), the one place in the module that imports Glibc or Darwin or asks which
/// system it is on: pipes and the calls around starting a child (this file), descriptors and
/// polling them (`Syscalls+Descriptors`), files, folders and their times (`Syscalls+Files`),
/// processes and waiting for them (`Syscalls+Processes`), signals (`Syscalls+Signals`),
/// starting a child (`ChildSpawn`: fork and exec with a `ForkPlan` on Linux, `posix_spawn` on
/// Darwin), and the process table (`ProcessTable`: Linux's `/proc`, nothing elsewhere). Each
/// failure is an `Errno`, and calls a signal can interrupt are begun again. macOS cannot be
/// built here: its branches are kept plausible by reading, not by a compiler.
///
/// `prctl` is variadic, and `close_range` and `pipe2` are hidden behind `_GNU_SOURCE`, so
/// Swift imports none of them; each is looked up once with `dlsym`, in the parent, before any
/// `fork()`.
package enum Syscalls {
    #if os(Linux)
    package typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
    package typealias CloseRange = @convention(c) (UInt32, UInt32, Int32) -> Int32
    package typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32

    package typealias PidfdOpen = @convention(c) (pid_t, UInt32) -> Int32

    package static let prSetChildSubreaper: Int32 = 36

    /// `prctl(2)`, called through a non-variadic pointer: on x86-64 and arm64 Linux integer
    /// arguments travel the same way either way.
    package static let prctl: Prctl? = dlsym(dlopen(nil, RTLD_NOW), "prctl").map { unsafeBitCast($0, to: Prctl.self) }
    /// `close_range(2)` where glibc has it (2.34 and later).
    package static let closeRange: CloseRange? = dlsym(dlopen(nil, RTLD_NOW), "close_range").map {
        unsafeBitCast($0, to: CloseRange.self)
    }

    /// `pipe2(2)`: a pipe made close-on-exec in the same call, so no `fork()` of another
    /// thread can catch its ends without the flag.
    package static let pipe2: Pipe2? = dlsym(dlopen(nil, RTLD_NOW), "pipe2").map { unsafeBitCast($0, to: Pipe2.self) }

    /// `pidfd_open(2)` where glibc has it (2.36 and later): a descriptor that polls readable
    /// when the process ends, so a wait needs no ticking clock.
    package static let pidfdOpen: PidfdOpen? = dlsym(dlopen(nil, RTLD_NOW), "pidfd_open").map {
        unsafeBitCast($0, to: PidfdOpen.self)
    }
    #endif

    /// Whether the tutor runs on macOS, for the choices that differ there and are no system
    /// call (where the toolchain and the state folders are). A constant rather than an `#if`
    /// at the caller, so both branches compile on every system.
    package static let isMacOS: Bool = {
        #if os(macOS)
        true
        #else
        false
        #endif
    }()

    /// Whether the tutor runs on Linux, where bubblewrap and control groups can contain a
    /// program; elsewhere a program runs in a process group of its own.
    package static let isLinux: Bool = {
        #if os(Linux)
        true
        #else
        false
        #endif
    }()

    /// Makes this process the reaper of every orphan below it, so that a grandchild whose
    /// parent died (a `setsid` escape, say) becomes the tutor's child instead of init's.
    /// False where the system has no such thing (Darwin).
    package static func becomeSubreaper() -> Bool {
        #if os(Linux)
        prctl?(prSetChildSubreaper, 1, 0, 0, 0) == 0
        #else
        false
        #endif
    }

    /// Makes this process undumpable: no core file, no ptrace, and its `/proc` entries
    /// (descriptors, memory) closed to other processes of the same user, such as a program it
    /// started that tries to write into its standard output. Nothing where there is no such
    /// call (Darwin, where the kernel already refuses other processes' descriptors).
    package static func becomeUndumpable() {
        #if os(Linux)
        _ = prctl?(4, 0, 0, 0, 0)  // PR_SET_DUMPABLE
        #endif
    }

    /// A descriptor that becomes readable when child `pid` ends, or nil where there is none.
    package static func endingDescriptor(_ pid: pid_t) -> Int32? {
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
    package static func monotonicNanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
    }

    /// A pipe whose two ends are closed on exec from the moment they exist, so that no child
    /// started meanwhile by another thread holds one open; `nonBlocking` sets `O_NONBLOCK` on
    /// both. The one way the tutor makes a pipe.
    ///
    /// Where there is no `pipe2` (macOS), the pipe is made and flagged under
    /// `ChildRegistry.lock`, which every `fork()` and spawn of the tutor's holds.
    package static func pipe(nonBlocking: Bool = false) throws(Errno) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        #if os(Linux)
        if let pipe2 {
            let made = ends.withUnsafeMutableBufferPointer {
                pipe2($0.baseAddress!, O_CLOEXEC | (nonBlocking ? O_NONBLOCK : 0))
            }
            guard made == 0 else { throw .last }
            return (ends[0], ends[1])
        }
        #endif
        let failure: Int32 = ChildRegistry.lock.withLock {
            #if canImport(Glibc)
            guard Glibc.pipe(&ends) == 0 else { return errno }
            #else
            guard Darwin.pipe(&ends) == 0 else { return errno }
            #endif
            for end in ends {
                _ = fcntl(end, F_SETFD, FD_CLOEXEC)
                if nonBlocking { setNonBlocking(end) }
            }
            return 0
        }
        guard failure == 0 else { throw Errno(code: failure) }
        return (ends[0], ends[1])
    }

    /// Sets `O_NONBLOCK` on `descriptor`: a read with nothing to read fails with `EAGAIN`.
    package static func setNonBlocking(_ descriptor: Int32) {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
    }

    /// The number below which every descriptor of this process lies: the soft
    /// `RLIMIT_NOFILE`, at most 2^20 so that closing them one by one stays quick. Computed
    /// before `fork()`, for a child that must close them without `close_range`.
    package static func descriptorBound() -> Int32 {
        var limit = rlimit()
        #if canImport(Glibc)
        let got = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
        let got = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        let ceiling: rlim_t = 1 << 20
        // RLIM_INFINITY is the largest value, so the ceiling takes it too.
        guard got == 0 else { return Int32(ceiling) }
        return Int32(min(limit.rlim_cur, ceiling))
    }

    /// Writes all of `bytes`, going on after a short write or an interrupted one. Returns 0, or
    /// the `errno` that stopped it (EIO for a write that took nothing).
    package static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < bytes.count {
            #if canImport(Glibc)
            let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #else
            let written = Darwin.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            #endif
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return written < 0 ? errno : EIO
            }
        }
        return 0
    }

    /// `writeAll` for bytes in an array or `Data`.
    package static func writeAll(_ descriptor: Int32, _ data: some ContiguousBytes) -> Int32 {
        data.withUnsafeBytes { writeAll(descriptor, $0) }
    }

    /// Gives standard input, output and error a descriptor each (`/dev/null`) when the tutor
    /// was started with one closed, so that no pipe it opens later is mistaken for them.
    package static func fillStandardDescriptors() {
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 {
            guard let null = try? open("/dev/null", flags: descriptor == 0 ? O_RDONLY : O_WRONLY) else { continue }
            if null != descriptor {
                dup2(null, descriptor)
                close(null)
            }
        }
    }
}
