import Foundation
import TestSupport
import Testing

/// `solution`: it asks before giving an answer away, and after a pass it compares what the two
/// models say (settings, types, keys) before their lines, never taking the tutor's task
/// comment for the learner's.
@Suite("solution, end to end", .serialized, .timeLimit(hangLimit))
struct SolutionEndToEndTests {
    let folder = TemporaryFolder("e2e-solution")

    /// An editor that keeps the tutor's task comment on top of each file it is given and
    /// writes, from `import Foundation` on, the text of the same name in `files`.
    func editor(writing files: [String: String]) throws -> String {
        var script = "#!/bin/sh\nfor f in \"$@\"; do\n  case \"$(basename \"$f\")\" in\n"
        for (name, text) in files {
            let source = folder.write(text, to: "sources/\(name)")
            script +=
                "    \(name)) { sed '/^import Foundation/,$d' \"$f\"; cat '\(source.path)'; } > \"$f.new\" && mv \"$f.new\" \"$f\" ;;\n"
        }
        script += "  esac\ndone\n"
        let url = folder.write(script, to: "editor-\(files.count)-\(UUID().uuidString)")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }

    /// A tester's passing Ticker step 3 (Tests/HoldOut), split into the two files the step's
    /// copy has, with `change` made to it: other names, a factory, another time zone spelling.
    static func tickerThree(_ change: (String) -> String = { $0 }) throws -> [String: String] {
        let good = change(
            try String(
                contentsOf: packageRoot.appendingPathComponent("Tests/HoldOut/ticker-03-good.swift"), encoding: .utf8))
        let split = try #require(good.range(of: "enum FeedClock"))
        let ticker = String(good[..<split.lowerBound]).components(separatedBy: "\n").filter {
            !$0.hasPrefix("// Good:")
        }.joined(separator: "\n")
        return ["Ticker.swift": ticker, "FeedClock.swift": "import Foundation\n\n" + good[split.lowerBound...]]
    }

    @Test("Before a pass, on the command line, it says it gives the answer away and shows nothing without --yes")
    func asksBeforeAPass() throws {
        let home = TemporaryFolder("e2e-solution-ask").url
        let refused = try TutorBinary.run(["solution", "postcards", "5"], home: home)
        #expect(refused.status == 1)
        let output = refused.output.unwrapped
        #expect(
            output.contains("You have not passed step 5 yet, and the solution gives its answer away"),
            "\(refused.output)")
        #expect(output.contains("To see it anyway: `codable-tutor solution postcards 5 --yes`."))
        #expect(!output.contains("String?"), "the answer was shown: \(refused.output)")
        let shown = try TutorBinary.run(["solution", "postcards", "5", "--yes"], home: home)
        #expect(shown.status == 0)
        #expect(
            shown.output.unwrapped.contains("The lesson's `Postcard` has a property `message`; yours does not."),
            "\(shown.output)")
        #expect(shown.output.contains("+     var message: String?"))
        #expect(!shown.output.contains("Your turn ·"), "the tutor's task comment is not the learner's: \(shown.output)")
    }

    @Test("At the prompt on a pipe it does not read the next line as an answer: it says how to see it")
    func promptOnAPipe() throws {
        let home = TemporaryFolder("e2e-solution-pipe").url
        let result = try TutorBinary.run(
            [], input: "open postcards\nstep 5\nsolution\nsolution --yes\nquit\n", home: home)
        let output = result.output.unwrapped
        #expect(
            output.contains(
                "gives its answer away: the change you would type yourself. To see it anyway: `solution 5 --yes`."),
            "\(result.output)")
        let asked = try #require(result.output.range(of: "> solution\n"))
        let confirmed = try #require(result.output.range(of: "> solution --yes\n"))
        #expect(
            !result.output[asked.upperBound..<confirmed.lowerBound].contains("String?"),
            "shown before --yes: \(result.output)")
        #expect(result.output[confirmed.upperBound...].contains("+     var message: String?"), "\(result.output)")
    }

    @Test(
        "The string that differs comes first, however many names differ around it; the task comment is never the learner's"
    )
    func stringFirst() throws {
        let home = TemporaryFolder("e2e-solution-string").url
        let files = try Self.tickerThree { $0.replacingOccurrences(of: "dd/MM/yyyy", with: "dd/MM/YYYY") }
        let edited = try TutorBinary.run(
            ["edit", "ticker", "3"], environment: ["EDITOR": try editor(writing: files)], home: home)
        #expect(edited.status == 1, "YYYY is the week's year, and the check sees it: \(edited.output)")
        let result = try TutorBinary.run(["solution", "ticker", "3", "--yes"], home: home)
        #expect(result.status == 0)
        let bullets = CheckGuidanceEndToEndTests.section(
            "What differs from the lesson's answer, what matters most first:", in: result.output)
        #expect(
            bullets.first?.contains(#"The lesson's writes "dd/MM/yyyy HH:mm" where yours writes "dd/MM/YYYY HH:mm"."#)
                == true, "\(bullets)")
        #expect(
            !result.output.contains("Your turn ·") && !result.output.contains("Part of ticker step 3"),
            "\(result.output)")
        // The renamed formatter (`f`, a factory's `pattern`) is no difference of its own.
        #expect(!bullets.contains { $0.contains("pattern") }, "\(bullets)")
    }

    @Test("After a pass it says so and shows the lesson's answer beside the learner's, declarations first")
    func afterAPass() throws {
        let home = TemporaryFolder("e2e-solution-passed").url
        let edited = try TutorBinary.run(
            ["edit", "ticker", "3"], environment: ["EDITOR": try editor(writing: try Self.tickerThree())], home: home)
        #expect(edited.status == 0, "\(edited.output)")
        let result = try TutorBinary.run(["solution", "ticker", "3"], home: home)
        #expect(result.status == 0, "no question after a pass")
        let output = result.output.unwrapped
        #expect(
            output.hasPrefix("You passed step 3 with your own model. Here is the lesson's answer beside yours."),
            "\(result.output)")
        #expect(!output.contains("make the change in your copy yourself"))
        let bullets = CheckGuidanceEndToEndTests.section(
            "What differs from the lesson's answer, what matters most first:", in: result.output)
        #expect(
            bullets.contains {
                $0.contains(
                    "The lesson's sets `timeZone` to `TimeZone(secondsFromGMT: 0)`; yours sets it to `TimeZone(identifier: \"UTC\")`."
                )
            },
            "\(bullets)")
        #expect(
            bullets.last?.contains("Yours sets `calendar`") == true,
            "what only the learner's has comes last: \(bullets)")
        #expect(output.contains("FeedClock.swift, line by line: - yours, + the lesson's"))
        #expect(!result.output.contains("Your turn ·") && !result.output.contains("- // "), "\(result.output)")
        #expect(
            output.contains("then step 1, The feed as it comes"),
            "the way forward, from the first step not done: \(result.output)")
    }
}
