import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// One thing `verify` proves about a step's exercise, with the real compiler and the checking
/// code `check` uses: the untouched start fails, the lesson's own change passes, a typical
/// wrong answer (`mistakes/`) fails and says each of its `// expect:` texts. So a grade the
/// tutor gives is one it has earned on every exercise: a start that passed, or a mistake let
/// through, would be a step done for nothing.
struct ExerciseProof: Sendable {
    /// What is proved.
    enum Claim: Sendable {
        case startFails
        case lessonPasses
        case mistakeFails(Mistake)
    }

    /// A proof's outcome, in the form `verify --json` prints.
    struct Result: Codable, Sendable {
        var lesson: String
        var step: Int
        /// `start-fails`, `lesson-passes` or `mistake-fails`.
        var claim: String
        /// What is proved, in words: `exercise: the lesson's own change passes`.
        var title: String
        /// The mistake's name, for `mistake-fails`.
        var mistake: String?
        var passed: Bool
        /// Why it did not hold, as a sentence; nil when it did.
        var problem: String?
        /// The `// expect:` texts the check did not say.
        var notSaid: [String] = []
    }

    let lesson: Lesson
    let step: Step
    let claim: Claim

    /// Every proof `lesson`'s exercises call for, step by step: the start, the lesson's
    /// change, then each mistake.
    static func all(of lesson: Lesson) -> [ExerciseProof] {
        lesson.exerciseSteps.flatMap { step in
            [
                ExerciseProof(lesson: lesson, step: step, claim: .startFails),
                ExerciseProof(lesson: lesson, step: step, claim: .lessonPasses),
            ]
                + (step.exercise?.mistakes ?? []).map {
                    ExerciseProof(lesson: lesson, step: step, claim: .mistakeFails($0))
                }
        }
    }

    /// Proves the claim with `checker`; the start's files are made under `scratch`, a home of
    /// verify's own, never the learner's.
    func prove(with checker: ModelChecker, scratch: TutorHome, cancellation: Cancellation?) -> Result {
        var result = Result(lesson: lesson.name, step: step.number, claim: claimName, title: title, passed: false)
        if case .mistakeFails(let mistake) = claim { result.mistake = mistake.name }
        guard let target = step.checkStage else {
            result.problem = "the step has no stage to check against"
            return result
        }
        let files: [URL]
        switch claim {
        case .startFails:
            guard let copy = ExerciseCopy(lesson: lesson, step: step, home: scratch) else { return result }
            do {
                files = try copy.make()
            } catch {
                result.problem = "its start could not be made: \(error.localizedDescription)"
                return result
            }
        case .lessonPasses: files = lesson.exerciseFiles(of: step)
        case .mistakeFails(let mistake): files = mistake.files
        }
        let report: CheckReport
        do throws(CompilerError) {
            report = try checker.examine(files, against: target, of: lesson, cancellation: cancellation)
        } catch {
            result.problem = error.line
            return result
        }
        let matches = report.comparison.matches
        switch claim {
        case .startFails:
            result.passed = !matches
            if matches { result.problem = "it passed" }
        case .lessonPasses:
            result.passed = matches
            if !matches { result.problem = Self.failure(of: report) }
        case .mistakeFails(let mistake):
            let text = report.text
            result.notSaid = matches ? [] : mistake.expected.filter { !Mistake.says(text, $0) }
            result.passed = !matches && result.notSaid.isEmpty
            if matches {
                result.problem = "it passed"
            } else if let first = result.notSaid.first {
                let more = result.notSaid.count > 1 ? " (and \(result.notSaid.count - 1) more)" : ""
                result.problem = "the check does not say “\(first)”\(more)"
            }
            // What the check does say, for the author to read.
            if !result.passed, mistake.files.count == 1 {
                result.problem! +=
                    """
                    ; see `codable-tutor check \(lesson.name) \(step.number) \
                    \(TypedLine.written(mistake.files[0].path))`
                    """
            }
        }
        return result
    }

    /// `start-fails`, `lesson-passes`, `mistake-fails`: how `--json` names the claim.
    var claimName: String {
        switch claim {
        case .startFails: "start-fails"
        case .lessonPasses: "lesson-passes"
        case .mistakeFails: "mistake-fails"
        }
    }

    /// What the claim says, as `verify` prints it on its line.
    var title: String {
        switch claim {
        case .startFails: "exercise: the untouched start fails its check"
        case .lessonPasses: "exercise: the lesson's own change passes"
        case .mistakeFails(let mistake):
            "mistake \(mistake.name): fails, and says \(TextLayout.count(mistake.expected.count, "expected text"))"
        }
    }

    /// Why a check failed, in a few words: its problem, or how many lines differ.
    private static func failure(of report: CheckReport) -> String {
        if let problem = report.comparison.problem { return problem }
        let differing = report.comparison.output.filter { $0.verdict == .different }.count
        return "\(differing) line\(differing == 1 ? " differs" : "s differ")"
    }
}
