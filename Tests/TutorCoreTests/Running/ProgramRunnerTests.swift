import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The runner with a fake compiler and a fake program: what it asks for, and what it makes of
/// the answers.
@Suite("Program runner")
struct ProgramRunnerTests {
    let folder = TemporaryFolder("runner")

    func makeRunner(_ launcher: FakeLauncher) -> (ProgramRunner, Lesson) {
        folder.write("title: T\n\nSummary.\n", to: "Lessons/demo/lesson.txt")
        folder.write("title: One\n\nProse.\n", to: "Lessons/demo/01-one/step.txt")
        folder.write("title: two launches\nlaunches: 2\n", to: "Lessons/demo/01-one/1/stage.txt")
        folder.write("func run() { print(\"hi\") }\n", to: "Lessons/demo/01-one/1/run.swift")
        folder.write("hi\n--- launch 2 of 2 ---\nhi\n", to: "Lessons/demo/01-one/1/expected.txt")
        let harness = [
            folder.write("run()\n", to: "Content/harness/main.swift"),
            folder.write("\n", to: "Content/harness/Harness.swift"),
        ]
        let home = TutorHome(
            state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        let compiler = SwiftCompiler(
            executable: "/bin/sh", launcher: launcher, moduleCache: home.modules, environment: testEnvironment)
        let runner = ProgramRunner(
            cache: CompiledProgramCache(folder: home.programs, compiler: compiler), launcher: launcher,
            home: home, harness: harness, environment: testEnvironment)
        let lesson = LessonLoader(root: folder.url).load().lessons[0]
        return (runner, lesson)
    }

    @Test("A stage compiles once; the second run comes from the cache")
    func caching() throws {
        let launcher = FakeLauncher.compilerAndProgram(output: "hi\n")
        let (runner, lesson) = makeRunner(launcher)
        let stage = lesson.stages[0]
        let first = try runner.run(stage.program(in: lesson))
        // Compiles, not the driver's plan query (-###), which only the first test to ask makes.
        let isCompile: (ProcessRequest) -> Bool = { $0.arguments.contains("-o") && !$0.arguments.contains("-###") }
        let compiles = launcher.requests.filter(isCompile).count
        let second = try runner.run(stage.program(in: lesson))
        #expect(!first.compiledFromCache)
        #expect(second.compiledFromCache)
        #expect(launcher.requests.filter(isCompile).count == compiles)
        #expect(compiles == 1)
    }

    @Test("Launches share a folder, get the document's path, and are separated in the output")
    func launches() throws {
        let launcher = FakeLauncher.compilerAndProgram(output: "hi\n")
        let (runner, lesson) = makeRunner(launcher)
        let run = try runner.run(lesson.stages[0].program(in: lesson))
        #expect(run.output == "hi\n--- launch 2 of 2 ---\nhi\n")
        let programs = launcher.requests.filter { !$0.arguments.contains("-o") && $0.arguments != ["--version"] }
        #expect(programs.count == 2)
        #expect(Set(programs.map { $0.environment["CODABLE_TUTOR_DOCUMENTS"] }).count == 1)
        #expect(programs.allSatisfy { $0.environment["SWIFT_BACKTRACE"] == "enable=no" && $0.timeLimit == 10 })
        #expect(StageComparison.compare(lesson.stages[0], with: run).matches)
    }

    @Test("Messages about the harness are not the lesson's business")
    func harnessDiagnosticsDropped() throws {
        let (probe, _) = makeRunner(FakeLauncher.compilerAndProgram())
        let harnessPath = probe.harness[0].path
        let launcher = FakeLauncher.compilerAndProgram(
            stderr: "\(harnessPath):1:1: warning: from the harness\n/x/run.swift:1:1: warning: from the lesson\n",
            output: "hi\n")
        let (runner, lesson) = makeRunner(launcher)
        let run = try runner.run(lesson.stages[0].program(in: lesson))
        #expect(run.compile.diagnostics.map(\.message) == ["from the lesson"])
    }

    @Test("No compiler: a CompilerError that names it, not a crash")
    func missingCompiler() {
        let (runner, lesson) = makeRunner(FakeLauncher.compilerAndProgram())
        var broken = runner
        broken.cache.compiler.executable = "/nonexistent/swiftc"
        #expect(throws: CompilerError.notFound("/nonexistent/swiftc")) {
            try broken.run(lesson.stages[0].program(in: lesson))
        }
        #expect(CompilerError.notFound("/nonexistent/swiftc").text.contains("/nonexistent/swiftc"))
    }

