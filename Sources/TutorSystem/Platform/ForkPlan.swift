#if os(Linux)
import Glibc
import TutorBase

/// `fork()` and `exec()` for Linux, with what `posix_spawn` cannot do: a parent-death signal,
/// so that the learner's program and the compiler die with the tutor even when it is killed
/// outright, and a memory limit.
///
/// Every field is a plain value or a pointer made before `fork()`. The child side calls only
/// async-signal-safe functions, touches no Swift global, and allocates nothing: another thread
/// may hold the allocator's lock at the moment of the fork, and the child would wait forever.
package struct ForkPlan {
    /// The program's path, also `argv[0]`.
    package let path: UnsafePointer<CChar>
    /// NULL-terminated.
    package let argv: UnsafePointer<UnsafeMutablePointer<CChar>?>
    package let envp: UnsafePointer<UnsafeMutablePointer<CChar>?>
    /// Descriptors for the child's standard output and error; -1 keeps the tutor's three and
    /// its process group.
    package let output: Int32
    package let errors: Int32
    /// "/dev/null", for standard input.
    package let devNull: UnsafePointer<CChar>
    /// A close-on-exec pipe: the child writes `errno` to it if `exec` fails.
    package let report: Int32
    package let memoryLimit: rlim_t?
    package let niceness: Int32
    /// The tutor's pid, to notice a tutor that died before the death signal was set.
    package let parent: pid_t
    package let prctl: Syscalls.Prctl
    package let closeRange: Syscalls.CloseRange?
    /// Every descriptor of the tutor's is below this (`Syscalls.descriptorBound`), for closing
    /// them one by one where `close_range` is missing (glibc before 2.34) or fails (Linux
    /// before 5.9 says ENOSYS).
    package let descriptorBound: Int32
    /// Files that join the run's control groups (`ControlGroup.joiningFile`), NULL-terminated,
    /// with the `Containment` bit each earns; the child writes "0" to each before exec, so that
    /// the program (or bubblewrap, and everything it starts) is counted from its first step.
    package var groupFiles: UnsafePointer<UnsafeMutablePointer<CChar>?>? = nil
    package var groupBits: UnsafePointer<UInt8>? = nil
    /// A cap on the size of any one file the child writes (RLIMIT_FSIZE); nil for none.
    package var fileSizeLimit: rlim_t? = nil
    /// Whether the child starts a session of its own (`setsid`) rather than only a process
    /// group: no controlling terminal, so nothing it starts can open `/dev/tty` or push keys
    /// into the learner's terminal (TIOCSTI), and its group is still the tutor's to stop,
    /// continue and end as one.
    package var newSession = false
    /// "0", written to join a group.
    package let zero: UnsafePointer<CChar>

    /// Forks; in the parent returns the child's pid, or -1 with `errno` set.
    package func run() -> pid_t {
        // No handler of the tutor's may run in the child before exec: block every signal
        // across the fork; the child resets them all to default before unblocking.
        var all = sigset_t()
        sigfillset(&all)
        var previous = sigset_t()
        pthread_sigmask(SIG_SETMASK, &all, &previous)
        let pid = fork()
        if pid == 0 { child() }
        let forkError = errno
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        // Set the group from both sides, so that it is in place whichever runs first (a new
        // session is the child's alone to make: setsid fails in a group's leader).
        if pid > 0, output >= 0, !newSession { setpgid(pid, pid) }
        errno = forkError
        return pid
    }

    private func child() -> Never {
        if output >= 0 { _ = newSession ? setsid() : setpgid(0, 0) }
        _ = prctl(1, UInt(SIGKILL), 0, 0, 0)  // PR_SET_PDEATHSIG; a literal, as no global may be read here
        // The tutor may have died between fork() and prctl(): then nobody will ever wait.
        if getppid() != parent { _exit(127) }
        connectStandardDescriptors()
        if groupFiles != nil { joinGroups() }
        closeDescriptors(keeping: -1)
        resetSignalHandlers()
        applyLimitsAndUnblock()
        execve(path, argv, envp)
        fail()
    }

    /// Joins the run's control groups and tells the parent, in one byte before anything else
    /// it may write, which of them took it. No core files either: a crash of a learner's
    /// program is told in a sentence, and a core pattern is not the program's to trigger.
    private func joinGroups() {
        guard let groupFiles, let groupBits else { return }
        var mode: UInt8 = 0
        var index = 0
        while let file = groupFiles[index] {
            let descriptor = open(file, O_WRONLY | O_CLOEXEC)
            if descriptor >= 0 {
                if write(descriptor, zero, 1) == 1 { mode |= groupBits[index] }
                close(descriptor)
            }
            index += 1
        }
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        _ = write(report, &mode, 1)
    }

    /// Standard input from /dev/null, output and errors to the tutor's pipes.
    package func connectStandardDescriptors() {
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
    package func closeDescriptors(keeping kept: Int32) {
        let low = kept >= 0 ? min(report, kept) : report
        let high = kept >= 0 ? max(report, kept) : report
        var closed = false
        if let closeRange {
            closed =
                (low <= 3 || closeRange(3, UInt32(low - 1), 0) == 0)
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
    package func resetSignalHandlers() {
        var action = sigaction()
        var signal: Int32 = 1
        while signal < 32 {
            if signal != SIGKILL, signal != SIGSTOP { sigaction(signal, &action, nil) }
            signal += 1
        }
    }

    /// The memory limit and niceness, then every signal unblocked: the last step before exec.
    package func applyLimitsAndUnblock() {
        if let memoryLimit {
            var limit = rlimit(rlim_cur: memoryLimit, rlim_max: memoryLimit)
            if setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit) != 0 { fail() }
        }
        if let fileSizeLimit {
            var limit = rlimit(rlim_cur: fileSizeLimit, rlim_max: fileSizeLimit)
            if setrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) != 0 { fail() }
        }
        if niceness > 0 { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, niceness) }
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
    }

    /// Tells the parent why the child could not become the program, and ends the child.
    package func fail() -> Never {
        var code = errno
        _ = write(report, &code, 4)
        _exit(127)
    }
}
#endif
