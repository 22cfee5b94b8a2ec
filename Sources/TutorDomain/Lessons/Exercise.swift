import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// A step the learner does with their own hands: their copy starts as the model before the
/// step, with the task on top, and passes when it does what the step's model does.
package struct Exercise: Sendable {
    /// What the learner's code must contain beyond the right output, for a step whose point is
    /// writing by hand what the compiler would write (the output alone cannot tell).
    package enum Requirement: String, Sendable, CaseIterable {
        case codingKeys = "coding-keys"
        case initFromDecoder = "init-from-decoder"
        case encodeToEncoder = "encode-to-encoder"

        /// What is asked, in the words of the sentence that says it is missing.
        package var wording: String {
            switch self {
            case .codingKeys: "an `enum CodingKeys` of your own"
            case .initFromDecoder: "an `init(from decoder:)` written by hand"
            case .encodeToEncoder: "an `encode(to encoder:)` written by hand"
            }
        }

        /// Whether `source` holds the declaration, as its `SwiftSource` reads it: a comment, a
        /// string or a call cannot count.
        package func isMet(by source: String) -> Bool {
            isMet(by: SwiftSource(reading: source))
        }

        /// Whether the declarations hold it, at any depth and in extensions too.
        package func isMet(by source: SwiftSource) -> Bool {
            switch self {
            case .codingKeys: source.declaresType(.enum, named: "CodingKeys")
            case .initFromDecoder: source.declaresFunction("init(from:)")
            case .encodeToEncoder: source.declaresFunction("encode(to:)")
            }
        }
    }

    /// The stage the learner's copy is checked against.
    package var check: StageID
    package var requirements: [Requirement]
    /// What the learner is to make the model do: the document's facts and the output wanted,
    /// never how. It heads the learner's copy as comments.
    package var task: String
    /// Each more concrete than the one before: where to look, which type or property, the
    /// change in words.
    package var hints: [String]
    /// The typical wrong answers kept in the step's `mistakes/`, each with what its check must
    /// say: `verify` proves every one fails so.
    package var mistakes: [Mistake] = []

    /// Which of the requirements the learner's files leave out, read as they were for the check.
    package func missingRequirements(in submission: Submission) -> [Requirement] {
        let source = SwiftSource(merging: submission.files.map(\.source))
        return requirements.filter { !$0.isMet(by: source) }
    }
}

extension Step {
    /// The stage the learner's work on this step is checked against: the exercise's, else the
    /// step's last stage that compiles.
    package var checkStage: Stage? {
        if let exercise, let stage = stages.first(where: { $0.id == exercise.check }) { return stage }
        return stages.last { !$0.mustNotCompile }
    }
}

extension Lesson {
    /// The model files step `step` asks the learner to write: those of its check stage whose
    /// text differs from the model before the step, or that are new. The lesson supplies the rest.
    package func exerciseFiles(of step: Step) -> [URL] {
        guard let target = step.checkStage, let first = step.stages.first else { return [] }
        let before = stage(before: first.id)
        return target.modelFiles.filter { file in
            guard let before, let old = before.modelFile(named: file.lastPathComponent) else { return true }
            return before.text(of: old) != target.text(of: file)
        }
    }

    /// The steps the learner writes code for, in order.
    package var exerciseSteps: [Step] {
        steps.filter { $0.exercise != nil }
    }
}
