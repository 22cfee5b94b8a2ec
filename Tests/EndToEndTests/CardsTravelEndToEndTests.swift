import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// A retention target, cram and the Anki export through the built binary.
@Suite("Cards that travel, end to end", .timeLimit(hangLimit))
struct CardsTravelEndToEndTests {
    static let decks = LessonLoader(root: packageRoot).loadWithDecks().decks

    static func statsReport(_ home: URL) throws -> [String: Any] {
        let stats = try TutorBinary.run(["cards", "--stats", "--json"], home: home)
        #expect(stats.status == 0, "\(stats.errors)")
        return try #require(JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [String: Any])
    }

    @Test(
        "`cards --retention 0.85` then `--stats --json` reports 0.85; `--retention 0.3` exits 2 with a sentence and 0.85 stays"
    )
    func retention() throws {
        let home = TemporaryFolder("e2e-retention")
        #expect(try Self.statsReport(home.url)["targetRetention"] as? Double == 0.9)
        let set = try TutorBinary.run(["cards", "--retention", "0.85"], home: home.url)
        #expect(set.status == 0, "\(set.errors)")
        #expect(set.output.unwrapped.contains("Your retention target is 85% (it was 90%)."))
        #expect(try Self.statsReport(home.url)["targetRetention"] as? Double == 0.85)
        for refused in ["0.3", "0.98", "high"] {
            let result = try TutorBinary.run(["cards", "--retention", refused], home: home.url)
            #expect(result.status == 2)
            // Out of range or not a plain decimal: the same sentence begins, then says which.
            #expect(result.errors.hasPrefix("A retention target is a number from 0.70 to 0.97"), "\(result.errors)")
            #expect(result.errors.contains("like `--retention 0.85`"), "\(result.errors)")
            #expect(result.errors.split(separator: "\n").first?.hasSuffix(".") == true)
            #expect(result.output.isEmpty)
        }
        #expect(try Self.statsReport(home.url)["targetRetention"] as? Double == 0.85)
        let text = try TutorBinary.run(["cards", "--stats"], home: home.url)
        #expect(text.output.unwrapped.contains("Retention target: 85% (yours; the default is 90%)."))
        #expect(text.output.unwrapped.contains("At this target the next 30 days ask about"))
    }

