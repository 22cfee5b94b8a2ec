import Foundation

/// A detached tmux session with a unique name: a terminal a test can type into and read.
struct TmuxSession {
    let name: String

    func start() throws {
        try tmux(["new-session", "-d", "-x", "120", "-y", "40", "-s", name, "env", "-u", "TMUX", "bash", "--norc", "--noprofile"],
            reading: false)
        Thread.sleep(forTimeInterval: 0.3)
    }

    func type(_ line: String) {
        try? tmux(["send-keys", "-t", name, "-l", line])
        keys("Enter")
    }

    func keys(_ keys: String) {
        try? tmux(["send-keys", "-t", name, keys])
    }

    func screen() -> String {
        (try? tmux(["capture-pane", "-p", "-J", "-t", name], reading: true)) ?? ""
    }

    func kill() {
        _ = try? tmux(["kill-session", "-t", name])
    }

    /// Runs a tmux command. Only a command that prints is read from: the server that
    /// `new-session` starts would hold a pipe open for as long as it lives. For the same reason
    /// every descriptor above 2 is closed before tmux starts: Foundation tells that a process
    /// ended by a socket closing, and a server holding a copy would make that wait forever.
    @discardableResult
    private func tmux(_ arguments: [String], reading: Bool = false) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        let closeAll = #"for fd in /proc/$$/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done 2>/dev/null; exec /usr/bin/tmux "$@""#
        process.arguments = ["-c", closeAll, "tmux"] + arguments
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
