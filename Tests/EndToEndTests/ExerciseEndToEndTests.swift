import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// Every step's exercise through the real compiler: the untouched start fails, the lesson's
/// own files pass as the learner's copy (and the step is then done), and every typical wrong
/// answer the lesson keeps in the step's `mistakes/` fails with advice that names the fix.
@Suite("Exercises, end to end", .timeLimit(hangLimit))
struct ExerciseEndToEndTests {
    /// `postcards 5`, … for every step with an exercise.
    static let steps: [String] = LessonLoader(root: packageRoot).load().lessons.flatMap { lesson in
        lesson.exerciseSteps.map { "\(lesson.name) \($0.number)" }
    }

    static let lessons = LessonLoader(root: packageRoot).load().lessons

    /// An editor that writes the lesson's file of the same name over each file it is given:
    /// the learner who writes exactly the lesson's change.
    static func rightEditor(for lesson: String, step: Int, in folder: TemporaryFolder) throws -> String {
        let found = try #require(lessons.first { $0.name == lesson })
        let stepValue = try #require(found.steps.first { $0.number == step })
        return try copyingEditor(found.exerciseFiles(of: stepValue), in: folder)
    }

    /// An editor that writes, over each file it is given, the file of `files` of the same name.
    static func copyingEditor(_ files: [URL], in folder: TemporaryFolder) throws -> String {
        var script = "#!/bin/sh\nfor f in \"$@\"; do\n  case \"$(basename \"$f\")\" in\n"
        for file in files { script += "    \(file.lastPathComponent)) cp '\(file.path)' \"$f\" ;;\n" }
        script += "  esac\ndone\n"
        let url = folder.write(script, to: "right-editor")
        // Read by `sh`, never executed itself: a file just written can be held open for writing
        // by a child another test forks at that moment, and executing it then fails with
        // "Text file busy" (ETXTBSY).
        return "/bin/sh '\(url.path)'"
    }

    @Test("The start fails, the lesson's own change passes and marks the step done", arguments: steps)
    func startFailsAndLessonPasses(_ reference: String) throws {
        let home = TemporaryFolder("e2e-exercise-home")
        let words = reference.split(separator: " ").map(String.init)
        let start = try TutorBinary.run(["check"] + words, home: home.url)
        #expect(start.status == 1, "the untouched start of \(reference) passed:\n\(start.output)")
        #expect(
            start.output.unwrapped.contains("Next:"),
            "the failed start of \(reference) does not say what to do:\n\(start.output)")

        let folder = TemporaryFolder("e2e-exercise-editor")
        // `check` made the start; the editor now writes the lesson's change over it.
        let editor = try Self.rightEditor(for: words[0], step: Int(words[1])!, in: folder)
        let right = try TutorBinary.run(["edit"] + words, environment: ["EDITOR": editor], home: home.url)
        #expect(right.status == 0, "the lesson's own change did not pass \(reference):\n\(right.output)\(right.errors)")
        #expect(right.output.unwrapped.contains("Step \(words[1]) is done"))
        // The way on starts with the lesson's change and why, naming the stages `show` walks
        // (the traps a step's task only hints at are among them), then the next step.
        let stages = try #require(Self.lessons.first { $0.name == words[0] }?.step(Int(words[1])!)?.stages)
        var reading = "Next: `codable-tutor show \(reference)` for the lesson's change and why"
        if stages.count > 1 {
            reading += ", in its \(stages.count) stages (\(stages[0].id) to \(stages[stages.count - 1].id)); then"
        }
        #expect(right.output.unwrapped.contains(reading), "\(right.output)")

        let listed = try TutorBinary.run(["lessons", "--json"], home: home.url)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]])
        let lesson = try #require(json.first { $0["name"] as? String == words[0] })
        let steps = try #require(lesson["steps"] as? [[String: Any]])
        let step = try #require(steps.first { $0["number"] as? Int == Int(words[1]) })
        #expect(step["state"] as? String == "done")
    }

    /// Every typical wrong answer the lessons keep (`mistakes/`), read by the loader:
    /// `spellbook 5 toughness-if-present`.
    static let mistakes: [String] = lessons.flatMap { lesson in
        lesson.exerciseSteps.flatMap { step in
            (step.exercise?.mistakes ?? []).map { "\(lesson.name) \(step.number) \($0.name)" }
        }
    }

    @Test("Every exercise keeps at least one typical wrong answer")
    func everyExerciseHasAMistake() {
        let named = Set(Self.mistakes.map { $0.split(separator: " ").prefix(2).joined(separator: " ") })
        #expect(named == Set(Self.steps))
        #expect(Self.mistakes.count >= Self.steps.count)
    }

    // That each mistake fails and says its words is verify's proof, run for every lesson by
    // LessonsEndToEndTests.verifyLesson: checking them here again would compile each twice.
}
