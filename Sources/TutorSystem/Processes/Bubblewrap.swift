import Foundation
import TutorBase

/// The command line that runs a program inside its `Sandbox` through bubblewrap (`bwrap`).
///
/// The program's world is built up from nothing: an empty root, the system's `/usr` (and the
/// links or folders `/bin`, `/lib`… that lead into it) and the toolchain read-only, the few
/// files of `/etc` a program's loader and clock read, a fresh `/proc` whose `/proc/sys` is
/// read-only, a minimal `/dev`, a private `/tmp` and `/dev/shm` of capped size, the program and
/// its document read-only, and its documents folder writable. The root itself is then made
/// read-only, so those last two are the only places a write lands. No sockets of the host's,
/// in `/tmp`, `/run` or anywhere else, are there to connect to; no home, cache or plan of the
/// tutor's is there to read or rewrite.
package enum Bubblewrap {
    /// Where bubblewrap is looked for when `EnvironmentVariable.bubblewrap` does not say: the system's
    /// own folders, never the learner's `PATH`, whose folders a program could once write.
    package static let defaultLocations = ["/usr/bin/bwrap", "/bin/bwrap", "/usr/local/bin/bwrap"]

    /// The bubblewrap to use: `named` when given (a path; empty or missing means none), else
    /// the first of `defaultLocations` that may be run.
    package static func find(named: String?) -> String? {
        if let named { return named.isEmpty || !Syscalls.isExecutable(named) ? nil : named }
        return defaultLocations.first(where: Syscalls.isExecutable)
    }

    /// bubblewrap's arguments for `sandbox`, ending in `--` before the program's own.
    package static func arguments(for sandbox: Sandbox) -> [String] {
        var words = [
            // Process numbers, network, IPC, host name and control-group view of its own, and
            // a user namespace where the system allows one (a tutor that is not root needs it).
            // No `--new-session`: bubblewrap itself starts in a session of its own with no
            // terminal (`ChildSpawn.newSession`), so the program shares its process group, which
            // the tutor stops on Ctrl-Z and continues on `fg`.
            "--unshare-all", "--die-with-parent", "--cap-drop", "ALL",
            "--ro-bind", "/usr", "/usr",
        ]
        words += systemLinks
        for file in ["/etc/ld.so.cache", "/etc/timezone"] { words += ["--ro-bind-try", file, file] }
        words += localTime
        words += [
            "--proc", "/proc",
            // bubblewrap leaves the fresh /proc's sys writable to a root without capabilities:
            // kernel.core_pattern would run a pipe as full root on the next crash.
            "--ro-bind", "/proc/sys", "/proc/sys", "--ro-bind-try", "/proc/sysrq-trigger", "/proc/sysrq-trigger",
            "--dev", "/dev",
            "--size", String(Sandbox.sharedMemoryBytes), "--tmpfs", "/dev/shm",
            "--size", String(Sandbox.scratchBytes), "--tmpfs", "/tmp",
        ]
        for path in sandbox.readable where !Sandbox.isInside(path, "/usr") { words += ["--ro-bind", path, path] }
        for path in sandbox.writable { words += ["--bind", path, path] }
        words += ["--remount-ro", "/"]
        if let folder = sandbox.workingFolder { words += ["--chdir", folder] }
        return words + ["--"]
    }

    /// `/bin`, `/lib`… as this system has them: a link into `/usr` is made again, a folder of
    /// its own is laid in read-only.
    package static let systemLinks: [String] = ["/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"].flatMap {
        path -> [String] in
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            return ["--symlink", target, path]
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return []
        }
        return ["--ro-bind", path, path]
    }

    /// `/etc/localtime` as a link where the system has one: Foundation names the local time
    /// zone by the link's target, and a copied file would rename it.
    package static let localTime: [String] = {
        let path = "/etc/localtime"
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) {
            return ["--symlink", target, path]
        }
        return ["--ro-bind-try", path, path]
    }()

    /// How bubblewrap ends when its program dies of a signal: it exits with 128 and the
    /// signal's number, as a shell does. Read back as the death it stands for.
    package static func ending(_ ending: ProcessResult.Ending) -> ProcessResult.Ending {
        if case .exited(let status) = ending, (129...(128 + 64)).contains(status) { return .signalled(status - 128) }
        return ending
    }

    /// Whether a run's errors are bubblewrap's own complaint that it could not make the
    /// sandbox, rather than the program's: bubblewrap says so first, and ends with status 1.
    package static func mayHaveFailed(_ result: ProcessResult) -> Bool {
        result.ending == .exited(1) && result.standardOutput.isEmpty && result.errorText.hasPrefix("bwrap: ")
    }
}
