import Foundation
import TestSupport
import Testing
@testable import TutorCore

/// The runner with a fake compiler and a fake program: what it asks for, and what it makes of
/// the answers.
@Suite("Stage runner")
struct StageRunnerTests {
    let folder = TemporaryFolder("runner")

    func makeRunner(_ launcher: FakeLauncher) -> (StageRunner, Lesson) {
        folder.write("title: T\n\nSummary.\n", to: "Lessons/demo/lesson.txt")
        folder.write("title: One\n\nProse.\n", to: "Lessons/demo/01-one/step.txt")
        folder.write("title: two launches\nlaunches: 2\n", to: "Lessons/demo/01-one/1/stage.txt")
        folder.write("func run() { print(\"hi\") }\n", to: "Lessons/demo/01-one/1/run.swift")
        folder.write("hi\n--- launch 2 of 2 ---\nhi\n", to: "Lessons/demo/01-one/1/expected.txt")
        let harness = [folder.write("run()\n", to: "Content/harness/main.swift"), folder.write("\n", to: "Content/harness/Harness.swift")]
        let home = TutorHome(state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        let compiler = SwiftCompiler(executable: "/bin/sh", launcher: launcher, moduleCache: home.modules)
        let runner = StageRunner(cache: CompiledProgramCache(folder: home.programs, compiler: compiler), launcher: launcher,
            home: home, harness: harness)
        let lesson = LessonLoader(root: folder.url).load().lessons[0]
        return (runner, lesson)
    }

    @Test("A stage compiles once; the second run comes from the cache")
    func caching() throws {
        let launcher = FakeLauncher.compilerAndProgram(output: "hi\n")
        let (runner, lesson) = makeRunner(launcher)
        let stage = lesson.stages[0]
        let first = try runner.run(stage, of: lesson)
        // Whether the driver is asked for a plan (`-###`) depends on which test asked first.
        let isCompile: (ProcessRequest) -> Bool = { $0.arguments.contains("-o") && !$0.arguments.contains("-###") }
        let compiles = launcher.requests.filter(isCompile).count
        let second = try runner.run(stage, of: lesson)
        #expect(!first.compiledFromCache)
        #expect(second.compiledFromCache)
        #expect(launcher.requests.filter(isCompile).count == compiles)
        #expect(compiles == 1)
    }

    @Test("Launches share a folder, get the document's path, and are separated in the output")
    func launches() throws {
        let launcher = FakeLauncher.compilerAndProgram(output: "hi\n")
        let (runner, lesson) = makeRunner(launcher)
        let run = try runner.run(lesson.stages[0], of: lesson)
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
        let launcher = FakeLauncher.compilerAndProgram(stderr: "\(harnessPath):1:1: warning: from the harness\n/x/run.swift:1:1: warning: from the lesson\n", output: "hi\n")
        let (runner, lesson) = makeRunner(launcher)
        let run = try runner.run(lesson.stages[0], of: lesson)
        #expect(run.compile.diagnostics.map(\.message) == ["from the lesson"])
    }

    @Test("No compiler: a CompilerError that names it, not a crash")
    func missingCompiler() {
        let (runner, lesson) = makeRunner(FakeLauncher.compilerAndProgram())
        var broken = runner
        broken.cache.compiler.executable = "/nonexistent/swiftc"
        #expect(throws: CompilerError.notFound("/nonexistent/swiftc")) {
            try broken.run(lesson.stages[0], of: lesson)
        }
        #expect(CompilerError.notFound("/nonexistent/swiftc").explanation.contains("/nonexistent/swiftc"))
    }

    @Test("A compile that fails without diagnostics is a broken compiler")
    func brokenCompiler() {
        let launcher = FakeLauncher.compilerAndProgram(stderr: "Segmentation fault\n", compiles: false)
        let (runner, lesson) = makeRunner(launcher)
        #expect(throws: CompilerError.broken("/bin/sh", detail: "Segmentation fault")) {
            try runner.run(lesson.stages[0], of: lesson)
        }
    }

    @Test("Every run has a documents folder of its own, shared by its launches and removed at its end")
    func documentsFolderPerRun() throws {
        let launcher = FakeLauncher.compilerAndProgram(output: "hi\n")
        let (runner, lesson) = makeRunner(launcher)
        let first = try runner.run(lesson.stages[0], of: lesson)
        let second = try runner.run(lesson.stages[0], of: lesson)
        let folders = launcher.requests.compactMap { $0.environment["CODABLE_TUTOR_DOCUMENTS"] }
        #expect(folders.count == 4)
        #expect(Set(folders).count == 2, "two launches each, two runs")
        #expect(first.documentsFolder != second.documentsFolder)
        #expect(!FileManager.default.fileExists(atPath: try #require(first.documentsFolder).path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: runner.home.documents.path).isEmpty)
    }

    @Test("A cached program damaged to the same size is found out when it crashes, and compiled again")
    func damagedProgramFoundOnCrash() throws {
        let good = "#!/bin/sh\n"
        let launcher = FakeLauncher { request in
            if request.arguments == ["--version"] { return ProcessResult(ending: .exited(0), standardOutput: Data("fake".utf8)) }
            if let index = request.arguments.firstIndex(of: "-o") {
                if request.arguments.contains("-###") { return ProcessResult(ending: .exited(1)) }
                FileManager.default.createFile(atPath: request.arguments[index + 1], contents: Data(good.utf8), attributes: [.posixPermissions: 0o755])
                return ProcessResult(ending: .exited(0))
            }
            // The program: whole, it prints; damaged, it crashes.
            let bytes = FileManager.default.contents(atPath: request.executable) ?? Data()
            return bytes == Data(good.utf8) ? ProcessResult(ending: .exited(0), standardOutput: Data("hi\n".utf8)) : ProcessResult(ending: .signalled(SIGSEGV))
        }
        let (runner, lesson) = makeRunner(launcher)
        let first = try runner.run(lesson.stages[0], of: lesson)
        let program = try FileManager.default.contentsOfDirectory(at: runner.home.programs, includingPropertiesForKeys: nil)
            .map { $0.appendingPathComponent("program") }.first { FileManager.default.fileExists(atPath: $0.path) }
        try Data(String(repeating: "x", count: good.utf8.count).utf8).write(to: try #require(program))
        let second = try runner.run(lesson.stages[0], of: lesson)
        #expect(first.output == second.output)
        #expect(!second.compiledFromCache, "the damaged program was compiled again")
        #expect(second.failure == nil)
        #expect(try runner.run(lesson.stages[0], of: lesson).compiledFromCache)
    }
}

