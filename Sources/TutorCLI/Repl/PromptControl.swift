import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Where the learner stands at the prompt: the lesson open and the stage in it. The prompt
/// keeps one; commands read it as a `CommandPlace` and change it only through `PromptControl`.
struct PromptPosition {
    var lesson: Lesson
    var stage: StageID
}

/// What a command may do at the tutor's prompt and nowhere else: move the learner, clear the
/// screen, and ask what was compiled ahead while they read. `CommandSession` hands it out
/// (`atPrompt`), so a command states that it needs the prompt, and the prompt's loop, history
/// and background jobs stay its own.
protocol PromptControl: AnyObject {
    /// Where the learner is, as the commands read it.
    var place: CommandPlace { get }
    /// Moves to `stage`, remembers it, and shows it.
    func move(to stage: Stage, in lesson: Lesson, withStepProse: Bool)
    /// Moves to `stage` and remembers it, showing nothing: `practise` goes from exercise to
    /// exercise and shows each its own way.
    func settle(at stage: Stage, in lesson: Lesson)
    /// One stage on or back, into the next or previous step at a step's end.
    func step(forward: Bool) throws(CommandFailure)
    /// An empty screen with the prompt at its top; nothing on a pipe.
    func clearScreen()
    /// The seconds spent compiling `program` ahead, if the prompt did while the learner read;
    /// told once.
    func takeCompiledAhead(_ program: Program) -> Double?
}
