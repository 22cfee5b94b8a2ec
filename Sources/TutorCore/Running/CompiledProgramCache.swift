import Foundation

/// Compiled stages, kept on disk and named by a hash of everything that went into them: the
/// compiler's identity, its flags, and every source file's path and text.
///
/// A stage therefore compiles once; editing a file, changing a flag or updating the compiler
/// gives a new name. Failed compiles are kept too (their diagnostics), so a stage whose point
/// is a compile error is not recompiled every time either.
public struct CompiledProgramCache: Sendable {
    public var folder: URL
    public var compiler: SwiftCompiler

    public init(folder: URL, compiler: SwiftCompiler) {
        self.folder = folder
        self.compiler = compiler
    }

    /// A compiled (or failed) program: where its executable is, and what the compiler said.
    public struct Entry: Sendable {
        public var executable: URL
        public var result: CompileResult
        /// Whether this came from the cache rather than a compile just now.
        public var wasCached: Bool
    }

    /// The program for these sources, compiling it only when no earlier compile matches.
    ///
    /// When another thread of this tutor is already compiling the same program (a compile
    /// ahead, say), this waits for it instead of starting a second compile.
    public func program(sources: [URL], flags: [String], cancellation: Cancellation?, lowPriority: Bool = false) throws(CompilerError) -> Entry {
        let identity = try CompilerIdentity.cached(for: compiler, in: folder.deletingLastPathComponent())
        let key = Self.key(identity: identity, flags: flags, sources: sources)
        let final = folder.appendingPathComponent(key)
        if let entry = lookup(final) {
            return entry
        }
        guard InFlight.shared.begin(key) else {
            InFlight.shared.wait(for: key)
            if let entry = lookup(final) { return entry }
            return try program(sources: sources, flags: flags, cancellation: cancellation, lowPriority: lowPriority)
        }
        defer { InFlight.shared.end(key) }
        let files = FileManager.default
        try? files.createDirectory(at: folder, withIntermediateDirectories: true)
        try? files.createDirectory(at: compiler.moduleCache, withIntermediateDirectories: true)
        let scratch = folder.appendingPathComponent("\(key).partial-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        try? files.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? files.removeItem(at: scratch) }
        var compiler = compiler
        compiler.lowPriority = lowPriority
        let result = try compiler.compile(sources, flags: flags, output: scratch.appendingPathComponent("program"), cancellation: cancellation)
        if let data = try? JSONEncoder().encode(result) {
            try? data.write(to: scratch.appendingPathComponent("result.json"))
            // Another tutor may have finished the same compile first: either copy is right.
            // A damaged entry in the way is replaced.
            if lookup(final) != nil { return Entry(executable: final.appendingPathComponent("program"), result: result, wasCached: false) }
            try? files.removeItem(at: final)
            if (try? files.moveItem(at: scratch, to: final)) == nil, lookup(final) == nil {
                throw .broken(compiler.executable, detail: "its program could not be stored in \(folder.path)")
            }
        }
        return Entry(executable: final.appendingPathComponent("program"), result: result, wasCached: false)
    }

    private func lookup(_ entry: URL) -> Entry? {
        guard let data = FileManager.default.contents(atPath: entry.appendingPathComponent("result.json").path),
            var result = try? JSONDecoder().decode(CompileResult.self, from: data)
        else { return nil }
        let executable = entry.appendingPathComponent("program")
        if result.succeeded, !FileManager.default.isExecutableFile(atPath: executable.path) { return nil }
        result.seconds = 0
        return Entry(executable: executable, result: result, wasCached: true)
    }

    static func key(identity: String, flags: [String], sources: [URL]) -> String {
        var hash = SHA256()
        hash.update(field: identity)
        hash.update(field: (SwiftCompiler.baseFlags + flags).joined(separator: " "))
        for source in sources {
            hash.update(field: source.path)
            hash.update(field: (try? String(contentsOf: source, encoding: .utf8)) ?? "<unreadable>")
        }
        return hash.hexDigest()
    }
}

/// The compiler's `--version` text, remembered on disk beside the cache so that a cached run
/// does not pay for starting the compiler. It is asked again when the compiler's file changes.
enum CompilerIdentity {
    static func cached(for compiler: SwiftCompiler, in folder: URL) throws(CompilerError) -> String {
        let path: String
        do {
            path = try SpawnLauncher.resolve(compiler.executable, path: ProcessInfo.processInfo.environment["PATH"])
        } catch {
            throw .notFound(compiler.executable)
        }
        let stamp = fileStamp(path)
        let record = folder.appendingPathComponent("compiler-identity.txt")
        if let saved = try? String(contentsOf: record, encoding: .utf8) {
            let parts = saved.split(separator: "\n", maxSplits: 1)
            if parts.count == 2, parts[0] == stamp { return String(parts[1]) }
        }
        let identity = try compiler.identity()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? AtomicFile.write(Data("\(stamp)\n\(identity)".utf8), to: record)
        return identity
    }

    /// Path, size and modification time of the compiler, after following links.
    static func fileStamp(_ path: String) -> String {
        let path = (try? SpawnLauncher.resolve(path, path: ProcessInfo.processInfo.environment["PATH"])) ?? path
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes = (try? FileManager.default.attributesOfItem(atPath: real)) ?? [:]
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
        return "\(real) \(size) \(modified)"
    }
}

/// The compiles under way in this process, by cache key, so that a second request for the
/// same program waits for the first instead of compiling it again.
final class InFlight: @unchecked Sendable {
    static let shared = InFlight()
    private let condition = NSCondition()
    private var keys: Set<String> = []

    /// Claims `key`; false when another thread already has it.
    func begin(_ key: String) -> Bool {
        condition.withLock { keys.insert(key).inserted }
    }

    func end(_ key: String) {
        condition.withLock {
            keys.remove(key)
            condition.broadcast()
        }
    }

    /// Waits until nobody is compiling `key`.
    func wait(for key: String) {
        condition.lock()
        while keys.contains(key) { condition.wait() }
        condition.unlock()
    }
}
