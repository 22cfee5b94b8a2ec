import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The cache with a scripted compiler: what it keeps, what it refuses to keep, and how it
/// finds out an entry damaged on disk.
@Suite("Compiled-program cache")
struct CompiledProgramCacheTests {
    let scripted = ScriptedCache()
    var folder: TemporaryFolder { scripted.folder }
    var home: TutorHome { scripted.home }

    func makeCache(executable: String = "/bin/sh", answer: @escaping @Sendable (ProcessRequest) -> ProcessResult) -> (
        CompiledProgramCache, FakeLauncher
    ) {
        scripted.makeCache(executable: executable, answer: answer)
    }

    @Test(
        "Edit during compile: the compiler reads the bytes that were hashed, and its messages name the learner's file")
    func editDuringCompile() throws {
        let model = folder.write("struct Version { let a = 1 }\n", to: "learner/Model.swift")
        let seen = Box<[String]>([])
        let (cache, launcher) = makeCache { request in
            // The learner saves another version just before the compiler reads its sources.
            if seen.value.isEmpty { try? Data("struct Version { let b = 2 }\n".utf8).write(to: model) }
            let sources = request.arguments.filter { $0.hasSuffix(".swift") }
            seen.value += sources.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
            return ScriptedCache.compiles(stderr: "\(sources[0]):1:8: warning: seen\n")(request)
        }
        let first = try cache.program(sources: [model], flags: [], cancellation: nil)
        #expect(seen.value == ["struct Version { let a = 1 }\n"])
        #expect(first.result.diagnostics.map(\.file) == [model.path], "the message points at the learner's own file")
        let second = try cache.program(sources: [model], flags: [], cancellation: nil)
        #expect(!second.wasCached, "the saved version is another program")
        #expect(seen.value.last == "struct Version { let b = 2 }\n")
        #expect(ScriptedCache.compileCount(launcher) == 2)
    }

