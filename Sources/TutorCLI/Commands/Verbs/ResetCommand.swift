import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `reset [<lesson>] [<step>]`: the learner's copy of a step's exercise back at its start, the
/// old files kept aside.
struct ResetCommand: ExerciseCommand {
    static let declaration = CommandDeclaration(
        verb: "reset", arguments: CommandArgument.stage,
        summary: "Start the step you are writing over: your copy goes back to its start.",
        details:
            """
            Nothing is thrown away: your old files are moved beside the new ones, to a folder ending in \
            `.before-reset-N`.
            """,
        section: .yourModel, commandLineExample: "reset {lesson} 5")

    let lesson: Lesson
    let step: Step

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        guard let copy = session.exerciseCopy(of: step, in: lesson) else { return .failed }
        let aside: URL?
        do {
            aside = try copy.reset()
        } catch {
            throw .notDone(
                "Your copy of step \(step.number) could not be reset: \(error.localizedDescription). It is as it was.")
        }
        session.book.changeExercise(step: step.number, in: lesson.name) {
            $0.failedChecks = 0; $0.lastFailure = nil
        }
        var out = ["Your copy of \(lesson.name) step \(step.number) is back at its start: \(copy.folder.path)"]
        if let aside { out.append("Your old files are kept in \(aside.path).") }
        let next = session.next
        out.append(next.line("\(next.command(EditCommand.self, lesson, String(step.number))) to write it again."))
        session.say(out.map { TextLayout.line($0, width: session.screen.width) }.joined(separator: "\n"))
        return .success
    }
}
