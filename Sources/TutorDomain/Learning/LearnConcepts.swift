import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// Where the lessons teach each concept `learn` explains (`Content/learn/concepts.txt`):
/// lesson content, not code, so a lesson that moves a step moves the reference with it.
/// Places are written by slug (`step postcards optionals`, `card postcards a-renamed-key`)
/// and shown as the learner types them (`postcards 5`, `card postcards a-renamed-key`).
package struct LearnConcepts: Equatable, Sendable {
    /// Concept → place as written in the file.
    package var written: [String: String]

    /// Every concept `ModelInference` and `learn` can name.
    package static let named = [
        "structs", "basic-types", "numbers", "nested", "arrays", "optional", "coding-keys", "keywords",
        "any-value", "null-left-out", "round-trip", "dates", "urls", "dictionaries", "snake-case", "kinds",
    ]

    /// The file's concepts; lines that are not `concept: place` are left out (the tests hold
    /// the file to its form).
    package init(text: String) {
        var written: [String: String] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { continue }
            written[parts[0]] = parts[1]
        }
        self.written = written
    }

    /// The file under the content root; none when it cannot be read.
    package static func load(contentRoot: URL) -> LearnConcepts {
        let file = contentRoot.appendingPathComponent("Content/learn/concepts.txt")
        return LearnConcepts(text: (try? String(contentsOf: file, encoding: .utf8)) ?? "")
    }

    /// Concept → place as the learner types it, for every place `lessons` have.
    package func places(in lessons: [Lesson]) -> [String: String] {
        written.compactMapValues { Self.shown($0, in: lessons) }
    }

    /// `step postcards optionals` as `postcards 5`; a card as written; nil for a place the
    /// lessons do not have.
    package static func shown(_ place: String, in lessons: [Lesson]) -> String? {
        let words = place.split(separator: " ").map(String.init)
        guard words.count == 3, let lesson = lessons.first(where: { $0.name == words[1] }) else { return nil }
        switch words[0] {
        case "step":
            return lesson.steps.first { $0.slug == words[2] }.map { "\(lesson.name) \($0.number)" }
        case "card":
            return LessonLoader.deckEntries("cards", of: lesson).contains { $0.name == words[2] } ? place : nil
        default:
            return nil
        }
    }
}
