import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// Whole screens as a learner sees them at 60, 80, 120 and 200 columns, from the built tutor
/// and the real compiler, compared with files under `Golden/`. `RECORD_SNAPSHOTS=1` writes
/// them afresh (`scripts/record-screens` does just that); read the diff before committing.
///
/// Only what differs from run to run is masked: the temporary folders.
@Suite("Screens at every width", .serialized, .timeLimit(hangLimit))
struct ScreenGoldenTests {
    static let widths = [60, 80, 120, 200]
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// A model made to differ: `airmail` is spelt the way the document does not spell it.
    static let differingModel: TemporaryFolder = {
        let folder = TemporaryFolder("differing-model")
        // The whole model at 8.1, its two files in one, as a learner might hand it in.
        let stage = packageRoot.appendingPathComponent("Lessons/postcards/08-an-enum/1")
        let source = ["Stamp.swift", "Postcard.swift"]
            .map { (try? String(contentsOf: stage.appendingPathComponent($0), encoding: .utf8)) ?? "" }.joined(
                separator: "\n")
        try? Data(source.replacingOccurrences(of: "    case airmail\n", with: "    case airmail = \"air mail\"\n").utf8)
            .write(to: folder.url.appendingPathComponent("model.swift"))
        return folder
    }()

    /// The screen the tutor draws; a stage is run once before, so that its heading always says
    /// `from the cache` and wraps the same way whichever test compiled it first.
    /// Without a state folder of the caller's, the screen is drawn for a learner of its own
    /// who has done nothing yet: a "Next:" line follows the learner's progress, and the shared
    /// home's changes with every test that ran before.
    static func screen(_ arguments: [String], width: Int, input: String? = nil, environment: [String: String] = [:])
        throws -> String
    {
        var environment = environment
        let state = TemporaryFolder("screen-state-\(width)")
        if environment["XDG_STATE_HOME"] == nil {
            environment.merge([
                "CODABLE_TUTOR_HOME": "", "XDG_STATE_HOME": state.url.path, "XDG_CACHE_HOME": cardCache.url.path,
            ]) { $1 }
        }
        if arguments.first == "run" { _ = try TutorBinary.run(arguments, environment: environment) }
        let result = try TutorBinary.run(
            arguments, input: input, environment: environment.merging(["COLUMNS": "\(width)"]) { $1 })
        let text = result.output + (result.errors.isEmpty ? "" : "\n[standard error]\n" + result.errors)
        return masked(text.replacingOccurrences(of: state.url.path, with: "<state>"))
    }

    /// One compile cache for the cards' answers, whatever the width: a fresh module cache per
    /// width would cost the machine four cold compiles.
    static let cardCache = TemporaryFolder("card-cache")

    static func masked(_ text: String) -> String {
        var text = text
        let folders: [String?] = [TutorBinary.sharedHome.url.path, differingModel.url.path, cardCache.url.path]
        for folder in folders.compactMap({ $0 }) {
            text = text.replacingOccurrences(of: folder, with: "<folder>")
        }
        // A long path is broken after a `/`, where the whole of it is no longer found above:
        // the part that differs from run to run, a temporary folder's suffix, is masked alone.
        return text.replacingOccurrences(
            of: #"(codable-tutor-[A-Za-z0-9.-]+?)-[0-9A-F]{8}"#, with: "$1-XXXXXXXX", options: .regularExpression)
    }

    func assertGolden(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = Self.folder.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: file)
            return
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(
            text == golden, "\(name) differs from the screen drawn now; RECORD_SNAPSHOTS=1 re-records it",
            sourceLocation: sourceLocation)
    }

    /// Every line fits the terminal, a program's and a compiler's too: one wider goes on behind
    /// `↳` on the lines under it. Only what the learner typed, echoed after its prompt on a
    /// pipe, is as long as they made it.
    func expectFits(_ screen: String, width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let typed = #"^(answer|  \.\.\.|grade|prediction|[a-z-]+( [0-9.]+)?)> "#
        for line in screen.components(separatedBy: "\n")
        where line.count > width && line.range(of: typed, options: .regularExpression) == nil {
            Issue.record("a line is \(line.count) wide at \(width): \(line)", sourceLocation: sourceLocation)
        }
    }

