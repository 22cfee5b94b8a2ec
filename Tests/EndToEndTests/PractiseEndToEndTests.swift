import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// `practise` and `drill` as a learner meets them: in a real terminal (tmux), at the tutor's
/// prompt, with `$EDITOR` a small script that plays the learner. It writes the lesson's own
/// answer for the step into the file it is given — except at step 5, where the first time it
/// writes the lesson's typical mistake, and after step 5, where it only adds a line, so that
/// those checks fail and the prompt between two edits is reached.
@Suite("practise and drill in a real terminal")
struct PractiseEndToEndTests {
    let home = TemporaryFolder("e2e-practise")

    /// The scripted learner, written into the home; its path.
    func editorScript() throws -> String {
        let lessons = packageRoot.appendingPathComponent("Lessons/postcards").path
        let marks = home.url.appendingPathComponent("editor-marks").path
        try FileManager.default.createDirectory(atPath: marks, withIntermediateDirectories: true)
        let script = """
            #!/bin/sh
            # Plays the learner: the lesson's own answer for the step, into each file given.
            lessons='\(lessons)'
            marks='\(marks)'
            for file in "$@"; do
              folder=$(dirname "$file")
              step=$(basename "$folder")
              [ -d "$lessons/$step" ] || step=$(basename "$(dirname "$folder")")
              number=${step%%-*}
              if [ "$number" -gt 5 ]; then
                printf '// not yet\\n' >> "$file"
                continue
              fi
              if [ "$number" -eq 5 ] && [ ! -e "$marks/$step" ]; then
                touch "$marks/$step"
                cp "$lessons/$step/mistakes/message-not-optional.swift" "$file"
                continue
              fi
              stage=$(sed -n 's/^check: [0-9]*\\.\\([0-9]*\\)$/\\1/p' "$lessons/$step/exercise.txt")
              cp "$lessons/$step/${stage:-1}/$(basename "$file")" "$file"
            done

            """
        let file = home.write(script, to: "learner-editor.sh")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
        return file.path
    }

