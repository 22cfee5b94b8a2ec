import Foundation
import TestSupport
import Testing

/// Several tutors on one home at once, as a learner with two terminals (or a script) has
/// them: each gets its own scratch, and what they share is written whole.
@Suite("Faults: two tutors on one home", .serialized, .timeLimit(hangLimit))
struct SharedHomeFaultTests {
    let home = TemporaryFolder("faults-shared")

    /// Starts every command at once and waits for them all.
    func together(_ commands: [[String]], input: String = "") throws -> [TutorBinary.Result] {
        let tutors = try commands.map { try LiveTutor($0, home: home.url) }
        for tutor in tutors where !input.isEmpty { tutor.send(input) }
        return tutors.map { $0.finish() }
    }

    /// Polls `condition` until it holds or the deadline passes; whether it held.
    func waitUntil(seconds: Double = 60, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }

    func expectNoStrays(sourceLocation: SourceLocation = #_sourceLocation) {
        HomeProcesses.expectNone(on: home.url, sourceLocation: sourceLocation)
    }

    @Test("Four `run trips 3` at once on a cold home: every one matches")
    func fourRunsOfTripsThree() throws {
        let results = try together(Array(repeating: ["run", "trips", "3"], count: 4))
        for result in results {
            #expect(result.status == 0, "\(result.output)\n\(result.errors)")
            // Both stages of step 3 matched their records (3.1's partly the lesson's, 3.2's made here).
            #expect(result.output.components(separatedBy: "✓ Matches").count == 3, "\(result.output)")
            #expect(!result.output.contains("✗"))
        }
        let documents = home.url.appendingPathComponent("state/documents")
        #expect(
            ((try? FileManager.default.contentsOfDirectory(atPath: documents.path)) ?? []).isEmpty,
            "every run's folder is removed")
        let programs = try FileManager.default.contentsOfDirectory(
            atPath: home.url.appendingPathComponent("cache/programs").path)
        #expect(!programs.contains { $0.contains(".partial-") || $0.contains(".trash-") })
        expectNoStrays()
    }

    @Test("Probes of two models at once on one home each get their own table, then and from the cache")
    func concurrentProbes() throws {
        let optional = home.write(ProbeFaultModels.optionalMessage, to: "learner/Optional.swift").path
        let required = home.write(ProbeFaultModels.requiredMessage, to: "learner/Required.swift").path
        for round in 1...2 {
            let results = try together([
                ["probe", optional, "Postcard", "--lesson", "postcards", "--json"],
                ["probe", required, "Card", "--lesson", "postcards", "--json"],
            ])
            let reports = try results.map { result in
                #expect(result.status == 0, "round \(round): \(result.errors)")
                return try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any] ?? [:]
            }
            func decodes(_ report: [String: Any], _ variant: String) -> Bool? {
                (report["variants"] as? [[String: Any]])?.first { $0["name"] as? String == variant }?["decodes"]
                    as? Bool
            }
            #expect(reports[0]["type"] as? String == "[Postcard]")
            #expect(reports[1]["type"] as? String == "[Card]")
            #expect(decodes(reports[0], "missing message") == true, "round \(round): the Postcard model's own table")
            #expect(decodes(reports[0], "missing sent") == false, "round \(round): the Postcard model's own table")
            #expect(decodes(reports[1], "missing sent") == true, "round \(round): the Card model's own table")
            #expect(decodes(reports[0], "baseline") == true)
            #expect(decodes(reports[1], "baseline") == true)
        }
        let probe = home.url.appendingPathComponent("state/probe")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: probe.path) == ["drivers"],
            "no probe's variants are left behind")
        expectNoStrays()
    }

    @Test("A stale REPL's save does not move back the place a newer one moved to")
    func staleReplPosition() throws {
        // The first REPL opens the lesson and stays open.
        let stale = try LiveTutor([], home: home.url)
        stale.send("open postcards")
        // Its output waits in a pipe's buffer; its saved place shows it has moved.
        let progress = home.url.appendingPathComponent("state/progress.json")
        #expect(waitUntil { (try? String(contentsOf: progress, encoding: .utf8))?.contains("\"postcards\"") == true })
        // The second moves on to step 4 and quits.
        let newer = try LiveTutor.run([], home: home.url, input: "open postcards\nstep 4\nquit\n")
        #expect(newer.status == 0, "\(newer.errors)")
        // The first now saves something else: a stage that matches, which writes its progress.
        stale.send("run")
        stale.send("quit")
        let first = stale.finish()
        #expect(first.status == 0, "\(first.errors)")
        // The saved place is the newer tutor's (welcome back itself resumes at the first step
        // not done, so the place is read from the file).
        let saved = try String(contentsOf: progress, encoding: .utf8)
        #expect(saved.contains("\"4.1\""), "\(saved)")
        expectNoStrays()
    }

    @Test("Three REPLs typing at once on one history: every line kept whole, no blank lines")
    func concurrentHistory() throws {
        let count = 60
        let tutors = try (0..<3).map { _ in try LiveTutor([], home: home.url) }
        for number in 0..<count {
            for (index, tutor) in tutors.enumerated() { tutor.send("steps postcards # repl \(index) line \(number)") }
        }
        for tutor in tutors { tutor.send("quit") }
        for result in tutors.map({ $0.finish() }) { #expect(result.status == 0, "\(result.errors)") }
        let text = try String(contentsOf: home.url.appendingPathComponent("state/history"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(!lines.contains { $0.isEmpty })
        for index in 0..<3 {
            let mine = lines.filter { $0.contains("# repl \(index) line ") }
            #expect(mine.count == count, "REPL \(index) kept all its lines")
        }
        #expect(lines.filter { $0 == "quit" }.count == 3)
        expectNoStrays()
    }
}

/// Learner models for the probe faults, written for these tests.
enum ProbeFaultModels {
    /// Postcards with every field, the message optional.
    static let optionalMessage = """
        import Foundation

        enum Stamp: String, Decodable { case airmail, surface, priority }
        struct Place: Decodable { var city: String; var country: String }

        struct Postcard: Decodable {
            var id: Int
            var to: String
            var sent: Date
            var message: String?
            var stamp: Stamp
            var from: Place
        }

        """

    /// Another type, without a date: a missing date does not matter to it.
    static let requiredMessage = """
        struct Card: Decodable {
            var id: Int
            var to: String
        }

        """
}
