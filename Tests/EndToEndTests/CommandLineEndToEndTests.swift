import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// The parts of the contract that need no compile: usage, help, the REPL on a pipe, failures.
@Suite("Command line, end to end", .timeLimit(hangLimit))
struct CommandLineEndToEndTests {
    @Test(
        "Usage errors exit 2 with a sentence on standard error",
        arguments: [
            ["frobnicate"], ["run", "nowhere", "1"], ["run", "postcards", "99"], ["run", "postcards", "9.7"],
            ["show", "postcards"],
        ])
    func usage(arguments: [String]) throws {
        let result = try TutorBinary.run(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors.first?.isUppercase == true || result.errors.first == "`")
    }

    @Test(
        "--help everywhere: every command the registry lists",
        arguments: CommandRegistry.all.map { $0.declaration.verb })
    func help(verb: String) throws {
        let result = try TutorBinary.run([verb, "--help"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("codable-tutor \(verb)") || result.output.hasPrefix(verb))
        let listing = try TutorBinary.run(["--help"], environment: ["COLUMNS": "80"]).output
        #expect(
            listing.contains("run <lesson> <step> [--json]") && listing.contains("e.g. codable-tutor run postcards 9.2")
        )
        #expect(listing.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test(
        "--version names the tutor, its lessons, the compiler it would use, the model reader and how programs are contained"
    )
    func version() throws {
        let result = try TutorBinary.run(["--version"])
        #expect(result.status == 0)
        // Each line wrapped at words to the width, its rest indented under its label.
        #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(result.output)")
        let lines = result.output.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("  ") }
        #expect(lines.count == 5)
        #expect(lines.first?.hasPrefix("codable-tutor ") == true)
        #expect(lines.dropFirst().first?.contains("postcards") == true)
        #expect(lines.dropFirst(2).first?.hasPrefix("compiler: Swift version") == true)
        #expect(lines.dropFirst(3).first?.hasPrefix("model reader: ") == true, "\(lines)")
        #expect(lines.last?.hasPrefix("containment: programs run ") == true)
        let missing = try TutorBinary.run(["--version"], environment: ["CODABLE_TUTOR_SWIFTC": "/nonexistent/swiftc"])
        #expect(missing.status == 0)
        #expect(missing.output.contains("compiler: ") && !missing.output.contains("Swift version"))
    }

    @Test("The REPL on a pipe: same commands, no escape codes, a clean exit")
    func pipedRepl() throws {
        let home = TemporaryFolder("e2e-repl")
        let result = try TutorBinary.run([], input: "open postcards\nnext\nrun\nquit\n", home: home.url)
        #expect(result.status == 0)
        #expect(!result.output.contains("\u{1B}"))
        #expect(result.output.contains("postcards 1.1> run"))
        #expect(result.output.contains("✓ Matches the lesson."))
        let again = try TutorBinary.run([], input: "", home: home.url)
        // Step 1 ran but the learner has not written it; step 0 was never run: it resumes there.
        #expect(again.output.unwrapped.contains("at step 0,"))
        let history = try String(contentsOf: home.url.appendingPathComponent("state/history"), encoding: .utf8)
        #expect(history == "open postcards\nnext\nrun\nquit\n")
    }

    @Test("A tutor that hangs fails its test at the deadline instead of stalling the suite")
    func hangingTutorTimesOut() throws {
        let home = TemporaryFolder("e2e-hang")
        let compiler = home.write("#!/bin/sh\nexec sleep 60\n", to: "swiftc")
        chmod(compiler.path, 0o755)
        #expect(throws: TutorBinary.TimedOut.self) {
            try TutorBinary.run(
                ["run", "postcards", "0"], environment: ["CODABLE_TUTOR_SWIFTC": compiler.path], home: home.url,
                timeout: 2)
        }
    }

    @Test("No compiler: a clear message and exit 1, and reading lessons still works")
    func missingCompiler() throws {
        let home = TemporaryFolder("e2e-nocompiler")
        let environment = ["CODABLE_TUTOR_SWIFTC": "/nonexistent/swiftc"]
        let result = try TutorBinary.run(["run", "postcards", "5"], environment: environment, home: home.url)
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("No Swift compiler was found at `/nonexistent/swiftc`."))
        let show = try TutorBinary.run(["show", "postcards", "5"], environment: environment, home: home.url)
        #expect(show.status == 0)
        #expect(show.output.contains("── What the program must print"))
    }

    @Test("A damaged progress file is set aside with a warning; nothing crashes")
    func damagedProgress() throws {
        let home = TemporaryFolder("e2e-damaged")
        home.write("\u{0}\u{1}garbage", to: "state/progress.json")
        home.write("\u{0}\u{1}garbage", to: "state/history")
        let result = try TutorBinary.run(["lessons"], home: home.url)
        #expect(result.status == 0)
        #expect(result.errors.contains("warning: Your progress file could not be read"))
        #expect(result.output.contains("postcards"))
    }
}
