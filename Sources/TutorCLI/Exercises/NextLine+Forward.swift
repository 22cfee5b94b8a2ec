import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension NextLine {
    /// Where the way forward in `lesson` is and how to get there, as the sentence of a
    /// "Next:" line (no full stop): `next` or `step 6` inside the lesson at the prompt,
    /// `open` from elsewhere, the commands in full on the command line; at the end of the
    /// lesson its cards and the next lesson not done.
    func forward(in lesson: Lesson, progress: Progress, lessons: @autoclosure () -> [Lesson]) -> String {
        let record = progress.lesson(lesson.name)
        guard let way = lesson.wayForward(in: record), let step = lesson.step(way.step),
            let stage = lesson.stage(way.stage)
        else {
            // A lesson made of the learner's document has no cards: its model is what is left to see.
            if lesson.writtenByTutor, let last = lesson.exerciseSteps.last {
                return
                    """
                    see the tutor's model beside yours, \
                    \(command(SolutionCommand.self, lesson, String(last.number))); or `learn` another document of \
                    yours with --exercise
                    """
            }
            var sentence =
                """
                \(lesson.title) is done: practise it with \(command(CardsCommand.self, lesson)) and \
                \(command(EdgeCommand.self, lesson))
                """
            if let after = progress.lessonAfter(lesson, in: lessons()) {
                sentence += "; then \(after.title) (\(open(after)))"
            }
            return sentence
        }
        let firstOfStep = way.action == .write || step.stages.first?.id == stage.id
        let reference = firstOfStep ? String(step.number) : stage.id.description
        let name = firstOfStep ? "step \(step.number), \(step.title)" : "\(stage.id), \(stage.title)"
        if onCommandLine {
            return way.action == .write
                ? """
                \(name): \(command(ShowCommand.self, lesson, reference)) to read it, then \
                \(command(EditCommand.self, lesson, reference))
                """
                : "\(name): \(command(RunCommand.self, lesson, reference))"
        }
        guard let current = place.current, current.lesson.name == lesson.name else {
            return "\(open(lesson)), at \(name)"
        }
        if way.action == .write ? current.position.step == way.step : current.position == way.stage {
            return onPage(of: stage, in: lesson, record: record)
        }
        let after = lesson.page(after: current.position)
        let byNext = after.map { way.action == .write ? $0.id.step == way.step : $0.id == way.stage } ?? false
        return "\(byNext ? "`next`" : "`step \(reference)`") — \(name)"
    }

    /// The likely next command on the page of `stage`, as the sentence of a "Next:" line (no
    /// full stop): at an exercise not passed, write it; at a stage with nothing to write that
    /// has not matched, run it; else the way forward.
    func onPage(of stage: Stage, in lesson: Lesson, progress: Progress, lessons: @autoclosure () -> [Lesson]) -> String
    {
        let record = progress.lesson(lesson.name)
        guard lesson.action(at: stage, in: record) != nil else {
            return forward(in: lesson, progress: progress, lessons: lessons())
        }
        return onPage(of: stage, in: lesson, record: record)
    }

    /// What to do on the page of `stage`: `edit` for an exercise, `run` for a stage.
    private func onPage(of stage: Stage, in lesson: Lesson, record: Progress.LessonProgress) -> String {
        let here = place.current.map { $0.lesson.name == lesson.name && $0.position.step == stage.id.step } ?? false
        guard lesson.step(stage.id.step)?.exercise != nil else {
            return "\(command(RunCommand.self, lesson, stage.id.description)) compiles and runs it"
        }
        let reference = here ? place.current!.position.description : String(stage.id.step)
        let edit = command(EditCommand.self, lesson, reference)
        return onCommandLine
            ? "your turn: \(edit) to write it yourself (checked when your editor closes)"
            : """
            your turn: \(edit) to write it yourself (checked when your editor closes); \
            \(command(HintCommand.self, lesson, reference)) when stuck
            """
    }

    /// Said when the learner's copy of a step passes: the step is done; the Next line is the
    /// lesson's change and why, which `show` now gives (naming the stages it walks through, the
    /// traps the step's task only hinted at among them), and then the way forward.
    func afterExercise(_ copy: ExerciseCopy, progress: Progress, lessons: @autoclosure () -> [Lesson]) -> String {
        let number = String(copy.step.number)
        let show =
            place.current.map { $0.lesson.name == copy.lesson.name && $0.position.step == copy.step.number } == true
            ? "`\(ShowCommand.verb)`" : command(ShowCommand.self, copy.lesson, number)
        let stages = copy.step.stages
        var reading = "\(show) for the lesson's change and why"
        if stages.count > 1, let first = stages.first?.id, let last = stages.last?.id {
            reading += ", in its \(stages.count) stages (\(first) to \(last))"
        }
        let onward = forward(in: copy.lesson, progress: progress, lessons: lessons())
        let then = copy.lesson.wayForward(in: progress.lesson(copy.lesson.name)) == nil ? "" : "then "
        return "Step \(number) is done: your own code does what the lesson's does.\n"
            + line("\(reading); \(then)\(onward).")
    }
}

extension CommandSession {
    /// The way forward in `lesson` as a "Next:" line, from where this command was typed.
    func forwardLine(in lesson: Lesson) -> String {
        next.line(next.forward(in: lesson, progress: book.snapshot, lessons: catalogue.lessons) + ".")
    }

    /// Said when the learner's copy passes: read after the pass is recorded.
    func afterExercise(_ copy: ExerciseCopy) -> String {
        next.afterExercise(copy, progress: book.snapshot, lessons: catalogue.lessons)
    }

    /// The "Next:" line of the page of `stage`.
    func pageLine(of stage: Stage, in lesson: Lesson) -> String {
        next.line(next.onPage(of: stage, in: lesson, progress: book.snapshot, lessons: catalogue.lessons) + ".")
    }
}
