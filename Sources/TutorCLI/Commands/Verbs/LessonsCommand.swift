import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `lessons [<lesson>] [--json]`: every lesson and the learner's progress in it, or one
/// lesson's steps and which of them the learner has run.
struct LessonsCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "lessons", arguments: [.lesson(.optional)], options: [.json],
        summary: "List the lessons and your progress, or one lesson's steps.",
        details:
            """
            `lessons {lesson}` lists that lesson's steps: number, slug and title, marked ✓ when it is done, · when \
            you have read it, ↻ when you did it before the lesson changed it, and ✎ where you write the code \
            yourself. In the tutor, `steps` lists the current lesson's. A step is done when your own code passed it \
            (`edit`, `check`), or, for a step with nothing to write, when every stage of it ran and matched. With \
            --json: an array of {name, title, steps: [{number, slug, title, state}], done, stages, passed, position, \
            cards, edgeCases}, a state being new, read, done or changed (passed before the lesson changed: check it \
            again); with a lesson, {name, title, position, steps: [{number, slug, title, state, exercise, stages, \
            passed, run}]}.
            """,
        section: .findYourWay, example: "lessons {lesson}")

    /// One lesson's summary, as `lessons --json` gives it.
    struct Summary: Codable {
        /// One step and where the learner stands on it.
        struct StepState: Codable {
            var number: Int
            var slug: String
            var title: String
            var state: TutorDomain.StepState
        }

        var name: String
        var title: String
        var steps: [StepState]
        /// How many steps are done.
        var done: Int
        var stages: Int
        var passed: Int
        var position: String?
        var cards: Int
        var edgeCases: Int
    }

    let json: Bool
    /// The lesson whose steps to list; nil for the list of lessons.
    let lesson: Lesson?

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        json = words.flag(.json)
        lesson = try words.words.first.map { (name) throws(CommandFailure) in try place.namedLesson(name) }
    }

    init(json: Bool, lesson: Lesson? = nil) {
        (self.json, self.lesson) = (json, lesson)
    }

    func perform(in session: CommandSession) -> ExitStatus {
        if let lesson {
            return StepList(lesson: lesson, json: json, lessons: session.catalogue.lessons).show(
                progress: session.book.snapshot, on: session.screen, next: session.next)
        }
        return list(
            session.catalogue.lessons, progress: session.book.snapshot,
            cards: session.tutor.cardCountsWhenReviewsAreDue(),
            on: session.screen, next: session.next)
    }

    /// Each lesson, its size, and how far the learner has come; then the lesson to take up,
    /// in the words of where the learner is.
    /// `cards` counts the cards due now across every lesson: said when reviews are among them,
    /// the day they matter.
    func list(_ lessons: [Lesson], progress: Progress, cards: CardQueue.Counts, on screen: Screen, next: NextLine)
        -> ExitStatus
    {
        let summaries = lessons.map { Self.summary(of: $0, progress: progress) }
        if json {
            screen.say(json: summaries)
            return .success
        }
        let nameWidth = (lessons.map(\.name.count).max() ?? 0) + 2
        let column = String(repeating: " ", count: nameWidth)
        for summary in summaries {
            screen.sayRow(TextLayout.pad(summary.name, to: nameWidth), summary.title)
            let count = summary.steps.count
            screen.sayRow(
                column,
                Self.bar(done: summary.done, of: count)
                    + " \(summary.done) of \(TextLayout.count(count, "step")) done"
                    + (summary.steps.contains { $0.state == .changed } ? " (some changed: check again)" : ""))
            var detail = [
                TextLayout.count(count, "step"), TextLayout.count(summary.stages, "stage"),
                TextLayout.count(summary.cards, "card"),
                TextLayout.count(summary.edgeCases, "edge case"),
            ].joined(separator: ", ")
            if summary.passed == summary.stages, summary.stages > 0 {
                detail += " · every stage run and matched"
            } else if summary.passed > 0 || summary.position != nil || summary.done > 0 {
                detail += " · \(summary.passed) of \(summary.stages) stages run and matched"
                if let way = lesson(named: summary.name, in: lessons)?.wayForward(in: progress.lesson(summary.name)) {
                    detail += " · next: step \(way.step)"
                }
            } else {
                detail += " · not started"
            }
            screen.sayRow(column, detail)
        }
        screen.console.say("")
        if cards.due > 0 {
            screen.sayLine("Flash cards: \(cards.phrase) now; \(next.command(CardsCommand.self)) asks them.")
        }
        screen.sayLine(Self.nextLine(lessons, progress: progress, next: next))
        return .success
    }

    /// At the prompt in a lesson, its way forward; else the lesson to take up — the current one
    /// until it is finished, then the next one not finished — with the commands that open it
    /// and list its steps.
    static func nextLine(_ lessons: [Lesson], progress: Progress, next: NextLine) -> String {
        // At the prompt in a lesson: its way forward, as every other Next line there says it.
        if let current = next.place.current?.lesson {
            return next.line(next.forward(in: current, progress: progress, lessons: lessons) + ".")
        }
        guard let chosen = progress.lessonToSuggest(in: lessons, current: progress.currentLesson) else {
            return next.line("every lesson is done: \(next.command(CardsCommand.self)) keeps them fresh.")
        }
        if next.onCommandLine {
            return next.line("\(next.open(chosen)); \(next.stepList(of: chosen)) lists its steps.")
        }
        return next.line("\(next.open(chosen)), or \(next.stepList(of: chosen)) for its steps.")
    }

    private func lesson(named name: String, in lessons: [Lesson]) -> Lesson? {
        lessons.first { $0.name == name }
    }

    /// A bar of 20 cells, filled for the share done.
    static func bar(done: Int, of total: Int) -> String {
        let filled = total == 0 ? 0 : (20 * done + total / 2) / total
        return String(repeating: "█", count: filled) + String(repeating: "░", count: 20 - filled)
    }

    private static func summary(of lesson: Lesson, progress: Progress) -> Summary {
        let record = progress.lesson(lesson.name)
        let steps = lesson.steps.map {
            Summary.StepState(
                number: $0.number, slug: $0.slug, title: $0.title, state: lesson.state(of: $0, in: record))
        }
        return Summary(
            name: lesson.name, title: lesson.title, steps: steps, done: steps.filter { $0.state == .done }.count,
            stages: lesson.stages.count,
            passed: progress.passedStages(of: lesson), position: progress.lesson(lesson.name).position?.description,
            cards: LessonLoader.deckSize("cards", of: lesson), edgeCases: LessonLoader.deckSize("edge", of: lesson))
    }
}
