import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// What a command is carried out with: the tutor's services, Ctrl-C, a reader for the
/// learner's answers, and, at the prompt, the prompt itself (its place, and moving it).
package final class CommandSession {
    /// The services; a command takes from it the ones it uses (below).
    package let tutor: Tutor
    /// Triggered by Ctrl-C while a compile or a program runs.
    package let cancellation: Cancellation?
    /// Runs a command with Ctrl-C routed to `cancellation` (the executable installs the handler).
    let interruptibly: (() -> ExitStatus) -> ExitStatus
    private let makeReader: () -> LineReader
    private var madeReader: LineReader?
    /// The prompt the command was typed at; nil on the command line.
    private(set) weak var prompt: (any PromptControl)?
    /// Set by `quit`: the prompt ends after this command.
    package var leaving = false
    /// Shows long text (`doc`, a stage view) on a terminal; nil to print it as it is.
    let pager: Pager?

    /// A session of the command line (or a test's), with no prompt.
    package convenience init(
        tutor: Tutor, cancellation: Cancellation?,
        interruptibly: @escaping (() -> ExitStatus) -> ExitStatus = { $0() }, pager: Pager? = nil,
        reader: @escaping () -> LineReader
    ) {
        self.init(
            tutor: tutor, cancellation: cancellation, prompt: nil, interruptibly: interruptibly, pager: pager,
            reader: reader)
    }

    /// A session of the prompt, which commands reach through `atPrompt`.
    init(
        tutor: Tutor, cancellation: Cancellation?, prompt: (any PromptControl)?,
        interruptibly: @escaping (() -> ExitStatus) -> ExitStatus, pager: Pager?, reader: @escaping () -> LineReader
    ) {
        self.tutor = tutor
        self.cancellation = cancellation
        self.prompt = prompt
        self.interruptibly = interruptibly
        self.pager = pager
        makeReader = reader
    }

    /// Reads the learner's answers (the quiz, an edge case's prediction); made when first needed.
    var reader: LineReader {
        if let madeReader { return madeReader }
        let reader = makeReader()
        madeReader = reader
        return reader
    }

    /// The lessons, with their decks once asked for.
    var catalogue: LessonCatalogue { tutor.catalogue }
    /// The only writer of the learner's progress.
    var book: ProgressBook { tutor.book }
    var screen: Screen { tutor.screen }
    var console: Console { tutor.screen.console }
    var home: TutorHome { tutor.home }
    var runner: ProgramRunner { tutor.runner }
    /// Every grade given, one line each.
    var reviewLog: ReviewLog { tutor.reviewLog }
    /// Runs and compares lesson stages.
    var execution: StageExecution { StageExecution(runner: tutor.runner) }

    /// Where the command was typed.
    package var place: CommandPlace {
        prompt?.place ?? .commandLine(tutor.catalogue)
    }

    /// The prompt, for the commands that only make sense there.
    func atPrompt(_ verb: String) throws(CommandFailure) -> any PromptControl {
        guard let prompt else { throw CommandRegistry.onlyAtPrompt(verb) }
        return prompt
    }

    func say(_ text: String) {
        console.say(text)
    }

    /// Prints `text`, through the pager when there is one and the text is taller than the terminal.
    func page(_ text: String) {
        guard let pager else { return say(text) }
        pager.show(text, on: tutor.console)
    }
}
