import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Processes by pid, as `/proc` shows them: the one way these tests tell a process is theirs.
enum Processes {
    /// The state letter of `pid` (`R`, `S`, `T`, `Z`…), or nil when it is gone.
    static func state(_ pid: pid_t) -> Character? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else {
            return nil
        }
        return text[text.index(close, offsetBy: 2)...].first
    }

    /// Whether `pid` still runs (a zombie has ended: only its parent's reaping is left).
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let state = state(pid) else { return false }
        return state != "Z" && state != "X"
    }

    /// Waits up to `seconds` for `pid` to stop running; true when it has.
    static func waitUntilGone(_ pid: pid_t, seconds: Double = 1) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            if !isRunning(pid) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return !isRunning(pid)
    }

    /// The running processes whose environment or command line holds `marker`.
    static func running(withMarker marker: String) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { pid_t($0) }.filter { pid in isRunning(pid) && holds(pid, marker) }
    }

    /// Whether process `pid`'s environment or command line holds `marker`.
    static func holds(_ pid: pid_t, _ marker: String) -> Bool {
        ["environ", "cmdline"].contains { file in
            FileManager.default.contents(atPath: "/proc/\(pid)/\(file)").map {
                String(decoding: $0, as: UTF8.self).contains(marker)
            } ?? false
        }
    }

    /// The pid, as this test sees it, of the running process holding `marker` that knows
    /// itself as `inner` (a contained program lives in a process namespace of its own, where
    /// its numbers differ: `/proc/<pid>/status` lists them as `NSpid`); 0 when none runs.
    static func outerPid(of inner: pid_t, marker: String) -> pid_t {
        for pid in running(withMarker: marker) {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("NSpid:") }),
                let last = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).last.flatMap({ pid_t($0) })
            else { continue }
            if last == inner { return pid }
        }
        return 0
    }

    /// Kills what a failed test may have left, so that no test leaves a process behind: only
    /// a process whose environment holds `marker` (the test's own scratch folder), never a
    /// stranger that was given a recycled pid.
    static func killLeftovers(_ pids: [pid_t?], marker: String) {
        let killed = pids.compactMap { $0 }.filter { pid in isRunning(pid) && holds(pid, marker) }
        for pid in killed { kill(pid, SIGKILL) }
        // A process is killed when it next leaves the kernel: until then it may still create a
        // file in the folder the test is about to remove, which would then be left behind.
        for pid in killed { _ = waitUntilGone(pid) }
    }
}
