import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension Lesson {
    /// The fingerprint of what step `step` asks: the SHA-256 of its check stage's files (each
    /// one's name and text as loaded) and its expected output, in hex. When the lesson changes
    /// the step, the fingerprint changes, and a pass recorded against the old one asks for a
    /// check again.
    package func fingerprint(of step: Step) -> String {
        guard let stage = step.checkStage else { return "" }
        var hash = SHA256()
        for file in stage.modelFiles + [stage.runFile] {
            hash.update(field: file.lastPathComponent)
            hash.update(field: stage.text(of: file) ?? "")
        }
        hash.update(field: stage.expectedOutput ?? "")
        return hash.hexDigest()
    }

    /// Whether `passed` is a fingerprint as tutors before SHA-256 fingerprints wrote them (16
    /// hex digits at most). Such a pass is taken as a pass of the step as it is now: what it
    /// was a pass of cannot be told any more, and the next check records the new kind.
    package static func isEarlierFingerprint(_ passed: String) -> Bool {
        (1...16).contains(passed.utf8.count) && passed.allSatisfy(\.isHexDigit) && passed == passed.lowercased()
    }

    /// Where the learner stands on `step`: done when their own code passed it (for a step with
    /// nothing to write, when every stage of it ran and matched), read when it was shown or run.
    package func state(of step: Step, in record: Progress.LessonProgress) -> StepState {
        if step.exercise != nil {
            let work = record.exercise(step.number)
            if let passed = work.passed {
                return passed == fingerprint(of: step) || Self.isEarlierFingerprint(passed) ? .done : .changed
            }
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
