import Foundation

/// The lessons, read once: their steps at start, their cards and edge cases the first time
/// they are asked for, and every problem found in their files, each tagged with its lesson.
public final class LessonCatalogue: @unchecked Sendable {
    /// The folder with `Lessons/` and `Content/`.
    public let root: URL
    /// The lessons' steps, read at start; their decks are in `withDecks`.
    public let lessons: [Lesson]
    private let lock = NSLock()
    private var decks: (lessons: [Lesson], problems: [LessonProblem])?
    /// Every problem, trick cards' phrases judged too: read once, for `verify`.
    private var checked: [LessonProblem]?

    public init(root: URL) {
        self.root = root
        lessons = LessonLoader(root: root).load(includingDecks: false).lessons
    }

    /// The lessons with their flash cards and edge cases.
    public var withDecks: [Lesson] { loadDecks().lessons }

    /// Problems in the lessons and their decks, each trick card's phrases judged as the quiz
    /// would judge them: those of one lesson, or all of them.
    public func problems(of lesson: String? = nil) -> [LessonProblem] {
        let all = lock.withLock {
            if let checked { return checked }
            let problems = LessonLoader(root: root).load(includingDecks: true).problems
            checked = problems
            return problems
        }
        guard let lesson else { return all }
        return all.filter { $0.lesson == lesson }
    }

    /// The harness every stage is compiled with.
    var harness: [URL] {
        ["main.swift", "Harness.swift"].map { root.appendingPathComponent("Content/harness").appendingPathComponent($0) }
    }

    private func loadDecks() -> (lessons: [Lesson], problems: [LessonProblem]) {
        lock.withLock {
            if let decks { return decks }
            // The phrases are the author's check (`problems`), and most of a deck's reading
            // time: the quiz, `cards --due` and the greeting do without it.
            var loader = LessonLoader(root: root)
            loader.checksPhrases = false
            let loaded = loader.load(includingDecks: true)
            decks = loaded
            return loaded
        }
    }
}
