import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// The commands typed at the prompt, one per line, appended as each is entered so that a
/// crash loses nothing; the line editor is given them at start for Up-arrow recall.
///
/// Several REPLs may share one file. Each command is one `write` to a file opened with
/// `O_APPEND`, so lines never interleave or vanish; the file is read once, at start, and only
/// its tail; and it is kept to a size in bytes, trimmed under an exclusive lock that the
/// appenders' shared one respects, so no line is written into a file being replaced.
package struct HistoryFile: Sendable {
    package var file: URL
    /// Bytes of history kept; past twice this, the file is cut back to its newest lines.
    package var byteLimit: Int

    /// The longest command remembered: a pasted file is not a command to recall.
    package static let longestLine = 4096

    package init(file: URL, byteLimit: Int = 64 << 10) {
        (self.file, self.byteLimit) = (file, byteLimit)
    }

    /// The saved commands, oldest first, from the newest `byteLimit` bytes, a command typed
    /// twice in a row kept once; empty when there are none or the file is unreadable.
    /// A FIFO or a device in its place is not read (`refusal` says so).
    package func load() -> [String] {
        guard let (descriptor, info) = try? Syscalls.openRegularFile(file.path) else { return [] }
        defer { Syscalls.close(descriptor) }
        let size = Syscalls.size(info)
        let start = max(0, size - Int64(byteLimit))
        let data = Syscalls.bytes(of: descriptor, from: start, to: size)
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        // Started mid-file: the first line is a piece of one.
        if start > 0, !lines.isEmpty { lines.removeFirst() }
        // Only lines `append` could have written: a run of NULs (a sparse file) or a line
        // longer than any command kept is someone else's, and no command to recall.
        lines.removeAll { $0.utf8.count > Self.longestLine || $0.utf8.contains(0) }
        return Self.withoutRepeats(lines.map(String.init))
    }

    /// `commands` with each run of one command typed again and again kept once, as Up-arrow
    /// should recall it (bash's `ignoredups`).
    package static func withoutRepeats(_ commands: [String]) -> [String] {
        var kept: [String] = []
        for command in commands where command != kept.last { kept.append(command) }
        return kept
    }

    /// Appends one command in a single write. When the file has grown past twice the limit,
    /// it is cut back to its newest lines within the limit.
    package func append(_ command: String) {
        let line = command.replacingOccurrences(of: "\n", with: " ")
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty, line.utf8.count <= Self.longestLine else { return }
        try? FolderProblem.makeFolder(file.deletingLastPathComponent(), role: "state folder")
        var size: Int64 = 0
        withLock(LOCK_SH) {
            guard
                let (descriptor, _) = try? Syscalls.openRegularFile(
                    file.path, flags: O_WRONLY | O_APPEND | O_CREAT, mode: 0o600)
            else { return }
            defer { Syscalls.close(descriptor) }
            // One write for the whole line, as O_APPEND keeps it whole (the loop goes on only
            // after a short write, which a regular file makes only when the disk is full).
            _ = Syscalls.writeAll(descriptor, Array((line + "\n").utf8))
            if let info = try? Syscalls.status(of: descriptor) { size = Syscalls.size(info) }
        }
        if size > Int64(byteLimit) * 2 { trim() }
    }

    /// A sentence for the learner when something other than a regular file (a FIFO, a
    /// folder) is where the history is kept: it is then neither read nor appended to.
    package func refusal() -> String? {
        NotRegularFile.at(file.path).map { "\($0.clause), so the commands you type are not remembered this session." }
    }

    /// Rewrites the file with only its newest lines that fit in the limit.
    package func trim() {
        withLock(LOCK_EX) {
            let kept = load()
            try? AtomicFile.write(Data(kept.map { $0 + "\n" }.joined().utf8), to: file, newFileMode: 0o600)
        }
    }

    /// Seconds an append or a trim waits for another REPL's lock.
    package static let lockWait = 1.0

    /// Runs `work` holding the history's lock file in `mode`. History is a convenience, never
    /// a reason to stop or to wait long: without a lock file (a folder that cannot be written)
    /// an append runs anyway, and so does one whose lock another REPL has held past the wait
    /// (one stopped with Ctrl-Z mid-trim); a trim that cannot have its lock is left for later.
    private func withLock(_ mode: Int32, _ work: () -> Void) {
        let lock: LockFile
        do {
            lock = try LockFile(beside: file, mode: mode, waitingAtMost: Self.lockWait)
        } catch {
            if mode == LOCK_SH { work() }
            return
        }
        work()
        withExtendedLifetime(lock) {}
    }
}
