import Foundation
import TestSupport
import Testing

/// The REPL as a learner meets it: in a real terminal (tmux), typed into key by key, read off
/// the screen. Ctrl-C at each prompt, Tab, history, Ctrl-L and `clear`, the pager, a resize.
@Suite("In a real terminal")
struct TerminalEndToEndTests {
    /// The learner's home: fresh state, and the suite's compile cache, so that stages other
    /// tests compiled are not compiled again.
    let home = TemporaryFolder("e2e-terminal")

    /// Waits until `done` holds for the screen (or the whole scrollback); the screen at the end.
    @discardableResult
    func waitFor(_ tmux: TmuxSession, seconds: Double = 60, scrollback: Bool = false, _ done: (String) -> Bool)
        -> String
    {
        tmux.waitForScreen(seconds: seconds, scrollback: scrollback, done)
    }

    /// The screen's lines, without the spaces at their ends (tmux keeps them when it joins
    /// the lines it wrapped, and a completion leaves one after the word).
    func lines(_ screen: String) -> [String] {
        screen.components(separatedBy: "\n").map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
    }

    /// The screen's last line with text on it: the prompt the tutor waits at.
    func lastLine(_ screen: String) -> String {
        lines(screen).last { !$0.isEmpty } ?? ""
    }

    /// Waits for `prompt` to be the last line, the cursor after it (the tutor reads there).
    @discardableResult
    func waitForPrompt(_ tmux: TmuxSession, _ prompt: String, seconds: Double = 60) -> Bool {
        let screen = waitFor(tmux, seconds: seconds) { lastLine($0).trimmingCharacters(in: .whitespaces) == prompt }
        return lastLine(screen).trimmingCharacters(in: .whitespaces) == prompt
    }

    /// Types `text` at `prompt` without Enter, and waits until the prompt shows it (so that a
    /// key sent next reaches the line editor after it, as a learner's would).
    func typeAtPrompt(_ tmux: TmuxSession, _ prompt: String, _ text: String) {
        tmux.typeWithoutEnter(text)
        waitFor(tmux) { lastLine($0) == "\(prompt) \(text)" }
    }

    /// Types `text` at `prompt`, presses Ctrl-C, and waits for the prompt to stand empty again.
    func typeThenInterrupt(_ tmux: TmuxSession, _ prompt: String, _ text: String) -> Bool {
        typeAtPrompt(tmux, prompt, text)
        tmux.keys("C-c")
        return waitForPrompt(tmux, prompt)
    }

