import Foundation
import Synchronization
import TutorBase

/// Starts real processes, each in a process group of its own, and owns them until they end.
///
/// A group of its own means the terminal's Ctrl-C reaches only the tutor, which then decides,
/// and that one `kill(-group)` ends the child and anything the child started. Standard input
/// is `/dev/null`, so a program that reads waits for nothing. Every wait has a deadline or a
/// cancellation, whatever the child does with its output; every child is in `ChildRegistry`
/// while it lives, so a signal that ends the tutor ends it too; and what a run leaves behind
/// outside its group is swept up when the run ends (`StraySweep`).
package struct SpawnLauncher: ProcessLauncher {
    package init(uncontainedNotice: (@Sendable (String) -> Void)? = nil) {
        self.uncontainedNotice = uncontainedNotice
    }

    /// Where to say, once, that programs run without a sandbox (standard error in the tutor;
    /// nil says nothing).
    package var uncontainedNotice: (@Sendable (String) -> Void)?

    /// Close the tutor's descriptors in each child one by one, as where `close_range` is
    /// missing or refused: for the test of that path.
    package var closesDescriptorsOneByOne = false

    /// How long a killed child is waited for before the tutor moves on without its status.
    package static let reapLimit = 5.0

    package func run(_ request: ProcessRequest) throws(LaunchError) -> ProcessResult {
        let program = try resolve(request.executable, path: request.environment["PATH"])
        guard let sandbox = request.sandbox, Containment.isAvailable else {
            return try launch(request, path: program, arguments: request.arguments)
        }
        if let bubblewrap = sandbox.bubblewrap, Self.bubblewrapFailure.withLock({ $0 }) == nil {
            // Started by its real path: the sandbox holds the file its links lead to, not the links.
            let result = try launch(
                request, path: bubblewrap,
                arguments: Bubblewrap.arguments(for: sandbox) + [Sandbox.resolved(program)] + request.arguments,
                through: sandbox)
            // bubblewrap says why it could not make a sandbox and ends with 1, as a program may
            // too: only a program that cannot be started in the same sandbox proves it.
            guard Bubblewrap.mayHaveFailed(result) else { return result }
            var probe = request
            probe.executable = "true"
            probe.arguments = []
            probe.outputCap = 64 << 10
            let tried = try launch(
                probe, path: bubblewrap, arguments: Bubblewrap.arguments(for: sandbox) + ["true"], through: sandbox)
            guard tried.ending != .exited(0) else { return result }
            Self.bubblewrapFailure.withLock { $0 = String(result.errorText.split(separator: "\n").first ?? "") }
        }
        guard sandbox.mayRunUncontained else {
            throw .cannotStart(
                program,
                reason:
                    """
                    it comes from a lesson outside the tutor, and no sandbox can hold it here: \
                    \(Self.whyUncontained(sandbox))
                    """
            )
        }
        tellUncontained(sandbox)
        return try launch(request, path: program, arguments: request.arguments, through: sandbox, bubblewrap: false)
    }

    /// Why programs run without bubblewrap here, as a phrase.
    package static func whyUncontained(_ sandbox: Sandbox) -> String {
        uncontainedReason(sandbox.bubblewrap) ?? "bubblewrap is not used"
    }

    /// Why a program would run without bubblewrap `bubblewrap`, as a phrase; nil when it is
    /// there and has not failed in this tutor.
    package static func uncontainedReason(_ bubblewrap: String?) -> String? {
        guard let bubblewrap else { return "bubblewrap is not installed" }
        guard let said = bubblewrapFailure.withLock({ $0 }) else { return nil }
        return
            """
            bubblewrap (\(bubblewrap)) could not make a sandbox: \
            \(said.isEmpty ? "it gave no reason" : TerminalText.escaped(said, limit: 200))
            """
    }

    /// What bubblewrap said when it proved unable to make a sandbox in this tutor (no user
    /// namespaces, say); nil until then. Once it is set, every later run goes without it.
    private static let bubblewrapFailure = Mutex<String?>(nil)
    private static let toldUncontained = Mutex(false)

    /// Says once per tutor, on the notice line, that programs run without a sandbox.
    private func tellUncontained(_ sandbox: Sandbox) {
        guard let uncontainedNotice,
            !Self.toldUncontained.withLock({ told in
                defer { told = true }; return told
            })
        else { return }
        uncontainedNotice(
            """
            Programs run without a sandbox here, in a process group of their own under the same limits: \
            \(Self.whyUncontained(sandbox)).
            """
        )
    }

    /// Starts `path` for `request`, within `sandbox`'s control groups and file-size cap when
    /// there is one, and through bubblewrap when `bubblewrap` says so.
    private func launch(
        _ request: ProcessRequest, path: String, arguments: [String], through sandbox: Sandbox? = nil,
        bubblewrap: Bool = true
    ) throws(LaunchError) -> ProcessResult {
        ProcessGuard.prepareForChildren()
        let token = ChildRegistry.newToken()
        let memoryLimit = ChildSpawn.limitsMemory ? request.memoryLimit : nil
        var spawn = ChildSpawn(
            path: path, arguments: arguments, environment: request.environment,
            memoryLimit: memoryLimit, niceness: request.lowPriority ? 10 : 0)
        spawn.closesOneByOne = closesDescriptorsOneByOne
        spawn.environment[ChildRegistry.tokenVariable] = token
        let group = sandbox.flatMap { sandbox in Self.controlGroup(for: sandbox, token: token, memoryLimit: memoryLimit)
        }
        defer { group?.end() }
        let wrapped = sandbox != nil && bubblewrap
        if sandbox != nil {
            spawn.groupFiles =
                group?.folders.map { folder in
                    (
                        ControlGroup.joiningFile(in: folder.folder, of: folder.hierarchy),
                        folder.hierarchy.controllers.contains("pids") ? .processCap : .memoryCap
                    )
                } ?? []
            spawn.fileSizeLimit = Sandbox.fileSizeLimit
            // The program's own /tmp, wherever the tutor's is.
            if wrapped { spawn.environment["TMPDIR"] = "/tmp" }
            // bubblewrap and all it starts in a session of their own, with no terminal: one
            // process group that Ctrl-Z stops and Ctrl-C ends together with the tutor.
            spawn.newSession = true
        }
        let clock = RunClock()
        let (pid, output, errors, joined) = try Self.start(spawn)
        var containment = joined
        if wrapped {
            containment.formUnion(Syscalls.isRoot ? Containment.bubblewrap : Containment.bubblewrap.union(.user))
        }
        let started = ProcessTable.entry(pid)?.started
        let ending = Syscalls.endingDescriptor(pid)
        defer {
            if let ending { Syscalls.close(ending) }
            Syscalls.close(output)
            Syscalls.close(errors)
        }
        var collector = OutputCollector(output: output, errors: errors, cap: request.outputCap)
        let stop = collector.collect(
            clock: clock, limit: request.timeLimit, cancellation: request.cancellation, child: pid, ending: ending)
        // The child is not reaped yet, so its pid still names its group: whatever it left
        // running there goes too, and nothing else can.
        Syscalls.sendToGroup(SIGKILL, group: pid)
        // Signal handlers leave it alone from here: once reaped, its pid may be a stranger's.
        ChildRegistry.markEnding(pid)
        let reaped = Syscalls.reap(pid, waitingAtMost: Self.reapLimit)
        ChildRegistry.unregister(pid)
        StraySweep.afterRun(token: token, child: pid, since: started)
        collector.drainAfterExit()
        var status = Self.ending(reaped?.status ?? 0x09)  // not reaped in time: it was SIGKILLed
        if wrapped { status = Bubblewrap.ending(status) }
        var result = ProcessResult(
            ending: status, standardOutput: collector.standardOutput,
            standardError: collector.standardError, timedOut: stop == .timedOut, outputCut: stop == .outputCut,
            cancelled: stop == .cancelled, memoryLimit: memoryLimit, seconds: clock.seconds)
        result.containment = containment
        let events = group?.events() ?? ControlGroup.Events()
        if containment.contains(.processCap), let limit = sandbox?.processLimit {
            result.processLimit = limit
            result.processLimitReached = events.processLimitReached && result.ending != .exited(0)
        }
        if stop == .finished, let limit = memoryLimit {
            result.outOfMemory =
                (containment.contains(.memoryCap) && events.outOfMemory)
                || Self.ranOutOfMemory(result, peak: reaped?.peakMemoryBytes ?? 0, limit: limit)
        }
        return result
    }

    package func runAttached(_ executable: String, arguments: [String], environment: [String: String])
        throws(LaunchError) -> ProcessResult.Ending
    {
        let path = try resolve(executable, path: environment["PATH"])
        ProcessGuard.prepareForChildren()
        // The same process group and descriptors: the editor owns the terminal until it ends.
        var spawn = ChildSpawn(path: path, arguments: arguments, environment: environment)
        spawn.environment[ChildRegistry.tokenVariable] = ChildRegistry.newToken()
        let pid = try spawn.start()
        // Waited for without reaping: a Ctrl-Z or TERM meanwhile still reaches the editor, and
        // only once it is marked as ending is its pid given up.
        Syscalls.waitUntilEnded(pid)
        ChildRegistry.markEnding(pid)
        // Nobody else reaps it, so the wait cannot fail; were it to, it reads as a plain exit.
        let status = (try? Syscalls.reap(pid)) ?? 0
        ChildRegistry.unregister(pid)
        return Self.ending(status)
    }

    /// Makes the output pipes (close-on-exec from the start, so no other thread's child holds
    /// an end open) and starts the child.
    private static func start(_ spawn: ChildSpawn) throws(LaunchError) -> (
        pid: pid_t, output: Int32, errors: Int32, containment: Containment
    ) {
        let output: (read: Int32, write: Int32)
        let errors: (read: Int32, write: Int32)
        do {
            output = try Syscalls.pipe()
        } catch {
            throw .cannotStart(spawn.path, reason: error.message)
        }
        do {
            errors = try Syscalls.pipe()
        } catch {
            Syscalls.close(output.read)
            Syscalls.close(output.write)
            throw .cannotStart(spawn.path, reason: error.message)
        }
        var spawn = spawn
        spawn.outputs = (output.write, errors.write)
        defer {
            Syscalls.close(output.write)
            Syscalls.close(errors.write)
        }
        do {
            let pid = try spawn.start()
            return (pid, output.read, errors.read, spawn.containment)
        } catch {
            Syscalls.close(output.read)
            Syscalls.close(errors.read)
            throw error
        }
    }

    /// The run's control groups, where they can be made: a cap on its processes and on the
    /// memory of its whole tree. What killed tutors left in theirs is ended first, once.
    private static func controlGroup(for sandbox: Sandbox, token: String, memoryLimit: Int?) -> ControlGroup? {
        guard Containment.isAvailable else { return nil }
        _ = sweptLeftovers
        return ControlGroup.make(named: token, processLimit: sandbox.processLimit, memoryLimit: memoryLimit)
    }

    private static let sweptLeftovers: Void = ControlGroup.sweepLeftovers()

    /// Whether a child that ended badly under a memory limit ended because of it: the Swift
    /// runtime says it could not allocate, or the child held most of its allowance.
    package static func ranOutOfMemory(_ result: ProcessResult, peak: Int, limit: Int) -> Bool {
        guard result.ending != .exited(0) else { return false }
        let said = ["failed to allocate", "Could not allocate memory", "std::bad_alloc", "Cannot allocate memory"]
        let errors = result.errorText
        return said.contains { errors.contains($0) } || Double(peak) >= Double(limit) * 0.8
    }

    /// Finds a bare name on `path` (`/usr/bin:/bin` when there is none); checks that a path is
    /// executable.
    package func resolve(_ executable: String, path: String?) throws(LaunchError) -> String {
        if executable.contains("/") {
            guard Syscalls.isExecutable(executable) else { throw .notFound(executable) }
            return executable
        }
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(folder)/\(executable)"
            if Syscalls.isExecutable(candidate) { return candidate }
        }
        throw .notFound(executable)
    }

    package static func ending(_ status: Int32) -> ProcessResult.Ending {
        let signal = status & 0x7f
        if signal == 0 {
            return .exited((status >> 8) & 0xff)
        }
        return .signalled(signal)
    }
}
