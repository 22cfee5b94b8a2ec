#if os(Linux)
import Glibc

/// `fork()` and `exec()` for Linux, with what `posix_spawn` cannot do: a parent-death signal,
/// so that the learner's program and the compiler die with the tutor even when it is killed
/// outright, and a memory limit.
///
/// Every field is a plain value or a pointer made before `fork()`. The child side calls only
/// async-signal-safe functions, touches no Swift global, and allocates nothing: another thread
/// may hold the allocator's lock at the moment of the fork, and the child would wait forever.
struct ForkPlan {
    /// The program's path, also `argv[0]`.
    let path: UnsafePointer<CChar>
    /// NULL-terminated.
    let argv: UnsafePointer<UnsafeMutablePointer<CChar>?>
    let envp: UnsafePointer<UnsafeMutablePointer<CChar>?>
    /// Descriptors for the child's standard output and error; -1 keeps the tutor's three and
    /// its process group.
    let output: Int32
    let errors: Int32
    /// "/dev/null", for standard input.
    let devNull: UnsafePointer<CChar>
    /// A close-on-exec pipe: the child writes `errno` to it if `exec` fails.
    let report: Int32
    let memoryLimit: rlim_t?
    let niceness: Int32
    /// The tutor's pid, to notice a tutor that died before the death signal was set.
    let parent: pid_t
    let prctl: Syscalls.Prctl
    let closeRange: Syscalls.CloseRange?
    /// Every descriptor of the tutor's is below this (`Syscalls.descriptorBound`), for closing
    /// them one by one where `close_range` is missing (glibc before 2.34) or fails (Linux
    /// before 5.9 says ENOSYS).
    let descriptorBound: Int32
    /// How to contain a learner's or a lesson's program; nil for the compiler and the tools.
    var sandbox: SandboxPlan? = nil

    /// Forks; in the parent returns the child's pid, or -1 with `errno` set.
    func run() -> pid_t {
        // No handler of the tutor's may run in the child before exec: block every signal
        // across the fork; the child resets them all to default before unblocking.
        var all = sigset_t()
        sigfillset(&all)
        var previous = sigset_t()
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        let pid = fork()
        if pid == 0 {
            if let sandbox { runContained(sandbox) }
            child()
        }
        let forkError = errno
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        // Set the group from both sides, so that it is in place whichever runs first. A
        // contained run makes a session of its own instead, which a group set here forbids.
        if pid > 0, output >= 0, sandbox == nil { setpgid(pid, pid) }
        errno = forkError
        return pid
    }

    private func child() -> Never {
        if output >= 0 { setpgid(0, 0) }
        _ = prctl(1, UInt(SIGKILL), 0, 0, 0)  // PR_SET_PDEATHSIG; a literal, as no global may be read here
        // The tutor may have died between fork() and prctl(): then nobody will ever wait.
        if getppid() != parent { _exit(127) }
        connectStandardDescriptors()
        closeDescriptors(keeping: -1)
        resetSignalHandlers()
        applyLimitsAndUnblock()
        execve(path, argv, envp)
        fail()
    }

    /// Standard input from /dev/null, output and errors to the tutor's pipes.
    func connectStandardDescriptors() {
        guard output >= 0 else { return }
        let input = open(devNull, O_RDONLY)
        if input < 0 { fail() }
        if input != 0 {
            dup2(input, 0)
            close(input)
        }
        dup2(output, 1)
        dup2(errors, 2)
    }

    /// Nothing else of the tutor's is the child's business: closes it all but the report and
    /// `kept` (-1 for none).
    func closeDescriptors(keeping kept: Int32) {
        let low = kept >= 0 ? min(report, kept) : report
        let high = kept >= 0 ? max(report, kept) : report
        var closed = false
        if let closeRange {
            closed = (low <= 3 || closeRange(3, UInt32(low - 1), 0) == 0)
                && (high <= low + 1 || closeRange(UInt32(low + 1), UInt32(high - 1), 0) == 0)
                && closeRange(UInt32(high + 1), UInt32.max, 0) == 0
        }
        if !closed {
            var descriptor: Int32 = 3
            while descriptor < descriptorBound {
                if descriptor != report, descriptor != kept { close(descriptor) }
                descriptor += 1
            }
        }
    }

    /// Every handler back to its default (all zero: SIG_DFL, an empty mask, no flags).
    func resetSignalHandlers() {
        var action = sigaction()
        var signal: Int32 = 1
        while signal < 32 {
            if signal != SIGKILL, signal != SIGSTOP { sigaction(signal, &action, nil) }
            signal += 1
        }
    }

    /// The memory limit and niceness, then every signal unblocked: the last step before exec.
    func applyLimitsAndUnblock() {
        if let memoryLimit {
            var limit = rlimit(rlim_cur: memoryLimit, rlim_max: memoryLimit)
            if setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit) != 0 { fail() }
        }
        if niceness > 0 { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness) }
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
    }

    /// Tells the parent why the child could not become the program, and ends the child.
    func fail() -> Never {
        var code = errno
        _ = write(report, &code, 4)
        _exit(127)
    }
}
#endif
