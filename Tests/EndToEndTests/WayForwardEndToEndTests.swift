import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// A learner walks Trips at the prompt, through the real compiler, writing each exercise with
/// the lesson's own files: at every step the Next line, `lessons`, `steps`, the welcome and the
/// prompt name the same place, the first step not done.
@Suite("One way forward, end to end", .serialized, .timeLimit(hangLimit))
struct WayForwardEndToEndTests {
    let home = TemporaryFolder("e2e-way-forward")
    /// Holds the editor script for as long as the suite runs.
    let scripts = TemporaryFolder("e2e-way-forward-editor")
    let trips = ExerciseEndToEndTests.lessons.first { $0.name == "trips" }!

    /// One command typed at the prompt and what the tutor printed for it.
    struct Typed {
        var prompt: String
        var command: String
        var output: String

        /// The last `Next:` line of the output.
        var next: String? {
            output.components(separatedBy: "\n").last { $0.hasPrefix("Next: ") }
        }
    }

    /// The tutor's prompt session on a pipe, wide enough that no line wraps: what came before
    /// the first prompt, and each command with its output.
    func session(_ lines: [String], editor: String) throws -> (welcome: String, typed: [Typed]) {
        let result = try TutorBinary.run(
            [], input: lines.joined(separator: "\n") + "\n",
            environment: ["EDITOR": editor, "COLUMNS": "400"], home: home.url)
        #expect(result.status == 0, "the session ended with \(result.status): \(result.errors)")
        let marker = try Regex(#"(?m)^(codable-tutor|trips \d+\.\d+)> (.*)$"#)
        let matches = result.output.matches(of: marker)
        let welcome = String(result.output[..<(matches.first?.range.lowerBound ?? result.output.endIndex)])
        var typed: [Typed] = []
        for (index, match) in matches.enumerated() {
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : result.output.endIndex
            let prompt = String(match.output[1].substring ?? "")
            typed.append(
                Typed(
                    prompt: prompt, command: String(match.output[2].substring ?? ""),
                    output: String(result.output[match.range.upperBound..<end])))
        }
        return (welcome, typed)
    }

    /// An editor that writes the lesson's own file over each of the learner's, for any step:
    /// it finds the step by the copy's folder (`02-save-the-trips/TripStore.swift`).
    func lessonsEditor(in folder: TemporaryFolder) throws -> String {
        var script =
            "#!/bin/sh\nfor f in \"$@\"; do\n  case \"$(basename \"$(dirname \"$f\")\")/$(basename \"$f\")\" in\n"
        for step in trips.exerciseSteps {
            let copyFolder = String(format: "%02d-%@", step.number, step.slug)
            for file in trips.exerciseFiles(of: step) {
                script += "    \(copyFolder)/\(file.lastPathComponent)) cp '\(file.path)' \"$f\" ;;\n"
            }
        }
        script += "  esac\ndone\n"
        let url = folder.write(script, to: "lessons-editor")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url.path
    }

    /// The Next line after step `number` is done: `next` to the step after, or the lesson's end.
    func forward(after number: Int) -> String {
        guard let following = trips.steps.first(where: { $0.number > number }) else {
            return
                "Next: \(trips.title) is done: practise it with `cards` and `edge`; then Spellbook: a card catalogue that does not fit (`open spellbook`)."
        }
        return "Next: `next` — step \(following.number), \(following.title)."
    }

    /// What a step's work is at the prompt: at an exercise, `run` (the lesson's, which must not
    /// move the way forward off `edit`) then `edit`; else `run` for each stage.
    func work(_ step: Step) -> [String] {
        step.exercise != nil ? ["run", "edit"] : Array(repeating: "run", count: step.stages.count)
    }

    /// Checks, after the work of step `number` and `lessons`, `steps`: all name the step after.
    func expectAgreement(_ typed: [Typed], after number: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let wanted = forward(after: number)
        guard let lessons = typed.first(where: { $0.command == "lessons" }),
            let steps = typed.first(where: { $0.command == "steps" }),
            let work = typed.last(where: { $0.command == "edit" || $0.command == "run" })
        else {
            Issue.record(
                "step \(number): the session did not run its commands: \(typed.map(\.command))",
                sourceLocation: sourceLocation)
            return
        }
        // After a pass, the Next line first offers the lesson's change and why, then the way on.
        var afterWork = wanted
        if let step = trips.step(number), step.exercise != nil {
            var reading = "Next: `show` for the lesson's change and why"
            if step.stages.count > 1, let first = step.stages.first?.id, let last = step.stages.last?.id {
                reading += ", in its \(step.stages.count) stages (\(first) to \(last))"
            }
            let onward = String(wanted.dropFirst("Next: ".count))
            let done = !trips.steps.contains { $0.number > number }
            afterWork = reading + "; " + (done ? "" : "then ") + onward
        }
        #expect(work.next == afterWork, "after step \(number): \(work.output)", sourceLocation: sourceLocation)
        if trips.step(number)?.exercise != nil {
            let run = typed.first { $0.command == "run" }
            #expect(
                run?.next
                    == "Next: your turn: `edit` to write it yourself (checked when your editor closes); `hint` when stuck.",
                "run at exercise \(number), not yet passed, names another place: \(run?.output ?? "no run")",
                sourceLocation: sourceLocation)
        }
        #expect(
            lessons.next == wanted, "lessons after step \(number): \(lessons.output)", sourceLocation: sourceLocation)
        #expect(steps.next == wanted, "steps after step \(number): \(steps.output)", sourceLocation: sourceLocation)
        if let following = trips.steps.first(where: { $0.number > number }) {
            #expect(
                lessons.output.contains("· next: step \(following.number)"),
                "lessons names another place after step \(number): \(lessons.output)",
                sourceLocation: sourceLocation)
        }
        let row = steps.output.components(separatedBy: "\n").first {
            $0.range(of: #"^→ ✓ .\s+\#(number)  "#, options: .regularExpression) != nil
        }
        #expect(
            row != nil, "steps does not show step \(number) done and here: \(steps.output)",
            sourceLocation: sourceLocation)
        #expect(
            work.prompt == steps.prompt && work.prompt.hasPrefix("trips \(number)."), sourceLocation: sourceLocation)
    }

    @Test(
        "Walking Trips with the lesson's own answers: the Next line, lessons, steps, the prompt and the welcome agree at every step"
    )
    func walkTrips() throws {
        let editor = try lessonsEditor(in: scripts)
        let first = trips.steps.prefix(2)
        var lines = ["open trips"]
        for step in first {
            if step.number != first.first?.number { lines.append("next") }
            lines += work(step) + ["lessons", "steps"]
        }
        let opening = try session(lines + ["quit"], editor: editor)
        for step in first {
            let at = opening.typed.filter { $0.prompt.hasPrefix("trips \(step.number).") }
            expectAgreement(at, after: step.number)
        }
        if let exercise = opening.typed.first(where: { $0.command == "next" }) {
            // The page of an exercise not passed: the problem, not the change.
            #expect(exercise.output.contains("── Your turn"))
            #expect(exercise.output.contains("── What the program must print"))
            #expect(
                !exercise.output.contains("lines marked + are new"),
                "the page gives the answer away: \(exercise.output)")
            #expect(exercise.next?.hasPrefix("Next: your turn: `edit`") == true)
        }

        // A new session resumes at the first step not done, and says the same place everywhere.
        let rest = trips.steps.dropFirst(2)
        var more: [String] = []
        for step in rest {
            if step.number != rest.first?.number { more.append("next") }
            more += work(step) + ["lessons", "steps"]
        }
        let resumed = try session(more + ["quit"], editor: editor)
        let third = try #require(rest.first)
        #expect(
            resumed.welcome.contains(
                "at step \(third.number), \(third.title) (\(third.number).1): the first step you have not done yet"),
            "the welcome: \(resumed.welcome)")
        #expect(resumed.typed.first?.prompt == "trips \(third.number).1")
        for step in rest {
            expectAgreement(resumed.typed.filter { $0.prompt.hasPrefix("trips \(step.number).") }, after: step.number)
        }
    }
}
