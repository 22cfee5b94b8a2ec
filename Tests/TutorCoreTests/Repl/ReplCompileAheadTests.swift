import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// What the prompt compiles while the learner reads: the lesson's programs and the
/// SwiftParser model reader, with a fake toolchain that ships the parser's modules, so the
/// reader's 15 s first build is a file written at once and no process is started.
@Suite("REPL compile ahead")
struct ReplCompileAheadTests {
    let folder = TemporaryFolder("compile-ahead")
    let collected = CollectingConsole()

    /// Whether `request` runs the built reader program: it is the only one given Swift files.
    static func isReaderRun(_ request: ProcessRequest) -> Bool {
        !request.arguments.isEmpty && !request.arguments.contains("-o")
            && request.arguments.allSatisfy { $0.hasSuffix(".swift") }
    }

    /// A toolchain folder whose `swiftc` is found, beside a `lib/swift/host` with the parser's modules.
    func makeLauncher() -> FakeLauncher {
        let swiftc = folder.write("#!/bin/sh\n", to: "toolchain/usr/bin/swiftc")
        chmod(swiftc.path, 0o755)
        folder.write("", to: "toolchain/usr/lib/swift/host/SwiftParser.swiftmodule")
        folder.write("", to: "toolchain/usr/lib/swift/host/SwiftSyntax.swiftmodule")
        let program = FakeLauncher.compilerAndProgram(output: "Not what the lesson prints\n")
        return FakeLauncher(resolve: { _, _ in swiftc.path }) { (request) throws(LaunchError) -> ProcessResult in
            // A compile or a run stopped before it starts ends as a killed one would.
            if request.cancellation?.isTriggered == true { return ProcessResult(ending: .signalled(9)) }
            if Self.isReaderRun(request) {
                let files = request.arguments.indices.map { "file\t\($0)" }.joined(separator: "\n")
                return ProcessResult(ending: .exited(0), standardOutput: Data((files + "\n").utf8))
            }
            return try program.run(request)
        }
    }

    @Test(
        "Moving to a stage builds the SwiftParser reader, `version` says so, and a later check reads the models with it"
    )
    func readerBuiltAheadAndUsed() throws {
        let launcher = makeLauncher()
        let home = TutorHome(
            state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        let tutor = Tutor(
            contentRoot: packageRoot, home: home, environment: testEnvironment,
            compiler: SwiftCompiler(
                executable: "swiftc", launcher: launcher, moduleCache: sharedModuleCache, environment: testEnvironment),
            launcher: launcher, console: collected.console, styler: Styler(colour: false), width: 80)
        let reader = try #require(tutor.modelReader)
        #expect(!reader.isBuilt)
        _ = CommandRegistry.perform(["version"], in: makeSession(tutor))
        #expect(
            collected.output.unwrapped.contains(
                "model reader: SwiftParser (not built yet: the tutor's own token reader answers meanwhile)"))
        let background = BackgroundCompiler(runner: tutor.runner, workers: 1)
        defer { background.stop() }
        let repl = Repl(
            tutor: tutor, reader: ScriptedLineReader([]), history: nil, cancellation: nil, background: background)
        let lesson = try #require(tutor.lessons.first { $0.name == "postcards" })
        let stage = try #require(
            lesson.stages.first { stage in
                stage.modelFiles.contains { !SwiftSource(readingFile: $0).topLevelTypeNames.isEmpty }
            })
        repl.compileAhead(from: stage, in: lesson)
        background.finish()
        #expect(reader.isBuilt, "the prompt's job built the reader")
        _ = CommandRegistry.perform(["version"], in: makeSession(tutor))
        #expect(collected.output.unwrapped.contains("model reader: SwiftParser (built)"))

        // The learner's model declares a type of the lesson's: its shape is compared, with the parser.
        let type = try #require(
            stage.modelFiles.lazy.compactMap { SwiftSource(readingFile: $0).topLevelTypeNames.sorted().first }.first)
        let mine = folder.write("struct \(type) {}\n", to: "mine/Model.swift")
        let before = launcher.requests.count
        #expect(
            try makeSession(tutor).checker.check([mine], against: stage, of: lesson, json: false, cancellation: nil)
                == .failed)
        let readerRuns = launcher.requests.dropFirst(before).filter(Self.isReaderRun)
        #expect(
            readerRuns.contains { $0.arguments.last == mine.path },
            "the check ran the SwiftParser reader on the learner's file")
        // Its analysis is worked out once: the text and its "Next:" line do not each start the reader.
        #expect(readerRuns.count == 1)
    }
}
