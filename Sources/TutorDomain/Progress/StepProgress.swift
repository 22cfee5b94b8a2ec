import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorSystem

extension Lesson {
    /// A short fingerprint of what step `step` asks: its check stage's files (their text as
    /// loaded) and expected output. When the lesson changes the step, the fingerprint changes,
    /// and a pass recorded against the old one asks for a check again.
    package func fingerprint(of step: Step) -> String {
        guard let stage = step.checkStage else { return "" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for file in stage.modelFiles + [stage.runFile] {
            for byte in Data(file.lastPathComponent.utf8) + Data((stage.text(of: file) ?? "").utf8) {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        for byte in Data((stage.expectedOutput ?? "").utf8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return String(hash, radix: 16)
    }

    /// Where the learner stands on `step`: done when their own code passed it (for a step with
    /// nothing to write, when every stage of it ran and matched), read when it was shown or run.
    package func state(of step: Step, in record: Progress.LessonProgress) -> StepState {
        if step.exercise != nil {
            let work = record.exercise(step.number)
            if let passed = work.passed { return passed == fingerprint(of: step) ? .done : .changed }
        } else if !step.stages.isEmpty, step.stages.allSatisfy({ record.passed.contains($0.id) }) {
            return .done
        }
        let touched =
            record.stepsRead.contains(step.number) || step.stages.contains { record.passed.contains($0.id) }
            || record.position?.step == step.number
        return touched ? .read : .new
    }

    /// The first step not done, where "welcome back" resumes; nil when every step is done.
    package func firstStepNotDone(in record: Progress.LessonProgress) -> Step? {
        steps.first { state(of: $0, in: record) != .done }
    }
}
