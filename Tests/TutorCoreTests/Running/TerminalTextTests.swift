import Foundation
import TestSupport
import Testing
@testable import TutorCore

/// What a broken compiler prints is shown escaped and capped, never acted on by the terminal.
@Suite("Text from outside, made safe")
struct TerminalTextTests {
    @Test("Escape codes and control characters are written out")
    func controls() {
        #expect(TerminalText.escaped("\u{1B}[31mred\u{7}") == "\\u{1B}[31mred\\u{7}")
        #expect(TerminalText.escaped("plain é ✓") == "plain é ✓")
    }

    @Test("Invalid bytes show as the replacement character, escaped")
    func invalidBytes() {
        let text = String(decoding: [0x41, 0xFF, 0xFE, 0x42] as [UInt8], as: UTF8.self)
        #expect(TerminalText.escaped(text) == "A\\u{FFFD}\\u{FFFD}B")
    }

    @Test("Long text is cut with an ellipsis")
    func cap() {
        let cut = TerminalText.escaped(String(repeating: "x", count: 5000), limit: 200)
        #expect(cut.count == 201)
        #expect(cut.hasSuffix("…"))
    }

    @Test("The first line with something on it; a fallback for nothing")
    func firstLine() {
        #expect(TerminalText.firstLine(of: "\n  \nerror: boom\nmore") == "error: boom")
        #expect(TerminalText.firstLine(of: "") == "it printed nothing")
    }

    @Test("A compiler that fails printing binary garbage is reported escaped and capped")
    func brokenCompiler() throws {
        let garbage = Data([0x1B, 0x5D, 0x30, 0x3B, 0x07, 0xFF] + Array(repeating: UInt8(ascii: "z"), count: 10_000))
        let launcher = FakeLauncher { request in
            if request.arguments == ["--version"] { return ProcessResult(ending: .exited(0), standardOutput: Data("v1".utf8)) }
            return ProcessResult(ending: .exited(1), standardError: garbage)
        }
        let compiler = SwiftCompiler(executable: "/bin/false", launcher: launcher, moduleCache: URL(fileURLWithPath: "/nonexistent"), environment: testEnvironment)
        #expect {
            try compiler.compilation([], flags: [], output: URL(fileURLWithPath: "/nonexistent/out"), cancellation: nil)
        } throws: { error in
            guard case .broken(_, let detail) = error as? CompilerError else { return false }
            return !detail.contains("\u{1B}") && !detail.contains("\u{7}") && detail.hasPrefix("it ended with exit status 1: \\u{1B}]0;\\u{7}\\u{FFFD}") && detail.count < 300
        }
    }
}
