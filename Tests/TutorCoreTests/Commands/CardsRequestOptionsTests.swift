import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The options that make cards travel: a retention target, cram, weights, the Anki export.
@Suite("The cards command line: retention, cram, parameters, export")
struct CardsRequestOptionsTests {
    @Test("Each new option reads as its mode, with its value, in either spelling")
    func parses() throws {
        #expect(try CardsRequest.parse(["--retention", "0.85"]) == CardsRequest(mode: .retention(0.85)))
        #expect(try CardsRequest.parse(["--retention=0.7"]) == CardsRequest(mode: .retention(0.7)))
        #expect(
            try CardsRequest.parse(["postcards", "--cram"])
                == CardsRequest(lesson: "postcards", mode: .cram(topic: nil)))
        #expect(try CardsRequest.parse(["--topic", "Dates", "--cram"]) == CardsRequest(mode: .cram(topic: "Dates")))
        #expect(try CardsRequest.parse(["--parameters", "w.json"]) == CardsRequest(mode: .parameters("w.json")))
        #expect(
            try CardsRequest.parse(["trips", "--export", "anki"])
                == CardsRequest(lesson: "trips", mode: .exportAnki(to: nil)))
        #expect(
            try CardsRequest.parse(["--export=Anki", "--to", "out.txt"])
                == CardsRequest(mode: .exportAnki(to: "out.txt")))
        #expect(try CardsRequest.parse(["--replay-fsrs", "r.json"]) == CardsRequest(mode: .replay("r.json")))
        #expect(CardsRequest(mode: .cram(topic: nil)).asksCards && !CardsRequest(mode: .exportAnki(to: nil)).asksCards)
    }

    @Test(
        "A retention target from 0.70 to 0.97 is taken, both ends included",
        arguments: ["0.70", "0.7", "0.85", "0.9", "0.97"])
    func retentionInside(text: String) throws {
        let request = try CardsRequest.parse(["--retention", text])
        #expect(request.mode == .retention(Double(text)!))
    }

    @Test(
        "Any other target is refused with exit 2 and a one-line sentence that keeps the old target",
        arguments: [
            "0.69", "0.971", "0.3", "1", "0", "-0.8", "85", "nan", "inf", "high", "0x0.e", "0x1.bp-1", "+0.8", ".85",
            "0.85e", "0.8.5", "true",
        ])
    func retentionOutside(text: String) {
        do {
            _ = try CardsRequest.parse(["--retention", text])
            Issue.record("--retention \(text) was accepted")
        } catch {
            #expect(error.exitStatus == .usage)
            #expect(error.message.hasPrefix("A retention target is a number from 0.70 to 0.97"))
            #expect(!error.message.contains("\n"))
            #expect(error.hint?.contains("Nothing was changed") == true)
        }
    }

    @Test("A percentage is refused, with the fraction it stands for")
    func percentage() {
        #expect(
            throws: CommandFailure(
                "A retention target is a number from 0.70 to 0.97, like `--retention 0.85`; 85 is outside that (as a fraction: 0.85).",
                hint: "Nothing was changed: your target stays as it was (`cards --stats` shows it).")
        ) {
            try CardsRequest.parse(["--retention", "85"])
        }
    }

    @Test(
        "Options given where they do not belong are refused with a sentence",
        arguments: [
            (["--topic", "Dates"], "`--topic` goes with `--cram`"),
            (["--due", "--topic", "Dates"], "`--topic` goes with `--cram`"),
            (["--to", "x.txt"], "`--to` goes with `--export anki`"),
            (["--export", "csv"], "`--export` takes only `anki`, not `csv`."),
            (["--export"], "`--export` needs a format"),
            (["--retention"], "`--retention` needs a target"),
            (["--retention", "--due"], "`--retention` needs a target"),
            (["--parameters"], "`--parameters` needs a file"),
            (["--cram", "--json"], "The quiz has no --json form."),
            (["--retention", "0.8", "--json"], "--json goes with"),
            (["--export", "anki", "--json"], "--json goes with"),
            (
                ["postcards", "--retention", "0.8"],
                "Your retention target and weights are one setting for all your cards"
            ),
            (["--cram", "--due"], "`cards` does one thing at a time, so `--cram` and `--due` cannot go together."),
            (["--retention", "0.8", "--retention", "0.9"], "`--retention` is given twice"),
            (["--cram", "--topic", "a", "--topic", "b"], "`--topic` is given twice"),
        ])
    func misplaced(words: [String], message: String) {
        do {
            _ = try CardsRequest.parse(words)
            Issue.record("\(words) was accepted")
        } catch {
            #expect(error.message.hasPrefix(message), "\(words): \(error.message)")
            #expect(error.exitStatus == .usage)
        }
    }

    @Test("At the prompt the open lesson narrows cram and export, never the settings for every card")
    func promptLesson() throws {
        let folder = TemporaryFolder("cards-options")
        let tutor = makeFakeTutor(in: folder, console: CollectingConsole())
        let postcards = tutor.lessons[0]
        let place = CommandPlace(
            lessons: tutor.lessons, current: (postcards, StageID(step: 2, stage: 1)), atPrompt: true)
        let read = { (words: [String]) throws -> CardsRequest in
            try CardsCommand(ParsedWords(words, for: CardsCommand.declaration, at: place), at: place).request
        }
        #expect(try read(["--cram"]).lesson == postcards.name)
        #expect(try read(["--export", "anki"]).lesson == postcards.name)
        #expect(try read(["--retention", "0.8"]) == CardsRequest(mode: .retention(0.8)))
        #expect(try read(["--parameters", "default"]) == CardsRequest(mode: .parameters("default")))
    }
}
