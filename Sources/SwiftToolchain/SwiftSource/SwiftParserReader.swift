import Foundation
import TutorBase
import TutorSystem

/// Reads `SwiftSource` with the toolchain's own SwiftParser, through a small program that the
/// tutor compiles with the same `swiftc` (the prompt builds it ahead) and keeps in its program
/// cache.
///
/// The tutor links its runtime statically and must not link the toolchain's host libraries,
/// so the parser runs in a program of its own. When the toolchain has no `lib/swift/host`
/// folder (or the program cannot be built or run), `read` answers nil and the token reader
/// (`TokenSourceReader`) is used instead. docs/PERFORMANCE.md has what each one costs.
package struct SwiftParserReader: SwiftSourceReader {
    package var cache: CompiledProgramCache
    package var launcher: any ProcessLauncher
    /// Where the program's source is written, so that the cache can hash it like any other.
    package var sourceFolder: URL
    /// The folder of SwiftSyntax's modules and libraries in the compiler's toolchain.
    package var hostFolder: URL

    /// A reader for this tutor's compiler, or nil when its toolchain ships no SwiftParser.
    package init?(cache: CompiledProgramCache, launcher: any ProcessLauncher, home: TutorHome) {
        guard !cache.compiler.executable.hasSuffix("/xcrun"), let found = try? cache.compiler.resolvedExecutable(),
            let host = Self.hostFolder(ofCompilerAt: found)
        else { return nil }
        self.cache = cache
        self.launcher = launcher
        sourceFolder = home.cache.appendingPathComponent("shape-reader")
        hostFolder = host
    }

    /// `<toolchain>/usr/lib/swift/host` for `<toolchain>/usr/bin/swiftc`, when it holds the parser.
    package static func hostFolder(ofCompilerAt found: String) -> URL? {
        let host = URL(fileURLWithPath: found).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        let needed = ["SwiftParser.swiftmodule", "SwiftSyntax.swiftmodule"]
        let files = FileManager.default
        guard needed.allSatisfy({ files.fileExists(atPath: host.appendingPathComponent($0).path) }) else { return nil }
        return host
    }

    /// The flags that build the program against the host libraries and let it find them when run.
    package var flags: [String] {
        [
            "-I", hostFolder.path, "-L", hostFolder.path, "-lSwiftSyntax", "-lSwiftParser", "-Xlinker", "-rpath",
            "-Xlinker", hostFolder.path,
        ]
    }

    /// Builds the reader program ahead, at low priority, so that a later `check` finds it:
    /// its first build compiles SwiftSyntax's modules from their interfaces, about 15 s.
    package func prepare(cancellation: Cancellation?) {
        guard let program = try? programSource() else { return }
        _ = try? cache.program(sources: [program], flags: flags, cancellation: cancellation, lowPriority: true)
    }

    /// Whether the reader program is built and in the cache, so that a `check` now would use
    /// it: nothing is compiled to find out.
    package var isBuilt: Bool {
        guard let program = try? programSource(), let entry = cache.compiledProgram(sources: [program], flags: flags)
        else { return false }
        return entry.result.succeeded
    }

    /// The model of each file, in order; nil when the parser could not be used — or, unless
    /// `building`, when the reader program has not been built yet: a `check` does not wait
    /// 15 s for it, the tutor's own reader answers instead.
    package func read(files: [URL], building: Bool, cancellation: Cancellation? = nil) -> [SwiftSource]? {
        guard let program = try? programSource() else { return nil }
        let built =
            building
            ? try? cache.program(sources: [program], flags: flags, cancellation: cancellation)
            : cache.compiledProgram(sources: [program], flags: flags)
        guard let entry = built, entry.result.succeeded,
            let result = try? launcher.run(
                ProcessRequest(
                    executable: entry.executable.path, arguments: files.map(\.path),
                    environment: cache.compiler.environment,
                    timeLimit: 10, outputCap: 4 << 20, cancellation: cancellation)),
            result.succeeded
        else { return nil }
        let sources = Self.sources(fromOutput: result.outputText)
        return sources.count == files.count ? sources : nil
    }

    /// The model of each file, once the reader program is built; nil until then.
    package func read(files: [URL], cancellation: Cancellation?) -> [SwiftSource]? {
        read(files: files, building: false, cancellation: cancellation)
    }

    /// The model of one text, written to a scratch file of its own for the program to read.
    package func read(_ text: String) -> SwiftSource? {
        let folder = sourceFolder.appendingPathComponent("texts")
        let file = folder.appendingPathComponent(ScratchName.make("text", kind: .tmp) + ".swift")
        defer { try? FileManager.default.removeItem(at: file) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
            (try? AtomicFile.write(Data(text.utf8), to: file)) != nil
        else { return nil }
        return read(files: [file], cancellation: nil)?.first
    }

    /// The program's source file, written when it is missing or differs; an atomic write, so
    /// a tutor reading it meanwhile never sees half of it.
    private func programSource() throws -> URL {
        let file = sourceFolder.appendingPathComponent("main.swift")
        let text = Self.program + "\n"
        if Syscalls.regularFileText(file) != text {
            try FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return file
    }

    /// The program's lines read back into models, one per `file` line; see `program`.
    package static func sources(fromOutput output: String) -> [SwiftSource] {
        var sources: [SwiftSource] = []
        var open: [SwiftSource.Declaration] = []
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let written = { (index: Int) in fields[index].isEmpty ? nil : fields[index] }
            switch (fields.first, fields.count) {
            case ("file", _):
                sources.append(SwiftSource())
                open = []
            case ("decl", 3...) where !sources.isEmpty:
                guard let kind = SwiftSource.Declaration.Kind(rawValue: fields[1]) else { continue }
                open.append(SwiftSource.Declaration(kind: kind, name: fields[2], conformances: Array(fields[3...])))
            case ("end", _) where !open.isEmpty:
                let closed = open.removeLast()
                if open.isEmpty {
                    sources[sources.count - 1].declarations.append(closed)
                } else {
                    open[open.count - 1].nested.append(closed)
                }
            case ("case", 4) where !open.isEmpty:
                open[open.count - 1].members.append(
                    SwiftSource.Member(name: fields[1], kind: .enumCase(payload: written(2), rawValue: written(3))))
            case ("property", 5) where !open.isEmpty:
                let kind = SwiftSource.Member.Kind.property(
                    type: written(2), isLet: fields[3] == "let", hasDefault: fields[4] == "default")
                open[open.count - 1].members.append(SwiftSource.Member(name: fields[1], kind: kind))
            case ("function", 3) where !sources.isEmpty:
                let function = SwiftSource.Function(name: fields[1], signature: fields[2])
                if open.isEmpty {
                    sources[sources.count - 1].functions.append(function)
                } else {
                    open[open.count - 1].functions.append(function)
                }
            default:
                continue
            }
        }
        return sources
    }
}

extension SwiftParserReader {
    /// The reader for the compiler `runner` uses, found on the PATH the compiler is started
    /// with; nil when the toolchain has none.
    package init?(runner: ProgramRunner) {
        self.init(cache: runner.cache, launcher: runner.launcher, home: runner.home)
    }
}
