import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Text taller than the terminal, shown through the learner's pager (`$PAGER`, else `less`)
/// instead of scrolling past: a JSON document of 50 lines, a stage view of 150.
///
/// Only `doc` and the stage view (`show`, and the moves that show a stage) go through it.
/// The executable makes one only when both standard input and output are terminals, so a
/// pipe, a script and CI get the text printed as it always was.
package struct Pager: Sendable {
    /// The command line `/bin/sh` runs, with the text on its standard input.
    package let command: String
    /// The pager's environment: the tutor's, with `LESS` chosen when the learner chose none.
    package let environment: [String: String]
    let launcher: any ProcessLauncher
    /// The terminal's rows and columns now (it may have been resized); nil when unknown.
    let size: @Sendable () -> (rows: Int, columns: Int)?

    package init(
        command: String, environment: [String: String], launcher: any ProcessLauncher,
        size: @escaping @Sendable () -> (rows: Int, columns: Int)?
    ) {
        (self.command, self.environment, self.launcher, self.size) = (command, environment, launcher, size)
    }

    /// The pager for a terminal: `$PAGER`, else `less -R` (which keeps colour codes). Nil for
    /// none: when input or output is not a terminal, when `NO_PAGER` is set to anything, or
    /// when `$PAGER` is empty or `cat` (git reads those as "do not page" too).
    ///
    /// With no `LESS` of the learner's, less runs with `FRX`, as git runs it: it quits at
    /// once when the text fits after all, and leaves the text on the screen when it ends, so
    /// the learner can still read (and copy) it at the next prompt.
    package static func forTerminal(
        environment: [String: String], interactive: Bool, launcher: any ProcessLauncher,
        size: @escaping @Sendable () -> (rows: Int, columns: Int)?
    ) -> Pager? {
        guard interactive, environment[EnvironmentVariable.noPager.name] == nil else { return nil }
        let chosen = environment[EnvironmentVariable.pager.name]?.trimmingCharacters(in: .whitespaces)
        if let chosen, chosen.isEmpty || chosen == "cat" { return nil }
        var pagerEnvironment = environment
        if pagerEnvironment["LESS"] == nil { pagerEnvironment["LESS"] = "FRX" }
        return Pager(command: chosen ?? "less -R", environment: pagerEnvironment, launcher: launcher, size: size)
    }

    /// Prints `text` on `console`, or shows it in the pager when it has more lines than fit
    /// above the prompt. When the pager cannot be started (not installed, say), the text is
    /// printed as it would be without one.
    package func show(_ text: String, on console: Console) {
        // The pager shows the text as the console would: laid out to the terminal's width.
        if let size = size(), Self.rows(text, columns: size.columns) >= size.rows,
            page(TextLayout.fitted(text, width: size.columns))
        {
            return
        }
        console.say(text)
    }

    /// The rows `text` takes on a terminal `columns` wide, a long line wrapping onto more.
    static func rows(_ text: String, columns: Int) -> Int {
        let width = max(columns, 1)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .reduce(0) { $0 + max(1, ($1.count + width - 1) / width) }
    }

    /// Runs the pager on `text`; false when it could not be started. The text goes through
    /// a file of its own rather than a pipe: the pager shares the tutor's terminal, process
    /// group and descriptors, as an editor does (`ProcessLauncher.runAttached`).
    private func page(_ text: String) -> Bool {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent(
                "codable-tutor-page-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8)).txt")
        guard (try? Data((text + "\n").utf8).write(to: file)) != nil else { return false }
        defer { try? FileManager.default.removeItem(at: file) }
        do throws(LaunchError) {
            let ending = try launcher.runAttached(
                "/bin/sh", arguments: ["-c", "exec \(command) < \"$1\"", "pager", file.path],
                environment: environment)
            // 126 and 127: the shell found no such command, or could not run it.
            return ending != .exited(126) && ending != .exited(127)
        } catch {
            return false
        }
    }
}
