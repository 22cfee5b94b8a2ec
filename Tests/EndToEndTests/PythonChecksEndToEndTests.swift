import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// The checks that need the reference implementations, run in the Python environment that
/// `scripts/python-env` makes (`.ci/run` makes it before the tests): the FSRS-6 cross-check
/// against py-fsrs, Anki's own import of the export, and `scripts/fit-fsrs` with FSRS's
/// optimizer. Without that environment they are skipped on a developer's machine and fail in
/// CI, where it must be there.
@Suite("Python checks: py-fsrs, Anki, the FSRS optimizer", .enabled(if: PythonChecks.shouldRun), .timeLimit(hangLimit))
struct PythonChecksEndToEndTests {
    static let decks = LessonLoader(root: packageRoot).loadWithDecks().decks

    @Test(
        "The Swift FSRS-6 gives py-fsrs 6.3's stability, difficulty and interval at every review of a few hundred random sequences"
    )
    func fsrsCrossCheck() throws {
        let result = try PythonChecks.python([
            "scripts/python/fsrs_crosscheck.py", "--tutor", TutorBinary.path, "--sequences", "400",
        ])
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("400 random sequences"))
        #expect(result.output.contains("give the same state, step, stability, difficulty and due time as py-fsrs"))
    }

    @Test(
        "Anki's own library imports the export: every card a note with its fields, tags and deck; a second export imports over it without a copy"
    )
    func ankiImport() throws {
        let folder = TemporaryFolder("anki-import")
        // Two exports made apart, from two homes: their GUIDs must still match.
        var files: [String] = []
        for name in ["first", "second"] {
            let file = folder.url.appendingPathComponent("\(name).txt").path
            let home = folder.url.appendingPathComponent("home-\(name)")
            let export = try TutorBinary.run(["cards", "--export", "anki", "--to", file], home: home)
            #expect(export.status == 0, "\(export.errors)")
            files.append(file)
        }
        let cards = Self.decks.reduce(0) { $0 + $1.cards.count }
        // Cards of words alone, with no stage to run, have no code to show.
        let withoutCode = Self.decks.flatMap(\.cards).filter(\.stages.isEmpty).map { "codable-tutor-\($0.id)" }
        let all = try PythonChecks.python([
            "scripts/python/anki_import_check.py", files[0], "--expect-notes", String(cards), "--second", files[1],
            "--without-code", withoutCode.joined(separator: ","),
        ])
        #expect(all.status == 0, "\(all.output)\(all.errors)")
        #expect(all.output.contains("\(cards) notes imported into a fresh collection"))
        let postcards = try #require(Self.decks.first { $0.lesson.name == "postcards" })
        let file = folder.url.appendingPathComponent("postcards.txt").path
        #expect(
            try TutorBinary.run(
                ["cards", "postcards", "--export", "anki", "--to", file],
                home: folder.url.appendingPathComponent("home-first")
            ).status == 0)
        let one = try PythonChecks.python([
            "scripts/python/anki_import_check.py", file, "--expect-notes", String(postcards.cards.count),
        ])
        #expect(one.status == 0, "\(one.output)\(one.errors)")
    }

    @Test("scripts/fit-fsrs with too few reviews: the optimizer's defaults, kept, and said so")
    func fitTooFew() throws {
        let home = TemporaryFolder("fit-few")
        let out = home.url.appendingPathComponent("weights.json").path
        let fit = try PythonChecks.run(
            packageRoot.appendingPathComponent("scripts/fit-fsrs").path, ["--tutor", TutorBinary.path, "--out", out],
            environment: ["CODABLE_TUTOR_HOME": home.url.path])
        #expect(fit.status == 0, "\(fit.errors)")
        #expect(fit.output.contains("too few reviews to fit your own weights"))
        #expect(fit.output.unwrapped.contains("These are FSRS-6's default weights"))
        let stats = try TutorBinary.run(["cards", "--stats", "--json"], home: home.url)
        #expect(stats.output.contains(#""weights" : "default""#))
    }

    @Test(
        "scripts/fit-fsrs fits 21 weights within FSRS-6's bounds to a long review log and the tutor schedules with them"
    )
    func fitReviews() throws {
        let home = TemporaryFolder("fit-many")
        try ReviewLog(
            file: TutorHome(
                state: home.url.appendingPathComponent("state"), cache: home.url.appendingPathComponent("cache")
            ).reviewLogFile
        )
        .append(PythonChecks.simulatedReviews(cards: 300, reviewsEach: 8))
        let out = home.url.appendingPathComponent("weights.json")
        let fit = try PythonChecks.run(
            packageRoot.appendingPathComponent("scripts/fit-fsrs").path,
            ["--tutor", TutorBinary.path, "--out", out.path],
            environment: ["CODABLE_TUTOR_HOME": home.url.path])
        #expect(fit.status == 0, "\(fit.errors)")
        #expect(fit.output.contains("Fitted 21 FSRS-6 weights to 2400 reviews of 300 cards"))
        #expect(fit.output.unwrapped.contains("Your cards are now scheduled with your own weights"))
        let saved = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
        let weights = try #require(saved["weights"] as? [Double])
        #expect(
            weights.count == 21 && FSRSParameters.outOfRange(weights).isEmpty && !FSRSParameters.areDefaults(weights))
        let stats = try TutorBinary.run(["cards", "--stats", "--json"], home: home.url)
        #expect(stats.output.contains(#""weights" : "personal""#))
    }
}
