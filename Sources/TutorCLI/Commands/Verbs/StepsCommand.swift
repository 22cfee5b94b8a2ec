import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `steps [<lesson>]`: at the prompt, the current lesson's steps (or another's), as
/// `lessons <lesson>` lists them.
struct StepsCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "steps", arguments: [.lesson(.optional)], availability: .promptOnly,
        summary: "List the current lesson's steps, marked with what you have done.",
        details:
            """
            The same list as `lessons <lesson>`: ✓ done, · read, ↻ done before the lesson changed it, ✎ where \
            you write the code; → is where you are.
            """,
        section: .findYourWay)

    let lesson: Lesson

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        if let name = words.words.first {
            lesson = try place.namedLesson(name)
        } else {
            guard let current = place.current else {
                throw CommandFailure(
                    "No lesson is open.", hint: "Name one (`steps postcards`), or `open postcards` first.")
            }
            lesson = current.lesson
        }
    }

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        _ = try session.atPrompt(Self.verb)
        return StepList(lesson: lesson, json: false, lessons: session.catalogue.lessons).show(
            progress: session.book.snapshot, on: session.screen, next: session.next)
    }
}
