import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Where a command was typed: at the tutor's prompt, perhaps in a lesson at a stage, or on
/// the command line, where nothing is current and a lesson and a step must be named.
package struct CommandPlace {
    /// Where the lessons come from: a list given outright (tests), or the catalogue, which
    /// reads a lesson only when it is asked for (`LessonCatalogue.lesson(named:)`).
    private enum Source {
        case list([Lesson])
        case catalogue(LessonCatalogue)
    }

    private let source: Source
    /// The lessons' steps, every one of them (read now if they were not).
    package var lessons: [Lesson] {
        switch source {
        case .list(let lessons): lessons
        case .catalogue(let catalogue): catalogue.lessons
        }
    }
    /// The lesson and stage the prompt is at; nil on the command line and before `open`.
    package let current: (lesson: Lesson, position: StageID)?
    /// False on the command line.
    package let atPrompt: Bool
    /// Where a lesson resumes, from the learner's progress (`Lesson.resumeStage(in:)`).
    let saved: (Lesson) -> StageID?

    package init(
        lessons: [Lesson], current: (lesson: Lesson, position: StageID)?, atPrompt: Bool,
        saved: @escaping (Lesson) -> StageID? = { _ in nil }
    ) {
        self.init(source: .list(lessons), current: current, atPrompt: atPrompt, saved: saved)
    }

    /// A place whose lessons are the catalogue's, each read when a command needs it.
    package init(
        catalogue: LessonCatalogue, current: (lesson: Lesson, position: StageID)?, atPrompt: Bool,
        saved: @escaping (Lesson) -> StageID? = { _ in nil }
    ) {
        self.init(source: .catalogue(catalogue), current: current, atPrompt: atPrompt, saved: saved)
    }

    private init(
        source: Source, current: (lesson: Lesson, position: StageID)?, atPrompt: Bool,
        saved: @escaping (Lesson) -> StageID?
    ) {
        (self.source, self.current, self.atPrompt, self.saved) = (source, current, atPrompt, saved)
    }

    /// The command line: no current lesson, nothing saved consulted.
    package static func commandLine(_ lessons: [Lesson]) -> CommandPlace {
        CommandPlace(lessons: lessons, current: nil, atPrompt: false)
    }

    /// The command line, with the catalogue's lessons.
    package static func commandLine(_ catalogue: LessonCatalogue) -> CommandPlace {
        CommandPlace(catalogue: catalogue, current: nil, atPrompt: false)
    }

    /// The lesson a word names, whatever its case; nil when it names none.
    package func lesson(named word: String) -> Lesson? {
        switch source {
        case .list(let lessons): lessons.first { $0.name == word.lowercased() }
        case .catalogue(let catalogue): catalogue.lesson(named: word.lowercased())
        }
    }

    /// The lesson a word names, or the sentence that lists the lessons there are.
    package func namedLesson(_ word: String) throws(CommandFailure) -> Lesson {
        if let lesson = lesson(named: word) { return lesson }
        return try StageReference.lesson(word, in: lessons)
    }

    /// The current lesson, or the sentence that says none is open.
    package func currentLesson() throws(CommandFailure) -> Lesson {
        guard let current else { throw Self.noLessonOpen }
        return current.lesson
    }

    static let noLessonOpen = CommandFailure("No lesson is open.", hint: "Type `open postcards` to begin.")

    /// The lesson and stages `words` name: nothing (the current stage), a lesson (where the
    /// learner left it), a step of the current lesson (`6`, `9.2`, `dates`), or a lesson and
    /// a step. The command line always names a lesson and a step.
    package func stages(_ words: [String]) throws(CommandFailure) -> (Lesson, [Stage]) {
        switch words.count {
        case 0:
            guard let current, let stage = current.lesson.stage(current.position) else { throw Self.noLessonOpen }
            return (current.lesson, [stage])
        case 1:
            if let named = lesson(named: words[0]) {
                guard let id = named.resumePosition(saved(named)), let stage = named.stage(id) else {
                    throw CommandFailure("\(named.title) has no stages.")
                }
                return (named, [stage])
            }
            guard let current else {
                throw CommandFailure(
                    "No lesson is open.",
                    hint: "Open one first (`open postcards`), or name it before the step (`postcards \(words[0])`).")
            }
            return (current.lesson, try StageReference.stages(words[0], in: current.lesson, at: self))
        default:
            let lesson = try namedLesson(words[0])
            return (lesson, try StageReference.stages(words[1], in: lesson, at: self))
        }
    }

    /// Like `stages`, for commands about one stage: a step means its first stage.
    package func stage(_ words: [String]) throws(CommandFailure) -> (Lesson, Stage) {
        let (lesson, stages) = try stages(words)
        return (lesson, stages[0])
    }

    /// The stage a learner's model is checked against: a named stage (which must compile), a
    /// step's last stage that compiles, or the current stage (or, when it is meant not to
    /// compile, its step's last stage that does).
    package func checkableStage(_ words: [String]) throws(CommandFailure) -> (Lesson, Stage) {
        let (chosen, stages) = try stages(words)
        let namesStep = words.count == 2 || (words.count == 1 && lesson(named: words[0]) == nil)
        if namesStep {
            return (chosen, try StageReference.checkableStage(words[words.count - 1], in: chosen, at: self))
        }
        if !stages[0].mustNotCompile { return (chosen, stages[0]) }
        return (chosen, try StageReference.checkableStage(String(stages[0].id.step), in: chosen, at: self))
    }

    /// The stage a learner's model is checked against and the file named, as `check` and
    /// `watch` read their words. On the command line a file is the third word. At the prompt
    /// the last word is a file when there are three, when it ends in .swift, or when it names
    /// no stage (`check 6` is a step, `check mine` a file that is not Swift).
    package func modelTarget(_ words: [String]) throws(CommandFailure) -> (lesson: Lesson, stage: Stage, file: String?)
    {
        let namesFile =
            atPrompt
            ? words.count == 3 || words.last?.hasSuffix(".swift") == true
                || (words.count == 1 && (try? checkableStage(words)) == nil)
            : words.count == 3
        let (lesson, stage) = try checkableStage(namesFile ? Array(words.dropLast()) : words)
        return (lesson, stage, namesFile ? words.last : nil)
    }

    /// `0`…`12`, every `N.M` of a step with several stages, and every slug.
    package static func stepReferences(_ lesson: Lesson?) -> [String] {
        guard let lesson else { return [] }
        var references = lesson.steps.map { String($0.number) }
        for step in lesson.steps where step.stages.count > 1 {
            references += step.stages.map(\.id.description)
        }
        return references + lesson.steps.map(\.slug)
    }
}
