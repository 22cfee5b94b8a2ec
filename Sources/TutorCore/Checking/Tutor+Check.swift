import Foundation

extension Tutor {
    /// The stage a reference names, or for a whole step its last stage that compiles.
    static func checkableStage(_ reference: String, in lesson: Lesson) throws(UsageError) -> Stage {
        let stages = try StageReference.stages(reference, in: lesson)
        if stages.count == 1, stages[0].mustNotCompile {
            throw UsageError("Stage \(stages[0].id) is meant not to compile, so there is no output to check against.",
                hint: "Name another stage of step \(stages[0].id.step), or the step alone.")
        }
        guard let stage = stages.last(where: { !$0.mustNotCompile }) else {
            throw UsageError("No stage of step \(stages[0].id.step) compiles, so there is nothing to check against.")
        }
        return stage
    }

    /// The learner's file: it must be an ordinary file (not a folder, a pipe, a device or a
    /// link loop: `ModelFile` names each), be Swift, and hold text.
    static func learnerFile(_ path: String) throws(UsageError) -> URL {
        let url = URL(fileURLWithPath: NSString(string: path).expandingTildeInPath)
        let data = try ModelFile.read(url, shownAs: path)
        guard url.pathExtension == "swift" else {
            throw UsageError("\(path) is not a Swift file: check wants a file ending in .swift.")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw UsageError("\(path) cannot be read as UTF-8 text.")
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw UsageError("\(path) is empty: write your model in it first (`show` prints the lesson's, `edit` starts from it).")
        }
        return url.standardizedFileURL
    }

    /// Checks one file against one stage and says what it found.
    func checkFile(_ file: URL, against stage: Stage, of lesson: Lesson, json: Bool, cancellation: Cancellation?) -> ExitStatus {
        let run: ProgramRun
        do throws(CompilerError) {
            run = try runner.run(stage.program(in: lesson, model: file), cancellation: cancellation)
        } catch {
            let verdict = CheckVerdict(lesson: lesson, stage: stage, file: file, status: .error, problem: error.line)
            if json { console.say(Self.json(verdict)) } else { console.complain(error.text) }
            return .failed
        }
        // The learner's warnings are theirs to weigh; only the output decides.
        var comparison = StageComparison.compare(stage, with: run, diagnostics: .ignored)
        if !stage.mustNotCompile, !run.compile.succeeded { comparison.problem = "Your model did not compile." }
        let report = CheckReport(tutor: self, lesson: lesson, stage: stage, file: file, run: run, comparison: comparison,
            cancellation: cancellation)
        if json {
            console.say(Self.json(report.verdict))
        } else {
            console.say(report.text)
        }
        return .matching(comparison.matches)
    }
}
