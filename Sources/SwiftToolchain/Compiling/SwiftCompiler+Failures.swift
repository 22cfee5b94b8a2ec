import Foundation
import TutorBase
import TutorSystem

extension SwiftCompiler {
    // A failed compile is only worth keeping when it is about the code. These tell the
    // other failures apart: a signal, and a folder the compiler or linker could not write.

    /// The signal that ended a run, if one did.
    package static func signal(of run: ProcessResult) -> Int32? {
        if case .signalled(let signal) = run.ending { return signal }
        return nil
    }

    /// Throws when a failed compile's words are about a folder (a full disk, a read-only or
    /// forbidden cache, an output the linker could not write) rather than about the code.
    package func refuseFolderProblems(_ attempt: Attempt, output: URL) throws(CompilerError) {
        guard !attempt.succeeded else { return }
        // The learner's source lines, echoed under a message, may say anything: only the
        // compiler's and linker's own words count (snippets are kept escaped, so each line is too).
        let echoed = Set(Diagnostic.parse(attempt.text).flatMap(\.snippet))
        let words = attempt.text.split(separator: "\n").map(String.init).filter {
            !echoed.contains(TerminalText.escaped($0, limit: .max, keeping: ["\t"]))
        }
        let inModules = words.contains { $0.contains(moduleCache.path) }
        let folder = inModules ? moduleCache : output.deletingLastPathComponent().deletingLastPathComponent()
        let role = inModules ? "module cache" : "cache folder"
        if let problem = FolderProblem(role: role, folder: folder, text: words.joined(separator: "\n")) {
            throw .folder(problem)
        }
        let unwritten = [
            "cannot open output file", "unable to open output file", "error opening output file", "failed to write",
        ]
        if let line = words.first(where: { line in unwritten.contains { line.contains($0) } }) {
            throw .folder(FolderProblem(role: role, path: folder.path, reason: .other(line)))
        }
    }
}