    @Test("A compile that fails without diagnostics is a broken compiler")
    func brokenCompiler() {
        let launcher = FakeLauncher.compilerAndProgram(stderr: "Segmentation fault\n", compiles: false)
        let (runner, lesson) = makeRunner(launcher)
        #expect(throws: CompilerError.broken("/bin/sh", detail: "it ended with exit status 1: Segmentation fault")) {
            try runner.run(lesson.stages[0].program(in: lesson))
        }
    }

    @Test("Every run has a documents folder of its own, shared by its launches and removed at its end")
    func documentsFolderPerRun() throws {
        let launcher = FakeLauncher.compilerAndProgram(output: "hi\n")
        let (runner, lesson) = makeRunner(launcher)
        _ = try runner.run(lesson.stages[0].program(in: lesson))
        _ = try runner.run(lesson.stages[0].program(in: lesson))
        let folders = launcher.requests.compactMap { $0.environment["CODABLE_TUTOR_DOCUMENTS"] }
        #expect(folders.count == 4)
        #expect(Set(folders).count == 2, "two launches each, two runs")
        #expect(folders[0] == folders[1] && folders[2] == folders[3] && folders[0] != folders[2])
        #expect(folders.allSatisfy { !FileManager.default.fileExists(atPath: $0) }, "each is removed at its run's end")
        #expect(try FileManager.default.contentsOfDirectory(atPath: runner.home.documents.path).isEmpty)
    }

    /// A compiler whose programs are the script `program` (it makes no plan), and `run` to
    /// answer for the program itself.
    func compiler(writing program: String, run: @escaping @Sendable (ProcessRequest) -> ProcessResult) -> FakeLauncher {
        FakeLauncher { request in
            if request.arguments == ["--version"] {
                return ProcessResult(ending: .exited(0), standardOutput: Data("fake".utf8))
            }
            if let index = request.arguments.firstIndex(of: "-o") {
                if request.arguments.contains("-###") { return ProcessResult(ending: .exited(1)) }
                _ = FileManager.default.createFile(
                    atPath: request.arguments[index + 1], contents: Data(program.utf8),
                    attributes: [.posixPermissions: 0o755])
                return ProcessResult(ending: .exited(0))
            }
            return run(request)
        }
    }

    /// Overwrites the runner's one cached program with as many bytes of something else.
    func damageCachedProgram(of runner: ProgramRunner, size: Int) throws {
        let program = try FileManager.default.contentsOfDirectory(
            at: runner.home.programs, includingPropertiesForKeys: nil
        )
        .map { $0.appendingPathComponent("program") }.first { FileManager.default.fileExists(atPath: $0.path) }
        try Data(String(repeating: "x", count: size).utf8).write(to: try #require(program))
    }

    @Test("A cached program damaged to the same size is found out before it runs, and compiled again")
    func damagedProgramFoundOnCrash() throws {
        let good = "#!/bin/sh\n"
        let launcher = compiler(writing: good) { request in
            // The program: whole, it prints; damaged, it crashes.
            let bytes = FileManager.default.contents(atPath: request.executable) ?? Data()
            return bytes == Data(good.utf8)
                ? ProcessResult(ending: .exited(0), standardOutput: Data("hi\n".utf8))
                : ProcessResult(ending: .signalled(SIGSEGV))
        }
        let (runner, lesson) = makeRunner(launcher)
        let first = try runner.run(lesson.stages[0].program(in: lesson))
        try damageCachedProgram(of: runner, size: good.utf8.count)
        let second = try runner.run(lesson.stages[0].program(in: lesson))
        #expect(first.output == second.output)
        #expect(!second.compiledFromCache, "the damaged program was compiled again")
        #expect(second.failure == nil)
        #expect(try runner.run(lesson.stages[0].program(in: lesson)).compiledFromCache)
    }

    /// How the program is stopped in `stoppedByTheTutor`: at a limit, or out of memory.
    enum Stop: String, CaseIterable {
        case timedOut, outputCut, outOfMemory

        var result: ProcessResult {
            switch self {
            case .timedOut: ProcessResult(ending: .signalled(SIGKILL), timedOut: true)
            case .outputCut:
                ProcessResult(ending: .signalled(SIGKILL), standardOutput: Data("flood\n".utf8), outputCut: true)
            case .outOfMemory: ProcessResult(ending: .signalled(SIGABRT), outOfMemory: true, memoryLimit: 64 << 20)
            }
        }
    }

    @Test(
        "A cached program the tutor itself stopped (a limit, memory) is not taken for damaged, discarded or compiled again",
        arguments: Stop.allCases)
    func stoppedByTheTutor(_ stop: Stop) throws {
        let good = "#!/bin/sh\n"
        let launcher = compiler(writing: good) { _ in stop.result }
        let (runner, lesson) = makeRunner(launcher)
        _ = try runner.run(lesson.stages[0].program(in: lesson))
        // (A program damaged on disk is found out by every lookup, stopped or not: see
        // "A damaged entry is discarded…" in CacheEntryTests.)
        let second = try runner.run(lesson.stages[0].program(in: lesson))
        #expect(second.compiledFromCache, "the program was taken for damaged after the tutor stopped it")
        #expect(second.launches.count == 1)
        #expect(second.failure != nil)
    }

    @Test("A program gets the memory limit and a chosen environment, not the tutor's")
    func programLimitsAndEnvironment() throws {
        let launcher = FakeLauncher.compilerAndProgram(output: "hi\n")
        var (runner, lesson) = makeRunner(launcher)
        runner.limits.memoryBytes = 300 << 20
        _ = try runner.run(lesson.stages[0].program(in: lesson))
        let programs = launcher.requests.filter { !$0.arguments.contains("-o") && $0.arguments != ["--version"] }
        #expect(programs.allSatisfy { $0.memoryLimit == 300 << 20 })
        let allowed = ChildEnvironment.common.union([
            "SWIFT_BACKTRACE", "CODABLE_TUTOR_DOCUMENTS", "CODABLE_TUTOR_DOCUMENT",
        ])
        #expect(programs.allSatisfy { $0.environment.keys.allSatisfy { allowed.contains($0) || $0.hasPrefix("LC_") } })
    }
}

