#if os(Linux)
import Glibc

/// The child side of a contained run (see `SandboxPlan` for the three processes). Like the
/// rest of `ForkPlan`, it calls only async-signal-safe functions and allocates nothing.
extension ForkPlan {
    private static let mountPrivate: UInt = 1 << 18  // MS_PRIVATE
    private static let mountRecursive: UInt = 16_384  // MS_REC
    private static let mountBind: UInt = 4096  // MS_BIND
    private static let mountNoSetuid: UInt = 2  // MS_NOSUID
    private static let mountNoDevices: UInt = 4  // MS_NODEV
    private static let mountNoExec: UInt = 8  // MS_NOEXEC

    /// The run's first process: in the tutor's namespaces, the one the tutor waits for.
    func runContained(_ plan: SandboxPlan) -> Never {
        // A session of its own: no controlling terminal to write to, and a group the tutor's
        // kill(-pid) reaches (the parent does not set one: that would forbid setsid()).
        _ = setsid()
        _ = prctl(1, UInt(SIGKILL), 0, 0, 0)  // PR_SET_PDEATHSIG
        if getppid() != parent { _exit(127) }
        connectStandardDescriptors()
        var mode: UInt8 = 0
        var index = 0
        while let file = plan.groupFiles[index] {
            let descriptor = open(file, O_WRONLY | O_CLOEXEC)
            if descriptor >= 0 {
                if write(descriptor, plan.text.zero, 1) == 1 { mode |= plan.groupBits[index] }
                close(descriptor)
            }
            index += 1
        }
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        resetSignalHandlers()
        let flags = SandboxPlan.newProcesses | SandboxPlan.newMounts | SandboxPlan.newNetwork | SandboxPlan.newIPC
        var separated = plan.isRoot && plan.unshare(flags) == 0
        if !separated, plan.unshare(flags | SandboxPlan.newUser) == 0 {
            separated = true
            mode |= Containment.user.rawValue
            mapIdentity(plan)
        }
        guard separated else {
            // No namespaces to be had: this process becomes the program, as before.
            reportMode(mode)
            becomeProgram(plan)
        }
        mode |= Containment.processes.rawValue | Containment.network.rawValue
        var alive: (Int32, Int32) = (-1, -1)
        var status: (Int32, Int32) = (-1, -1)
        guard makePipe(&alive), makePipe(&status) else { failContained(mode) }
        let first = fork()
        if first < 0 { failContained(mode) }
        if first == 0 {
            close(alive.1)
            close(status.0)
            initProcess(plan, mode: mode, alive: alive.0, status: status.1)
        }
        close(report)
        close(alive.0)
        close(status.1)
        var programStatus: Int32 = 0
        var got = 0
        while got < 4 {
            let count = withUnsafeMutableBytes(of: &programStatus) { read(status.0, $0.baseAddress! + got, 4 - got) }
            if count > 0 { got += count } else if count == 0 || errno != EINTR { break }
        }
        var ignored: Int32 = 0
        while waitpid(first, &ignored, 0) < 0, errno == EINTR {}
        // Killed before it could say (SIGKILL from the tutor or the kernel's OOM killer).
        guard got == 4 else { endAs(0x09) }
        endAs(programStatus)
    }

    /// The first process of the new process namespace: prepares the mounts, starts the
    /// program and reaps until it ends; its own end ends everything else in the namespace.
    private func initProcess(_ plan: SandboxPlan, mode: UInt8, alive: Int32, status: Int32) -> Never {
        _ = prctl(1, UInt(SIGKILL), 0, 0, 0)
        // The run's first process may have died before the death signal was set: then the
        // pipe it holds open has no writer left.
        var watch = pollfd(fd: alive, events: Int16(POLLIN), revents: 0)
        if poll(&watch, 1, 0) > 0, watch.revents & Int16(POLLHUP) != 0 { _exit(127) }
        close(alive)
        var mode = mode
        if plan.mount(nil, plan.text.root, nil, Self.mountRecursive | Self.mountPrivate, nil) == 0 {
            let secure = Self.mountNoSetuid | Self.mountNoDevices | Self.mountNoExec
            // The process table of this namespace alone: no /proc/<tutor>/fd to write to.
            if plan.mount(plan.text.proc, plan.text.procFolder, plan.text.proc, secure, nil) == 0 {
                // No way out of the control groups: their files are not the program's to see.
                _ = plan.mount(plan.text.tmpfs, plan.text.groupFolder, plan.text.tmpfs, secure, plan.text.groupOptions)
                if hideHome(plan) { mode |= Containment.files.rawValue }
            }
        }
        if let folder = plan.workingFolder { _ = chdir(folder) }
        reportMode(mode)
        let program = fork()
        if program < 0 {
            var code = errno
            _ = write(report, &code, 4)
            _exit(127)
        }
        if program == 0 {
            close(status)
            _ = prctl(1, UInt(SIGKILL), 0, 0, 0)
            becomeProgram(plan)
        }
        close(report)
        var programStatus: Int32 = 0x09
        while true {
            var reaped: Int32 = 0
            let pid = waitpid(-1, &reaped, 0)
            if pid == program {
                programStatus = reaped
                break
            }
            if pid < 0, errno != EINTR { break }
        }
        _ = withUnsafeBytes(of: &programStatus) { write(status, $0.baseAddress, 4) }
        _exit(0)
    }

