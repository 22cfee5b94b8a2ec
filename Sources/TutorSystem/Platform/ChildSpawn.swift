import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import TutorBase
#endif

/// One child about to be started: its C strings made, its descriptors chosen, its limits set.
///
/// Everything is prepared before `fork()`, because between `fork()` and `exec()` the child of
/// a threaded process may call only async-signal-safe functions: no allocation, no lock, no
/// Swift global that is not yet initialised.
package struct ChildSpawn {
    package var path: String
    package var arguments: [String]
    package var environment: [String: String]
    /// The write ends that become the child's standard output and error; nil to share the
    /// tutor's three descriptors and its process group (an editor on the terminal).
    package var outputs: (output: Int32, errors: Int32)?
    /// A cap on the child's data segment (heap and anonymous memory), in bytes.
    package var memoryLimit: Int?

    /// Whether `memoryLimit` and `niceness` are applied: fork and exec set both (Linux);
    /// `posix_spawn` sets neither (Darwin), so there no limit is claimed and no learner is
    /// told to change one.
    package static var limitsMemory: Bool {
        #if os(Linux)
        true
        #else
        false
        #endif
    }
    /// A nice value to add, for work done ahead of the learner.
    package var niceness: Int32 = 0
    /// The files that join the run's control groups, with the part of `Containment` each
    /// gives; nil for a child that is not a contained program (the compiler, the tools).
    package var groupFiles: [(file: String, bit: Containment)]?
    /// A cap on the size of any one file the child writes; nil for none.
    package var fileSizeLimit: Int?
    /// Whether the child starts a session of its own, with no controlling terminal.
    package var newSession = false
    /// Which control groups the contained child really joined, once started.
    package private(set) var containment: Containment = []
    /// Close the tutor's descriptors in the child one by one, as where `close_range` is
    /// missing or fails: for the test of that path.
    package var closesOneByOne = false

    /// Starts the child and registers it (in `ChildRegistry`, before the registry's lock is
    /// let go); the exec's outcome is read afterwards, outside the lock.
    /// - Returns: the child's pid.
    package mutating func start() throws(LaunchError) -> pid_t {
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        #if os(Linux)
        return try forkAndExec(argv: argv, envp: envp)
        #else
        return try posixSpawn(argv: argv, envp: envp)
        #endif
    }

    private var kind: ChildRegistry.Kind { outputs == nil ? .attached : .group }

    #if os(Linux)
    private mutating func forkAndExec(argv: [UnsafeMutablePointer<CChar>?], envp: [UnsafeMutablePointer<CChar>?])
        throws(LaunchError) -> pid_t
    {
        guard let prctl = Syscalls.prctl, let report = try? Syscalls.pipe() else {
            throw .cannotStart(path, reason: "the system refused the calls needed to start a program")
        }
        defer { close(report.read) }
        let devNull = strdup("/dev/null")!
        defer { free(devNull) }
        let closeRange = closesOneByOne ? nil : Syscalls.closeRange
        let bound = Syscalls.descriptorBound()
        let zero = strdup("0")!
        let groups = groupFiles.map { files in files.map { strdup($0.file) } + [nil] }
        let bits = (groupFiles ?? []).map(\.bit.rawValue)
        defer {
            free(zero)
            for pointer in groups ?? [] { free(pointer) }
        }
        var forkError: Int32 = 0
        let pid: pid_t
        do {
            pid = try ChildRegistry.startRecorded(kind: kind, path: path) {
                let pid = argv.withUnsafeBufferPointer { argv in
                    envp.withUnsafeBufferPointer { envp in
                        (groups ?? []).withUnsafeBufferPointer { groups in
                            bits.withUnsafeBufferPointer { bits in
                                var plan = ForkPlan(
                                    path: argv[0]!, argv: argv.baseAddress!, envp: envp.baseAddress!,
                                    output: outputs?.output ?? -1, errors: outputs?.errors ?? -1, devNull: devNull,
                                    report: report.write,
                                    memoryLimit: memoryLimit.map { rlim_t($0) }, niceness: niceness, parent: getpid(),
                                    prctl: prctl,
                                    closeRange: closeRange, descriptorBound: bound, zero: zero)
                                if groupFiles != nil {
                                    plan.groupFiles = groups.baseAddress
                                    plan.groupBits = bits.baseAddress
                                }
                                plan.fileSizeLimit = fileSizeLimit.map { rlim_t($0) }
                                plan.newSession = newSession
                                return plan.run()
                            }
                        }
                    }
                }
                forkError = errno
                return pid
            }
        } catch {
            close(report.write)
            throw error
        }
        close(report.write)
        guard pid > 0 else { throw .cannotStart(path, reason: String(cString: strerror(forkError))) }
        if groupFiles != nil {
            // A contained child first says which control groups it joined.
            var mode: UInt8 = 0
            var count = 0
            repeat { count = read(report.read, &mode, 1) } while count < 0 && errno == EINTR
            guard count == 1 else {
                ChildRegistry.markEnding(pid)
                Syscalls.sendToGroup(SIGKILL, group: pid)
                Syscalls.send(SIGKILL, to: pid)
                _ = Syscalls.reap(pid, waitingAtMost: 5)
                ChildRegistry.unregister(pid)
                throw .cannotStart(path, reason: "its control groups could not be joined")
            }
            containment = Containment(rawValue: mode)
        }
        // The report pipe closes on exec; four bytes before that are the errno of a failed exec.
        var code: Int32 = 0
        var got = 0
        while got < 4 {
            let count = withUnsafeMutableBytes(of: &code) { read(report.read, $0.baseAddress! + got, 4 - got) }
            if count > 0 { got += count } else if count == 0 || errno != EINTR { break }
        }
        if got == 4 {
            ChildRegistry.markEnding(pid)
            _ = Syscalls.reap(pid, waitingAtMost: 5)
            ChildRegistry.unregister(pid)
            throw .cannotStart(path, reason: String(cString: strerror(code)))
        }
        return pid
    }
    #else
    private func posixSpawn(argv: [UnsafeMutablePointer<CChar>?], envp: [UnsafeMutablePointer<CChar>?])
        throws(LaunchError) -> pid_t
    {
        var actions: posix_spawn_file_actions_t = nil
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var attributes: posix_spawnattr_t = nil
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_CLOEXEC_DEFAULT
        if let outputs {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, outputs.output, 1)
            posix_spawn_file_actions_adddup2(&actions, outputs.errors, 2)
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        } else {
            for descriptor in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, descriptor, descriptor) }
        }
        var defaults = sigset_t()
        sigfillset(&defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var result: Int32 = 0
        let pid = try ChildRegistry.startRecorded(kind: kind, path: path) {
            var pid: pid_t = 0
            result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
            return result == 0 ? pid : -1
        }
        guard result == 0 else { throw .cannotStart(path, reason: String(cString: strerror(result))) }
        return pid
    }
    #endif
}
