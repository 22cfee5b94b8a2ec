import Testing
@testable import TutorCore

@Suite("Command line")
struct InvocationTests {
    @Test("Each command and its arguments")
    func parses() throws {
        #expect(try Invocation.parse([]) == .repl)
        #expect(try Invocation.parse(["lessons", "--json"]) == .lessons(json: true))
        #expect(try Invocation.parse(["show", "postcards", "6"]) == .show(lesson: "postcards", step: "6"))
        #expect(try Invocation.parse(["run", "postcards", "9.2", "--json"]) == .run(lesson: "postcards", step: "9.2", json: true))
        #expect(try Invocation.parse(["verify"]) == .verify(lesson: nil, json: false))
        #expect(try Invocation.parse(["verify", "trips"]) == .verify(lesson: "trips", json: false))
        #expect(try Invocation.parse(["--help"]) == .help(nil))
        #expect(try Invocation.parse(["run", "--help"]) == .help("run"))
    }

    @Test("Usage errors are sentences with a hint", arguments: [
        ["frobnicate"], ["run", "postcards"], ["show", "postcards", "1", "2"], ["lessons", "--colour"], ["show", "a", "b", "--json"],
    ])
    func usageErrors(arguments: [String]) {
        #expect(throws: UsageError.self) { try Invocation.parse(arguments) }
        do {
            _ = try Invocation.parse(arguments)
        } catch {
            #expect(error.message.hasSuffix(".") || error.message.contains("codable-tutor"))
            #expect(error.hint != nil)
        }
    }

    @Test("Every command has help")
    func help() {
        for verb in ["lessons", "show", "run", "verify", "open", "next", "back", "step", "model", "diff", "doc", "help", "quit"] {
            #expect(HelpEntry.entry(for: verb) != nil, "no help for \(verb)")
        }
        #expect(HelpEntry.commandLine.contains("CODABLE_TUTOR_HOME"))
    }
}
