import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension LessonLoader {
    /// The widest a line of a lesson's Swift may be: the stage view shows code at this width
    /// beside its output, and a longer line wraps on an 80-column terminal.
    package static let codeWidth = 76

    /// The author's house rules that the format alone does not enforce: every Swift file of
    /// the lesson's stages, cards and edge cases keeps to `codeWidth` columns. Each file is
    /// checked once, though stages inherit it.
    package func houseRuleProblems(of lesson: Lesson, deck: Deck?) -> [LessonProblem] {
        let stages = lesson.stages + (deck?.stages ?? [])
        var seen: Set<String> = []
        var problems: [LessonProblem] = []
        for stage in stages {
            for file in stage.modelFiles + [stage.runFile] where seen.insert(file.path).inserted {
                guard let text = stage.text(of: file) else { continue }
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                where line.count > Self.codeWidth {
                    problems.append(
                        LessonProblem(
                            file: relativePath(file), line: index + 1,
                            """
                            this code line is \(line.count) characters wide; keep it to \(Self.codeWidth), so that it \
                            fits beside its output on an 80-column screen
                            """
                        ))
                }
            }
        }
        return problems
    }
}
