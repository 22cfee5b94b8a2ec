import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// An author's loop, as an author meets it: `new` writes a lesson that `verify` passes as it
/// stands, `CODABLE_TUTOR_LESSONS` adds it to the tutor's own, and nothing is written over.
@Suite("Lessons of your own, end to end", .timeLimit(hangLimit))
struct NewLessonEndToEndTests {
    struct Listed: Decodable {
        var name: String
        var steps: [Step]
        var cards: Int
        var edgeCases: Int
        struct Step: Decodable {
            var state: String
        }
    }

    @Test(
        "new, then verify with CODABLE_TUTOR_LESSONS: every stage and exercise proof passes, and lessons lists it after the tutor's own"
    )
    func newLessonVerifies() throws {
        let folder = TemporaryFolder("e2e-new-lesson")
        let home = TemporaryFolder("e2e-new-home")
        let made = try TutorBinary.run(["new", "my-api", "--in", folder.url.path], home: home.url)
        #expect(made.status == 0, "\(made.errors)")
        let said = made.output.unwrapped
        #expect(said.contains("Next: `CODABLE_TUTOR_LESSONS=\(folder.url.path) codable-tutor verify my-api`"))
        let added = ["CODABLE_TUTOR_LESSONS": folder.url.path]
        let verified = try TutorBinary.run(["verify", "my-api"], environment: added, home: home.url)
        #expect(verified.status == 0, "\(verified.output)\(verified.errors)")
        // A stage, a card and an edge case; the exercise's start, the lesson's change, and its mistake.
        #expect(verified.output.hasSuffix("6 passed, 0 failed\n"))
        #expect(verified.output.contains("ok    my-api 1          mistake year-as-text: fails"))
        #expect(verified.errors.isEmpty)

        let listed = try TutorBinary.run(["lessons", "--json"], environment: added, home: home.url)
        let lessons = try JSONDecoder().decode([Listed].self, from: Data(listed.output.utf8))
        #expect(lessons.last?.name == "my-api")
        #expect(lessons.first?.name == "postcards")
        #expect(lessons.last.map { ($0.steps.count, $0.cards, $0.edgeCases) } ?? (0, 0, 0) == (1, 1, 1))

        // The learner's side works on it too: its exercise starts failing, its card is due.
        let check = try TutorBinary.run(["check", "my-api", "1"], environment: added, home: home.url)
        #expect(check.status == 1)
        let due = try TutorBinary.run(["cards", "my-api", "--due"], environment: added, home: home.url)
        #expect(due.status == 0)
        #expect(due.output.contains("a-book-without-a-year"))
    }

    @Test("new never writes over a lesson, refuses a name taken or malformed, and says why in a sentence")
    func newRefuses() throws {
        let folder = TemporaryFolder("e2e-new-refuse")
        let home = TemporaryFolder("e2e-new-refuse-home")
        #expect(try TutorBinary.run(["new", "mine", "--in", folder.url.path], home: home.url).status == 0)
        let step = folder.url.appendingPathComponent("Lessons/mine/01-decode-the-shelf/step.txt")
        try Data("title: mine, changed\n\nMy own words.\n".utf8).write(to: step)

        let again = try TutorBinary.run(["new", "mine", "--in", folder.url.path], home: home.url)
        // Typed right, the folder in the way: not done (1), no longer the usage status.
        #expect(again.status == 1)
        #expect(again.errors.hasPrefix("Nothing was written: "))
        #expect(try String(contentsOf: step, encoding: .utf8).contains("My own words."))

        let builtIn = try TutorBinary.run(["new", "trips", "--in", folder.url.path], home: home.url)
        #expect(builtIn.status == 2)
        #expect(builtIn.errors.hasPrefix("A lesson named `trips` exists already."))
        let malformed = try TutorBinary.run(["new", "My_API", "--in", folder.url.path], home: home.url)
        #expect(malformed.status == 2)
        #expect(malformed.errors.hasPrefix("\"My_API\" cannot name a lesson"))
    }

    @Test(
        "A lesson in CODABLE_TUTOR_LESSONS named like one of the tutor's own is left out, with a warning naming both folders"
    )
    func nameClash() throws {
        let folder = TemporaryFolder("e2e-new-clash")
        let home = TemporaryFolder("e2e-new-clash-home")
        #expect(try TutorBinary.run(["new", "mine", "--in", folder.url.path], home: home.url).status == 0)
        let lessons = folder.url.appendingPathComponent("Lessons")
        try FileManager.default.moveItem(
            at: lessons.appendingPathComponent("mine"), to: lessons.appendingPathComponent("trips"))
        let listed = try TutorBinary.run(
            ["lessons"], environment: ["CODABLE_TUTOR_LESSONS": folder.url.path], home: home.url)
        #expect(listed.status == 0)
        let warning = try #require(listed.errors.split(separator: "\n").first { $0.contains("a lesson named `trips`") })
        #expect(warning.hasPrefix("warning: \(lessons.path)/trips"))
        #expect(warning.contains("is already read from "))
        #expect(warning.contains("Lessons/trips; this one is left out"))
        #expect(listed.output.components(separatedBy: "Trips that are still there tomorrow").count == 2)
    }

    @Test(
        "A lesson whose title, step prose and model hold escape sequences never reaches the screen raw: lessons, steps and show name the files and leave it out"
    )
    func hostileLesson() throws {
        let folder = TemporaryFolder("e2e-hostile")
        let home = TemporaryFolder("e2e-hostile-home")
        for name in ["evil", "kind"] {
            #expect(try TutorBinary.run(["new", name, "--in", folder.url.path], home: home.url).status == 0)
        }
        let lesson = folder.url.appendingPathComponent("Lessons/evil")
        let step = lesson.appendingPathComponent("01-decode-the-shelf")
        let hostile = "\u{1B}]52;c;aGkK\u{07}\u{1B}[2J\u{1B}]0;owned\u{07}"
        for (file, line) in [
            ("lesson.txt", 0), ("01-decode-the-shelf/step.txt", 0), ("01-decode-the-shelf/1/Book.swift", 0),
        ] {
            let url = lesson.appendingPathComponent(file)
            var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
            lines[line] += hostile
            try Data(lines.joined(separator: "\n").utf8).write(to: url)
        }
        let added = ["CODABLE_TUTOR_LESSONS": folder.url.path]
        let runs = [
            try TutorBinary.run(["lessons"], environment: added, home: home.url),
            try TutorBinary.run(["lessons", "evil"], environment: added, home: home.url),
            try TutorBinary.run(["show", "evil", "1"], environment: added, home: home.url),
            try TutorBinary.run([], input: "open evil\nsteps\nshow\nquit\n", environment: added, home: home.url),
        ]
        for run in runs {
            #expect(!(run.output + run.errors).contains("\u{1B}]"), "no OSC sequence")
            #expect(!(run.output + run.errors).contains("\u{1B}[2J"), "no screen clearing")
            #expect(
                run.errors.contains(
                    "warning: \(lesson.path)/lesson.txt:1: this line holds a control character (\\u{1B})"),
                "\(run.errors)")
        }
        #expect(runs[0].status == 0 && runs[0].output.contains("kind") && !runs[0].output.contains("evil"))
        #expect(runs[1].status == 2 && runs[2].status == 2)
        #expect(step.path.hasPrefix(lesson.path))
    }
}
