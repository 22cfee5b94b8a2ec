import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension LessonLoader {
    /// Reads `advice.txt`, if the lesson has one: blocks of `key: value` lines separated by
    /// blank lines, one rule each. Every place it names is looked up in `lesson` (cards and
    /// edge cases in `deck`, when it was read), and one that is not there is a problem.
    package func loadAdvice(of lesson: Lesson, deck: Deck?, problems: inout [LessonProblem]) -> [LessonAdvice] {
        let url = lesson.folder.appendingFile("advice.txt")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let file = "\(lesson.name)/advice.txt"
        let text: String
        switch lessonFile(url).read(problems: &problems) {
        case .text(let read): text = read
        case .refused: return []
        case .missing:
            problems.append(LessonProblem(file: file, line: 0, "the file cannot be read as UTF-8 text"))
            return []
        }
        var rules: [LessonAdvice] = []
        for block in Self.adviceBlocks(text) {
            var fields: [String: (value: String, line: Int)] = [:]
            for (line, content) in block {
                guard let colon = content.firstIndex(of: ":"),
                    ["mistake", "see", "why"].contains(content[..<colon].trimmed)
                else {
                    problems.append(
                        LessonProblem(
                            file: file, line: line, "expected `mistake:`, `see:` or `why:`, found \"\(content)\""))
                    continue
                }
                fields[content[..<colon].trimmed] = (content[content.index(after: colon)...].trimmed, line)
            }
            let first = block[0].line
            guard let mistakeField = fields["mistake"], let seeField = fields["see"], let whyField = fields["why"]
            else {
                problems.append(LessonProblem(file: file, line: first, "a rule needs `mistake:`, `see:` and `why:`"))
                continue
            }
            guard let mistake = CheckMistake(rawValue: mistakeField.value) else {
                let known = CheckMistake.allCases.map(\.rawValue).joined(separator: ", ")
                problems.append(
                    LessonProblem(
                        file: file, line: mistakeField.line, "no mistake `\(mistakeField.value)` (known: \(known))"))
                continue
            }
            if rules.contains(where: { $0.mistake == mistake }) {
                problems.append(
                    LessonProblem(file: file, line: mistakeField.line, "`\(mistake.rawValue)` is given twice"))
                continue
            }
            guard
                let (place, slug) = resolvePlace(
                    seeField.value, in: lesson, deck: deck, file: file, line: seeField.line, problems: &problems)
            else { continue }
            let why = fillSteps(in: whyField.value, of: lesson, file: file, line: whyField.line, problems: &problems)
            rules.append(LessonAdvice(mistake: mistake, place: place, slug: slug, why: why))
        }
        return rules
    }

    /// The non-blank lines of `text`, grouped where blank lines part them, with their numbers.
    package static func adviceBlocks(_ text: String) -> [[(line: Int, content: String)]] {
        var blocks: [[(line: Int, content: String)]] = [[]]
        for (index, line) in text.lines.enumerated() {
            if line.trimmed.isEmpty {
                if !blocks[blocks.count - 1].isEmpty { blocks.append([]) }
            } else {
                blocks[blocks.count - 1].append((index + 1, line.trimmed))
            }
        }
        return blocks.filter { !$0.isEmpty }
    }

    /// `step coding-keys`, `card a-dictionary-of-any`, `edge an-extension-in-another-file`.
    private func resolvePlace(
        _ value: String, in lesson: Lesson, deck: Deck?, file: String, line: Int,
        problems: inout [LessonProblem]
    ) -> (Stage.Scope, String)? {
        let words = value.split(separator: " ").map(String.init)
        guard words.count == 2, let place = Stage.Scope(rawValue: words[0]) else {
            problems.append(
                LessonProblem(
                    file: file, line: line, "`see:` is `step`, `card` or `edge` and a slug, like `step coding-keys`"))
            return nil
        }
        let resolvable = place == .step || deck != nil
        if resolvable, LessonAdvice.number(of: place, words[1], in: lesson, deck: deck) == nil {
            let noun = ["step": "step", "card": "flash card", "edge": "edge case"][words[0]]!
            problems.append(LessonProblem(file: file, line: line, "no \(noun) `\(words[1])` in \(lesson.name)"))
            return nil
        }
        return (place, words[1])
    }

    /// Makes each `{step slug}` in a sentence `step N`, so the sentence follows a renumbering.
    private func fillSteps(
        in sentence: String, of lesson: Lesson, file: String, line: Int, problems: inout [LessonProblem]
    ) -> String {
        var result = sentence
        while let open = result.range(of: "{step "), let close = result[open.upperBound...].firstIndex(of: "}") {
            let slug = String(result[open.upperBound..<close])
            guard let number = LessonAdvice.number(of: .step, slug, in: lesson, deck: nil) else {
                problems.append(LessonProblem(file: file, line: line, "no step `\(slug)` in \(lesson.name)"))
                result.replaceSubrange(open.lowerBound...close, with: slug)
                continue
            }
            result.replaceSubrange(open.lowerBound...close, with: "step \(number)")
        }
        return result
    }
}
