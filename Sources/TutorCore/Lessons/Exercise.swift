import Foundation

/// A step the learner does with their own hands: their copy starts as the model before the
/// step, with the task on top, and passes when it does what the step's model does.
public struct Exercise: Sendable {
    /// What the learner's code must contain beyond the right output, for a step whose point is
    /// writing by hand what the compiler would write (the output alone cannot tell).
    public enum Requirement: String, Sendable, CaseIterable {
        case codingKeys = "coding-keys"
        case initFromDecoder = "init-from-decoder"
        case encodeToEncoder = "encode-to-encoder"

        /// What is asked, in the words of the sentence that says it is missing.
        var wording: String {
            switch self {
            case .codingKeys: "an `enum CodingKeys` of your own"
            case .initFromDecoder: "an `init(from decoder:)` written by hand"
            case .encodeToEncoder: "an `encode(to encoder:)` written by hand"
            }
        }

        /// Whether `source` holds the declaration, read from its tokens so a comment or a
        /// string cannot count.
        func isMet(by source: String) -> Bool {
            let words = SwiftTokens(source).tokens.map(\.text)
            let pattern: [String] = switch self {
            case .codingKeys: ["enum", "CodingKeys"]
            case .initFromDecoder: ["init", "(", "from"]
            case .encodeToEncoder: ["func", "encode", "(", "to"]
            }
            guard words.count >= pattern.count else { return false }
            return (0...(words.count - pattern.count)).contains { Array(words[$0..<($0 + pattern.count)]) == pattern }
        }
    }

    /// The stage the learner's copy is checked against.
    public var check: StageID
    public var requirements: [Requirement]
    /// What the learner is to make the model do: the document's facts and the output wanted,
    /// never how. It heads the learner's copy as comments.
    public var task: String
    /// Each more concrete than the one before: where to look, which type or property, the
    /// change in words.
    public var hints: [String]

    /// Which of the requirements the learner's files leave out.
    func missingRequirements(in files: [URL]) -> [Requirement] {
        let source = files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        return requirements.filter { !$0.isMet(by: source) }
    }
}

extension Step {
    /// The stage the learner's work on this step is checked against: the exercise's, else the
    /// step's last stage that compiles.
    public var checkStage: Stage? {
        if let exercise, let stage = stages.first(where: { $0.id == exercise.check }) { return stage }
        return stages.last { !$0.mustNotCompile }
    }
}

extension Lesson {
    /// The model files step `step` asks the learner to write: those of its check stage whose
    /// text differs from the model before the step, or that are new. The lesson supplies the rest.
    public func exerciseFiles(of step: Step) -> [URL] {
        guard let target = step.checkStage, let first = step.stages.first else { return [] }
        let before = stage(before: first.id)
        return target.modelFiles.filter { file in
            guard let before, let old = before.modelFile(named: file.lastPathComponent) else { return true }
            return before.text(of: old) != target.text(of: file)
        }
    }

    /// The steps the learner writes code for, in order.
    public var exerciseSteps: [Step] {
        steps.filter { $0.exercise != nil }
    }
}
