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
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = text.lastIndex(of: ")") else {
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

    /// The running processes whose environment holds `marker`.
    static func running(withMarker marker: String) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { pid_t($0) }.filter { pid in
            guard isRunning(pid), let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return String(decoding: environment, as: UTF8.self).contains(marker)
        }
    }

    /// Kills what a failed test may have left, so that no test leaves a process behind: only
    /// a process whose environment holds `marker` (the test's own scratch folder), never a
    /// stranger that was given a recycled pid.
    static func killLeftovers(_ pids: [pid_t?], marker: String) {
        for case let pid? in pids where isRunning(pid) {
            guard let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
                String(decoding: environment, as: UTF8.self).contains(marker)
            else { continue }
            kill(pid, SIGKILL)
        }
    }
}
