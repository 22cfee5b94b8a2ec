import SwiftToolchain
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// A command-line session over `tutor`: no prompt, answers read from `reader`.
package func makeSession(_ tutor: Tutor, reader: LineReader = ScriptedLineReader([]), cancellation: Cancellation? = nil)
    -> CommandSession
{
    CommandSession(tutor: tutor, cancellation: cancellation, reader: { reader })
}

/// Carries out a command already read, as `CommandRegistry.perform` does: a refusal is told
/// on standard error and gives its exit status.
package func carryOut(_ command: any Command, in session: CommandSession) -> ExitStatus {
    do throws(CommandFailure) {
        return try command.perform(in: session)
    } catch {
        session.tutor.console.complain(error.text)
        return error.exitStatus
    }
}
