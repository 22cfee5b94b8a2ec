import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `open <lesson>`: the lesson's summary, then its way forward: the first step not done.
struct OpenCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "open", arguments: [.lesson(missing: "`open` needs a lesson.")], availability: .promptOnly,
        summary: "Open a lesson at the first step you have not done.", details: "Lessons: {lessons}.",
        section: .findYourWay, example: "open {lesson}")

    let lesson: Lesson

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        lesson = try place.namedLesson(words.words[0])
    }

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        let prompt = try session.atPrompt(Self.verb)
        guard let id = lesson.resumeStage(in: session.book.snapshot.lesson(lesson.name)), let stage = lesson.stage(id)
        else {
            throw CommandFailure("\(lesson.title) has no stages.")
        }
        session.say("\(lesson.title)\n\n\(TextLayout.wrap(lesson.summary, width: min(session.screen.width, 92)))\n")
        prompt.move(to: stage, in: lesson, withStepProse: true)
        return .success
    }
}
