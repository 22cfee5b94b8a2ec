import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Finds what a `<lesson>` and a `<step>` typed by the learner name.
package enum StageReference {
    /// The lesson with this name.
    package static func lesson(_ name: String, in lessons: [Lesson]) throws(CommandFailure) -> Lesson {
        if let lesson = lessons.first(where: { $0.name == name.lowercased() }) { return lesson }
        let names = lessons.map(\.name).joined(separator: ", ")
        throw CommandFailure("There is no lesson called \"\(name)\".", hint: "The lessons are: \(names).")
    }

    /// The stages a step reference names: `6` or `dates` (every stage of step 6), `9.2` or
    /// `coding-keys.2` (one stage). `place` is where the reference was typed: the hint for a
    /// step that does not exist names the command that lists the steps there.
    package static func stages(_ reference: String, in lesson: Lesson, at place: CommandPlace? = nil)
        throws(CommandFailure)
        -> [Stage]
    {
        var stepPart = Substring(reference)
        var stageNumber: Int?
        if let dot = reference.lastIndex(of: "."), let number = Int(reference[reference.index(after: dot)...]) {
            stepPart = reference[..<dot]
            stageNumber = number
        }
        guard let step = lesson.step(named: String(stepPart)) else {
            let range = "\(lesson.steps.first?.number ?? 0)–\(lesson.steps.last?.number ?? 0)"
            let list = NextLine(place: place ?? .commandLine([lesson])).stepList(of: lesson)
            throw CommandFailure(
                "\(lesson.title) has no step \"\(stepPart)\".",
                hint: "Steps are numbered \(range) or named by slug (\(list) lists them).")
        }
        // The loader leaves out a step with no stage; should one come by another way, it is
        // a sentence, never an index out of range.
        guard !step.stages.isEmpty else {
            throw CommandFailure(
                "Step \(step.number) of \(lesson.title) has no stage to show, run or check.",
                hint: "`codable-tutor verify` says what is wrong with its files.")
        }
        guard let stageNumber else { return step.stages }
        guard let stage = step.stages.first(where: { $0.id.stage == stageNumber }) else {
            throw CommandFailure(
                """
                Step \(step.number) has \(TextLayout.count(step.stages.count, "stage")); there is no stage \
                \(stageNumber).
                """,
                hint: "Try \(step.number).1 to \(step.number).\(step.stages.count).")
        }
        return [stage]
    }

    /// The stage a learner's model is checked against, for a reference: the stage it names,
    /// or for a whole step its last stage that compiles.
    static func checkableStage(_ reference: String, in lesson: Lesson, at place: CommandPlace? = nil)
        throws(CommandFailure)
        -> Stage
    {
        let stages = try Self.stages(reference, in: lesson, at: place)
        if stages.count == 1, stages[0].mustNotCompile {
            throw CommandFailure(
                "Stage \(stages[0].id) is meant not to compile, so there is no output to check against.",
                hint: "Name another stage of step \(stages[0].id.step), or the step alone.")
        }
        // A whole step: the stage its exercise is checked against.
        if stages.count > 1, let step = lesson.step(stages[0].id.step), let stage = step.checkStage {
            return stage
        }
        guard let stage = stages.last(where: { !$0.mustNotCompile }) else {
            throw CommandFailure(
                "No stage of step \(stages[0].id.step) compiles, so there is nothing to check against.")
        }
        return stage
    }
}