    /// Every line `output` holds is on the screen whole, behind its `=`, as often as the program
    /// printed it and no more: identical output is shown once, not beside itself.
    /// A line wider than the terminal stands on several, the later ones behind `↳`: they are
    /// joined back as `TextLayout.printed` broke them, with a space after `↳ `, none after `↳`.
    func expectWholeAndOnce(_ output: String, in screen: String, sourceLocation: SourceLocation = #_sourceLocation) {
        var shown: [String] = []
        for line in screen.components(separatedBy: "\n") {
            if line.hasPrefix(TextLayout.continuation), let last = shown.popLast() {
                shown.append(last + " " + line.dropFirst(TextLayout.continuation.count))
            } else if line.hasPrefix("↳"), let last = shown.popLast() {
                // Cut where there was no space: joined with none.
                shown.append(last + line.dropFirst())
            } else {
                shown.append(line)
            }
        }
        let printed = output.components(separatedBy: "\n").filter { !$0.isEmpty }
        for line in Set(printed) {
            let times = printed.filter { $0 == line }.count
            #expect(shown.filter { $0 == "= " + line }.count == times, "\(line)", sourceLocation: sourceLocation)
        }
    }

    func stage(_ step: Int, _ stage: Int) throws -> Stage {
        let lesson = try #require(LessonLoader(root: packageRoot).load().lessons.first { $0.name == "postcards" })
        return try #require(lesson.stage(StageID(step: step, stage: stage)))
    }

    @Test("A matching run: postcards 8, its output shown once", arguments: widths)
    func matching(width: Int) throws {
        let screen = try Self.screen(["run", "postcards", "8"], width: width)
        try assertGolden(screen, "run-postcards-8-\(width).txt")
        expectFits(screen, width: width)
        expectWholeAndOnce(try #require(try stage(8, 1).expectedOutput), in: screen)
    }

    @Test("A differing run: postcards 8 checked against a model made to differ", arguments: widths)
    func differing(width: Int) throws {
        let model = Self.differingModel.url.appendingPathComponent("model.swift").path
        let screen = try Self.screen(["check", "postcards", "8", model], width: width)
        try assertGolden(screen, "check-postcards-8-differing-\(width).txt")
        expectFits(screen, width: width)
        #expect(screen.contains("5 lines differ"))
    }

    @Test("A stage that must not compile: postcards 9.4, the place named once", arguments: widths)
    func compileError(width: Int) throws {
        let screen = try Self.screen(["run", "postcards", "9.4"], width: width)
        try assertGolden(screen, "run-postcards-9.4-\(width).txt")
        expectFits(screen, width: width)
        #expect(screen.contains("\n  at Postcard.swift:4:8 (error)\n"))
        #expect(!screen.contains("/4/Postcard.swift"))
    }

    @Test("Step 12: every postcard drawn whole, and once", arguments: widths)
    func finale(width: Int) throws {
        let screen = try Self.screen(["run", "postcards", "12"], width: width)
        try assertGolden(screen, "run-postcards-12-\(width).txt")
        expectFits(screen, width: width)
        expectWholeAndOnce(try #require(try stage(12, 1).expectedOutput), in: screen)
    }

    @Test("A flash card answered right and graded, new in a state folder of its own", arguments: widths)
    func card(width: Int) throws {
        let state = TemporaryFolder("card-state-\(width)")
        let answer = "let postcards = try JSONDecoder().decode([Postcard].self, from: data)\n\n\n3\n"
        let folders = [
            "CODABLE_TUTOR_HOME": "", "XDG_STATE_HOME": state.url.path, "XDG_CACHE_HOME": Self.cardCache.url.path,
        ]
        let screen = try Self.screen(
            ["cards", "postcards", "--card", "1"], width: width, input: answer, environment: folders)
        try assertGolden(screen, "card-postcards-1-\(width).txt")
        expectFits(screen, width: width)
        #expect(screen.contains("1 grade given: "))
        // The verdict is said again after the card's listing, just before the grade is asked.
        let back = try #require(screen.components(separatedBy: "── the answer").last)
        #expect(back.contains("\n✓ Right: your statements do what the card asks"))
    }
}
