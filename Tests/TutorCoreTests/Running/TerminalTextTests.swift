import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

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
            if request.arguments == ["--version"] {
                return ProcessResult(ending: .exited(0), standardOutput: Data("v1".utf8))
            }
            return ProcessResult(ending: .exited(1), standardError: garbage)
        }
        let compiler = SwiftCompiler(
            executable: "/bin/false", launcher: launcher, moduleCache: URL(fileURLWithPath: "/nonexistent"),
            environment: testEnvironment)
        #expect {
            try compiler.compilation([], flags: [], output: URL(fileURLWithPath: "/nonexistent/out"), cancellation: nil)
        } throws: { error in
            guard case .broken(_, let detail) = error as? CompilerError else { return false }
            return !detail.contains("\u{1B}") && !detail.contains("\u{7}")
                && detail.hasPrefix("it ended with exit status 1: \\u{1B}]0;\\u{7}\\u{FFFD}") && detail.count < 300
        }
    }

    /// What a terminal acts on beyond C0: a C1 CSI (U+009B) is an ESC `[` on its own, and the
    /// bidirectional controls reorder what follows, so `evil.swift` can read as something else.
    static let hostile: [Unicode.Scalar] = [
        "\u{9B}", "\u{85}", "\u{9F}", "\u{202A}", "\u{202E}", "\u{2066}", "\u{2069}", "\u{200E}", "\u{200F}", "\u{61C}",
    ]

    @Test("C1 controls and bidirectional overrides, isolates and marks are written out, as C0 is")
    func c1AndBidi() {
        for scalar in Self.hostile {
            let text = "a" + String(Character(scalar)) + "31mb"
            let written = "a\\u{\(String(scalar.value, radix: 16, uppercase: true))}31mb"
            #expect(TerminalText.escaped(text) == written)
            #expect(TerminalText.line(text) == written)
        }
        #expect(TerminalText.line("\u{1B}[2J") == "\\u{1B}[2J")
    }

    @Test(
        "A line of output keeps its columns and its letters: a tab as four spaces, a return written out, é and ✓ as they are"
    )
    func outputLine() {
        #expect(TerminalText.line("a\tb\r") == "a    b\\r")
        #expect(TerminalText.line("Grandma · é ✓ 🇫🇷") == "Grandma · é ✓ 🇫🇷")
        let long = TerminalText.line(String(repeating: "x", count: 400))
        #expect(long == String(repeating: "x", count: 300) + " … (100 more characters)")
    }

    @Test(
        "Every screen of program output escapes them: the comparison, and a compiler's message and the source line under it"
    )
    func everyScreen() {
        let hostile = "Grandma\u{9B}2J \u{202E}gnp.exe"
        let rows = [ComparedLine(expected: "Grandma", actual: hostile, verdict: .different)]
        let shown = ComparisonView(width: 80, styler: Styler(colour: false)).render(
            rows, expectedTitle: "the lesson", actualTitle: "this machine")
        #expect(!shown.unicodeScalars.contains { Self.hostile.contains($0) })
        #expect(shown.contains("Grandma\\u{9B}2J \\u{202E}gnp.exe"))
        let diagnostics = Diagnostic.parse(
            "/tmp/M.swift:3:5: error: cannot find '\u{202E}x' in scope\n    let y = \u{202E}x\u{9B}\n        ^\n")
        #expect(diagnostics.first?.message == "cannot find '\\u{202E}x' in scope")
        #expect(diagnostics.first?.snippet.first == "    let y = \\u{202E}x\\u{9B}")
    }
}
