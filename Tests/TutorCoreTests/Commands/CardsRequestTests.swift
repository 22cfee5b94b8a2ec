import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("The cards command line")
struct CardsRequestTests {
    @Test("Each way of asking for cards")
    func parses() throws {
        #expect(try CardsRequest.parse([]) == CardsRequest())
        #expect(try CardsRequest.parse(["trips"]) == CardsRequest(lesson: "trips"))
        #expect(
            try CardsRequest.parse(["postcards", "--card", "3"]) == CardsRequest(lesson: "postcards", mode: .card("3")))
        #expect(
            try CardsRequest.parse(["--card=a-renamed-key", "postcards"])
                == CardsRequest(lesson: "postcards", mode: .card("a-renamed-key")))
        #expect(try CardsRequest.parse(["--due", "--json"]) == CardsRequest(mode: .due, json: true))
        #expect(try CardsRequest.parse(["trips", "--stats"]) == CardsRequest(lesson: "trips", mode: .stats))
        #expect(try CardsRequest.parse(["--log"]) == CardsRequest(mode: .log))
        #expect(try CardsRequest.parse(["--log", "--json"]) == CardsRequest(mode: .log, json: true))
    }

    @Test("Two things at once are refused by the one general check, and a flag given twice is named once")
    func oneThingAtATime() {
        #expect(throws: CommandFailure.self) { try CardsRequest.parse(["--due", "--stats"]) }
        do {
            _ = try CardsRequest.parse(["--stats", "postcards", "--due"])
            Issue.record("--stats --due was accepted")
        } catch {
            #expect(error.message == "`cards` does one thing at a time, so `--stats` and `--due` cannot go together.")
            #expect(
                error.hint?.contains("--due, --stats, --log, --card, --cram, --retention, --parameters and --export")
                    == true)
        }
        do {
            _ = try CardsRequest.parse(["--due", "--due"])
            Issue.record("--due --due was accepted")
        } catch {
            #expect(error.message == "`--due` is given twice: give it once.")
        }
    }

    @Test(
        "Other usage errors are sentences with a hint",
        arguments: [
            ["--log", "--due"], ["--card"], ["--card", "--due"], ["--card", "3", "--json"], ["--json"], ["a", "b"],
            ["--frob"],
            ["--log", "--card", "2"],
        ])
    func usageErrors(arguments: [String]) {
        do {
            _ = try CardsRequest.parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            #expect(error.message.hasSuffix(".") || error.message.hasSuffix("together."))
            #expect(error.hint != nil)
        }
    }
}
