import Foundation
import TutorBase
import TutorSystem

/// What happened when a program was compiled and, if it compiled, run.
package struct ProgramRun: Sendable {
    /// The compiler's verdict, with messages about the harness removed.
    package var compile: CompileResult
    package var compiledFromCache: Bool
    /// Whether the program was compiled ahead in this session, while the learner read: it came
    /// from the cache, but was not there before the session began.
    package var compiledAhead = false
    /// One result per launch that happened; empty when the stage did not compile.
    package var launches: [ProcessResult]
    /// Every launch's standard output, with the separator line before launch 2 onwards.
    package var output: String
    /// Every launch's standard error.
    package var errorOutput: String

    /// Standard error as the learner should read it: at most `limit` lines, and without the
    /// runtime's stack trace after a crash (addresses in the tutor's scratch binary say nothing).
    package func errorExcerpt(limit: Int = 12) -> [String] {
        var lines: [String] = []
        for line in errorOutput.outputLines {
            if line.hasPrefix("Current stack trace:") {
                lines.append("(the runtime's stack trace is left out)")
                break
            }
            lines.append(line)
        }
        if lines.count > limit {
            let more = lines.count - limit
            lines = Array(lines.prefix(limit)) + ["… \(more) more lines"]
        }
        return lines
    }

    /// Why the program did not finish normally, as a sentence; nil when it did.
    package var failure: String? {
        guard let last = launches.last else { return nil }
        return RunFailure(last)?.line
    }
}
