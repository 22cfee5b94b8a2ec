import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// One screen of every command in the registry, and every command's `--help`, at each width.
///
/// Each screen starts from a state folder of its own (a fresh learner), so that no screen
/// depends on which test ran before it; all of them share one compile cache, so a stage is
/// compiled once whatever the width. Left out, as they cannot run without a terminal or an
/// editor: `edit` (opens `$EDITOR`) and `watch` (waits for the learner's saves). The prompt's
/// own verbs (`open`, `steps`, `step`, `next`, `back`, `clear`, `help`, `quit`) are drawn by
/// one scripted session at the prompt.
extension ScreenGoldenTests {
    /// A screen: its golden file's name, the words typed, what is typed at its prompts.
    struct CommandScreen: CustomStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        /// `{folder}` in an argument is a folder of the test's own.
        var input: String = ""
        var description: String { name }
    }

    static let commandScreens: [CommandScreen] = [
        CommandScreen(name: "lessons", arguments: ["lessons"]),
        CommandScreen(name: "lessons-postcards", arguments: ["lessons", "postcards"]),
        CommandScreen(name: "show-postcards-3", arguments: ["show", "postcards", "3"]),
        CommandScreen(name: "show-trips-5", arguments: ["show", "trips", "5"]),
        CommandScreen(name: "run-postcards-6.1", arguments: ["run", "postcards", "6.1"]),
        CommandScreen(name: "model-postcards-5", arguments: ["model", "postcards", "5"]),
        CommandScreen(name: "diff-postcards-5", arguments: ["diff", "postcards", "5"]),
        CommandScreen(name: "doc-trips", arguments: ["doc", "trips"]),
        CommandScreen(name: "cards-due", arguments: ["cards", "--due"]),
        CommandScreen(name: "cards-stats", arguments: ["cards", "--stats"]),
        CommandScreen(name: "edge-postcards-1", arguments: ["edge", "postcards", "1"], input: "\n"),
        CommandScreen(name: "hint-postcards-5", arguments: ["hint", "postcards", "5"]),
        CommandScreen(name: "solution-postcards-5", arguments: ["solution", "postcards", "5"], input: "y\n"),
        CommandScreen(name: "reset-postcards-5", arguments: ["reset", "postcards", "5"]),
        CommandScreen(
            name: "probe-postcards", arguments: ["probe", "{folder}/model.swift", "Postcard", "--lesson", "postcards"]),
        CommandScreen(name: "new-demo", arguments: ["new", "demo", "--in", "{folder}"]),
        CommandScreen(name: "verify-demo", arguments: ["verify", "demo"]),
        CommandScreen(name: "help", arguments: ["help"]),
        CommandScreen(name: "help-run", arguments: ["help", "run"]),
        CommandScreen(
            name: "prompt-session", arguments: [],
            input: "open trips\nsteps\nstep 3\nnext\nback\nhelp\nclear\nquit\n"),
    ]

    /// A model for `probe`: the first postcards, two strings.
    static let probeModel = """
        import Foundation

        struct Postcard: Codable {
            var to: String
            var sent: String
        }

        """

    /// The screen `screen` draws at `width` for a learner who has done nothing yet, its
    /// folders masked. `verify demo` verifies the lesson `new demo` makes.
    static func commandScreen(_ screen: CommandScreen, width: Int) throws -> String {
        let state = TemporaryFolder("screen-\(screen.name)-\(width)")
        let folder = TemporaryFolder("screen-folder")
        try Data(probeModel.utf8).write(to: folder.url.appendingPathComponent("model.swift"))
        var environment = [
            "CODABLE_TUTOR_HOME": "", "XDG_STATE_HOME": state.url.path, "XDG_CACHE_HOME": cardCache.url.path,
        ]
        if screen.name == "verify-demo" {
            _ = try TutorBinary.run(["new", "demo", "--in", folder.url.path], environment: environment)
            environment["CODABLE_TUTOR_LESSONS"] = folder.url.path
        }
        let arguments = screen.arguments.map { $0.replacingOccurrences(of: "{folder}", with: folder.url.path) }
        // Run once before at another width, so that a stage's heading says `from the cache`.
        if ["run", "edge", "verify"].contains(arguments.first ?? "") {
            _ = try TutorBinary.run(arguments, input: screen.input, environment: environment)
        }
        environment["COLUMNS"] = "\(width)"
        let result = try TutorBinary.run(arguments, input: screen.input, environment: environment)
        let text = result.output + (result.errors.isEmpty ? "" : "\n[standard error]\n" + result.errors)
        return masked(
            text.replacingOccurrences(of: state.url.path, with: "<state>").replacingOccurrences(
                of: folder.url.path, with: "<folder>"))
    }

    @Test(
        "Every command's screen at every width, from a fresh learner's state",
        arguments: commandScreens, widths)
    func everyCommand(screen: CommandScreen, width: Int) throws {
        let text = try Self.commandScreen(screen, width: width)
        try assertGolden(text, "\(screen.name)-\(width).txt")
        expectFits(text, width: width)
    }

    /// Every command's `--help`, one after another, as the command line prints them.
    static func everyHelp(width: Int) throws -> String {
        try CommandRegistry.all.map { type in
            let verb = type.declaration.verb
            let result = try TutorBinary.run([verb, "--help"], environment: ["COLUMNS": "\(width)"])
            return "$ codable-tutor \(verb) --help\n" + result.output + result.errors
        }.joined(separator: "\n")
    }

    @Test("Every command's --help at every width, and not one word broken in any")
    func everyCommandsHelp() throws {
        var screens: [Int: String] = [:]
        for width in Self.widths {
            let text = try Self.everyHelp(width: width)
            try assertGolden(text, "help-every-command-\(width).txt")
            screens[width] = text
            #expect(
                text.components(separatedBy: "\n").allSatisfy { $0.count <= max(width, 80) },
                "help fits \(width) columns")
        }
        #expect(BrokenWords.find(in: screens) == [])
    }

    @Test("No golden screen breaks a word, at any width; nor does --version")
    func noBrokenWords() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".txt")
        }
        var screens: [String: [Int: String]] = [:]
        for file in files {
            let stem = String(file.dropLast(4))
            guard let dash = stem.lastIndex(of: "-"), let width = Int(stem[stem.index(after: dash)...]) else {
                continue
            }
            screens[String(stem[..<dash]), default: [:]][width] = try String(
                contentsOf: Self.folder.appendingPathComponent(file), encoding: .utf8)
        }
        #expect(screens.count >= Self.commandScreens.count + 5)
        var version: [Int: String] = [:]
        for width in Self.widths {
            version[width] = try TutorBinary.run(["--version"], environment: ["COLUMNS": "\(width)"]).output
        }
        screens["version"] = version
        for (name, drawn) in screens.sorted(by: { $0.key < $1.key }) {
            #expect(drawn.count == Self.widths.count, "\(name) is drawn at every width")
            let found = BrokenWords.find(in: drawn)
            #expect(found.isEmpty, "\(name): \(found.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test("The scanner finds a word broken across lines, and one the terminal would cut; it passes a break at a space")
    func scannerCanFail() {
        let wide = "postcards: 17 cards · 0 reviewed · retention: no reviews yet"
        let broken = "postcards: 17 cards · 0 reviewed · retentio\nn: no reviews yet"
        let found = BrokenWords.find(in: [50: broken, 80: wide])
        #expect(
            found == [
                BrokenWords.Finding(
                    width: 50, line: 0, text: "postcards: 17 cards · 0 reviewed · retentio⏎n: no reviews yet")
            ])
        // A break at a space, even under a hanging indent or a `↳`, is no broken word.
        #expect(
            BrokenWords.find(in: [50: "postcards: 17 cards · 0 reviewed ·\n  retention: no reviews yet", 80: wide])
                == [])
        #expect(
            BrokenWords.find(in: [50: "postcards: 17 cards · 0 reviewed ·\n↳ retention: no reviews yet", 80: wide])
                == [])
        // Cut by the terminal: a line of 60 on a terminal of 40, the cut inside `retention`.
        let cut = BrokenWords.find(in: [38: wide, 80: wide])
        #expect(cut.map(\.line) == [0] && cut.first?.width == 38)
        #expect(BrokenWords.find(in: [40: wide, 80: wide]).isEmpty == false)
        #expect(BrokenWords.find(in: [33: wide, 80: wide]).isEmpty, "the cut at 33 falls on a space")
    }
}
