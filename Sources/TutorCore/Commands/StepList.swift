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

    func rows(_ progress: Progress) -> [Row] {
        let record = progress.lesson(lesson.name)
        let passed = record.passed
        return lesson.steps.map { step in
            Row(number: step.number, slug: step.slug, title: step.title, state: lesson.state(of: step, in: record),
                exercise: step.exercise != nil, stages: step.stages.count,
                passed: step.stages.filter { passed.contains($0.id) }.count, run: progress.run(of: step, in: lesson))
        }
    }

    func show(progress: Progress, on screen: Screen, next: NextLine) -> ExitStatus {
        let rows = rows(progress)
        let position = progress.lesson(lesson.name).position
        if json {
            screen.say(json: Report(name: lesson.name, title: lesson.title, position: position?.description, steps: rows))
            return .success
        }
        let numberWidth = String(lesson.steps.last?.number ?? 0).count
        let slugWidth = (rows.map(\.slug.count).max() ?? 0) + 2
        var lines = [lesson.title, ""]
        for row in rows {
            let here = position?.step == row.number ? "→" : " "
            let number = String(repeating: " ", count: numberWidth - String(row.number).count) + String(row.number)
            let front = "\(here) \(Self.mark(row.state)) \(row.exercise ? "✎" : " ") \(number)  \(TextLayout.pad(row.slug, to: slugWidth))"
            // A long title goes on under itself.
            lines.append(TextLayout.row(front, row.title, width: screen.width))
        }
        let done = rows.filter { $0.state == .done }.count
        lines += ["", LessonsCommand.bar(done: done, of: rows.count) + " \(done) of \(TextLayout.count(rows.count, "step")) done",
            TextLayout.line("✓ done · · read · ↻ changed since you did it · ✎ you write it" + (position.map { " · → you are at \($0)" } ?? ""),
                width: screen.width)]
        screen.console.say(lines.joined(separator: "\n"))
        screen.console.say("")
        screen.sayLine(nextLine(rows, position: position, next: next))
        return .success
    }

    /// The first step not yet run through, to go to (at the prompt, in this lesson) or to show.
    private func nextLine(_ rows: [Row], position: StageID?, next: NextLine) -> String {
        guard let target = rows.first(where: { $0.state != .done }) else {
            return next.line("practise \(lesson.title) with \(next.command("cards", lesson)) and \(next.command("edge", lesson)).")
        }
        if let current = next.place.current, current.lesson.name == lesson.name, current.position.step == target.number {
            return next.line(target.exercise ? "\(next.command("edit", lesson, String(target.number))) to write the step you are on."
                : "\(next.command("run", lesson, String(target.number))) runs the step you are on.")
        }
        if next.place.current?.lesson.name == lesson.name, let step = next.promptCommand("step \(target.number)") {
            return next.line("\(step) goes to the first step not done yet.")
        }
        if !next.onCommandLine, next.place.current?.lesson.name != lesson.name {
            return next.line("\(next.open(lesson)) takes you where you left it; \(next.command("show", lesson, String(target.number))) shows step \(target.number).")
        }
        return next.line("\(next.command("show", lesson, String(target.number))) shows the first step not done yet.")
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
