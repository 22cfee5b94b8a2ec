import Foundation
import Testing

/// The compiler checks the tutor's concurrency everywhere but where it cannot: what signal
/// handlers, the forked child before `exec` and the sweep after a fatal signal read and an
/// `Atomic` cannot hold (raw memory: the crash text, the actions installed before ours, the
/// child table's slots behind a pointer), kept in TutorSystem's `SignalHandlerState.swift`.
/// The executable's own handler state is all `Atomic`s, checked.
///
/// Above TutorSystem the compiler keeps most of this itself: those layers build with strict
/// memory safety as an error (Package.swift), so a `nonisolated(unsafe)` or a raw pointer
/// there does not build unless marked `unsafe`. It does not flag `@unchecked Sendable`
/// (Swift 6.3.1), and TutorSystem and the executable are not under it: this sweep stays for them.
@Suite("Signal handler state")
struct SignalHandlerStateTests {
    /// The files allowed to switch the checks off, from the package root.
    static let designated: Set<String> = [
        "Sources/TutorSystem/Platform/SignalHandlerState.swift"
    ]

    @Test("`@unchecked Sendable` and `nonisolated(unsafe)` appear in Sources only in the signal handlers' state file")
    func uncheckedOnlyWhereHandlersRead() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.map { "Sources/" + $0 }
        #expect(files.count > 150, "the folder was found: \(files.count) files")
        var unchecked: Set<String> = []
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            if Self.codeOutsideComments(text).contains(where: Self.switchesChecksOff) { unchecked.insert(file) }
        }
        #expect(
            unchecked.subtracting(Self.designated).isEmpty,
            "outside the signal handlers' state: \(unchecked.subtracting(Self.designated).sorted())")
        // The sweep reads what it should: the designated files are where the unsafe state is.
        #expect(unchecked == Self.designated, "found only in \(unchecked.sorted())")
    }

    @Test("Comments that name the attributes are not counted")
    func commentsAreLeftOut() {
        let text = """
            /// A doc comment may say `nonisolated(unsafe)`.
            let a = 1  // so may `@unchecked Sendable` after code
            /* and a block comment: nonisolated(unsafe) */
            """
        #expect(!Self.codeOutsideComments(text).contains(where: Self.switchesChecksOff))
        #expect(Self.codeOutsideComments("nonisolated(unsafe) var b = 0").contains(where: Self.switchesChecksOff))
    }

    static func switchesChecksOff(_ line: Substring) -> Bool {
        line.contains("@unchecked Sendable") || line.contains("nonisolated(unsafe)")
    }

    /// The lines of `text` with block comments and everything after `//` taken out.
    static func codeOutsideComments(_ text: String) -> [Substring] {
        text.replacing(/\/\*[\s\S]*?\*\//, with: "").split(separator: "\n").map { line in
            line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line
        }
    }
}
