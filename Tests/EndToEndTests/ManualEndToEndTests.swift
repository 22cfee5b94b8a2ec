import Foundation
import TestSupport
import Testing

/// `codable-tutor manual`: the page `man` shows, rendered by the real `man`.
@Suite("The manual page, through man")
struct ManualEndToEndTests {
    static var manInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/man") }

    /// The page as `man -l` renders it at 80 columns, and what it warned about.
    static func rendered() throws -> (text: String, warnings: String, status: Int32) {
        let folder = TemporaryFolder("manual")
        let page = try TutorBinary.run(["manual"])
        #expect(page.status == 0 && page.errors.isEmpty, "\(page.errors)")
        let file = folder.write(page.output, to: "codable-tutor.1")
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/man")
        process.arguments = ["--warnings", "-l", file.path]
        var environment = testEnvironment
        environment["MANWIDTH"] = "80"
        environment["MANPAGER"] = "cat"
        environment["LANG"] = "C.UTF-8"
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorData = ReadInBackground(errors)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: data, as: UTF8.self), errorData.wait(), process.terminationStatus)
    }

    /// Words only: what a reader sees, whatever the wrapping, the indent and the backticks.
    static func words(_ text: String) -> String {
        text.replacingOccurrences(of: "`", with: "").split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(
        "man renders the page at 80 columns without a warning, no line wider, every section there",
        .enabled(if: manInstalled, "man (man-db) is needed"))
    func rendersCleanly() throws {
        let (text, warnings, status) = try Self.rendered()
        #expect(status == 0)
        #expect(warnings.isEmpty, "\(warnings)")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        for section in [
            "NAME", "SYNOPSIS", "DESCRIPTION", "COMMANDS", "AT THE PROMPT", "ENVIRONMENT", "FILES", "EXIT STATUS",
            "EXAMPLES",
        ] {
            #expect(lines.contains(Substring(section)), "\(section)")
        }
        // No word split by a hyphen at a line's end.
        #expect(
            !lines.contains {
                $0.hasSuffix("\u{2010}") || ($0.hasSuffix("-") && !$0.hasSuffix(" -") && !$0.hasSuffix("--"))
            },
            "\(lines.filter { $0.hasSuffix("-") || $0.hasSuffix("\u{2010}") })")
    }

    @Test(
        "every command's `help <command>` says what its entry in the page says, word for word",
        .enabled(if: manInstalled, "man (man-db) is needed"))
    func helpMatchesThePage() throws {
        let page = Self.words(try Self.rendered().text)
        let verbs = try TutorBinary.run(["completion", "--line", "codable-tutor help "]).output.split(separator: "\n")
            .map(String.init)
        #expect(verbs.count >= 30, "\(verbs)")
        for verb in verbs {
            let help = try TutorBinary.run(["help", verb])
            #expect(help.status == 0)
            let inPage = page.contains(Self.words(help.output))
            #expect(inPage, "`help \(verb)` is not in the page as it prints it:\n\(help.output)")
        }
    }
}

/// Reads a pipe to its end on another thread, so that a full pipe cannot stall the process.
final class ReadInBackground: @unchecked Sendable {
    private var data = Data()
    private let group = DispatchGroup()

    init(_ pipe: Pipe) {
        DispatchQueue.global().async(group: group) { [self] in data = pipe.fileHandleForReading.readDataToEndOfFile() }
    }

    func wait() -> String {
        group.wait()
        return String(decoding: data, as: UTF8.self)
    }
}
