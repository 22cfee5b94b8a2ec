import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// The blank file of one drill attempt (`drills/postcards/05-optionals/attempt-2/Postcard.swift`):
/// no model to start from, only what an interviewer hands over — the task, the document, the
/// program that will use the learner's types, and the output it must print — as comments on
/// top, then `import Foundation`. Every attempt gets a folder of its own, so nothing written
/// in an earlier one is ever overwritten.
struct DrillSheet {
    let lesson: Lesson
    let step: Step
    let exercise: Exercise
    /// The stage the file is checked against.
    let target: Stage
    /// The attempt's folder.
    let folder: URL

    /// The file the learner writes: one for all the types, named as the lesson's first file
    /// that the step changes, so that it stands in for that file.
    var file: URL {
        folder.appendingPathComponent(lesson.exerciseFiles(of: step).first?.lastPathComponent ?? "Model.swift")
    }

    /// The next attempt at `step` under `home`, its folder not made yet; nil for a step with
    /// nothing to write.
    init?(lesson: Lesson, step: Step, home: TutorHome) {
        guard let exercise = step.exercise, let target = step.checkStage else { return nil }
        self.lesson = lesson
        self.step = step
        self.exercise = exercise
        self.target = target
        let drills = home.state.appendingPathComponent("drills").appendingPathComponent(lesson.name)
            .appendingPathComponent(String(format: "%02d-%@", step.number, step.slug))
        var number = 1
        while FileManager.default.fileExists(atPath: drills.appendingPathComponent("attempt-\(number)").path) {
            number += 1
        }
        folder = drills.appendingPathComponent("attempt-\(number)")
    }

    /// Writes the blank file (atomically, in a folder of its own) and gives it.
    func make() throws -> URL {
        try AtomicFile.write(Data(text.utf8), to: file)
        return file
    }

    /// The types the learner declares: those of the files the step changes. The lesson
    /// supplies the rest.
    var typesToWrite: [String] {
        lesson.exerciseFiles(of: step).flatMap {
            SwiftSource(reading: target.text(of: $0) ?? "").topLevelTypeNames.sorted()
        }
    }

    /// The lesson's run() that uses the learner's types.
    var runText: String {
        target.text(of: target.runFile) ?? Syscalls.regularFileText(target.runFile) ?? ""
    }

    /// Whether run() reads the lesson's document (`document()`); a step may decode only JSON
    /// written inside run().
    var readsDocument: Bool { runText.contains("document()") }

    /// The types of the stage's model that the lesson supplies, as they are: the learner uses them.
    var typesSupplied: [String] {
        let written = Set(lesson.exerciseFiles(of: step).map(\.path))
        return target.modelFiles.filter { !written.contains($0.path) }
            .flatMap { SwiftSource(reading: target.text(of: $0) ?? "").topLevelTypeNames.sorted() }
    }

    /// The sentence that says what the learner writes, and what the lesson supplies.
    var whatToWrite: String {
        let supplied = typesSupplied.map { "`\($0)`" }
        let rest =
            supplied.isEmpty
            ? ""
            : """
             The lesson supplies \(ParsedWords.list(supplied, "and")) as it is; use \
            \(supplied.count == 1 ? "it" : "them").
            """
        return "You write \(ParsedWords.list(typesToWrite.map { "`\($0)`" }, "and")) from a blank file.\(rest)"
    }

    /// Lines of the document shown whole; a longer one is shown up to `documentExcerpt` lines.
    static let documentLimit = 60
    static let documentExcerpt = 40

    /// The file as it starts: the drill's facts as `//` lines, then `import Foundation`.
    var text: String {
        var lines = ["Drill · \(lesson.name) step \(step.number): \(step.title)", ""]
        lines += wrapped(
            whatToWrite
                + """
                 The lesson's program below must then print exactly what is asked. Save and close your editor to \
                check. No hints; the clock runs until it passes.
                """
        )
        lines.append("")
        for paragraph in exercise.task.components(separatedBy: "\n\n") {
            lines += wrapped(paragraph.replacingOccurrences(of: "\n", with: " ")) + [""]
        }
        if let document = target.document, readsDocument {
            lines.append("The document, \(document.path):")
            let text = Syscalls.regularFileText(document) ?? ""
            var documentLines = text.components(separatedBy: "\n")
            if documentLines.last == "" { documentLines.removeLast() }
            if documentLines.count > Self.documentLimit {
                let rest = documentLines.count - Self.documentExcerpt
                documentLines =
                    Array(documentLines.prefix(Self.documentExcerpt)) + [
                        """
                        … \(rest) more lines in the file
                        """
                    ]
            }
            lines += documentLines.map { "  " + $0 } + [""]
        }
        lines.append("The program that uses your types (the lesson's run(), as it is):")
        let program = runText
        lines +=
            program.components(separatedBy: "\n").reversed().drop { $0.isEmpty }.reversed().map { "  " + $0 } + [""]
        if let expected = target.expectedOutput {
            lines.append("It must print:")
            lines += expected.components(separatedBy: "\n").reversed().drop { $0.isEmpty }.reversed().map { "  " + $0 }
        }
        let header = lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "//" : "// " + $0 }.joined(
            separator: "\n")
        return header + "\n\nimport Foundation\n\n"
    }

    private func wrapped(_ prose: String) -> [String] {
        TextLayout.wrap(prose, width: 73).components(separatedBy: "\n")
    }
}
