import Foundation
import SwiftToolchain
import Synchronization
import TutorBase
import TutorSystem

/// The lessons, read once: their steps when first needed, their decks (cards and edge cases)
/// the first time one is asked for, and every problem found in their files, each tagged with
/// its lesson.
///
/// A command that names one lesson (`run postcards 6.2`) reads that lesson alone
/// (`lesson(named:)`): the others are read only if it goes on to need them (a `Next:` line at
/// the end of a lesson, `lessons`). With lessons of the learner's own (`extraRoots`) every
/// lesson is read at start, so that what is wrong with them is said first.
package final class LessonCatalogue: Sendable {
    /// The folder with `Lessons/` and `Content/`.
    package let root: URL
    /// More folders laid out like `root`, whose lessons follow the built-in ones.
    package let extraRoots: [URL]
    /// What is wrong with the lessons folders as a whole (a lesson left out for its name, a
    /// folder with no lessons), and a count of the problems in each lesson of the extra
    /// folders: said once at start, as warnings.
    package let startupWarnings: [String]
    /// Every lesson's steps, in order, read the first time they are all needed.
    private let allLessons = Mutex<[Lesson]?>(nil)
    /// Lessons read alone, by name (nil: no such lesson), until all are read.
    private let alone = Mutex<[String: Lesson?]>([:])
    /// Problems said at start that were found after it, in a lesson read later (a file that is
    /// a link out of its folder): `takeLateWarnings()` hands them over once.
    private let lateWarnings = Mutex<(said: Set<String>, waiting: [String])>(([], []))
    /// Every lesson's deck by the lesson's name, read the first time a thread asks; the others wait.
    private let loadedDecks = Mutex<[String: Deck]?>(nil)
    /// Every problem of the lessons and their decks: read once, for `verify`.
    private let checked = Mutex<[LessonProblem]?>(nil)
    /// The lessons read again with their mistakes, by name: `withMistakes(_:)`'s.
    private let proven = Mutex<[String: Lesson]?>(nil)

    package init(root: URL, extraRoots: [URL] = []) {
        self.root = root
        self.extraRoots = extraRoots
        guard !extraRoots.isEmpty else {
            startupWarnings = LessonLoader(root: root).folderProblems().map(\.description)
            lateWarnings.withLock { $0.said = Set(startupWarnings) }
            return
        }
        let (lessons, problems) = Self.startLoader(root: root, extraRoots: extraRoots).load()
        allLessons.withLock { $0 = lessons }
        startupWarnings = Self.warnings(
            about: problems,
            in: lessons.filter { lesson in
                extraRoots.contains { lesson.folder.path.hasPrefix($0.path + "/") }
            })
    }

    /// The loader of the steps: the exercises' mistakes are left for `verify`.
    private static func startLoader(root: URL, extraRoots: [URL]) -> LessonLoader {
        var loader = LessonLoader(root: root, extraRoots: extraRoots)
        loader.readsMistakes = false
        return loader
    }

    /// Every lesson's steps, in order.
    package var lessons: [Lesson] {
        allLessons.withLock { all in
            if let all { return all }
            let (lessons, problems) = Self.startLoader(root: root, extraRoots: extraRoots).load()
            hold(problems)
            all = lessons
            return lessons
        }
    }

    /// The lesson named `name` (as `lessons` has it), reading it alone when the others are not
    /// read yet; nil when there is none.
    package func lesson(named name: String) -> Lesson? {
        if let all = allLessons.withLock({ $0 }) { return all.first { $0.name == name } }
        return alone.withLock { alone in
            if let known = alone[name] { return known }
            let (lesson, problems) = Self.startLoader(root: root, extraRoots: extraRoots).loadLesson(named: name)
            hold(problems)
            alone[name] = lesson
            return lesson
        }
    }

    /// Keeps the problems said at start that were not said yet, for `takeLateWarnings()`.
    private func hold(_ problems: [LessonProblem]) {
        let said = problems.filter(\.saidAtStart).map(\.description)
        guard !said.isEmpty else { return }
        lateWarnings.withLock { late in
            for warning in said where late.said.insert(warning).inserted { late.waiting.append(warning) }
        }
    }

    /// Warnings about lesson files found since start, each once.
    package func takeLateWarnings() -> [String] {
        lateWarnings.withLock { late in
            defer { late.waiting.removeAll() }
            return late.waiting
        }
    }

    /// Problems with the extra folders in full; problems in their lessons, a line per lesson.
    private static func warnings(about problems: [LessonProblem], in added: [Lesson]) -> [String] {
        var warnings = problems.filter(\.saidAtStart).map(\.description)
        for lesson in added {
            let count = problems.filter { $0.lesson == lesson.name && !$0.saidAtStart }.count
            guard count > 0 else { continue }
            warnings.append(
                """
                the lesson `\(lesson.name)` (\(lesson.folder.path)) has \
                \(count == 1 ? "a problem" : "\(count) problems") in its files: `codable-tutor verify \(lesson.name)` \
                lists them
                """
            )
        }
        return warnings
    }

    /// The flash cards and edge cases of `lesson`, one of `lessons`. The first ask reads every
    /// lesson's deck, since a card's id must be unique across them all.
    package func deck(for lesson: Lesson) -> Deck {
        loadDecks()[lesson.name] ?? Deck(lesson: lesson)
    }

    /// Every lesson's deck, in the lessons' order.
    package var decks: [Deck] {
        let decks = loadDecks()
        return lessons.map { decks[$0.name] ?? Deck(lesson: $0) }
    }

    /// The decks of `lessons`, in their order.
    package func decks(for lessons: [Lesson]) -> [Deck] {
        lessons.map(deck(for:))
    }

    /// Problems in the lessons and their decks: those of one lesson, or all of them.
    package func problems(of lesson: String? = nil) -> [LessonProblem] {
        let all = checked.withLock { checked in
            if let checked { return checked }
            var loader = LessonLoader(root: root, extraRoots: extraRoots)
            loader.checksHouseRules = true
            let problems = loader.loadWithDecks().problems
            checked = problems
            return problems
        }
        guard let lesson else { return all }
        return all.filter { $0.lesson == lesson }
    }

    /// `lesson` with its exercises' mistakes, which the start leaves unread: read the first
    /// time `verify` asks, for every lesson at once.
    package func withMistakes(_ lesson: Lesson) -> Lesson {
        let read = proven.withLock { proven in
            if let proven { return proven }
            let lessons = LessonLoader(root: root, extraRoots: extraRoots).load().lessons
            let read = Dictionary(lessons.map { ($0.name, $0) }) { first, _ in first }
            proven = read
            return read
        }
        return read[lesson.name] ?? lesson
    }

    /// The harness every stage is compiled with.
    package var harness: [URL] {
        ["main.swift", "Harness.swift"].map {
            root.appendingPathComponent("Content/harness").appendingPathComponent($0)
        }
    }

    private func loadDecks() -> [String: Deck] {
        loadedDecks.withLock { loaded in
            if let loaded { return loaded }
            // The problems are `problems(of:)`'s to tell.
            let loader = LessonLoader(root: root, extraRoots: extraRoots)
            let decks = Dictionary(loader.loadDecks(of: lessons).decks.map { ($0.lesson.name, $0) }) { first, _ in first
            }
            loaded = decks
            return decks
        }
    }
}
