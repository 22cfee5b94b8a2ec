import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// A command about one stage: `model`, `diff`, `doc`, `edit`. At the prompt, alone it means
/// the current stage, and a step of the current lesson, a lesson, or both may be named; the
/// command line names a lesson and a step. A new one declares its help, `lesson` and `stage`,
/// and what it does: the words and their completion are read here.
protocol StageCommand: Command {
    init(lesson: Lesson, stage: Stage)
}

extension StageCommand {
    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        let (lesson, stage) = try place.stage(words.words)
        self.init(lesson: lesson, stage: stage)
    }

}