    /// A terminal with the tutor's prompt in it, its home this test's, the suite's compile
    /// cache shared, and the scripted learner as the editor.
    func startTutor(_ tmux: TmuxSession, editor: String? = nil) throws {
        let cache = TutorBinary.sharedHome.url.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: home.url.appendingPathComponent("cache"), withDestinationURL: cache)
        let editor = try editor ?? editorScript()
        try tmux.start(columns: 100, rows: 50)
        tmux.type(
            "unset PAGER LESS VISUAL; NO_PAGER=1 EDITOR='\(editor)' CODABLE_TUTOR_HOME='\(home.url.path)' '\(TutorBinary.path)'"
        )
        try #require(waitFor(tmux) { lastLine($0) == "codable-tutor>" }.contains("codable-tutor>"), "\(tmux.screen())")
    }

    /// Waits until `done` holds for everything since the session started; that text at the end.
    @discardableResult
    func waitFor(_ tmux: TmuxSession, seconds: Double = 300, _ done: (String) -> Bool) -> String {
        tmux.waitForScreen(seconds: seconds, scrollback: true, done)
    }

    /// The last line with text on it, without the spaces at its end: the prompt waited at.
    func lastLine(_ screen: String) -> String {
        let lines = screen.components(separatedBy: "\n").map { String($0.reversed().drop { $0 == " " }.reversed()) }
        return lines.last { !$0.isEmpty } ?? ""
    }

    /// Whether the texts appear in `screen` in this order.
    func inOrder(_ texts: [String], in screen: String) -> Bool {
        var rest = screen[...]
        for text in texts {
            guard let found = rest.range(of: text) else { return false }
            rest = rest[found.upperBound...]
        }
        return true
    }

    /// The learner's progress as the tutor saved it.
    func savedProgress() throws -> TutorDomain.Progress {
        let data = try Data(contentsOf: home.url.appendingPathComponent("state/progress.json"))
        return try JSONDecoder().decode(TutorDomain.Progress.self, from: data)
    }

    @Test(
        "practise walks Postcards 0–5: each exercise in the editor, a pass moves on and is recorded, a failure waits at practise>, Ctrl-C stops",
        .enabled(
            if: TmuxSession.isInstalled, "tmux is not installed (.ci/run installs it): this test needs a real terminal")
    )
    func practiseWalksPostcards() throws {
        let tmux = TmuxSession(name: "ct-practise-\(UUID().uuidString.prefix(8))")
        defer { tmux.kill() }
        try startTutor(tmux)
        tmux.type("practise postcards")
        // Steps 1 and 3 pass as the editor closes; step 5's first answer is the mistake.
        var screen = waitFor(tmux) { lastLine($0) == "practise>" }
        try #require(lastLine(screen) == "practise>", "\(screen)")
        #expect(
            inOrder(
                [
                    "Exercise 1 of", "in postcards · step 1:", "The program must print:", "Opening ",
                    "✓ Step 1 is done",
                    "Exercise 2 of", "in postcards · step 3:", "✓ Step 3 is done",
                    "Exercise 3 of", "in postcards · step 5:", "✗", "Enter edits your copy again",
                ], in: screen), "\(screen)")
        #expect(!screen.contains("✓ Step 5 is done"), "\(screen)")
        // Steps 0, 2 and 4 have nothing to write: practise does not stop there.
        #expect(
            !screen.contains("· step 0:") && !screen.contains("· step 2:") && !screen.contains("· step 4:"), "\(screen)"
        )
        let progress = try savedProgress().lesson("postcards")
        #expect(progress.exercise(1).passed != nil && progress.exercise(3).passed != nil)
        #expect(progress.exercise(5).passed == nil && progress.exercise(5).failedChecks == 1)

        // Enter opens the editor again; this time step 5 passes and step 6 opens (and fails).
        tmux.keys("Enter")
        screen = waitFor(tmux) { $0.contains("✓ Step 5 is done") && lastLine($0) == "practise>" }
        try #require(lastLine(screen) == "practise>", "\(screen)")
        #expect(
            inOrder(
                ["✓ Step 5 is done", "Exercise 4 of", "in postcards · step 6:", "Enter edits your copy again"],
                in: screen), "\(screen)")

        // Ctrl-C at practise> stops, says where the learner is and what to type; the prompt is at step 6.
        tmux.keys("C-c")
        screen = waitFor(tmux) { lastLine($0).hasPrefix("postcards 6.") && lastLine($0).hasSuffix(">") }
        #expect(lastLine(screen).hasPrefix("postcards 6."), "\(screen)")
        #expect(
            inOrder(["Stopped at postcards step 6", "Next: `practise` goes on from here"], in: screen.unwrapped),
            "\(screen)")
        let after = try savedProgress().lesson("postcards")
        let passed = [1, 3, 5, 6].filter { after.exercise($0).passed != nil }
        #expect(passed == [1, 3, 5], "\(after.exercises)")

        // `practise` again starts where it stopped: step 6, not step 1.
        tmux.type("practise")
        screen = waitFor(tmux) { $0.components(separatedBy: "Exercise 4 of").count == 3 && lastLine($0) == "practise>" }
        let lines = screen.components(separatedBy: "\n")
        let typed = lines.lastIndex {
            $0.hasPrefix("postcards 6.") && $0.trimmingCharacters(in: .whitespaces).hasSuffix("> practise")
        }
        let again = typed.map { lines[$0...].joined(separator: "\n") } ?? ""
        #expect(again.contains("in postcards · step 6:") && !again.contains("· step 1:"), "\(again)")
        tmux.type("quit")
        waitFor(tmux) { lastLine($0).hasPrefix("postcards 6.") }
        tmux.type("quit")
        screen = waitFor(tmux, seconds: 30) { $0.contains("Bye") }
        #expect(screen.contains("Bye"))
    }

    @Test(
        "drill: a blank file, the clock at each check, hint refused, a pass kept in progress with its time and shown by steps",
        .enabled(
            if: TmuxSession.isInstalled, "tmux is not installed (.ci/run installs it): this test needs a real terminal")
    )
    func drillIsTimedAndKept() throws {
        let tmux = TmuxSession(name: "ct-drill-\(UUID().uuidString.prefix(8))")
        defer { tmux.kill() }
        try startTutor(tmux)
        tmux.type("drill postcards 5")
        // The first answer is the lesson's mistake: checked, timed, and no lesson's model shown.
        var screen = waitFor(tmux) { lastLine($0) == "drill>" }
        try #require(lastLine(screen) == "drill>", "\(screen)")
        #expect(
            inOrder(
                [
                    "Drill · postcards step 5", "The program must print:", "⏱ The clock is running.",
                    "Checking your drill of postcards step 5", "✗", "⏱ ",
                ], in: screen), "\(screen)")
        #expect(
            !screen.contains("Compared with the lesson's model") && !screen.contains("Where the lessons explain it"),
            "\(screen)")
        let blank = try String(
            contentsOf: home.url.appendingPathComponent("state/drills/postcards/05-optionals/attempt-1/Postcard.swift"),
            encoding: .utf8)
        #expect(blank.contains("var message: String\n"), "the scripted learner wrote the mistake: \(blank)")

        tmux.type("hint")
        screen = waitFor(tmux, seconds: 30) { $0.contains("No hints during a drill") && lastLine($0) == "drill>" }
        #expect(screen.contains("No hints during a drill"), "\(screen)")
        tmux.keys("Enter")
        screen = waitFor(tmux) { $0.contains("✓ Drill passed in") && lastLine($0) == "codable-tutor>" }
        #expect(
            inOrder(
                ["drill> hint", "✓ Your model does what the lesson's does.", "⏱ ", "✓ Drill passed in"], in: screen),
            "\(screen)")

        let attempts = try savedProgress().lesson("postcards").drills(of: 5)
        #expect(attempts.count == 1 && attempts.first?.passed == true && attempts.first?.seconds != nil, "\(attempts)")

        tmux.type("steps postcards")
        screen = waitFor(tmux, seconds: 30) { $0.contains("drilled in") && lastLine($0) == "codable-tutor>" }
        let row = screen.components(separatedBy: "\n").first { $0.contains(" 5  optionals ") }
        let shown = attempts.first?.seconds.map { DrillTimer.words($0) } ?? "?"
        #expect(row?.contains("· drilled in \(shown)") == true, "\(screen)")
        tmux.type("quit")
        waitFor(tmux, seconds: 30) { $0.contains("Bye") }
    }

    @Test(
        "practise with an editor that returns at once watches the copy instead: a save that passes moves on, Ctrl-C stops",
        .enabled(
            if: TmuxSession.isInstalled, "tmux is not installed (.ci/run installs it): this test needs a real terminal")
    )
    func practiseWatchesAnEditorThatReturnsAtOnce() throws {
        let tmux = TmuxSession(name: "ct-practise-gui-\(UUID().uuidString.prefix(8))")
        defer { tmux.kill() }
        // `true` stands for an editor that opens a window of its own and returns at once.
        try startTutor(tmux, editor: "true")
        tmux.type("practise postcards")
        var screen = waitFor(tmux) { $0.contains("Watching ") && $0.contains("✗") }
        #expect(
            inOrder(
                ["in postcards · step 1:", "The editor returned at once without a save", "Watching "],
                in: screen.unwrapped), "\(screen)")
        // The learner saves the answer from their window: the watch checks it, and the next exercise is watched.
        let copy = home.url.appendingPathComponent("state/exercises/postcards/01-codable-and-decode/Postcard.swift")
        let answer = try Data(
            contentsOf: packageRoot.appendingPathComponent("Lessons/postcards/01-codable-and-decode/1/Postcard.swift"))
        try answer.write(to: copy, options: .atomic)
        let next = home.url.appendingPathComponent(
            "state/exercises/postcards/03-what-the-compiler-writes/Postcard.swift"
        ).path
        screen = waitFor(tmux) {
            $0.contains("✓ Step 1 is done") && $0.unwrapped.contains("Watching \(next)")
                && $0.unwrapped.contains("`hint postcards 3`")
        }
        #expect(
            inOrder(["✓ Step 1 is done", "in postcards · step 3:", "Watching "], in: screen.unwrapped), "\(screen)")
        tmux.keys("C-c")
        screen = waitFor(tmux, seconds: 60) { lastLine($0).hasPrefix("postcards 3.") }
        #expect(inOrder(["Stopped watching.", "Stopped at postcards step 3"], in: screen.unwrapped), "\(screen)")
        #expect(try savedProgress().lesson("postcards").exercise(1).passed != nil)
        tmux.type("quit")
        waitFor(tmux, seconds: 30) { $0.contains("Bye") }
    }
}
