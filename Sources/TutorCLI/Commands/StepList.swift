import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// One lesson's steps, a line each — mark, number, slug, title — as `lessons <lesson>` and
/// `steps` print them: ✓ for a step done, · for one read, ↻ for one done before the lesson
/// changed it, nothing for one not yet opened; ✎ for a step the learner writes, and an arrow
/// at the step they stand on.
struct StepList {
    /// One step, as `lessons <lesson> --json` gives it.
    struct Row: Codable {
        var number: Int
        var slug: String
        var title: String
        /// Where the learner stands on it.
        var state: StepState
        /// Whether the learner writes code at this step.
        var exercise: Bool
        var stages: Int
        var passed: Int
        /// `all`, `some` or `none` of its stages run and matched.
        var run: Progress.StepRun
        /// The fastest passed drill of the step, in seconds; nil when none passed.
        var drilled: Double?
        /// How many times it was drilled, passed or not.
        var drills = 0
    }

    /// `lessons <lesson> --json`.
    struct Report: Codable {
        var name: String
        var title: String
        var position: String?
        var steps: [Row]
    }

    let lesson: Lesson
    let json: Bool
    /// Every lesson, for the one after this when it is done.
    let lessons: [Lesson]

    func rows(_ progress: Progress) -> [Row] {
        let record = progress.lesson(lesson.name)
        let passed = record.passed
        return lesson.steps.map { step in
            Row(
                number: step.number, slug: step.slug, title: step.title, state: lesson.state(of: step, in: record),
                exercise: step.exercise != nil, stages: step.stages.count,
                passed: step.stages.filter { passed.contains($0.id) }.count, run: progress.run(of: step, in: lesson),
                drilled: record.bestDrill(of: step.number), drills: record.drills(of: step.number).count)
        }
    }

    func show(progress: Progress, on screen: Screen, next: NextLine) -> ExitStatus {
        let rows = rows(progress)
        // At the prompt in this lesson, where the prompt is; elsewhere, where the lesson resumes.
        let current = next.place.current.flatMap { $0.lesson.name == lesson.name ? $0.position : nil }
        let position = current ?? lesson.resumeStage(in: progress.lesson(lesson.name))
        if json {
            screen.say(
                json: Report(name: lesson.name, title: lesson.title, position: position?.description, steps: rows))
            return .success
        }
        let numberWidth = String(lesson.steps.last?.number ?? 0).count
        let slugWidth = (rows.map(\.slug.count).max() ?? 0) + 2
        var lines = [lesson.title, ""]
        for row in rows {
            let here = position?.step == row.number ? "→" : " "
            let number = String(repeating: " ", count: numberWidth - String(row.number).count) + String(row.number)
            let front =
                """
                \(here) \(Self.mark(row.state)) \(row.exercise ? "✎" : " ") \(number)  \
                \(TextLayout.pad(row.slug, to: slugWidth))
                """
            // A long title goes on under itself.
            lines.append(TextLayout.row(front, row.title + Self.drillNote(row), width: screen.width))
        }
        let done = rows.filter { $0.state == .done }.count
        lines += [
            "",
            LessonsCommand.bar(done: done, of: rows.count) + " \(done) of \(TextLayout.count(rows.count, "step")) done",
            TextLayout.line(
                "✓ done · · read · ↻ changed since you did it · ✎ you write it"
                    + (position.map { " · → you are at \($0)" } ?? ""),
                width: screen.width),
        ]
        screen.console.say(lines.joined(separator: "\n"))
        screen.console.say("")
        screen.sayLine(next.line(next.forward(in: lesson, progress: progress, lessons: lessons) + "."))
        return .success
    }

    /// What a step's drills came to, after its title: `  · drilled in 4 min 12 s`, the best
    /// passed time; `  · drill not passed yet` when every one ended without a pass.
    static func drillNote(_ row: Row) -> String {
        if let best = row.drilled { return "  · drilled in \(DrillTimer.words(best))" }
        return row.drills > 0 ? "  · drill not passed yet" : ""
    }

    static func mark(_ state: StepState) -> String {
        switch state {
        case .done: "✓"
        case .read: "·"
        case .changed: "↻"
        case .new: " "
        }
    }
}
