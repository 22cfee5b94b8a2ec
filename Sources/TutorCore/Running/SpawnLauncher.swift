import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts real processes with `posix_spawn`, each in a process group of its own.
///
/// A group of its own means the terminal's Ctrl-C reaches only the tutor, which then decides,
/// and that one `kill(-group)` ends the child and anything the child started. Standard input
/// is `/dev/null`, so a program that reads waits for nothing.
public struct SpawnLauncher: ProcessLauncher {
    public init() {}

    public func run(_ request: ProcessRequest) throws(LaunchError) -> ProcessResult {
        let path = try Self.resolve(request.executable, path: request.environment["PATH"])
        var output: [Int32] = [0, 0]
        var errors: [Int32] = [0, 0]
        guard pipe(&output) == 0, pipe(&errors) == 0 else {
            throw .cannotStart(path, reason: String(cString: strerror(errno)))
        }
        let started = Date()
        let pid: pid_t
        do {
            pid = try Self.spawn(path, request: request, output: output, errors: errors)
        } catch {
            for end in output + errors { close(end) }
            throw error
        }
        close(output[1])
        close(errors[1])
        #if os(Linux)
        if request.lowPriority {
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(pid), 10)
        }
        #endif
        var collector = OutputCollector(output: output[0], errors: errors[0], cap: request.outputCap)
        let deadline = request.timeLimit.map { started.addingTimeInterval($0) }
        let stop = collector.collect(until: deadline, cancellation: request.cancellation, child: pid)
        if stop != .finished {
            kill(-pid, SIGKILL)
        }
        let status = Self.ending(collector.reapedStatus ?? Self.wait(for: pid))
        // Whatever the child left running in its group goes too: no strays.
        kill(-pid, SIGKILL)
        collector.drainAfterExit()
        close(output[0])
        close(errors[0])
        return ProcessResult(ending: status, standardOutput: collector.standardOutput, standardError: collector.standardError,
            timedOut: stop == .timedOut, outputCut: stop == .outputCut, cancelled: stop == .cancelled,
            seconds: Date().timeIntervalSince(started))
    }

    public func runAttached(_ executable: String, arguments: [String], environment: [String: String]) throws(LaunchError) -> ProcessResult.Ending {
        let path = try Self.resolve(executable, path: environment["PATH"])
        let (argv, envp) = Self.cStrings(path: path, arguments: arguments, environment: environment)
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        // Same process group and the same descriptors: the editor owns the terminal until it ends.
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, nil, nil, argv, envp)
        guard result == 0 else { throw .cannotStart(path, reason: String(cString: strerror(result))) }
        return Self.ending(Self.wait(for: pid))
    }

    /// `argv` and `envp` as posix_spawn takes them: NULL-terminated arrays of C strings, each
    /// to be freed by the caller once the child has started.
    private static func cStrings(path: String, arguments: [String], environment: [String: String])
        -> (argv: [UnsafeMutablePointer<CChar>?], envp: [UnsafeMutablePointer<CChar>?])
    {
        (([path] + arguments).map { strdup($0) } + [nil], environment.map { strdup("\($0.key)=\($0.value)") } + [nil])
    }

    /// Finds a bare name on `PATH`; checks that a path is executable.
    static func resolve(_ executable: String, path: String?) throws(LaunchError) -> String {
        if executable.contains("/") {
            guard access(executable, X_OK) == 0 else { throw .notFound(executable) }
            return executable
        }
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(executable)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        throw .notFound(executable)
    }

    private static func spawn(_ path: String, request: ProcessRequest, output: [Int32], errors: [Int32]) throws(LaunchError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        for end in output + errors {
            posix_spawn_file_actions_addclose(&actions, end)
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGPIPE, SIGTERM, SIGQUIT] { sigaddset(&defaults, signal) }
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let (argv, envp) = cStrings(path: path, arguments: request.arguments, environment: request.environment)
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw .cannotStart(path, reason: String(cString: strerror(result)))
        }
        return pid
    }

    private static func wait(for pid: pid_t) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return status
    }

    private static func ending(_ status: Int32) -> ProcessResult.Ending {
        let signal = status & 0x7f
        if signal == 0 {
            return .exited((status >> 8) & 0xff)
        }
        return .signalled(signal)
    }
}
