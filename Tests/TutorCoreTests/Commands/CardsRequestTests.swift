import Testing
@testable import TutorCore

@Suite("The cards command line")
struct CardsRequestTests {
    @Test("Each way of asking for cards")
    func parses() throws {
        #expect(try CardsRequest.parse([]) == CardsRequest())
        #expect(try CardsRequest.parse(["trips"]) == CardsRequest(lesson: "trips"))
        #expect(try CardsRequest.parse(["postcards", "--card", "3"]) == CardsRequest(lesson: "postcards", mode: .card("3")))
        #expect(try CardsRequest.parse(["--card=a-renamed-key", "postcards"])
            == CardsRequest(lesson: "postcards", mode: .card("a-renamed-key")))
        #expect(try CardsRequest.parse(["--due", "--json"]) == CardsRequest(mode: .due, json: true))
        #expect(try CardsRequest.parse(["trips", "--stats"]) == CardsRequest(lesson: "trips", mode: .stats))
        #expect(try CardsRequest.parse(["--log"]) == CardsRequest(mode: .log))
        #expect(try CardsRequest.parse(["--log", "--json"]) == CardsRequest(mode: .log, json: true))
    }

    @Test("--due with --stats is refused with a sentence that says why and what to type")
    func dueAndStats() {
        #expect(throws: UsageError.self) { try CardsRequest.parse(["--due", "--stats"]) }
        do {
            _ = try CardsRequest.parse(["--stats", "postcards", "--due"])
        } catch {
            #expect(error.message.hasPrefix("`--due` and `--stats` cannot go together"))
            #expect(error.hint?.contains("cards --due") == true)
        }
    }

    @Test("Other usage errors are sentences with a hint", arguments: [
        ["--log", "--due"], ["--card"], ["--card", "--due"], ["--card", "3", "--json"], ["--json"], ["a", "b"], ["--frob"],
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
