import Foundation

/// Reads model shapes with the toolchain's own SwiftParser, through a small program that the
/// tutor compiles on first use with the same `swiftc` and keeps in its program cache.
///
/// The tutor links its runtime statically and must not link the toolchain's host libraries,
/// so the parser runs in a program of its own. When the toolchain has no `lib/swift/host`
/// folder (or the program cannot be built or run), `shapes` answers nil and `ModelShape`'s
/// own `DeclarationReader` is used instead. docs/PERFORMANCE.md has what each one costs.
struct SyntaxShapeReader {
    var cache: CompiledProgramCache
    var launcher: any ProcessLauncher
    /// Where the program's source is written, so that the cache can hash it like any other.
    var sourceFolder: URL
    /// The folder of SwiftSyntax's modules and libraries in the compiler's toolchain.
    var hostFolder: URL

    /// A reader for this tutor's compiler, or nil when its toolchain ships no SwiftParser.
    init?(cache: CompiledProgramCache, launcher: any ProcessLauncher, home: TutorHome) {
        guard !cache.compiler.executable.hasSuffix("/xcrun"), let found = try? cache.compiler.resolvedExecutable(),
            let host = Self.hostFolder(ofCompilerAt: found)
        else { return nil }
        self.cache = cache
        self.launcher = launcher
        sourceFolder = home.cache.appendingPathComponent("shape-reader")
        hostFolder = host
    }

    /// `<toolchain>/usr/lib/swift/host` for `<toolchain>/usr/bin/swiftc`, when it holds the parser.
    static func hostFolder(ofCompilerAt found: String) -> URL? {
        let host = URL(fileURLWithPath: found).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        let needed = ["SwiftParser.swiftmodule", "SwiftSyntax.swiftmodule"]
        let files = FileManager.default
        guard needed.allSatisfy({ files.fileExists(atPath: host.appendingPathComponent($0).path) }) else { return nil }
        return host
    }

    /// The flags that build the program against the host libraries and let it find them when run.
    var flags: [String] {
        ["-I", hostFolder.path, "-L", hostFolder.path, "-lSwiftSyntax", "-lSwiftParser", "-Xlinker", "-rpath", "-Xlinker", hostFolder.path]
    }

    /// Builds the reader program ahead, at low priority, so that a later `check` finds it:
    /// its first build compiles SwiftSyntax's modules from their interfaces, about 15 s.
    func prepare(cancellation: Cancellation?) {
        guard let program = try? programSource() else { return }
        _ = try? cache.program(sources: [program], flags: flags, cancellation: cancellation, lowPriority: true)
    }

    /// Whether the reader program is built and in the cache, so that a `check` now would use
    /// it: nothing is compiled to find out.
    var isBuilt: Bool {
        guard let program = try? programSource(), let entry = cache.compiledProgram(sources: [program], flags: flags) else { return false }
        return entry.result.succeeded
    }

    /// The shape of each file, in order; nil when the parser could not be used — or, unless
    /// `building`, when the reader program has not been built yet: a `check` does not wait
    /// 15 s for it, the tutor's own reader answers instead.
    func shapes(of files: [URL], building: Bool = true, cancellation: Cancellation? = nil) -> [ModelShape]? {
        guard let program = try? programSource() else { return nil }
        let built = building
            ? try? cache.program(sources: [program], flags: flags, cancellation: cancellation)
            : cache.compiledProgram(sources: [program], flags: flags)
        guard let entry = built, entry.result.succeeded,
            let result = try? launcher.run(ProcessRequest(executable: entry.executable.path, arguments: files.map(\.path),
                environment: cache.compiler.environment,
                timeLimit: 10, outputCap: 4 << 20, cancellation: cancellation)),
            result.succeeded
        else { return nil }
        let shapes = Self.shapes(fromOutput: result.outputText)
        return shapes.count == files.count ? shapes : nil
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

    /// The program's lines read back into shapes, one per `file` line.
    static func shapes(fromOutput output: String) -> [ModelShape] {
        var shapes: [ModelShape] = []
        for line in output.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            switch (fields.first, fields.count) {
            case ("file", _):
                shapes.append(ModelShape(types: [:]))
            case ("type", 2) where !shapes.isEmpty:
                shapes[shapes.count - 1].types[fields[1], default: []] += []
            case ("case", 3) where !shapes.isEmpty:
                shapes[shapes.count - 1].types[fields[1], default: []]
                    .append(ModelShape.Property(name: fields[2], type: "case", isLet: true, hasDefault: false))
            case ("property", 6) where !shapes.isEmpty:
                let property = ModelShape.Property(name: fields[2], type: fields[3].isEmpty ? ModelShape.inferred : fields[3],
                    isLet: fields[4] == "let", hasDefault: fields[5] == "default")
                shapes[shapes.count - 1].types[fields[1], default: []].append(property)
            default:
                continue
            }
        }
        return shapes
    }
}

extension SyntaxShapeReader {
    /// The reader for the compiler `runner` uses, found on the PATH the compiler is started
    /// with; nil when the toolchain has none.
    init?(runner: ProgramRunner) {
        self.init(cache: runner.cache, launcher: runner.launcher, home: runner.home)
    }
}

extension Tutor {
    /// The SwiftParser reader for this tutor's compiler (the prompt builds it ahead).
    var modelReader: SyntaxShapeReader? {
        SyntaxShapeReader(runner: runner)
    }
}
