import Foundation
import TutorBase
import TutorSystem

/// Compiled stages, kept on disk and named by a hash of everything that went into them: the
/// compiler's identity (its version text and its executable), its flags, and every source
/// file's path and bytes.
///
/// A stage therefore compiles once; editing a file, changing a flag or updating the compiler
/// gives a new name. Failed compiles are kept too (their diagnostics), so a stage whose point
/// is a compile error is not recompiled every time either — but only a failure that is about
/// the code: a compiler killed, timed out or short of disk leaves nothing behind. Every entry
/// is checked before it is used, and a damaged one is discarded and compiled again.
package struct CompiledProgramCache: Sendable {
    package var folder: URL
    package var compiler: SwiftCompiler
    /// Bytes the kept programs may take together; past it, the least recently used go.
    package var limit: Int64

    /// One gibibyte: a few thousand stages and checks.
    package static let defaultLimit: Int64 = 1 << 30

    package init(folder: URL, compiler: SwiftCompiler, limit: Int64 = CompiledProgramCache.defaultLimit) {
        (self.folder, self.compiler, self.limit) = (folder, compiler, limit)
    }

    /// A compiled (or failed) program: where its executable is, and what the compiler said.
    package struct Entry: Sendable {
        package var executable: URL
        package var result: CompileResult
        /// Whether this came from the cache rather than a compile just now.
        package var wasCached: Bool
        /// What was recorded about the program, to check it against when it misbehaves.
        package var record: EntryRecord?
        /// Held while the entry is in use, so that no tutor evicts it meanwhile.
        package var lease: EntryLease?
    }

    /// The program for these sources, compiling it only when no earlier compile matches.
    ///
    /// When another thread of this tutor, or another tutor on this cache, is already compiling
    /// the same program, this waits for it instead of starting a second compile — until
    /// Ctrl-C, and never behind a compile done ahead at low priority (see `InFlight` and
    /// `CompileClaim`).
    /// Sources in `readAlready` are compiled from the bytes given there, not read again.
    package func program(
        sources: [URL], flags: [String], readAlready: [URL: Data] = [:], cancellation: Cancellation?,
        lowPriority: Bool = false
    ) throws(CompilerError) -> Entry {
        let (snapshot, final) = try place(
            of: sources, flags: flags, readAlready: readAlready, cancellation: cancellation, lowPriority: lowPriority)
        if let entry = lookup(final) {
            return entry
        }
        // Claimed by the entry's path, not its key alone: another cache (another home, another
        // tutor in this process) compiling the same sources is not this cache's compile.
        guard InFlight.shared.begin(final.path, lowPriority: lowPriority, cancellation: cancellation) else {
            try InFlight.shared.wait(for: final.path, lowPriority: lowPriority, cancellation: cancellation)
            if let entry = lookup(final) { return entry }
            return try program(
                sources: sources, flags: flags, readAlready: readAlready, cancellation: cancellation,
                lowPriority: lowPriority)
        }
        defer { InFlight.shared.end(final.path) }
        // Another tutor on this cache may be compiling it: then its program is waited for.
        let claim = CompileClaim.take(
            for: final, in: folder, lowPriority: lowPriority, seconds: compiler.timeLimit, cancellation: cancellation)
        if claim != nil, let entry = lookup(final) { return entry }
        return try withExtendedLifetime(claim) { () throws(CompilerError) -> Entry in
            try compile(snapshot, flags: flags, into: final, cancellation: cancellation, lowPriority: lowPriority)
        }
    }

    /// The program for these sources if an earlier compile made it; nil (and no compile)
    /// otherwise.
    package func compiledProgram(sources: [URL], flags: [String]) -> Entry? {
        guard let (_, final) = try? place(of: sources, flags: flags, cancellation: nil, lowPriority: false) else {
            return nil
        }
        return lookup(final)
    }

    /// The sources as read now, and the folder their program has in this cache: named by the
    /// compiler's identity, the flags and the sources' bytes.
    private func place(
        of sources: [URL], flags: [String], readAlready: [URL: Data] = [:], cancellation: Cancellation?,
        lowPriority: Bool
    )
        throws(CompilerError)
        -> (snapshot: SourceSnapshot, final: URL)
    {
        var compiler = compiler
        compiler.lowPriority = lowPriority
        let identity = try CompilerIdentity.cached(
            for: compiler, in: folder.deletingLastPathComponent(), cancellation: cancellation)
        let snapshot = try SourceSnapshot(reading: sources, readAlready: readAlready)
        return (snapshot, folder.appendingPathComponent(Self.key(identity: identity, flags: flags, snapshot: snapshot)))
    }

    /// Compiles in a folder of this process's own, keeps only the program and its record, and
    /// moves the folder into place in one rename.
    private func compile(
        _ snapshot: SourceSnapshot, flags: [String], into final: URL, cancellation: Cancellation?,
        lowPriority: Bool
    ) throws(CompilerError) -> Entry {
        let files = FileManager.default
        do {
            try FolderProblem.makeFolder(folder, role: "cache folder")
            try FolderProblem.makeFolder(compiler.moduleCache, role: "module cache")
        } catch {
            throw .folder(error)
        }
        let scratch = folder.appendingPathComponent(ScratchName.make(final.lastPathComponent, kind: .partial))
        defer { try? files.removeItem(at: scratch) }
        let copies: [URL]
        do {
            try FolderProblem.makeFolder(scratch, role: "cache folder")
            copies = try snapshot.write(into: scratch.appendingPathComponent("sources"))
        } catch {
            // Named by the cache folder the learner knows, not by this compile's scratch.
            throw .folder(FolderProblem(role: error.role, path: folder.path, reason: error.reason))
        }
        var compiler = compiler
        compiler.lowPriority = lowPriority
        let program = scratch.appendingPathComponent("program")
        let compilation = try compiler.compilation(copies, flags: flags, output: program, cancellation: cancellation) {
            snapshot.restoringPaths(in: $0, copies: copies)
        }
        // Only the program is worth its space: the copies and the object files go.
        for leftover in ["sources", "object.o", "libraries.autolink"] {
            try? files.removeItem(at: scratch.appendingPathComponent(leftover))
        }
        var record = EntryRecord(result: compilation.result, program: nil)
        if compilation.result.succeeded {
            guard let stamp = ProgramStamp(of: program) else {
                throw .broken(compiler.executable, detail: "it said the compile succeeded but left no program")
            }
            record.program = stamp
        }
        guard compilation.mayBeKept else {
            return Entry(executable: program, result: compilation.result, wasCached: false, record: nil, lease: nil)
        }
        return try keep(record, from: scratch, at: final)
    }

    /// Moves a finished compile into place. Another tutor may have finished the same compile
    /// first: either copy is right, and a damaged entry in the way is discarded.
    private func keep(_ record: EntryRecord, from scratch: URL, at final: URL) throws(CompilerError) -> Entry {
        let failure = record.write(into: scratch, key: compiler.sealKey, entry: final.lastPathComponent)
        guard failure == 0 else { throw .folder(FolderProblem(role: "cache folder", folder: folder, errno: failure)) }
        let executable = final.appendingPathComponent("program")
        for _ in 0..<2 {
            do {
                try Syscalls.rename(scratch.path, to: final.path)
            } catch  where error.code == ENOTEMPTY || error.code == EEXIST || error.code == ENOTDIR {
                // Another tutor's copy is in place: it serves if whole, or was discarded.
                if let theirs = lookup(final) {
                    return Entry(
                        executable: executable, result: record.result, wasCached: false, record: theirs.record,
                        lease: theirs.lease)
                }
                continue
            } catch {
                throw .folder(FolderProblem(role: "cache folder", folder: folder, errno: error.code))
            }
            let lease = EntryLease(entry: final)
            evictLeastRecentlyUsed(sparing: final.lastPathComponent)
            return Entry(executable: executable, result: record.result, wasCached: false, record: record, lease: lease)
        }
        throw .folder(
            FolderProblem(
                role: "cache folder", path: folder.path,
                reason: .other("another tutor keeps replacing \(final.lastPathComponent)")))
    }

    package static func key(identity: String, flags: [String], snapshot: SourceSnapshot) -> String {
        var hash = SHA256()
        hash.update(field: "entry format \(EntryRecord.format)")
        hash.update(field: identity)
        hash.update(field: (SwiftCompiler.baseFlags + flags).joined(separator: " "))
        snapshot.hash(into: &hash)
        return hash.hexDigest()
    }
}
