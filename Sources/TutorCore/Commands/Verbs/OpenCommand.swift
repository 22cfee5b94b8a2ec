/// `open <lesson>`: the lesson's summary, then the stage where the learner left it.
struct OpenCommand: Command {
    static let declaration = CommandDeclaration(verb: "open", arguments: [.lesson(missing: "`open` needs a lesson.")], availability: .promptOnly,
        summary: "Open a lesson where you left it (or at its start).", details: "Lessons: {lessons}.",
        section: .findYourWay, example: "open {lesson}")

    let lesson: Lesson

    init(_ words: ParsedWords, at place: CommandPlace) throws(UsageError) {
        lesson = try StageReference.lesson(words.words[0], in: place.lessons)
    }

    func perform(in session: CommandSession) throws(UsageError) -> ExitStatus {
        let prompt = try session.atPrompt("open")
        let saved = session.book.snapshot.lesson(lesson.name).position
        guard let id = lesson.resumePosition(saved), let stage = lesson.stage(id) else {
            throw UsageError("\(lesson.title) has no stages.")
        }
        session.say("\(lesson.title)\n\n\(TextLayout.wrap(lesson.summary, width: min(session.screen.width, 92)))\n")
        prompt.move(to: stage, in: lesson, withStepProse: true)
        return .success
    }
}