    @Test("Only the program and its record are kept: no object files, no source copies")
    func keepsOnlyTheProgram() throws {
        let model = folder.write("let x = 1\n", to: "Model.swift")
        let (cache, _) = makeCache { request in
            let output = URL(fileURLWithPath: request.arguments[request.arguments.firstIndex(of: "-o")! + 1])
            _ = FileManager.default.createFile(
                atPath: output.deletingLastPathComponent().appendingPathComponent("object.o").path,
                contents: Data("o".utf8))
            return ScriptedCache.compiles()(request)
        }
        let entry = try cache.program(sources: [model], flags: [], cancellation: nil)
        let names = try FileManager.default.contentsOfDirectory(
            atPath: entry.executable.deletingLastPathComponent().path)
        #expect(Set(names) == ["program", "entry.json"])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: home.programs.path).count == 1, "no scratch left behind"
        )
    }

    @Test("A compiler killed by a signal says so and leaves nothing behind")
    func killedCompiler() throws {
        let model = folder.write("let x = 1\n", to: "Model.swift")
        let (cache, launcher) = makeCache { _ in
            ProcessResult(
                ending: .signalled(SIGKILL), standardError: Data("Model.swift:1:1: error: half a message\n".utf8))
        }
        #expect(throws: CompilerError.killed("/bin/sh", signal: SIGKILL)) {
            try cache.program(sources: [model], flags: [], cancellation: nil)
        }
        #expect(throws: CompilerError.self) { try cache.program(sources: [model], flags: [], cancellation: nil) }
        #expect(ScriptedCache.compileCount(launcher) == 2, "nothing was kept, so it is asked again")
        #expect(CompilerError.killed("/bin/sh", signal: SIGKILL).text.contains("ran out of memory"))
    }

    @Test("A compiler the tutor stopped at the output cap says its output passed the cap, not that memory ran out")
    func compilerPastOutputCap() throws {
        let model = folder.write("let x = 1\n", to: "Model.swift")
        let (cache, launcher) = makeCache { request in
            ProcessResult(
                ending: .signalled(SIGKILL), standardError: Data(repeating: UInt8(ascii: "w"), count: 64),
                outputCut: true)
        }
        let error = #expect(throws: CompilerError.self) {
            try cache.program(sources: [model], flags: [], cancellation: nil)
        }
        #expect(error == .outputPastCap("/bin/sh", bytes: 4 << 20))
        let text = try #require(error).text
        #expect(text.contains("printed more than 4 MB"), "\(text)")
        #expect(text.contains("the tutor stopped it"))
        #expect(!text.contains("memory") && !text.contains("SIGKILL"), "nothing that did not happen: \(text)")
        #expect(throws: CompilerError.self) { try cache.program(sources: [model], flags: [], cancellation: nil) }
        #expect(ScriptedCache.compileCount(launcher) == 2, "nothing was kept")
    }

    @Test("A compile stopped at its time limit, or by Ctrl-C, leaves nothing behind")
    func stoppedCompile() throws {
        let model = folder.write("let x = 1\n", to: "Model.swift")
        let (timedOut, slowLauncher) = makeCache { _ in ProcessResult(ending: .signalled(SIGKILL), timedOut: true) }
        #expect(throws: CompilerError.timedOut(seconds: 120)) {
            try timedOut.program(sources: [model], flags: [], cancellation: nil)
        }
        #expect(throws: CompilerError.timedOut(seconds: 120)) {
            try timedOut.program(sources: [model], flags: [], cancellation: nil)
        }
        #expect(ScriptedCache.compileCount(slowLauncher) == 2)
        let (cancelled, _) = makeCache { _ in ProcessResult(ending: .signalled(SIGKILL), cancelled: true) }
        #expect(throws: CompilerError.cancelled) {
            try cancelled.program(sources: [model], flags: [], cancellation: nil)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: home.programs.path)
        #expect(names.isEmpty, "no entry and no scratch: \(names)")
    }

    @Test("A full disk is named as the cache folder's problem, and nothing is kept")
    func fullDisk() throws {
        let model = folder.write("let x = 1\n", to: "Model.swift")
        let (cache, launcher) = makeCache { request in
            let output = request.arguments[request.arguments.firstIndex(of: "-o")! + 1]
            return ProcessResult(
                ending: .exited(1),
                standardError: Data(
                    "<unknown>:0: error: error opening output file '\(output)': No space left on device\n".utf8))
        }
        do {
            _ = try cache.program(sources: [model], flags: [], cancellation: nil)
            Issue.record("a full disk must throw")
        } catch {
            guard case .folder(let problem) = error else { Issue.record("not a folder problem: \(error)"); return }
            #expect(problem.reason == .full)
            #expect(problem.path == home.programs.path)
            #expect(error.text.contains("the disk it is on is full"))
            #expect(!error.text.contains("toolchain"))
        }
        _ = try? cache.program(sources: [model], flags: [], cancellation: nil)
        #expect(ScriptedCache.compileCount(launcher) == 2)
    }

    @Test("A learner's source line that happens to say \"No space left on device\" is still their compile error")
    func folderWordsInSourceAreNotAFolderProblem() throws {
        let model = folder.write("let s: Int = \"No space left on device\"\n", to: "Model.swift")
        let (cache, _) = makeCache { request in
            let source = request.arguments.first { $0.hasSuffix(".swift") }!
            return ProcessResult(
                ending: .exited(1),
                standardError: Data(
                    """
                    \(source):1:14: error: cannot convert value of type 'String' to specified type 'Int'
                    let s: Int = "No space left on device"
                                 ^

                    """.utf8))
        }
        let entry = try cache.program(sources: [model], flags: [], cancellation: nil)
        #expect(!entry.result.succeeded)
        #expect(entry.result.diagnostics.first?.file == model.path)
        #expect(
            try cache.program(sources: [model], flags: [], cancellation: nil).wasCached,
            "an error about the code is kept")
    }

    @Test("An error with no place in the code (the driver's frontend crashed) is shown but not kept")
    func unlocatedFailureNotKept() throws {
        let model = folder.write("let x = 1\n", to: "Model.swift")
        let (cache, launcher) = makeCache { _ in
            ProcessResult(
                ending: .exited(1),
                standardError: Data("error: compile command failed due to signal 6 (use -v to see invocation)\n".utf8))
        }
        let entry = try cache.program(sources: [model], flags: [], cancellation: nil)
        #expect(!entry.result.succeeded)
        #expect(entry.result.diagnostics.first?.message.contains("signal 6") == true)
        _ = try cache.program(sources: [model], flags: [], cancellation: nil)
        #expect(ScriptedCache.compileCount(launcher) == 2)
    }

    @Test("Same version text, another executable (a wrapper): entries are not shared")
    func executableIsPartOfTheIdentity() throws {
        let model = folder.write("let x = 1\n", to: "Model.swift")
        let wrapper = folder.write("#!/bin/sh\nexec swiftc \"$@\"\n", to: "bin/wrapper")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        let (real, realLauncher) = makeCache(answer: ScriptedCache.compiles())
        let (wrapped, wrappedLauncher) = makeCache(executable: wrapper.path, answer: ScriptedCache.compiles())
        _ = try wrapped.program(sources: [model], flags: [], cancellation: nil)
        #expect(try !real.program(sources: [model], flags: [], cancellation: nil).wasCached)
        #expect(ScriptedCache.compileCount(realLauncher) == 1)
        #expect(ScriptedCache.compileCount(wrappedLauncher) == 1)
        // Rewriting the wrapper in place makes it another compiler too.
        try Data("#!/bin/sh\nexit 1\n".utf8).write(to: wrapper)
        #expect(try !wrapped.program(sources: [model], flags: [], cancellation: nil).wasCached)
    }

    @Test("A home that is a file is named as the folder problem it is")
    func homeIsAFile() throws {
        let file = folder.write("not a folder", to: "home")
        let blocked = TutorHome(
            state: file.appendingPathComponent("state"), cache: file.appendingPathComponent("cache"))
        let model = folder.write("let x = 1\n", to: "Model.swift")
        let launcher = FakeLauncher.compilerAndProgram()
        let compiler = SwiftCompiler(
            executable: "/bin/sh", launcher: launcher, moduleCache: blocked.modules, environment: testEnvironment)
        let cache = CompiledProgramCache(folder: blocked.programs, compiler: compiler)
        #expect(
            throws: CompilerError.folder(
                FolderProblem(role: "cache folder", path: blocked.programs.path, reason: .fileInTheWay(file.path)))
        ) {
            try cache.program(sources: [model], flags: [], cancellation: nil)
        }
    }

    @Test("A source that is not a regular file is refused with its name, without waiting on it")
    func sourceNotRegular() throws {
        let (cache, _) = makeCache(answer: ScriptedCache.compiles())
        let fifo = folder.url.appendingPathComponent("Model.swift")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        #expect(throws: CompilerError.sourceUnreadable(fifo.path, reason: "it is not a regular file")) {
            try cache.program(sources: [fifo], flags: [], cancellation: nil)
        }
    }
}
