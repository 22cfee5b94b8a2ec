/// The name most code still gives `CommandFailure` where a command is refused as typed: the
/// same type, so one failure reaches the learner one way; its default status is the usage
/// status (2). Renaming every use (in Checking/ and Running/ too) is left for one commit of
/// its own.
package typealias UsageError = CommandFailure