    @Test(
        "A cram session with grades leaves `cards --due --json`, `cards --log`, the progress file and the review log byte for byte as they were"
    )
    func cramWritesNothing() throws {
        let home = TemporaryFolder("e2e-cram")
        // One real review first, graded easy so the card stays away for days, so there is a
        // schedule and a log to keep.
        let graded = try TutorBinary.run(["cards", "postcards", "--card", "11"], input: "no idea\n4\n", home: home.url)
        #expect(graded.status == 0, "\(graded.errors)")
        #expect(graded.output.contains("Easy: it comes back in"))
        let state = home.url.appendingPathComponent("state")
        let snapshot = { () throws -> [String] in
            let due = try TutorBinary.run(["cards", "--due", "--json"], home: home.url)
            let log = try TutorBinary.run(["cards", "--log"], home: home.url)
            #expect(due.status == 0 && log.status == 0)
            let files = ["progress.json", "reviews.log"].map {
                (try? String(contentsOf: state.appendingPathComponent($0), encoding: .utf8)) ?? "(missing)"
            }
            return [due.output, log.output] + files
        }
        let before = try snapshot()
        #expect(before[1].split(separator: "\n").count == 2, "the log holds the one review")
        let cram = try TutorBinary.run(
            ["cards", "postcards", "--cram", "--topic", "optionals"], input: "\n3\n\n1\n", home: home.url)
        #expect(cram.status == 0, "\(cram.errors)")
        let postcards = try #require(Self.decks.first { $0.lesson.name == "postcards" })
        let optionals = postcards.cards.filter { $0.topic == "Optionals" }
        #expect(
            cram.output.unwrapped.contains(
                "Cramming the \(optionals.count) Optionals cards of \(postcards.lesson.title), in order."))
        #expect(cram.output.contains("Good — shown, not stored"))
        #expect(cram.output.unwrapped.contains("Cram over: 2 of \(optionals.count) cards graded (1 good, 1 again)."))
        #expect(cram.output.unwrapped.contains("Worth another look: `cards postcards --card"))
        let after = try snapshot()
        #expect(after == before)
    }

    @Test(
        "`cards postcards --export anki` writes the headers and one note per Postcards card; with no lesson, every loaded lesson's"
    )
    func export() throws {
        let home = TemporaryFolder("e2e-export")
        let notes = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("#") } }
        for deck in Self.decks where !deck.cards.isEmpty {
            let result = try TutorBinary.run(["cards", deck.lesson.name, "--export", "anki"], home: home.url)
            #expect(result.status == 0, "\(result.errors)")
            #expect(result.output.hasPrefix("#separator:tab\n#html:true\n#notetype:Basic\n#deck:Codable tutor::"))
            #expect(notes(result.output).count == deck.cards.count, "\(deck.lesson.name)")
        }
        let all = try TutorBinary.run(["cards", "--export", "anki"], home: home.url)
        let cards = Self.decks.reduce(0) { $0 + $1.cards.count }
        #expect(notes(all.output).count == cards)
        #expect(all.output.contains("#tags:codable-tutor\n") && all.output.contains("#guid column:1\n"))
        let file = home.url.appendingPathComponent("deck.txt")
        let written = try TutorBinary.run(["cards", "--export", "anki", "--to", file.path], home: home.url)
        #expect(written.status == 0)
        #expect(written.output.unwrapped.contains("Wrote \(cards) notes"))
        #expect(try String(contentsOf: file, encoding: .utf8) == all.output)
        // A file stands where the folder should be: even root cannot write there.
        let blocked = file.appendingPathComponent("deck.txt").path
        let refused = try TutorBinary.run(["cards", "--export", "anki", "--to", blocked], home: home.url)
        #expect(refused.status == 1)
        #expect(refused.errors.hasPrefix("The cards could not be written to \(blocked): "))
    }

    @Test(
        "`cards --export anki --to` never renames over a device, a FIFO, a folder or a link to one: one sentence, exit 1, the thing left as it was; a regular file is replaced",
        .timeLimit(hangLimit))
    func exportRefusesWhatIsNotAFile() throws {
        let home = TemporaryFolder("e2e-export-to")
        let fifo = home.url.appendingPathComponent("fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let folder = home.url.appendingPathComponent("a-folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let link = home.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: fifo)
        var refusals = [
            (fifo, fifo, "a named pipe (a FIFO)"), (folder, folder, "a folder"), (link, fifo, "a named pipe (a FIFO)"),
        ]
        // /dev/null's own numbers, in the test's folder: a rename over it harms nothing else.
        let device = home.url.appendingPathComponent("null")
        if mknod(device.path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 {
            refusals.append((device, device, "a device"))
        }
        for (path, named, what) in refusals {
            let refused = try TutorBinary.run(
                ["cards", "postcards", "--export", "anki", "--to", path.path], home: home.url)
            #expect(refused.status == 1, "\(path.lastPathComponent)")
            #expect(
                refused.errors
                    == "The cards were not written: \(named.path) is \(what), not a regular file, and the tutor replaces nothing but a regular file.\n"
            )
        }
        let type = { (url: URL) -> mode_t in
            var info = stat()
            return lstat(url.path, &info) == 0 ? info.st_mode & S_IFMT : 0
        }
        #expect(type(fifo) == S_IFIFO)
        #expect(type(folder) == S_IFDIR)
        if refusals.count == 4 { #expect(type(device) == S_IFCHR) }
        let file = home.write("an older export\n", to: "deck.txt")
        let replaced = try TutorBinary.run(
            ["cards", "postcards", "--export", "anki", "--to", file.path], home: home.url)
        #expect(replaced.status == 0, "\(replaced.errors)")
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("#separator:tab\n"))
    }

    @Test("`cards --help` names every new option and keeps the replay for the cross-check out of sight")
    func help() throws {
        let help = try TutorBinary.run(["cards", "--help"])
        #expect(help.status == 0)
        for option in [
            "--retention R", "--cram", "--topic", "--parameters FILE", "--export anki", "--to FILE", "scripts/fit-fsrs",
        ] {
            #expect(help.output.unwrapped.contains(option), "\(option)")
        }
        #expect(!help.output.contains("replay"))
        #expect(help.output.split(separator: "\n").allSatisfy { $0.count <= 80 })
    }

    @Test(
        "At the prompt in a lesson with no card due, the welcome, `cards --due` and `cards` reach the other lessons' cards"
    )
    func cardsBeyondTheOpenLesson() throws {
        let home = TemporaryFolder("e2e-cards-elsewhere")
        let postcards = try #require(Self.decks.first { $0.lesson.name == "postcards" })
        // Every Postcards card asked once and graded easy (Enter alone shows the answer): none
        // of its cards is due for days, while the other lessons' new cards are.
        let answers = String(repeating: "\n4\n", count: postcards.cards.count)
        let graded = try TutorBinary.run(["cards", "postcards"], input: answers, home: home.url)
        #expect(graded.output.unwrapped.contains("\(postcards.cards.count) grades given"), "\(graded.output)")
        let others = Self.decks.filter { $0.lesson.name != "postcards" }.map { min($0.cards.count, 20) }.reduce(0, +)
        _ = try TutorBinary.run([], input: "open postcards\nquit\n", home: home.url)
        // Back the next day, as it were: the welcome opens Postcards again.
        let session = try TutorBinary.run([], input: "cards --due\ncards\nquit\n", home: home.url)
        let text = session.output.unwrapped
        #expect(text.contains("`cards` for \(others) new cards in your other lessons"), "\(session.output)")
        let widened = "No postcards card is due now; your other lessons have \(others) new cards:"
        #expect(text.components(separatedBy: widened).count == 3, "said by `cards --due` and by `cards`: \(text)")
        #expect(text.contains("\(others) cards to go."))
        #expect(!text.contains("No cards are due now"))
    }
}