    /// Covers the tutor's folders with empty ones and lays the program's own back on top;
    /// undoes it all if any step fails, so the program never runs without its documents.
    private func hideHome(_ plan: SandboxPlan) -> Bool {
        var ok = true
        // The descriptors were opened in the tutor's mounts, and a bind must come from these:
        // each is opened again here, under the number its `/proc/self/fd/<n>` names.
        var index = 0
        while ok, let folder = plan.visible[index] {
            let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            ok = descriptor >= 0 && dup2(descriptor, plan.visibleDescriptors[index]) >= 0
            if descriptor >= 0 { close(descriptor) }
            index += 1
        }
        var covered = 0
        while ok, let folder = plan.hidden[covered] {
            ok = plan.mount(plan.text.tmpfs, folder, plan.text.tmpfs, Self.mountNoSetuid | Self.mountNoDevices, plan.text.hiddenOptions) == 0
            if ok { covered += 1 }
        }
        index = 0
        while ok, let folder = plan.folders[index] {
            ok = mkdir(folder, 0o755) == 0 || errno == EEXIST
            index += 1
        }
        index = 0
        while ok, let folder = plan.visible[index] {
            ok = plan.mount(plan.visibleSources[index], folder, nil, Self.mountBind | Self.mountRecursive, nil) == 0
            index += 1
        }
        if !ok {
            while covered > 0 {
                covered -= 1
                _ = plan.umount2(plan.hidden[covered], 2)  // MNT_DETACH: with everything laid on it
            }
        }
        return ok
    }

    /// The program: no capabilities, none to gain, its limits set; then exec.
    private func becomeProgram(_ plan: SandboxPlan) -> Never {
        closeDescriptors(keeping: plan.executable)
        if geteuid() == 0 {
            // Root without its powers: no mount to undo, no group to leave. SECBIT_NOROOT and
            // friends, locked, so that exec grants nothing back; an empty bounding set.
            _ = prctl(28, 0x2F, 0, 0, 0)  // PR_SET_SECUREBITS
            var capability: UInt = 0
            while capability < 64 {
                _ = prctl(24, capability, 0, 0, 0)  // PR_CAPBSET_DROP
                capability += 1
            }
            _ = prctl(47, 4, 0, 0, 0)  // PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL
        }
        _ = prctl(38, 1, 0, 0, 0)  // PR_SET_NO_NEW_PRIVS
        applyLimitsAndUnblock()
        fexecve(plan.executable, argv, envp)
        fail()
    }

    /// Writes the `Containment` the run got, before anything can fail it.
    private func reportMode(_ mode: UInt8) {
        var byte = mode
        _ = write(report, &byte, 1)
    }

    /// The run could not be set up: says so as a failed exec would.
    private func failContained(_ mode: UInt8) -> Never {
        var code = errno
        reportMode(mode)
        _ = write(report, &code, 4)
        _exit(127)
    }

    /// Maps the tutor's own user and group into a new user namespace.
    private func mapIdentity(_ plan: SandboxPlan) {
        // The tutor is undumpable, and so this copy of it, which makes its own /proc files
        // root's: the maps could not be written. Dumpable just for as long as that takes.
        _ = prctl(4, 1, 0, 0, 0)  // PR_SET_DUMPABLE
        writeFile(plan.text.setgroups, plan.text.deny)
        writeFile(plan.text.uidMap, plan.userMap)
        writeFile(plan.text.gidMap, plan.groupMap)
        _ = prctl(4, 0, 0, 0, 0)
    }

    private func writeFile(_ path: UnsafePointer<CChar>, _ text: UnsafePointer<CChar>) {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = write(descriptor, text, strlen(text))
        close(descriptor)
    }

    private func makePipe(_ ends: inout (Int32, Int32)) -> Bool {
        withUnsafeMutablePointer(to: &ends) { pointer in
            pointer.withMemoryRebound(to: Int32.self, capacity: 2) { pipe($0) == 0 }
        }
    }

    /// Ends this process as a process with wait status `status` ended: the same exit status,
    /// or death by the same signal.
    private func endAs(_ status: Int32) -> Never {
        let signal = status & 0x7f
        guard signal != 0 else { _exit((status >> 8) & 0xff) }
        var action = sigaction()
        sigaction(signal, &action, nil)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, signal)
        sigprocmask(SIG_UNBLOCK, &only, nil)
        kill(getpid(), signal)
        _exit(128 + signal)
    }
}
#endif