/// What the learner reads when a program did not end well.
@Suite("Run failures, in words")
struct RunFailureTests {
    @Test("A crash with output points at it; a crash without any says so")
    func crashes() {
        let withOutput = ProcessResult(ending: .signalled(SIGILL), standardOutput: Data("before\n".utf8))
        #expect(
            RunFailure(withOutput)?.line.hasSuffix("The output it printed before the crash is shown above.") == true)
        let silent = ProcessResult(ending: .signalled(SIGILL))
        let sentence = RunFailure(silent)?.line ?? ""
        #expect(sentence.hasSuffix("before printing anything."))
        #expect(!sentence.contains("shown above"))
    }

    @Test("Running out of memory is named, with the limit and how to change it")
    func outOfMemory() {
        let result = ProcessResult(ending: .signalled(SIGABRT), outOfMemory: true, memoryLimit: 1 << 30)
        let sentence = RunFailure(result)?.line ?? ""
        #expect(sentence.hasPrefix("The program ran out of memory"))
        #expect(sentence.contains("CODABLE_TUTOR_MEMORY_LIMIT"))
        #expect(
            SpawnLauncher.ranOutOfMemory(
                ProcessResult(
                    ending: .signalled(SIGABRT),
                    standardError: Data(
                        "Fatal error: failed to allocate 16777248 bytes of memory with alignment 8\n".utf8)), peak: 0,
                limit: 1 << 30))
        #expect(
            !SpawnLauncher.ranOutOfMemory(ProcessResult(ending: .signalled(SIGILL)), peak: 10 << 20, limit: 1 << 30))
    }

    @Test("A compile or a --version that hangs names the limit it hit")
    func compilerLimits() {
        let hung = FakeLauncher { request in
            ProcessResult(ending: .signalled(SIGKILL), timedOut: true, seconds: request.timeLimit ?? 0)
        }
        let compiler = SwiftCompiler(
            executable: "/bin/sh", launcher: hung, moduleCache: URL(fileURLWithPath: "/nonexistent"),
            environment: testEnvironment, timeLimit: 7)
        #expect(throws: CompilerError.unanswered("/bin/sh", question: "--version", seconds: 7)) {
            try compiler.identity()
        }
        #expect(hung.requests.last?.timeLimit == 7, "--version gets the compile time limit")
        let said = CompilerError.unanswered("/bin/sh", question: "--version", seconds: 7).text
        #expect(
            said.hasPrefix(
                "The Swift compiler at `/bin/sh` gave no answer to `--version` within 7 seconds, the compile time limit"
            ))
        #expect(!said.contains("did not work"), "slow is not called broken: \(said)")
        #expect(
            CompilerError.timedOut(seconds: 7).text.hasPrefix(
                "The compile took longer than 7 seconds, the compile time limit"))
        let stopped = FakeLauncher { _ in ProcessResult(ending: .signalled(SIGKILL), cancelled: true) }
        let asked = SwiftCompiler(
            executable: "/bin/sh", launcher: stopped, moduleCache: URL(fileURLWithPath: "/nonexistent"),
            environment: testEnvironment)
        #expect(throws: CompilerError.cancelled) { try asked.identity(cancellation: Cancellation()) }
        #expect(stopped.requests.last?.cancellation != nil)
    }
}

