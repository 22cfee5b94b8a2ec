import Foundation
import TutorBase
import TutorSystem

/// The Swift compiler: which one, and how the tutor calls it.
package struct SwiftCompiler: Sendable {
    /// The compiler's path or bare name (`swiftc`, looked up on `PATH`).
    package var executable: String
    package var launcher: any ProcessLauncher
    /// The compiler's module cache, so that Foundation is not rebuilt for every stage.
    package var moduleCache: URL
    /// Seconds a compile may take before it is stopped; `--version` and the driver's plan
    /// query get as long, since a busy machine makes any of them slow.
    package var timeLimit: Double
    /// Says a line on standard error when the learner is kept waiting (nil: silence).
    package var busyNotice: BusyNotice?
    /// Compile at a lower scheduling priority (work ahead of the learner, in the background).
    package var lowPriority = false
    /// What the compiler and the tools it runs are given: chosen from the tutor's environment
    /// (`ChildEnvironment.forCompiler`); its `PATH` also finds a bare `executable`.
    package var environment: [String: String]
    /// How programs are built: the driver's plan replayed, linked against stand-ins, where it
    /// can be (`CompileStrategy.fastest`), or the driver itself, for comparison.
    package var strategy = CompileStrategy.fastest
    /// Where the stand-ins are kept; nil: the plans' folder.
    package var stubsFolder: URL?
    /// The home's seal key file (`SealKey`), which every plan, compiler identity and cache
    /// record is sealed with; nil: a key of this process's own, never written (a compiler made
    /// by hand, as tests do).
    package var sealKeyFile: URL?
    /// Where the home keeps its plans (`CompilePlan`); nil: beside the module cache.
    package var homePlansFolder: URL?

    /// Flags every compile gets: no optimisation (it is quick to build, and the lessons
    /// measure nothing), and one-line diagnostics that can be parsed.
    package static let baseFlags = ["-Onone", "-diagnostic-style", "llvm"]

    /// A compiler whose children get what they need of `environment`, the tutor's own.
    package init(
        executable: String, launcher: any ProcessLauncher, moduleCache: URL, environment: [String: String],
        timeLimit: Double = 120
    ) {
        self.executable = executable
        self.environment = ChildEnvironment.forCompiler(from: environment)
        self.launcher = launcher
        self.moduleCache = moduleCache
        self.timeLimit = timeLimit
    }

    /// The compiler named by `EnvironmentVariable.swiftc`, else `swiftc` (`xcrun swiftc` on macOS),
    /// building programs as the environment says (`CompileStrategy.init(environment:)`).
    package static func fromEnvironment(_ environment: [String: String], launcher: any ProcessLauncher, home: TutorHome)
        -> SwiftCompiler
    {
        var executable = EnvironmentVariable.swiftc.value(in: environment) ?? "swiftc"
        // On macOS the toolchain's compiler is reached through xcrun.
        if Syscalls.isMacOS, environment[EnvironmentVariable.swiftc.name] == nil { executable = "/usr/bin/xcrun" }
        // The user's module cache, shared by every home (`TutorHome`), unless this tutor may
        // not write there (a read-only home folder, say): then the home's own.
        let shared = TutorHome.mayWrite(home.modules) ? home.modules : home.cache.appendingPathComponent("modules")
        // Clang records each module by the path it was built under: a cache reached through a
        // link as well as directly (two tutors' homes sharing one cache) would hold every
        // module "in both" places, and no compile would succeed. One real path avoids that.
        let modules = shared.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(
            shared.lastPathComponent)
        var compiler = SwiftCompiler(
            executable: executable, launcher: launcher, moduleCache: modules, environment: environment)
        // Plans are sealed with the home's key, so each home keeps its own; the stand-ins,
        // checked on their own at every use (`LinkStubs.isStub`), stay shared.
        compiler.sealKeyFile = home.sealKeyFile
        compiler.homePlansFolder = home.cache.appendingPathComponent("plans")
        compiler.stubsFolder = modules.deletingLastPathComponent().appendingPathComponent("plans")
        compiler.strategy = CompileStrategy(environment: environment)
        return compiler
    }

    /// The key this compiler's home seals with, read once per process.
    package var sealKey: SealKey {
        sealKeyFile.map(SealKey.kept(in:)) ?? .ephemeral
    }

    /// The compiler's program, found as the launcher finds it: on the `PATH` it is given.
    package func resolvedExecutable() throws(LaunchError) -> String {
        try launcher.resolve(executable, path: environment["PATH"])
    }

    package var leadingArguments: [String] {
        executable.hasSuffix("/xcrun") ? ["swiftc"] : []
    }

    /// The compiler's own description of itself (`swiftc --version`), part of every cache key.
    /// `cancellation` lets Ctrl-C stop a compiler that does not answer.
    ///
    /// A compiler slow to answer (a busy machine) is waited for up to `timeLimit`; only one that
    /// fails, or does not answer by then, is reported, with what really happened.
    package func identity(cancellation: Cancellation? = nil) throws(CompilerError) -> String {
        let request = ProcessRequest(
            executable: executable, arguments: leadingArguments + ["--version"],
            environment: environment, timeLimit: timeLimit, outputCap: 64 << 10, cancellation: cancellation)
        let result: ProcessResult = try waiting(.answer(question: "--version")) { () throws(CompilerError) in
            do throws(LaunchError) {
                return try launcher.run(request)
            } catch {
                throw CompilerError(launch: error, executable: executable)
            }
        }
        if result.cancelled { throw .cancelled }
        if result.timedOut { throw .unanswered(executable, question: "--version", seconds: timeLimit) }
        if result.outputCut { throw .outputPastCap(executable, bytes: request.outputCap) }
        guard result.succeeded else {
            throw .broken(
                executable,
                detail: Self.howItFailed(
                    "`--version`", ending: result.ending, text: result.errorText + result.outputText))
        }
        guard !result.outputText.isEmpty || !result.errorText.isEmpty else {
            throw .broken(executable, detail: "`--version` printed nothing")
        }
        // Some drivers print the version on standard error.
        return (result.outputText + result.errorText).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A compile's result, and whether it may be kept: a failure is kept only when the
    /// compiler ended by itself and located an error in the sources.
    ///
    /// The driver's own plan is replayed without the driver where one can be learned (see
    /// `CompilePlan`); otherwise the driver compiles, whole-module, which is one frontend
    /// process instead of one per file. A module cache that has been damaged (a crash
    /// mid-write, a full disk) makes every compile fail with a message naming a file in it;
    /// the cache is then rebuilt once. A failure that says nothing about the code (the
    /// compiler killed, a full disk, a folder it cannot write) is thrown, never returned.
    /// Every compile goes through the compiled-program cache (`CompiledProgramCache`).
    package struct Compilation {
        package var result: CompileResult
        package var mayBeKept: Bool
    }

    /// `compile`, with messages passed through `restoringPaths` before they are read (the
    /// cache compiles private copies and gives the messages back the learner's paths).
    package func compilation(
        _ sources: [URL], flags: [String], output: URL, cancellation: Cancellation?,
        restoringPaths: (String) -> String = { $0 }
    ) throws(CompilerError) -> Compilation {
        try waiting(.compile) { () throws(CompilerError) in
            try attempts(
                sources, flags: flags, output: output, cancellation: cancellation, restoringPaths: restoringPaths)
        }
    }

    /// Runs `body`, with the busy line said if the learner waits long for it; work done ahead
    /// at low priority is waited for by nobody, and says nothing.
    package func waiting<Value>(_ wait: BusyNotice.Wait, _ body: () throws(CompilerError) -> Value)
        throws(CompilerError) -> Value
    {
        guard let busyNotice, !lowPriority else { return try body() }
        return try busyNotice.watching(wait, limit: timeLimit, body)
    }

    private func attempts(
        _ sources: [URL], flags: [String], output: URL, cancellation: Cancellation?,
        restoringPaths: (String) -> String
    ) throws(CompilerError) -> Compilation {
        var first = try attempt(sources, flags: flags, output: output, cancellation: cancellation)
        first.text = restoringPaths(first.text)
        try refuseFolderProblems(first, output: output)
        guard !first.succeeded, first.signal == nil, first.text.contains(moduleCache.path) else {
            return try result(of: first)
        }
        // Two compiles building the same module at once (the prompt compiles ahead while a
        // card's answer compiles) can trip over each other's half-written file: that is a
        // race, not damage, and emptying the cache under the other compile would only start
        // another. Anything else the cache says means it is damaged: it is started afresh.
        if !Self.isModuleRace(first.text) {
            try? FileManager.default.removeItem(at: moduleCache)
            try? FileManager.default.createDirectory(at: moduleCache, withIntermediateDirectories: true)
        }
        var second = try attempt(sources, flags: flags, output: output, cancellation: cancellation)
        second.text = restoringPaths(second.text)
        try refuseFolderProblems(second, output: output)
        return try result(of: second)
    }

    /// Whether a failed compile lost a race for the module cache: another compile moved or
    /// removed the module file it was writing.
    package static func isModuleRace(_ text: String) -> Bool {
        text.contains("Rename failed") || text.contains(".pcm.tmp")
    }

    /// What one compile attempt printed, and whether it produced the program.
    package struct Attempt {
        package var succeeded: Bool
        package var text: String
        package var seconds: Double
        /// The signal that ended a command, when one did.
        package var signal: Int32?
        /// How the last command ended, for the sentence when it failed without saying why.
        package var ending: ProcessResult.Ending = .exited(0)
    }

    /// One compile, the way `strategy` says: the only place that chooses between the driver and
    /// a replayed plan, and between stand-ins and the real libraries.
    private func attempt(_ sources: [URL], flags: [String], output: URL, cancellation: Cancellation?)
        throws(CompilerError) -> Attempt
    {
        if case .replayingPlans(let linksWithStubs) = strategy,
            let plan = plan(flags: flags, cancellation: cancellation)
        {
            return try replay(
                plan, sources: sources, output: output, linksWithStubs: linksWithStubs, cancellation: cancellation)
        }
        let arguments =
            leadingArguments + Self.baseFlags + ["-wmo", "-module-cache-path", moduleCache.path] + flags
            + sources.map(\.path) + ["-o", output.path]
        var request = ProcessRequest(
            executable: executable, arguments: arguments, environment: environment, timeLimit: timeLimit,
            outputCap: 4 << 20, cancellation: cancellation)
        request.lowPriority = lowPriority
        let run = try launch(request)
        return Attempt(
            succeeded: run.succeeded, text: run.errorText + run.outputText, seconds: run.seconds,
            signal: Self.signal(of: run),
            ending: run.ending)
    }

    /// Runs the plan's three commands; stops at the first that fails. The extractor is not
    /// started where its answer for the object's libraries is known (`LinkLibraries`), and the
    /// linker is run without clang where the plan knows its command, against stand-ins first
    /// when `linksWithStubs`.
    private func replay(
        _ plan: CompilePlan, sources: [URL], output: URL, linksWithStubs: Bool, cancellation: Cancellation?
    ) throws(CompilerError) -> Attempt {
        let scratch = output.deletingLastPathComponent().path
        let commands = plan.commands(
            sources: sources.map(\.path), moduleCache: moduleCache.path, output: output.path, scratch: scratch)
        var text = ""
        var seconds = 0.0
        func run(_ command: [String]) throws(CompilerError) -> ProcessResult {
            let run = try launch(request(command, cancellation: cancellation))
            text += run.errorText + run.outputText
            seconds += run.seconds
            return run
        }
        func failed(_ run: ProcessResult) -> Attempt {
            Attempt(succeeded: false, text: text, seconds: seconds, signal: Self.signal(of: run), ending: run.ending)
        }
        let compiled = try run(commands[0])
        guard compiled.succeeded else { return failed(compiled) }
        // The libraries: the extractor's answer for this object's section, kept or asked.
        let libraries = LinkLibraries(folder: plansFolder, sealKey: sealKey)
        let listed = URL(fileURLWithPath: scratch).appendingPathComponent("libraries.autolink")
        let section = (try? Syscalls.readRegularFile(scratch + "/object.o")).flatMap {
            ELFFile.section(named: ".swift1_autolink_entries", in: $0)
        }
        let key = section.map { libraries.key(section: $0, extractor: commands[1][0]) }
        var flags = key.flatMap(libraries.flags(for:))
        let linksDirectly = { (flags: [String]) in plan.directLink != nil && LinkLibraries.areLibraries(flags) }
        // clang reads the libraries from the extractor's file: written as the extractor would.
        if let known = flags, !linksDirectly(known),
            Syscalls.writeNewFile(listed.path, LinkLibraries.extractorOutput(known)) != 0
        {
            flags = nil
        }
        if flags == nil {
            let extracted = try run(commands[1])
            guard extracted.succeeded else { return failed(extracted) }
            flags = (try? Syscalls.readRegularFile(listed.path)).map { output in
                key.map { libraries.keep(extractorOutput: output, for: $0) }
                    ?? LinkLibraries.flags(inExtractorOutput: output)
            }
        }
        let link = flags.flatMap {
            linksDirectly($0) ? plan.directLinkCommand(libraries: $0, output: output.path, scratch: scratch) : nil
        }
        // Against stand-ins for the toolchain's libraries first (`LinkStubs`); a link that
        // fails so is done again as the plan says, and only that one's messages are read.
        if let link, let flags, linksWithStubs,
            let quick = stubbedLink(link, libraries: flags, cancellation: cancellation)
        {
            let linked = try launch(quick)
            seconds += linked.seconds
            if linked.succeeded { return Attempt(succeeded: true, text: text, seconds: seconds) }
        }
        let linked = try run(link ?? commands[2])
        return linked.succeeded ? Attempt(succeeded: true, text: text, seconds: seconds) : failed(linked)
    }

    /// The request that links `link` against stand-ins, made where they are missing; nil
    /// where none applies or they cannot be made.
    private func stubbedLink(_ link: [String], libraries: [String], cancellation: Cancellation?) -> ProcessRequest? {
        let stubs = LinkStubs(folder: stubsFolder ?? plansFolder)
        let command = stubs.command(link, libraries: libraries) { making in
            (try? launcher.run(request(making, outputCap: 1 << 20, cancellation: cancellation)))?.succeeded == true
        }
        return command.map { request($0, cancellation: cancellation) }
    }

    /// The request that runs one of a compile's commands: the compiler's environment, limit and
    /// priority.
    private func request(_ command: [String], outputCap: Int = 4 << 20, cancellation: Cancellation?) -> ProcessRequest {
        var request = ProcessRequest(
            executable: command[0], arguments: Array(command.dropFirst()), environment: environment,
            timeLimit: timeLimit, outputCap: outputCap, cancellation: cancellation)
        request.lowPriority = lowPriority
        return request
    }

    private func launch(_ request: ProcessRequest) throws(CompilerError) -> ProcessResult {
        let result: ProcessResult
        do {
            result = try launcher.run(request)
        } catch {
            throw CompilerError(launch: error, executable: executable)
        }
        if result.cancelled { throw .cancelled }
        if result.timedOut { throw .timedOut(seconds: timeLimit) }
        // The tutor killed it at the cap: said as that, not as a signal from outside.
        if result.outputCut { throw .outputPastCap(executable, bytes: request.outputCap) }
        return result
    }

    private func result(of attempt: Attempt) throws(CompilerError) -> Compilation {
        if let signal = attempt.signal { throw .killed(executable, signal: signal) }
        let diagnostics = Diagnostic.parse(attempt.text)
        if !attempt.succeeded, !diagnostics.contains(where: { $0.severity == .error }) {
            throw .broken(executable, detail: Self.howItFailed("it", ending: attempt.ending, text: attempt.text))
        }
        // A driver whose frontend crashed says so in an error without a place; only an error
        // located in a source is about the code, and only that is worth remembering.
        let located = diagnostics.contains { $0.severity == .error && $0.file != nil }
        return Compilation(
            result: CompileResult(succeeded: attempt.succeeded, diagnostics: diagnostics, seconds: attempt.seconds),
            mayBeKept: attempt.succeeded || located)
    }

    /// How a command failed without a message that can be read: its ending, and the first line
    /// it printed with control characters and escape codes written out and the length capped
    /// (a broken compiler may print anything, binary included).
    package static func howItFailed(_ what: String, ending: ProcessResult.Ending, text: String) -> String {
        let said = TerminalText.firstLine(of: text, fallback: "")
        return "\(what) ended with \(ending)" + (said.isEmpty ? " and printed nothing" : ": \(said)")
    }
}

/// What a compile produced: success or not, and the compiler's messages.
package struct CompileResult: Sendable, Codable, Equatable {
    package var succeeded: Bool
    package var diagnostics: [Diagnostic]
    /// How long the compile took, or 0 when it came from the cache.
    package var seconds: Double

    package init(succeeded: Bool, diagnostics: [Diagnostic], seconds: Double) {
        (self.succeeded, self.diagnostics, self.seconds) = (succeeded, diagnostics, seconds)
    }
}

/// Why there is no compile result at all.
package enum CompilerError: Failure, Equatable, Sendable {
    /// No compiler at that path or name.
    case notFound(String)
    /// The compiler started but failed without saying why in a way we can read.
    case broken(String, detail: String)
    case cancelled
    case timedOut(seconds: Double)
    /// The compiler was ended by a signal (the out-of-memory killer, say): nothing is kept.
    case killed(String, signal: Int32)
    /// The compiler printed more than the cap on its output (`bytes`), and the tutor stopped it.
    case outputPastCap(String, bytes: Int)
    /// The compiler gave no answer to `question` (`--version`) within the compile time limit.
    case unanswered(String, question: String, seconds: Double)
    /// A folder the compile needs cannot be written.
    case folder(FolderProblem)
    /// A source file (the learner's own) cannot be read.
    case sourceUnreadable(String, reason: String)
    /// A foreign lesson's program, where no sandbox can hold it and the learner has not said
    /// `--trust`: why there is no sandbox.
    case uncontained(String)

    package init(launch: LaunchError, executable: String) {
        switch launch {
        case .notFound: self = .notFound(executable)
        case .cannotStart(_, let reason): self = .broken(executable, detail: reason)
        }
    }

    /// What went wrong, in one sentence.
    package var message: String {
        switch self {
        case .notFound(let name):
            "No Swift compiler was found at `\(name)`."
        case .broken(let name, let detail):
            "The Swift compiler at `\(name)` did not work: \(detail)."
        case .cancelled:
            "Stopped: Ctrl-C ended the compile or the program, and nothing was recorded."
        case .timedOut(let seconds):
            """
            The compile took longer than \(Int(seconds)) seconds, the compile time limit, and was stopped: a lesson's \
            compile takes a few.
            """
        case .killed(let name, let signal):
            """
            The Swift compiler at `\(name)` \
            \(signal == SIGKILL
                ? "was killed (SIGKILL), most often because the machine ran out of memory"
                : "crashed (signal \(signal))") \
            before it finished.
            """
        case .outputPastCap(let name, let bytes):
            """
            The Swift compiler at `\(name)` printed more than \
            \(ByteCountFormatter.string(fromByteCount: Int64(bytes), countStyle: .binary)), the cap on what a compile \
            may print, so the tutor stopped it before it finished.
            """
        case .unanswered(let name, let question, let seconds):
            """
            The Swift compiler at `\(name)` gave no answer to `\(question)` within \(Int(seconds)) seconds, the \
            compile time limit, and was stopped.
            """
        case .folder(let problem):
            problem.message
        case .sourceUnreadable(let path, let reason):
            "The file \(path) cannot be read: \(reason)."
        case .uncontained(let why):
            """
            This lesson comes from outside the tutor (\(EnvironmentVariable.lessons)), and its programs run only in a \
            sandbox; here there is none: \(why).
            """
        }
    }

    /// What to do about it.
    package var hint: String? {
        switch self {
        case .notFound:
            "Install a Swift 6 toolchain, or point \(EnvironmentVariable.swiftc) at one. (Reading lessons still works.)"
        case .broken:
            "Check the toolchain, or point \(EnvironmentVariable.swiftc) at another."
        case .timedOut:
            "The compiler may be stuck; on a slow machine \(EnvironmentVariable.compileTimeLimit) raises the limit."
        case .killed:
            "Nothing was kept: the next try compiles again."
        case .outputPastCap:
            """
            Nothing was kept. A lesson's compile prints a few lines; a compiler that prints this much is stuck in a \
            loop or broken: check the toolchain, or point \(EnvironmentVariable.swiftc) at another.
            """
        case .unanswered:
            """
            On a busy machine it may only be slow: \(EnvironmentVariable.compileTimeLimit) raises the limit. One that \
            never answers is stuck: check the toolchain, or point \(EnvironmentVariable.swiftc) at another.
            """
        case .folder(let problem):
            problem.hint
        case .uncontained:
            """
            Install bubblewrap (`apt-get install bubblewrap`); or, if you trust the lesson's author with your \
            machine, start the tutor with `--trust`.
            """
        case .cancelled, .sourceUnreadable:
            nil
        }
    }
}
