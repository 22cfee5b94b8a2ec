import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// A command that prints the stage's files as they are (`model`, `doc`).
protocol StageFileCommand: StageCommand {
    var stage: Stage { get }
    /// The files to print; none when the stage has none. More than one are printed each under
    /// a comment naming it, so the whole can be pasted into one file and compiles.
    static func files(of stage: Stage) -> [URL]
    /// Why there is nothing to print.
    static func missing(in stage: Stage) -> CommandFailure
    /// Whether a terminal shows the file through the pager; false prints it plain, for copying.
    static var paged: Bool { get }
}

extension StageFileCommand {
    static var paged: Bool { false }

    /// The most of one file printed: far more than any lesson's document or model, far less
    /// than a 300 MB file a lesson from elsewhere could name.
    static var byteCap: Int { 64 << 10 }
    /// The most lines of one file printed.
    static var lineCap: Int { 2000 }

    /// What is printed of `file`: at most `lineCap` whole lines within `byteCap`, escaped as
    /// program output is (`TerminalText`, line breaks and tabs kept), then a sentence saying
    /// how much was left out and where the whole file is.
    static func shown(_ file: URL) -> String {
        guard let (descriptor, info) = try? Syscalls.openRegularFile(file.path) else {
            return "(\(file.path) cannot be read)\n"
        }
        defer { Syscalls.close(descriptor) }
        let size = Syscalls.size(info)
        var data = Syscalls.bytes(of: descriptor, from: 0, to: min(size, Int64(byteCap)))
        var cut = Int64(data.count) < size
        if let end = data.indices.lazy.filter({ data[$0] == 10 }).dropFirst(lineCap - 1).first, end + 1 < data.endIndex
        {
            data = data.prefix(through: end)
            cut = true
        } else if cut, let end = data.lastIndex(of: 10) {
            data = data.prefix(through: end)
        }
        let text = TerminalText.escaped(String(decoding: data, as: UTF8.self), limit: .max, keeping: ["\n", "\t"])
        guard cut else { return text }
        let sizes = [Int64(data.count), size].map { ByteCountFormatter.string(fromByteCount: $0, countStyle: .binary) }
        let lines = data.reduce(0) { $1 == 10 ? $0 + 1 : $0 }
        return text + (text.hasSuffix("\n") ? "" : "\n")
            + """
            … Only the first \(TextLayout.count(lines, "line")) (\(sizes[0])) of \(sizes[1]) are shown; the \
            whole file is \(file.path).\n
            """
    }

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        let files = Self.files(of: stage)
        guard !files.isEmpty else { throw Self.missing(in: stage) }
        let text = files.map { file in
            let contents = Self.shown(file)
            return files.count == 1 ? contents : "// ── \(file.lastPathComponent)\n" + contents
        }.joined(separator: "\n")
        if Self.paged { session.page(text) } else { session.say(text) }
        return .success
    }
}
