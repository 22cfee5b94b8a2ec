import Foundation
import TutorBase
import TutorSystem

/// Compiles a program (`Program`) with the compiled-program cache and runs it under limits.
package struct ProgramRunner: Sendable {
    package var cache: CompiledProgramCache
    package var launcher: any ProcessLauncher
    package var home: TutorHome
    /// The harness files every program is compiled with: `main.swift` first.
    package var harness: [URL]
    package var limits: RunLimits
    /// The tutor's environment, from which each program's own is chosen (`ChildEnvironment`).
    package var environment: [String: String]
    /// Folders of lessons from outside the tutor (`EnvironmentVariable.lessons`): a program built
    /// from their files runs only in a sandbox, unless the learner trusts them.
    package var foreignFolders: [String] = []

    package init(
        cache: CompiledProgramCache, launcher: any ProcessLauncher, home: TutorHome, harness: [URL],
        environment: [String: String], limits: RunLimits = RunLimits()
    ) {
        self.cache = cache
        self.environment = environment
        self.launcher = launcher
        self.home = home
        self.harness = harness
        self.limits = limits
    }

    /// The line printed between launches, as `expected.txt` records it too.
    package static func launchSeparator(_ number: Int, of count: Int) -> String {
        "--- launch \(number) of \(count) ---"
    }

    /// Compiles `program` into the cache without running it: work done ahead of the learner,
    /// at low priority. The compile's seconds when it compiled the program now; nil when the
    /// cache had it.
    @discardableResult
    package func prepare(_ program: Program, cancellation: Cancellation?) throws(CompilerError) -> Double? {
        ScratchName.sweepOnce(home.scratchFolders)
        let entry = try cache.program(
            sources: harness + program.sources, flags: program.flags, readAlready: program.readAlready,
            cancellation: cancellation, lowPriority: true)
        return entry.wasCached ? nil : entry.result.seconds
    }

    /// Compiles `program` with the harness and starts it as many times as it asks, in a
    /// documents folder of its own.
    package func run(_ program: Program, cancellation: Cancellation? = nil) throws(CompilerError) -> ProgramRun {
        // What killed tutors left (a half-made cache entry, a run's folder, a file half
        // written): one listing of each folder, once, before this tutor's first compile.
        ScratchName.sweepOnce(home.scratchFolders)
        let foreign = isForeign(program)
        if foreign, !limits.trustsForeignLessons, let why = SpawnLauncher.uncontainedReason(limits.bubblewrap) {
            throw .uncontained(why)
        }
        let entry = try cache.program(
            sources: harness + program.sources, flags: program.flags, readAlready: program.readAlready,
            cancellation: cancellation)
        var compile = entry.result
        let harnessPaths = Set(harness.map(\.path))
        compile.diagnostics.removeAll { $0.file.map(harnessPaths.contains) ?? false }
        guard compile.succeeded else {
            return ProgramRun(
                compile: compile, compiledFromCache: entry.wasCached, launches: [], output: "", errorOutput: "")
        }
        // A folder of this run's own: two tutors running one program never share it, while the
        // launches of this run do (a later launch reads what an earlier one saved).
        let folder: URL
        do {
            folder = try makeDocumentsFolder(named: program.name)
        } catch {
            throw .folder(error)
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        // What the program needs and the documents it reads; not everything the tutor has.
        var environment = ChildEnvironment.forProgram(from: environment)
        environment[EnvironmentVariable.documents.name] = folder.path
        environment[EnvironmentVariable.document.name] = program.document?.path
        if let outlet = limits.testOutlet { environment[EnvironmentVariable.testOutlet.name] = outlet }
        var launches: [ProcessResult] = []
        var output = ""
        var errors = ""
        for number in 1...program.launches {
            if number > 1 { output += Self.launchSeparator(number, of: program.launches) + "\n" }
            var request = ProcessRequest(
                executable: entry.executable.path, environment: environment,
                timeLimit: limits.seconds, outputCap: limits.outputBytes, memoryLimit: limits.memoryBytes,
                cancellation: cancellation)
            if limits.contained || foreign {
                request.sandbox = sandbox(
                    running: entry.executable.path, in: folder, reading: program.document, foreign: foreign)
            }
            let result: ProcessResult
            do {
                result = try launcher.run(request)
            } catch {
                if request.sandbox?.mayRunUncontained == false,
                    let why = SpawnLauncher.uncontainedReason(limits.bubblewrap)
                {
                    throw .uncontained(why)
                }
                if entry.wasCached, !cache.isIntact(entry) {
                    cache.discard(entry)
                    return try run(program, cancellation: cancellation)
                }
                throw CompilerError.broken(
                    entry.executable.path, detail: "the compiled program could not be started: \(error.reason)")
            }
            launches.append(result)
            output += result.outputText
            errors += result.errorText
            if result.cancelled { throw .cancelled }
            if !result.succeeded { break }
        }
        // A cached program that crashes may be damaged on disk rather than wrong: if its bytes
        // are not the ones kept, it is compiled again and run afresh. Only a crash of its own
        // counts: the tutor's SIGKILL at a limit, or the SIGABRT of memory running out, says
        // nothing about the bytes.
        if entry.wasCached, let last = launches.last, Self.crashedByItself(last), !cache.isIntact(entry) {
            cache.discard(entry)
            return try run(program, cancellation: cancellation)
        }
        withExtendedLifetime(entry) {}
        return ProgramRun(
            compile: compile, compiledFromCache: entry.wasCached, launches: launches, output: output,
            errorOutput: errors)
    }

    /// What containment a program started now would get, found by starting `true` in the
    /// sandbox a program gets, in a documents folder as a program has one; nil when it could
    /// not be tried (no folder to run it in, no `true`). Check `limits.contained` first.
    package func containment() -> Containment? {
        guard let folder = try? makeDocumentsFolder(named: "containment") else { return nil }
        defer { try? FileManager.default.removeItem(at: folder) }
        var request = ProcessRequest(
            executable: "true", environment: ChildEnvironment.forProgram(from: environment), timeLimit: 10,
            memoryLimit: limits.memoryBytes)
        guard let executable = try? launcher.resolve("true", path: request.environment["PATH"]) else { return nil }
        request.sandbox = sandbox(running: executable, in: folder, reading: nil, foreign: false)
        return (try? launcher.run(request))?.containment
    }

    /// Whether `program` is built from a foreign lesson's files: its code or its document lies
    /// in one of `foreignFolders`.
    package func isForeign(_ program: Program) -> Bool {
        guard !foreignFolders.isEmpty else { return false }
        let paths = (program.sources + [program.document].compactMap { $0 }).map { Sandbox.resolved($0.path) }
        return paths.contains { path in foreignFolders.contains { Sandbox.isInside(path, Sandbox.resolved($0)) } }
    }

    /// The sandbox a program runs in: its documents folder, its document's folder and the
    /// toolchain's libraries; bubblewrap's unless containment is off for the tutor's own.
    private func sandbox(running executable: String, in folder: URL, reading document: URL?, foreign: Bool) -> Sandbox {
        var sandbox = Sandbox.forProgram(
            executable: executable, documents: folder, document: document, toolchain: toolchainFolder,
            processLimit: limits.processLimit, bubblewrap: limits.contained || foreign ? limits.bubblewrap : nil)
        sandbox.mayRunUncontained = !foreign || limits.trustsForeignLessons
        if let outlet = limits.testOutlet { sandbox.writable.append(Sandbox.resolved(outlet)) }
        return sandbox
    }

    /// The toolchain's `usr` folder, whose libraries a compiled program loads: two folders up
    /// from the compiler's real path (`/opt/swift/usr/bin/swiftc`) where its `lib/swift` is
    /// there; for a wrapper script or a proxy elsewhere, where the driver says its runtime is.
    private var toolchainFolder: String? {
        guard let compiler = try? cache.compiler.resolvedExecutable(), let real = Syscalls.realPath(compiler) else {
            return nil
        }
        let usr = URL(fileURLWithPath: real).deletingLastPathComponent().deletingLastPathComponent()
        if FileManager.default.fileExists(atPath: usr.appendingPathComponent("lib/swift").path) { return usr.path }
        let programs = cache.compiler.reportedToolchain(stamp: CompilerIdentity.fileStamp(compiler), cancellation: nil)
        return programs.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }
    }

    /// A fresh documents folder for one run of `name`. A state folder that cannot be written
    /// costs the run nothing: the system's temporary folder stands in; only when neither can
    /// be written is the state folder's problem thrown.
    private func makeDocumentsFolder(named name: String) throws(FolderProblem) -> URL {
        let folder = home.newDocumentsFolder(named: name)
        do {
            try FolderProblem.makeFolder(folder, role: "documents folder")
            return folder
        } catch {
            let stand = FileManager.default.temporaryDirectory.appendingPathComponent(folder.lastPathComponent)
            guard (try? FolderProblem.makeFolder(stand, role: "documents folder")) != nil else {
                throw FolderProblem(role: error.role, path: home.documents.path, reason: error.reason)
            }
            return stand
        }
    }

    /// Whether a launch ended by a signal that the tutor did not cause.
    package static func crashedByItself(_ result: ProcessResult) -> Bool {
        guard case .signalled = result.ending else { return false }
        return !result.timedOut && !result.outputCut && !result.cancelled && !result.outOfMemory
    }
}
