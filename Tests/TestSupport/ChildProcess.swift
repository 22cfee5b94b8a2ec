import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process for the tests, spoken to as Foundation's `Process` is (the same names, the
/// part of it the tests use), started by `posix_spawn` directly.
///
/// Not Foundation's own: on Linux its `run()` reads `/proc/self/fd` copying all 256 bytes of
/// each entry's name, past the end of glibc's buffer when an entry ends it, and the test
/// process died of that now and then (SIGSEGV in `memmove` under `Process.run()`;
/// swift-corelibs-foundation #5472, fixed after 6.3.1). It also changed the whole process's
/// working folder for a moment to start a child in another. Here the descriptors above the
/// standard three are closed by `posix_spawn_file_actions_addclosefrom_np`, the folder is the
/// child's alone (`addchdir_np`), it starts with no signal blocked or ignored, as from a
/// shell, and one thread per child waits for it.
package final class ChildProcess: @unchecked Sendable {
    package var executableURL: URL?
    package var arguments: [String]?
    /// The whole environment; nil for this process's own.
    package var environment: [String: String]?
    package var currentDirectoryURL: URL?
    /// A `Pipe`, a `FileHandle` (`FileHandle.nullDevice` or nil: /dev/null), as for `Process`.
    package var standardInput: Any?
    package var standardOutput: Any?
    package var standardError: Any?

    package private(set) var processIdentifier: Int32 = 0

    private struct Ending {
        var finished = false
        var status: Int32 = 0
    }

    /// How it ended, once it has; `ended` guards it and is signalled when it is set.
    private var ending = Ending()
    private let ended = NSCondition()

    package init() {}

    package var isRunning: Bool {
        processIdentifier > 0 && !ended.withLock { ending.finished }
    }

    /// The exit status, or the number of the signal that ended it.
    package var terminationStatus: Int32 {
        let status = finishedStatus
        return Self.signalled(status) ? status & 0x7F : (status >> 8) & 0xFF
    }

    package var terminationReason: Process.TerminationReason {
        Self.signalled(finishedStatus) ? .uncaughtSignal : .exit
    }

    private var finishedStatus: Int32 {
        let state = ended.withLock { ending }
        precondition(state.finished, "the child is still running")
        return state.status
    }

    private static func signalled(_ status: Int32) -> Bool {
        status & 0x7F != 0 && status & 0x7F != 0x7F
    }

    /// Starts the child in a process group of its own, as `Process` does.
    package func run() throws {
        guard let executable = executableURL?.path else { throw POSIXError(.ENOENT) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var childEnds: [FileHandle] = []
        for (target, stream) in [
            (STDIN_FILENO, standardInput), (STDOUT_FILENO, standardOutput), (STDERR_FILENO, standardError),
        ] {
            switch stream {
            case let pipe as Pipe:
                let reads = target == STDIN_FILENO
                let mine = reads ? pipe.fileHandleForReading : pipe.fileHandleForWriting
                posix_spawn_file_actions_adddup2(&actions, mine.fileDescriptor, target)
                childEnds.append(mine)
            case let handle as FileHandle where handle !== FileHandle.nullDevice:
                posix_spawn_file_actions_adddup2(&actions, handle.fileDescriptor, target)
            default:
                posix_spawn_file_actions_addopen(
                    &actions, target, "/dev/null", target == STDIN_FILENO ? O_RDONLY : O_WRONLY, 0)
            }
        }
        // Everything else this process holds open stays out of the child.
        guard let closeFrom = Self.addCloseFrom, let changeFolder = Self.addChangeFolder else {
            throw POSIXError(.ENOSYS)
        }
        _ = closeFrom(&actions, 3)
        if let folder = currentDirectoryURL?.path {
            _ = changeFolder(&actions, folder)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // As a shell starts a program: no signal blocked, none ignored. The test's threads
        // (Dispatch's) block most of them, and a child would inherit that mask.
        var none = sigset_t()
        sigemptyset(&none)
        var every = sigset_t()
        sigfillset(&every)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &every)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)

        let words = [executable] + (arguments ?? [])
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = words.map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var pid: pid_t = 0
        let failure = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard failure == 0 else { throw POSIXError(POSIXErrorCode(rawValue: failure) ?? .EIO) }
        processIdentifier = pid
        let child = pid
        // The child's ends are the child's now: the parent's copies would keep its pipes open.
        // Closed through their handles, which would otherwise close the numbers again later.
        for handle in childEnds { try? handle.close() }
        Thread.detachNewThread { [self] in
            var status: Int32 = 0
            while waitpid(child, &status, 0) < 0 && errno == EINTR {}
            ended.withLock {
                ending = Ending(finished: true, status: status)
                ended.broadcast()
            }
        }
    }

    // glibc's (2.34 and 2.29 on), which Swift's Glibc module leaves out with the rest of
    // `_GNU_SOURCE`: looked up once by name.
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    private typealias AddChangeFolder =
        @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
    private static let addCloseFrom = dlsym(
        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np"
    )
    .map { unsafeBitCast($0, to: AddCloseFrom.self) }
    private static let addChangeFolder = dlsym(
        UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np"
    )
    .map { unsafeBitCast($0, to: AddChangeFolder.self) }

    package func waitUntilExit() {
        ended.withLock {
            while !ending.finished { ended.wait() }
        }
    }

    package func terminate() { if processIdentifier > 0 { kill(processIdentifier, SIGTERM) } }
    package func interrupt() { if processIdentifier > 0 { kill(processIdentifier, SIGINT) } }
}
