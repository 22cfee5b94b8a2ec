import Foundation
import TestSupport

/// A detached tmux session with a unique name: a terminal a test can type into and read.
///
/// Its server is its own (`-L name`, a socket of that name), so `kill()` ends the server and
/// everything in it without touching any other tmux on the machine.
struct TmuxSession {
    let name: String
    /// Whether tmux is installed where the tests look for it.
    static let isInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")

    func start(columns: Int = 120, rows: Int = 40) throws {
        try tmux(
            [
                "new-session", "-d", "-x", String(columns), "-y", String(rows), "-s", name,
                "env", "-u", "TMUX", "\(Self.markerVariable)=\(name)", "bash", "--norc", "--noprofile",
            ], reading: false)
        Thread.sleep(forTimeInterval: 0.3)
    }

    /// Changes the terminal's size, as dragging a window's edge does (the programs in it get SIGWINCH).
    func resize(columns: Int, rows: Int) {
        _ = try? tmux(["resize-window", "-t", name, "-x", String(columns), "-y", String(rows)])
    }

    /// Types `text` as it is, without Enter.
    func typeWithoutEnter(_ text: String) {
        _ = try? tmux(["send-keys", "-t", name, "-l", text])
    }

    func type(_ line: String) {
        _ = try? tmux(["send-keys", "-t", name, "-l", line])
        keys("Enter")
    }

    func keys(_ keys: String) {
        _ = try? tmux(["send-keys", "-t", name, keys])
    }

    /// The screen as it shows now, lines the terminal wrapped joined again; with
    /// `scrollback`, everything since the session started.
    func screen(scrollback: Bool = false) -> String {
        (try? tmux(["capture-pane", "-p", "-J", "-t", name] + (scrollback ? ["-S", "-"] : []), reading: true)) ?? ""
    }

    /// Every place in the whole scrollback where the terminal, not the tutor, broke a line in
    /// the middle of a word: a letter or digit on both sides of one of its own wraps, read by
    /// laying the screen as it shows (`capture-pane -p`) against the same lines joined (`-J`).
    func wordsBrokenByTheTerminal() -> [String] {
        let shown = ((try? tmux(["capture-pane", "-p", "-S", "-", "-t", name], reading: true)) ?? "")
            .components(separatedBy: "\n")
        let joined = screen(scrollback: true).components(separatedBy: "\n")
        var broken: [String] = []
        var index = 0
        for (number, line) in joined.enumerated() {
            guard index < shown.count else { break }
            var parts = [shown[index]]
            var built = shown[index]
            index += 1
            let whole = line.trimmingSuffix(" ")
            // The rows the terminal wrapped this line onto follow it, each continuing it.
            while built.trimmingSuffix(" ").count < whole.count, index < shown.count,
                whole.hasPrefix((built + shown[index]).trimmingSuffix(" "))
            {
                built += shown[index]
                parts.append(shown[index])
                index += 1
            }
            for (row, next) in zip(parts, parts.dropFirst()) {
                guard let last = row.last, let first = next.first else { continue }
                if last.isLetter || last.isNumber, first.isLetter || first.isNumber {
                    let before = joined[max(0, number - 2)..<number].joined(separator: "⏎")
                    broken.append("\(row.suffix(30))|\(next.prefix(30)) in: \(before)⏎\(whole)")
                }
            }
        }
        return broken
    }

    /// The screen (with `scrollback`, all of it) once `done` holds, or as it is at the
    /// deadline: the caller's expectation then says what was missing.
    func waitForScreen(seconds: Double = 60, scrollback: Bool = false, _ done: (String) -> Bool) -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var screen = self.screen(scrollback: scrollback)
        while !done(screen), Date() < deadline {
            Thread.sleep(forTimeInterval: 0.1)
            screen = self.screen(scrollback: scrollback)
        }
        return screen
    }

    /// Names the session in the environment of the shell in it and of what that shell starts.
    static let markerVariable = "CODABLE_TUTOR_TEST_TMUX"

    /// Ends the session's own server, and with it every program it started.
    ///
    /// The shell in it inherits the test process's blocked signals, SIGHUP among them, so
    /// closing the terminal would not end it, and the server would wait for it for ever: the
    /// processes that carry this session's marker are killed first.
    func kill() {
        let marker = "\(Self.markerVariable)=\(name)"
        Processes.killLeftovers(Processes.running(withMarker: marker), marker: marker)
        _ = try? tmux(["kill-server"])
        // The server leaves its socket behind when its last pane was killed.
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        try? FileManager.default.removeItem(atPath: "\(folder)/tmux-\(getuid())/\(name)")
    }

    /// Runs a tmux command. Only a command that prints is read from: the server that
    /// `new-session` starts would hold a pipe open for as long as it lives. For the same reason
    /// every descriptor above 2 is closed before tmux starts: Foundation tells that a process
    /// ended by a socket closing, and a server holding a copy would make that wait forever.
    @discardableResult
    private func tmux(_ arguments: [String], reading: Bool = false) throws -> String {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        let closeAll =
            #"for fd in /proc/$$/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done 2>/dev/null; exec /usr/bin/tmux "$@""#
        process.arguments = ["-c", closeAll, "tmux", "-L", name] + arguments
        let output = Pipe()
        process.standardOutput = reading ? output : FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = reading ? output.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

extension String {
    /// The string without the run of `character` at its end.
    fileprivate func trimmingSuffix(_ character: Character) -> String {
        String(reversed().drop { $0 == character }.reversed())
    }
}
