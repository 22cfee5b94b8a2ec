import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// How a step's typical wrong answers are read from its `mistakes/` folder, and what the
/// loader says about a folder that breaks the format.
@Suite("Lesson mistakes")
struct MistakeLoadingTests {
    /// A new lesson (`new`'s scaffold) in a folder of its own, changed by `change`; the
    /// lesson's step and the problems found.
    static func load(_ change: (URL) throws -> Void = { _ in }) throws -> (step: Step?, problems: [String]) {
        let folder = TemporaryFolder("mistakes-loading")
        _ = try LessonScaffold(name: "shelf", cardID: 900).write(into: folder.url)
        try change(folder.url.appendingPathComponent("Lessons/shelf/01-decode-the-shelf"))
        let loader = LessonLoader(root: folder.url)
        let loaded = loader.load()
        return (loaded.lessons.first?.steps.first, loaded.problems.map(\.description))
    }

    @Test("Every exercise of the tutor's lessons keeps a mistake, each with what its check must say")
    func tutorsLessons() throws {
        let lessons = LessonLoader(root: packageRoot).load().lessons
        for lesson in lessons {
            for step in lesson.exerciseSteps {
                let mistakes = step.exercise?.mistakes ?? []
                #expect(!mistakes.isEmpty, "\(lesson.name) \(step.number) keeps no mistake")
                for mistake in mistakes {
                    #expect(!mistake.expected.isEmpty && !mistake.files.isEmpty)
                }
            }
        }
        let spellbook = try #require(lessons.first { $0.name == "spellbook" })
        let five = try #require(spellbook.step(5)?.exercise?.mistakes)
        #expect(five.map(\.name) == ["stats-as-a-key", "toughness-if-present"])
        #expect(five[1].expected == ["! Broken Golem: let through as 4/0", "1 line differs"])
    }

    @Test("The scaffold's mistake is read, its expected texts in order, with no problem")
    func scaffold() throws {
        let (step, problems) = try Self.load()
        #expect(problems.isEmpty, "\(problems)")
        let mistakes = try #require(step?.exercise?.mistakes)
        #expect(mistakes.map(\.name) == ["year-as-text"])
        #expect(mistakes.first?.expected.count == 2)
        #expect(mistakes.first?.files.map(\.lastPathComponent) == ["year-as-text.swift"])
    }

    @Test("A folder of files is one mistake, its expected texts gathered from every file")
    func folderMistake() throws {
        let (step, problems) = try Self.load { step in
            let folder = step.appendingPathComponent("mistakes/two-files")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("// expect: one\nstruct Book {}\n".utf8).write(to: folder.appendingPathComponent("Book.swift"))
            try Data("// expect: two\nstruct Shelf {}\n".utf8).write(to: folder.appendingPathComponent("Shelf.swift"))
            try Data("notes\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        }
        #expect(problems.isEmpty, "\(problems)")
        let mistake = try #require(step?.exercise?.mistakes.first { $0.name == "two-files" })
        #expect(mistake.files.map(\.lastPathComponent) == ["Book.swift", "Shelf.swift"])
        #expect(mistake.expected == ["one", "two"])
    }

    @Test("A mistake without an `// expect:` line, or with an empty one, is a located problem")
    func withoutExpect() throws {
        let (step, problems) = try Self.load { step in
            try Data("struct Book {}\n".utf8).write(to: step.appendingPathComponent("mistakes/silent.swift"))
            try Data("// expect: \nstruct Book {}\n".utf8).write(
                to: step.appendingPathComponent("mistakes/empty.swift"))
        }
        #expect(
            problems.contains {
                $0.hasPrefix("shelf/01-decode-the-shelf/mistakes/silent.swift: ") && $0.contains("`// expect: <words>`")
            })
        #expect(problems.contains { $0.hasPrefix("shelf/01-decode-the-shelf/mistakes/empty.swift:1: ") })
        #expect(step?.exercise?.mistakes.map(\.name) == ["year-as-text"])
    }

    @Test("An exercise with no mistake is a problem, and so is a mistakes folder without an exercise")
    func missingOrMisplaced() throws {
        let none = try Self.load { step in
            try FileManager.default.removeItem(at: step.appendingPathComponent("mistakes"))
        }
        #expect(
            none.problems.contains {
                $0.hasPrefix("shelf/01-decode-the-shelf/exercise.txt: ")
                    && $0.contains("at least one typical wrong answer")
            })
        let empty = try Self.load { step in
            try FileManager.default.removeItem(at: step.appendingPathComponent("mistakes/year-as-text.swift"))
        }
        #expect(
            empty.problems.contains {
                $0.hasPrefix("shelf/01-decode-the-shelf/mistakes: ") && $0.contains("holds no mistake")
            })
        let misplaced = try Self.load { step in
            try FileManager.default.removeItem(at: step.appendingPathComponent("exercise.txt"))
        }
        #expect(
            misplaced.problems.contains {
                $0.hasPrefix("shelf/01-decode-the-shelf/mistakes: ") && $0.contains("no `exercise.txt`")
            })
        #expect(misplaced.step?.exercise == nil)
    }

    @Test("An entry of another kind or name in `mistakes/` is named")
    func badEntry() throws {
        let (_, problems) = try Self.load { step in
            try Data("text\n".utf8).write(to: step.appendingPathComponent("mistakes/notes.txt"))
            try Data("// expect: x\n".utf8).write(to: step.appendingPathComponent("mistakes/Year As Text.swift"))
        }
        #expect(problems.contains { $0.hasPrefix("shelf/01-decode-the-shelf/mistakes/notes.txt: ") })
        #expect(problems.contains { $0.hasPrefix("shelf/01-decode-the-shelf/mistakes/Year As Text.swift: ") })
    }

    @Test("Expected text is found however the check's output was wrapped")
    func saysUnwrapped() {
        #expect(Mistake.says("the model expects\n  a `String`", "expects a `String`"))
        #expect(!Mistake.says("the model expects an `Int`", "expects a `String`"))
    }
}
