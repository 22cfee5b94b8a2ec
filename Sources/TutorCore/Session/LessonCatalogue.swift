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

    public init(root: URL) {
        self.root = root
        lessons = LessonLoader(root: root).load(includingDecks: false).lessons
    }

    /// The lessons with their flash cards and edge cases.
    public var withDecks: [Lesson] { loadDecks().lessons }

    /// Problems in the lessons and their decks (reading the decks if need be): those of one
    /// lesson, or all of them.
    public func problems(of lesson: String? = nil) -> [LessonProblem] {
        let all = loadDecks().problems
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
            let loaded = LessonLoader(root: root).load(includingDecks: true)
            decks = loaded
            return loaded
        }
    }
}
