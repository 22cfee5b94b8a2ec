import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension LessonLoader {
    /// Reads a step's `mistakes/`: each typical wrong answer to its exercise, a `.swift` file
    /// or a folder of them, with the `// expect:` lines that say what the check must print.
    /// An exercise needs one at least; a step without an exercise has none.
    package func loadMistakes(of context: StepContext, exercise: Exercise?, problems: inout [LessonProblem])
        -> [Mistake]
    {
        let folder = context.folder.appendingFolder("mistakes")
        let relative = "\(context.relative)/mistakes"
        let hasExercise = FileManager.default.fileExists(atPath: context.folder.appendingFile("exercise.txt").path)
        guard isFolder(folder) else {
            if exercise != nil {
                problems.append(
                    LessonProblem(
                        file: "\(context.relative)/exercise.txt", line: 0,
                        """
                        an exercise keeps at least one typical wrong answer in `mistakes/` (`mistakes/<name>.swift` \
                        with `// expect:` lines), which `verify` proves fails with those words
                        """
                    ))
            }
            return []
        }
        guard hasExercise else {
            problems.append(
                LessonProblem(
                    file: relative, line: 0, "wrong answers belong to an exercise, and this step has no `exercise.txt`")
            )
            return []
        }
        var mistakes: [Mistake] = []
        for entry in sortedEntries(of: folder) {
            let url = folder.appendingPathComponent(entry)
            let name = entry.hasSuffix(".swift") ? String(entry.dropLast(".swift".count)) : entry
            guard Self.isMistakeName(name), entry.hasSuffix(".swift") || isFolder(url) else {
                problems.append(
                    LessonProblem(
                        file: "\(relative)/\(entry)", line: 0,
                        """
                        a mistake is a `.swift` file, or a folder of them, named in lowercase letters, digits and \
                        hyphens (`mistakes/toughness-if-present.swift`)
                        """
                    ))
                continue
            }
            let files =
                isFolder(url)
                ? sortedEntries(of: url).filter { $0.hasSuffix(".swift") }.map { url.appendingFile($0) } : [url]
            guard !files.isEmpty else {
                problems.append(
                    LessonProblem(
                        file: "\(relative)/\(entry)", line: 0,
                        "the folder holds no `.swift` file: a mistake is the learner's files as they would hand them in"
                    ))
                continue
            }
            var expected: [String] = []
            var read = true
            for file in files {
                let shown = lessonFile(file)
                let text: String
                switch shown.read(problems: &problems) {
                case .text(let read): text = read
                case .missing:
                    problems.append(
                        LessonProblem(file: shown.shownAs, line: 0, "the file is missing or cannot be read"))
                    read = false
                    continue
                case .refused:
                    read = false
                    continue
                }
                for found in Mistake.expectations(in: text) {
                    if found.text.isEmpty {
                        problems.append(
                            LessonProblem(
                                file: shown.shownAs, line: found.line,
                                "`// expect:` is followed by the words the check must print; here there are none"))
                    } else {
                        expected.append(found.text)
                    }
                }
            }
            guard read else { continue }
            if expected.isEmpty {
                problems.append(
                    LessonProblem(
                        file: "\(relative)/\(entry)", line: 0,
                        """
                        a mistake says what its check must print: a line `// expect: <words>` at least, such as `// \
                        expect: Key 'city' not found`
                        """
                    ))
                continue
            }
            mistakes.append(Mistake(name: name, files: files, expected: expected))
        }
        if mistakes.isEmpty, exercise != nil, !problems.contains(where: { $0.file.hasPrefix(relative) }) {
            problems.append(
                LessonProblem(
                    file: relative, line: 0,
                    "the folder holds no mistake: an exercise keeps at least one typical wrong answer here"))
        }
        return mistakes
    }

    /// `toughness-if-present`: lowercase letters, digits and hyphens, starting with a letter.
    package static func isMistakeName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter else { return false }
        return name.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }
}
