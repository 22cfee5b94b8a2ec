import Foundation
import SwiftToolchain
import Synchronization
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation

@testable import TutorSystem

/// A folder under the system's temporary folder, removed when the value is dropped.
package final class TemporaryFolder: Sendable {
    package let url: URL

    package init(_ label: String = "test") {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("codable-tutor-\(label)-\(UUID().uuidString.prefix(8))", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to a file at `path` inside the folder, making folders on the way.
    @discardableResult
    package func write(_ text: String, to path: String) -> URL {
        let file = url.appendingPathComponent(path)
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? Data(text.utf8).write(to: file)
        return file
    }

    /// Makes a sparse file of `size` bytes (4 GiB unless said) at `path` inside the folder,
    /// making folders on the way: every byte a NUL, no disk used. What a tutor that reads a
    /// file whole would hang or crash on.
    package func sparse(_ path: String, size: UInt64 = 4 << 30) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: size)
        try handle.close()
        return file
    }
}

/// The size of a file in bytes, as its folder lists it; -1 when it has none.
package func fileSize(_ file: URL) throws -> Int {
    try (FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? -1
}

/// The test process's own environment, handed to a tutor, a compiler or a runner as `main`
/// hands them the tutor's: the one place tests read it.
package let testEnvironment = ProcessInfo.processInfo.environment

/// The module cache every real compile of the tests uses, as every home of one user shares
/// one (`TutorHome`): `CODABLE_TUTOR_MODULE_CACHE`, which `scripts/test` sets, or the user's.
package let sharedModuleCache = TutorHome(environment: testEnvironment).modules

/// A launcher that answers from a script instead of starting processes, and remembers what
/// it was asked to start.
package final class FakeLauncher: ProcessLauncher, Sendable {
    /// Every request so far, in order: the runner may launch from several threads.
    private let requestsSeen = Mutex<[ProcessRequest]>([])
    private let answer: @Sendable (ProcessRequest) throws(LaunchError) -> ProcessResult
    private let resolving: (@Sendable (String, String?) throws(LaunchError) -> String)?

    /// `resolve`, when given, answers where a program is found instead of the real search.
    package init(
        resolve: (@Sendable (String, String?) throws(LaunchError) -> String)? = nil,
        answer: @escaping @Sendable (ProcessRequest) throws(LaunchError) -> ProcessResult
    ) {
        self.answer = answer
        resolving = resolve
    }

    /// Every request so far, in order.
    package var requests: [ProcessRequest] {
        requestsSeen.withLock { $0 }
    }

    package func run(_ request: ProcessRequest) throws(LaunchError) -> ProcessResult {
        requestsSeen.withLock { $0.append(request) }
        return try answer(request)
    }

    package func runAttached(_ executable: String, arguments: [String], environment: [String: String])
        throws(LaunchError) -> ProcessResult.Ending
    {
        let request = ProcessRequest(executable: executable, arguments: arguments, environment: environment)
        return try run(request).ending
    }

    package func resolve(_ executable: String, path: String?) throws(LaunchError) -> String {
        guard let resolving else { return try SpawnLauncher().resolve(executable, path: path) }
        return try resolving(executable, path)
    }

    /// A fake compiler: `--version` answers a fixed identity; a compile writes an empty
    /// executable at `-o` and prints `stderr`; running that executable prints `output`.
    package static func compilerAndProgram(stderr: String = "", compiles: Bool = true, output: String = "")
        -> FakeLauncher
    {
        FakeLauncher { request in
            if request.arguments == ["--version"] {
                return ProcessResult(ending: .exited(0), standardOutput: Data("fake swiftc 1.0".utf8))
            }
            if let index = request.arguments.firstIndex(of: "-o") {
                let path = request.arguments[index + 1]
                if compiles {
                    _ = FileManager.default.createFile(
                        atPath: path, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
                }
                return ProcessResult(ending: .exited(compiles ? 0 : 1), standardError: Data(stderr.utf8))
            }
            return ProcessResult(ending: .exited(0), standardOutput: Data(output.utf8))
        }
    }
}

/// The package's root folder, found from this file's place in it.
package let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A console that collects what the tutor says.
package final class CollectingConsole: Sendable {
    /// What was said on each stream, a line per call: the tutor speaks from several threads.
    private let lines = Mutex<(output: [String], errors: [String])>(([], []))

    package init() {}

    package var console: Console {
        Console(
            output: { text in self.lines.withLock { $0.output.append(text) } },
            error: { text in self.lines.withLock { $0.errors.append(text) } })
    }

    /// Everything said on standard output, joined by newlines.
    package var output: String { lines.withLock { $0.output.joined(separator: "\n") } }
    /// Everything said on standard error, joined by newlines.
    package var errors: String { lines.withLock { $0.errors.joined(separator: "\n") } }
}

/// A tutor over the real lessons, with a fake compiler whose programs print `output`, its home
/// in `folder`, and its words collected by `console`.
package func makeFakeTutor(
    in folder: TemporaryFolder, console: CollectingConsole, output: String = "", compiles: Bool = true
) -> Tutor {
    let home = TutorHome(
        state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
    // A compile that fails says why, as swiftc does.
    let launcher = FakeLauncher.compilerAndProgram(
        stderr: compiles ? "" : "\(folder.url.path)/model.swift:1:1: error: cannot find 'x' in scope\n",
        compiles: compiles, output: output)
    return Tutor(
        contentRoot: packageRoot, home: home, environment: testEnvironment,
        compiler: SwiftCompiler(
            executable: "/bin/sh", launcher: launcher, moduleCache: home.modules, environment: testEnvironment),
        launcher: launcher, console: console.console, styler: Styler(colour: false), width: 80)
}

extension String {
    /// The text with the tutor's wrapping undone: every run of spaces, line breaks and the
    /// indent of a wrapped line made one space, so a sentence can be found whatever the width.
    /// A printed line's `↳ ` stood for a space and a bare `↳` for none; a path broken after a
    /// `/` is joined with none.
    package var unwrapped: String {
        replacingOccurrences(of: #"\n *↳ "#, with: " ", options: .regularExpression)
            .replacingOccurrences(of: #"\n *↳"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: #"/\n +(?=\S)"#, with: "/", options: .regularExpression)
            .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }
}
