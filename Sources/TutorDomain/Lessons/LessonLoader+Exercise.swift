import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension LessonLoader {
    /// Reads a step's `exercise.txt`, if it has one: the header names the stage checked
    /// (`check: 9.3`, default the step's last stage that compiles) and what the code must
    /// contain (`requires:`), and may be left out; the body is the task, then each hint, split by `---` lines.
    package func loadExercise(of context: StepContext, stages: [Stage], problems: inout [LessonProblem]) -> Exercise? {
        let url = context.folder.appendingFile("exercise.txt")
        guard FileManager.default.fileExists(atPath: url.path),
            let text = readText(url, headerOptional: true, problems: &problems)
        else { return nil }
        let file = "\(context.relative)/exercise.txt"
        text.rejectUnknownKeys(allowed: ["check", "requires"], file: file, problems: &problems)
        var check = stages.last { !$0.mustNotCompile }?.id
        if let field = text.fields["check"] {
            if let id = StageID(field.value), let stage = stages.first(where: { $0.id == id }), !stage.mustNotCompile {
                check = id
            } else {
                problems.append(
                    LessonProblem(
                        file: file, line: field.line,
                        """
                        `check` names a stage of this step that compiles, like \(context.number).1, not \
                        \"\(field.value)\"
                        """
                    ))
            }
        }
        var requirements: [Exercise.Requirement] = []
        if let field = text.fields["requires"] {
            for word in field.value.split(separator: ",").map({ $0.trimmed }) where !word.isEmpty {
                if let requirement = Exercise.Requirement(rawValue: word) {
                    requirements.append(requirement)
                } else {
                    let known = Exercise.Requirement.allCases.map(\.rawValue).joined(separator: ", ")
                    problems.append(
                        LessonProblem(file: file, line: field.line, "`requires` takes \(known); not \"\(word)\""))
                }
            }
        }
        let parts = Self.sections(of: text.body)
        guard let task = parts.first, !task.isEmpty else {
            problems.append(
                LessonProblem(
                    file: file, line: text.bodyLine, "the body starts with the task: what the step asks, never how"))
            return nil
        }
        let hints = Array(parts.dropFirst())
        if hints.count < 3 {
            problems.append(
                LessonProblem(
                    file: file, line: text.bodyLine,
                    """
                    an exercise has at least three hints after its task, each after a line `---`; this one has \
                    \(hints.count)
                    """
                ))
        }
        guard let check else {
            problems.append(
                LessonProblem(
                    file: file, line: 0, "the step has no stage that compiles to check the learner's copy against"))
            return nil
        }
        return Exercise(check: check, requirements: requirements, task: task, hints: hints)
    }

    /// The parts of a body between lines holding only `---`, each trimmed.
    package static func sections(of body: String) -> [String] {
        var parts: [[Substring]] = [[]]
        for line in body.lines {
            if line.trimmed == "---" { parts.append([]) } else { parts[parts.count - 1].append(line) }
        }
        return parts.map { $0.joined(separator: "\n").trimmed }.filter { !$0.isEmpty }
    }
}
