import Foundation

extension Tutor {
    /// `edge <lesson> [<n>]`: an edge case (or each in turn): the question and its code, a
    /// prompt for the learner's prediction, then the code run live beside the lesson's record,
    /// and the explanation. 0 when every stage shown matched the lesson.
    public func edge(lesson name: String, number: String?, reader: LineReader, cancellation: Cancellation?) -> ExitStatus {
        let lesson: Lesson
        let chosen: [EdgeCase]
        do throws(UsageError) {
            lesson = try StageReference.lesson(name, in: lessonsWithDecks)
            chosen = try edgeCases(number, of: lesson)
        } catch {
            return usage(error)
        }
        var allMatch = true
        for (index, edgeCase) in chosen.enumerated() {
            if index > 0 { console.say("") }
            guard let matched = present(edgeCase, of: lesson, reader: reader, cancellation: cancellation) else { break }
            allMatch = allMatch && matched
        }
        return .matching(allMatch)
    }

    /// The edge case a number names; with none, every one.
    func edgeCases(_ number: String?, of lesson: Lesson) throws(UsageError) -> [EdgeCase] {
        guard let number else { return lesson.edgeCases }
        guard let value = Int(number), let found = lesson.edgeCases.first(where: { $0.number == value }) else {
            throw UsageError("\(lesson.title) has no edge case \"\(number)\".", hint: "They are numbered 1–\(lesson.edgeCases.count).")
        }
        return [found]
    }

    /// Shows one edge case; nil when the learner quit at the prediction prompt.
    func present(_ edgeCase: EdgeCase, of lesson: Lesson, reader: LineReader, cancellation: Cancellation?) -> Bool? {
        let width = min(self.width, 92)
        console.say("Edge case \(edgeCase.number) of \(lesson.edgeCases.count) · \(lesson.name) · \(edgeCase.title)")
        console.say(TextLayout.wrap(edgeCase.question, width: width))
        if let first = edgeCase.stages.first {
            for file in [first.modelFile, first.runFile].compactMap({ $0 }) {
                console.say("\n" + file.lastPathComponent + ":")
                console.say(StageView(width: self.width).code(file, previous: nil).joined(separator: "\n"))
            }
        }
        console.say("\nWhat will it print — or will it compile? Say it before you look (Enter to go on, `quit` to stop).")
        let prediction = reader.answer(prompt: "prediction> ", forgetting: cancellation)
        if prediction.isQuit { return nil }
        var matched = true
        let view = RunView(width: self.width, styler: styler)
        for stage in edgeCase.stages {
            console.say("")
            switch execute(stage, of: lesson, cancellation: cancellation) {
            case .ran(let run, let comparison):
                console.say(view.render(stage, run: run, comparison: comparison))
                matched = matched && comparison.matches
            case .failed(let error):
                console.complain(error.text)
                return false
            }
        }
        console.say("\n── why " + String(repeating: "─", count: 40))
        console.say(TextLayout.wrap(edgeCase.explanation, width: width))
        book.markSeen(edgeCase: edgeCase.id, in: lesson.name)
        return matched
    }
}