/// A compiler that is slow, not broken: waited for, with one line said while waiting.
@Suite("A slow compiler")
struct SlowCompilerTests {
    /// A launcher that answers only once the busy line was said: the notice is seen mid-wait
    /// without the test waiting on a clock.
    func slowLauncher(_ said: Box<[String]>, answered: DispatchSemaphore) -> FakeLauncher {
        FakeLauncher { request in
            answered.wait()
            if request.arguments == ["--version"] {
                return ProcessResult(ending: .exited(0), standardOutput: Data("slow swiftc 1.0".utf8))
            }
            return ProcessResult(
                ending: .exited(1), standardError: Data("slow.swift:1:1: error: still an error\n".utf8))
        }
    }

    @Test(
        "A --version that answers late is waited for, with one line on the wait; the limit is the compile time limit",
        .timeLimit(hangLimit))
    func slowVersion() throws {
        let said = Box<[String]>([])
        let answered = DispatchSemaphore(value: 0)
        var compiler = SwiftCompiler(
            executable: "/bin/sh", launcher: slowLauncher(said, answered: answered),
            moduleCache: URL(fileURLWithPath: "/nonexistent"), environment: testEnvironment, timeLimit: 90)
        compiler.busyNotice = BusyNotice(after: 0.01) { line in
            said.value.append(line)
            answered.signal()
        }
        #expect(try compiler.identity() == "slow swiftc 1.0")
        #expect(
            said.value == [
                "The compiler has not answered `--version` after 0.01 s: the machine may be busy. Waiting up to 90 s, the compile time limit…"
            ])
        // A second slow wait within the minute says nothing more: one line, not a flood.
        let before = said.value.count
        answered.signal()
        _ = try compiler.identity()
        #expect(said.value.count == before)
    }

    @Test("Work compiled ahead at low priority says nothing while it waits; a failing --version says how it failed")
    func quietAndFailing() throws {
        let said = Box<[String]>([])
        let launcher = FakeLauncher { _ in ProcessResult(ending: .exited(1)) }
        var compiler = SwiftCompiler(
            executable: "/bin/sh", launcher: launcher, moduleCache: URL(fileURLWithPath: "/nonexistent"),
            environment: testEnvironment)
        compiler.busyNotice = BusyNotice(after: 0) { said.value.append($0) }
        compiler.lowPriority = true
        #expect(
            throws: CompilerError.broken("/bin/sh", detail: "`--version` ended with exit status 1 and printed nothing")
        ) {
            try compiler.identity()
        }
        Thread.sleep(forTimeInterval: 0.05)
        #expect(said.value.isEmpty, "nobody waits on work done ahead")
    }

    @Test("CODABLE_TUTOR_BUSY_NOTICE sets when the line is said, and is refused when it cannot be used")
    func busyNoticeSetting() throws {
        #expect(try RunLimits.fromEnvironment([:]).busyNoticeSeconds == 10)
        #expect(try RunLimits.fromEnvironment(["CODABLE_TUTOR_BUSY_NOTICE": "0.5"]).busyNoticeSeconds == 0.5)
        for bad in ["0", "inf", "nan", "0x10", "soon"] {
            #expect(throws: CommandFailure.self) { try RunLimits.fromEnvironment(["CODABLE_TUTOR_BUSY_NOTICE": bad]) }
        }
    }
}