    /// The question of the edge case on screen: its lines between the header and the blank line.
    func question(after header: String, in screen: String) -> [String] {
        let lines = lines(screen)
        guard let start = lines.lastIndex(where: { $0.hasPrefix(header) }) else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    @Test(
        "Ctrl-C at the main, answer, grade and prediction prompts clears the line and stops nothing; Tab, Up, Ctrl-L, clear, the pager and a resize",
        .enabled(
            if: TmuxSession.isInstalled, "tmux is not installed (.ci/run installs it): this test needs a real terminal")
    )
    func learnerAtTheKeyboard() throws {
        let cache = TutorBinary.sharedHome.url.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: home.url.appendingPathComponent("cache"), withDestinationURL: cache)
        let tmux = TmuxSession(name: "ct-terminal-\(UUID().uuidString.prefix(8))")
        defer { tmux.kill() }
        try tmux.start(columns: 120, rows: 40)
        tmux.type("unset PAGER LESS NO_PAGER; CODABLE_TUTOR_HOME='\(home.url.path)' '\(TutorBinary.path)'")
        try #require(waitForPrompt(tmux, "codable-tutor>"), "\(tmux.screen())")

        // The main prompt: Ctrl-C drops the half-typed word.
        #expect(typeThenInterrupt(tmux, "codable-tutor>", "lessons"))
        tmux.type("help clear")
        var screen = waitFor(tmux) { $0.contains("Clear the screen") }
        #expect(screen.contains("codable-tutor> help clear") && !screen.contains("lessonshelp"), "\(screen)")

        // Tab completes the verb; Up brings the command back.
        try #require(waitForPrompt(tmux, "codable-tutor>"))
        typeAtPrompt(tmux, "codable-tutor>", "less")
        tmux.keys("Tab")
        screen = waitFor(tmux) { lastLine($0) == "codable-tutor> lessons" }
        #expect(lastLine(screen) == "codable-tutor> lessons", "Tab did not complete `less`: \(screen)")
        tmux.keys("Enter")
        waitFor(tmux) { $0.contains("5 steps, 6 stages") }
        try #require(waitForPrompt(tmux, "codable-tutor>"))
        tmux.keys("Up")
        waitFor(tmux) { lastLine($0) == "codable-tutor> lessons" }
        tmux.keys("Enter")
        let typedLessons = { (screen: String) in lines(screen).filter { $0 == "codable-tutor> lessons" }.count }
        screen = waitFor(tmux, scrollback: true) { typedLessons($0) == 3 && lastLine($0) == "codable-tutor>" }
        // The line Ctrl-C dropped stays in view above, as at any shell: three in all.
        #expect(typedLessons(screen) == 3, "\(screen)")

        // Ctrl-L clears the screen and keeps the line; `clear` leaves only the prompt.
        try #require(waitForPrompt(tmux, "codable-tutor>"))
        typeAtPrompt(tmux, "codable-tutor>", "abc")
        tmux.keys("C-l")
        screen = waitFor(tmux) { $0.hasPrefix("codable-tutor> abc") }
        #expect(screen.hasPrefix("codable-tutor> abc"), "\(screen)")
        tmux.keys("C-c")
        try #require(waitForPrompt(tmux, "codable-tutor>"))
        tmux.type("clear")
        screen = waitFor(tmux) { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "codable-tutor>" }
        #expect(screen.trimmingCharacters(in: .whitespacesAndNewlines) == "codable-tutor>", "\(screen)")

        // The quiz: Ctrl-C at `answer>` clears the line, and the answer is judged, not stopped.
        tmux.type("cards postcards")
        try #require(waitForPrompt(tmux, "answer>"), "\(tmux.screen())")
        #expect(typeThenInterrupt(tmux, "answer>", "let a = 1"))
        tmux.type("print(42)")
        waitForPrompt(tmux, "...>")
        tmux.type("")
        waitFor(tmux) { $0.components(separatedBy: "...>").count == 3 }
        tmux.type("")
        try #require(waitForPrompt(tmux, "grade>", seconds: 240), "\(tmux.screen())")
        screen = tmux.screen(scrollback: true)
        #expect(screen.contains("answer> print(42)") && !screen.contains("1print(42)"), "\(screen)")
        #expect(!screen.contains("Stopped"), "\(screen)")
        #expect(screen.contains("Your answer"), "the answer was not judged: \(screen)")
        // Ctrl-C at `grade>`: the 2 is dropped, the 3 grades.
        #expect(typeThenInterrupt(tmux, "grade>", "2"))
        tmux.type("3")
        try #require(waitForPrompt(tmux, "answer>"), "\(tmux.screen())")
        #expect(tmux.screen(scrollback: true).contains("Good: it comes back"), "\(tmux.screen())")
        tmux.type("quit")
        try #require(waitForPrompt(tmux, "codable-tutor>"), "\(tmux.screen())")

        // The next run is not stopped by any of those Ctrl-Cs.
        tmux.type("open postcards")
        try #require(waitForPrompt(tmux, "postcards 0.1>"), "\(tmux.screen())")
        tmux.type("run")
        screen = waitFor(tmux, seconds: 240) { $0.contains("Matches") || $0.contains("Stopped") }
        #expect(screen.contains("Matches") && !screen.contains("Stopped"), "\(screen)")
        try #require(waitForPrompt(tmux, "postcards 0.1>"))

        // An edge case's prediction: Ctrl-C clears it, and every stage then runs.
        tmux.type("edge postcards 1")
        try #require(waitForPrompt(tmux, "prediction>"), "\(tmux.screen())")
        let wide = question(after: "Edge case 1 of", in: tmux.screen(scrollback: true))
        #expect(typeThenInterrupt(tmux, "prediction>", "it prints"))
        tmux.type("5")
        try #require(waitForPrompt(tmux, "postcards 0.1>", seconds: 300), "\(tmux.screen())")
        screen = tmux.screen(scrollback: true)
        #expect(screen.contains("prediction> 5") && !screen.contains("it prints5"), "\(screen)")
        #expect(screen.contains("── why") && !screen.contains("Stopped"), "\(screen)")

        // A view taller than the terminal goes through the pager (less, waiting at `:`).
        tmux.type("step 2")
        screen = waitFor(tmux) { lastLine($0) == ":" }
        #expect(lastLine(screen) == ":", "\(screen)")
        tmux.keys("q")
        try #require(waitForPrompt(tmux, "postcards 2.1>"), "\(tmux.screen())")
        tmux.type("doc")
        screen = waitFor(tmux) { lastLine($0) == ":" }
        #expect(lastLine(screen) == ":" && screen.contains("\"to\""), "\(screen)")
        tmux.keys("q")
        try #require(waitForPrompt(tmux, "postcards 2.1>"), "\(tmux.screen())")

        // After a resize the next command lays its words out for the new width.
        tmux.resize(columns: 60, rows: 40)
        tmux.type("edge postcards 2")
        try #require(waitForPrompt(tmux, "prediction>"), "\(tmux.screen())")
        let narrow = question(after: "Edge case 2 of", in: tmux.screen(scrollback: true))
        #expect(wide.contains { $0.count > 60 }, "at 120 columns the question is wrapped wider: \(wide)")
        #expect(!narrow.isEmpty && narrow.allSatisfy { $0.count <= 60 }, "\(narrow)")
        tmux.type("quit")
        try #require(waitForPrompt(tmux, "postcards 2.1>"))
        tmux.type("quit")
        screen = waitFor(tmux) { $0.contains("Bye") }
        #expect(screen.contains("Bye — your place is saved."))
    }
}
