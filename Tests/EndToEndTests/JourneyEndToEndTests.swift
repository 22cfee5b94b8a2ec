import Foundation
import TestSupport
import Testing

/// A learner's path through the prompt in a real terminal at the widths people use, read off
/// the screen: no line may be broken by the terminal inside a word. Every line the tutor
/// writes goes through its layout, so the terminal never wraps one itself.
@Suite("The learner's journey, in a terminal")
struct JourneyEndToEndTests {
    /// An "editor" that writes a model with two honest mistakes (`sent` as `Data`, no `message`)
    /// over the `Postcard.swift` it is given.
    static func slipEditor(in folder: TemporaryFolder) -> String {
        let script = folder.write(
            """
            #!/bin/sh
            for f in "$@"; do
              case "$(basename "$f")" in
                Postcard.swift) printf 'import Foundation\\n\\nstruct Postcard: Codable {\\n    var to: String\\n    var sent: Data\\n}\\n' > "$f" ;;
              esac
            done
            """, to: "slip-editor")
        return "/bin/sh '\(script.path)'"
    }

    /// Whether `line` is the tutor's main prompt: `codable-tutor>`, or a lesson and stage.
    static func isPrompt(_ line: Substring) -> Bool {
        line.wholeMatch(of: /(codable-tutor|[a-z0-9-]+ [0-9]+(\.[0-9]+)?)> ?.*/) != nil
    }

    @Test(
        "Open, show, run, doc, edit with mistakes, hint, check, a card that does not compile, another lesson's document, lessons, steps, solution, an edge case and a drill: no word broken",
        .enabled(if: TmuxSession.isInstalled, "tmux is not installed (.ci/run installs it)"),
        arguments: [60, 80])
    func noWordBroken(columns: Int) throws {
        let home = TemporaryFolder("e2e-journey")
        let folder = TemporaryFolder("e2e-journey-editor")
        // A cache of its own: a message of a compile racing another test's in a shared cache
        // (a 64-digit folder wider than 60 columns) would make the screen depend on timing.
        let tmux = TmuxSession(name: "ct-journey-\(columns)-\(UUID().uuidString.prefix(8))")
        defer { tmux.kill() }
        try tmux.start(columns: columns, rows: 40)
        // Started by a short script, so that the shell's own long command line is not on screen.
        // Without colour: the layout does not yet measure a painted line, and one holding a word
        // wider than the screen (a 64-digit cache folder in a path) is still cut by the terminal.
        let start = folder.write(
            """
            NO_PAGER=1 NO_COLOR=1 EDITOR="\(Self.slipEditor(in: folder))" CODABLE_TUTOR_HOME='\(home.url.path)' \
            exec '\(TutorBinary.path)'
            """, to: "t")
        tmux.type("clear; sh \(start.path)")
        let prompts = { (screen: String) in
            screen.split(separator: "\n", omittingEmptySubsequences: false).filter(Self.isPrompt).count
        }
        try #require(!tmux.waitForScreen { prompts($0) == 1 }.isEmpty)
        /// Types `command` at the main prompt and waits for the next one.
        /// Types `command` at the main prompt, then each answer once its own prompt (`answer>`,
        /// `...>`, `grade>`) is the last line, and waits for the main prompt again.
        func type(_ command: String, answering: [(prompt: String, text: String)] = []) {
            let before = prompts(tmux.screen(scrollback: true))
            tmux.type(command)
            for answer in answering {
                let screen = tmux.waitForScreen(seconds: 90) { screen in
                    let last = screen.split(separator: "\n").last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
                    return last?.trimmingCharacters(in: .whitespaces) == answer.prompt
                }
                #expect(screen.contains(answer.prompt), "no `\(answer.prompt)` after `\(command)`: \(screen)")
                tmux.type(answer.text)
            }
            let screen = tmux.waitForScreen(seconds: 90, scrollback: true) { prompts($0) > before }
            #expect(prompts(screen) > before, "no prompt after `\(command)`: \(screen.suffix(600))")
        }
        type("open postcards")
        type("show")
        type("run")
        type("doc")
        type("step 5")
        type("edit")
        type("hint")
        type("check")
        type("step 6")
        type("edit")
        // A card answered with a name that does not exist: the compiler's message inside it.
        type(
            "cards postcards --card 1",
            answering: [
                ("answer>", "let postcards = try JSONDecoder().decode([Postcard].self, from: dat)"), ("...>", ""),
                ("...>", ""), ("grade>", "1"),
            ])
        type("doc trips")
        type("lessons")
        type("steps")
        type("solution", answering: [("Show it? [y/N]", "y")])
        type("edge postcards 1", answering: [("prediction>", "1")])
        type("drill postcards 5", answering: [("drill>", "quit")])
        tmux.type("quit")
        let broken = tmux.wordsBrokenByTheTerminal()
        #expect(broken.isEmpty, "words broken by the terminal at \(columns) columns: \(broken)")
        // The walk went where it meant to: the card's compile error and the drill are on screen.
        let all = tmux.screen(scrollback: true)
        #expect(all.contains("cannot find 'dat' in scope"), "\(all.suffix(2000))")
        #expect(all.contains("drill of postcards step 5 ended"), "\(all.suffix(2000))")
    }

}
