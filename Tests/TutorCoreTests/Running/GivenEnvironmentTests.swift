import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The environment is an input: what a tutor is handed is what its compiler and its programs
/// see, and where its launcher looks for programs, whatever the test process itself has.
@Suite("The environment given")
struct GivenEnvironmentTests {
    let folder = TemporaryFolder("given")
    /// A `PATH` no test process has, and a variable the test process has but the tutor is not given.
    let given = ["PATH": "/given/bin:/usr/bin:/bin", "LANG": "given.UTF-8", "SECRET_TOKEN": "not for children"]

    /// A fake launcher that finds the compiler `given-swiftc` only on the given `PATH` (it is
    /// `/bin/sh` there, so that it can be stamped), and records every `PATH` it was asked about.
    func launcher(_ asked: Box<[String?]>) -> FakeLauncher {
        let inner = FakeLauncher.compilerAndProgram(output: "Hello from run()\n")
        return FakeLauncher(resolve: { executable, path throws(LaunchError) in
            asked.value.append(path)
            guard executable == "given-swiftc" else { return try SpawnLauncher().resolve(executable, path: path) }
            guard path?.split(separator: ":").first == "/given/bin" else { throw .notFound(executable) }
            return "/bin/sh"
        }) { request throws(LaunchError) in try inner.run(request) }
    }

    @Test("A tutor's compiler and programs get what they need of the environment given, not the test process's")
    func childrenSeeTheGivenEnvironment() throws {
        let asked = Box<[String?]>([])
        let fake = launcher(asked)
        let home = TutorHome(
            state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        let tutor = Tutor(
            contentRoot: packageRoot, home: home, environment: given,
            compiler: SwiftCompiler(
                executable: "given-swiftc", launcher: fake, moduleCache: home.modules, environment: given),
            launcher: fake, console: CollectingConsole().console, styler: Styler(colour: false), width: 80)
        let lesson = tutor.lessons[0]
        let run = try tutor.runner.run(lesson.stages[0].program(in: lesson))
        #expect(run.compile.succeeded)
        let compiles = fake.requests.filter { $0.executable == "given-swiftc" }
        let programs = fake.requests.filter { $0.executable != "given-swiftc" }
        #expect(!compiles.isEmpty && !programs.isEmpty)
        for request in fake.requests {
            #expect(request.environment["PATH"] == given["PATH"])
            #expect(request.environment["LANG"] == "given.UTF-8")
            #expect(request.environment["SECRET_TOKEN"] == nil, "chosen, not handed on whole")
            #expect(request.environment["HOME"] == nil, "the test process's HOME was not given")
        }
        #expect(
            !asked.value.isEmpty && asked.value.allSatisfy { $0 == given["PATH"] },
            "found through the launcher, on the PATH given")
    }

    @Test("The editor is found by the tutor's launcher on the PATH given")
    func editorFoundByTheLauncher() {
        let fake = FakeLauncher(resolve: { executable, path throws(LaunchError) in
            guard executable == "vi", path == "/given/bin" else { throw .notFound(executable) }
            return "/given/bin/vi"
        }) { _ in ProcessResult(ending: .exited(0)) }
        #expect(EditCommand.editorCommand(["PATH": "/given/bin"], launcher: fake) == "vi")
        #expect(EditCommand.editorCommand(["PATH": "/elsewhere"], launcher: fake) == nil)
        #expect(EditCommand.editorCommand(["PATH": "/elsewhere", "EDITOR": "ed"], launcher: fake) == "ed")
        // Without a terminal, vi is not guessed: it would wait for keys forever.
        #expect(
            EditCommand.editorCommand(
                ["PATH": "/given/bin", "EDITOR": "", "VISUAL": " "], launcher: fake, inputIsTerminal: false) == nil)
        #expect(
            EditCommand.editorCommand(["PATH": "/given/bin", "EDITOR": "ed"], launcher: fake, inputIsTerminal: false)
                == "ed")
        #expect(
            EditCommand.noEditor(inputIsTerminal: false).contains(
                "$EDITOR and $VISUAL are not set, and standard input is not a terminal"))
    }
}
