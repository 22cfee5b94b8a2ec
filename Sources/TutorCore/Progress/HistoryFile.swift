import Foundation

/// The commands typed at the prompt, one per line, appended as each is entered so that a
/// crash loses nothing; the line editor is given them at start for Up-arrow recall.
public struct HistoryFile: Sendable {
    public var file: URL
    /// How many lines are kept; older ones are dropped when the file is next trimmed.
    public var limit: Int

    public init(file: URL, limit: Int = 1000) {
        self.file = file
        self.limit = limit
    }

    /// The saved commands, oldest first; empty when there are none or the file is unreadable.
    public func load() -> [String] {
        guard let data = FileManager.default.contents(atPath: file.path) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        return Array(lines.suffix(limit))
    }

    /// Appends one command. When the file has grown to twice the limit, it is rewritten
    /// atomically with only the newest `limit` lines.
    public func append(_ command: String) {
        let line = command.replacingOccurrences(of: "\n", with: " ")
        guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let handle = FileHandle(forWritingAtPath: file.path) {
            handle.seekToEndOfFile()
            handle.write(Data((line + "\n").utf8))
            try? handle.close()
        } else {
            try? AtomicFile.write(Data((line + "\n").utf8), to: file)
        }
        guard let data = FileManager.default.contents(atPath: file.path) else { return }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
        if lines.count >= limit * 2 {
            try? AtomicFile.write(Data((lines.suffix(limit).joined(separator: "\n") + "\n").utf8), to: file)
        }
    }
}
