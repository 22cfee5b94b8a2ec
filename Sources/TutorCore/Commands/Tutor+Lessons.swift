import Foundation

extension Tutor {
    /// One lesson's summary, as `lessons --json` gives it.
    struct LessonSummary: Codable {
        var name: String
        var title: String
        var steps: Int
        var stages: Int
        var passed: Int
        var position: String?
        var cards: Int
        var edgeCases: Int
    }

    func summaries() -> [LessonSummary] {
        lessons.map { lesson in
            let record = progress.lesson(lesson.name)
            let passed = lesson.stages.filter { record.passed.contains($0.id) }.count
            return LessonSummary(name: lesson.name, title: lesson.title, steps: lesson.steps.count, stages: lesson.stages.count,
                passed: passed, position: record.position?.description, cards: LessonLoader.deckSize("cards", of: lesson), edgeCases: LessonLoader.deckSize("edge", of: lesson))
        }
    }

    /// `lessons`: each lesson, its size, and how far the learner has come.
    public func listLessons(json: Bool, inRepl: Bool = false) -> ExitStatus {
        let summaries = summaries()
        if json {
            console.say(Self.json(summaries))
            return .success
        }
        let nameWidth = (lessons.map(\.name.count).max() ?? 0) + 2
        for summary in summaries {
            console.say(TextLayout.pad(summary.name, to: nameWidth) + summary.title)
            var detail = "\(summary.steps) steps, \(summary.stages) stages, \(summary.cards) cards, \(summary.edgeCases) edge cases"
            if summary.passed > 0 || summary.position != nil {
                detail += " · \(summary.passed) of \(summary.stages) stages run and matched"
                if let position = summary.position { detail += " · you are at \(position)" }
            } else {
                detail += " · not started"
            }
            console.say(String(repeating: " ", count: nameWidth) + detail)
        }
        let next = progress.currentLesson ?? lessons.first?.name ?? "postcards"
        console.say(inRepl ? "\nNext: `open \(next)`."
            : "\nNext: `codable-tutor` to start the tutor, then `open \(next)`; or `codable-tutor show \(next) \(lessons.first { $0.name == next }?.steps.first?.number ?? 0)`.")
        return .success
    }

    /// Encodes a result for `--json`: sorted keys, so the output is the same every time.
    static func json<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
