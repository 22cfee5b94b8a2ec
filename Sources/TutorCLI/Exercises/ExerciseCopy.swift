import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// The learner's own files for one step's exercise, kept under the tutor's home, one folder
/// per lesson and a folder per step inside it (`exercises/postcards/05-optionals/Postcard.swift`),
/// a file per type the step changes, so any editor or IDE can open them.
///
/// The files start as the model before the step, the task on top of the first; after that
/// the tutor never writes over them: `reset` moves them aside before starting again.
struct ExerciseCopy {
    let lesson: Lesson
    let step: Step
    let exercise: Exercise
    let folder: URL

    init?(lesson: Lesson, step: Step, home: TutorHome) {
        guard let exercise = step.exercise else { return nil }
        self.lesson = lesson
        self.step = step
        self.exercise = exercise
        folder = home.state.appendingPathComponent("exercises").appendingPathComponent(lesson.name)
            .appendingPathComponent(String(format: "%02d-%@", step.number, step.slug))
    }

    /// The lesson's files the learner writes, at the stage they are checked against.
    var lessonFiles: [URL] { lesson.exerciseFiles(of: step) }

    /// The learner's files, one for each of the lesson's, whether made yet or not.
    var files: [URL] {
        lessonFiles.map { folder.appendingPathComponent($0.lastPathComponent) }
    }

    /// Whether every file of the copy is there.
    var exists: Bool {
        files.allSatisfy { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// The stage checked: the exercise's.
    var target: Stage? { step.checkStage }

    /// Makes the files that are missing from their starting point and gives all of them;
    /// files already there are left exactly as they are.
    @discardableResult
    func make() throws -> [URL] {
        let start = startingPoint()
        for (file, text) in zip(files, start) where !FileManager.default.fileExists(atPath: file.path) {
            try AtomicFile.write(Data(text.utf8), to: file)
        }
        return files
    }

    /// Moves the learner's files aside (`05-optionals.before-reset-1`, numbered on) and makes
    /// the starting point again. Returns where the old files went; nil when there were none.
    func reset() throws -> URL? {
        var aside: URL?
        if FileManager.default.fileExists(atPath: folder.path) {
            var number = 1
            var candidate: URL
            repeat {
                candidate = folder.deletingLastPathComponent().appendingPathComponent(
                    "\(folder.lastPathComponent).before-reset-\(number)")
                number += 1
            } while FileManager.default.fileExists(atPath: candidate.path)
            try FileManager.default.moveItem(at: folder, to: candidate)
            aside = candidate
        }
        try make()
        return aside
    }

    /// The text each file starts with: the model before the step (nothing for a type the step
    /// adds), the task as comments on top of the first file.
    func startingPoint() -> [String] {
        let before = step.stages.first.flatMap { lesson.stage(before: $0.id) }
        return lessonFiles.enumerated().map { index, file in
            let old = before.flatMap { before in
                before.modelFile(named: file.lastPathComponent).flatMap(before.text(of:))
            }
            let body = old ?? "import Foundation\n"
            if index == 0 { return taskComment() + body }
            return
                """
                // Part of \(lesson.name) step \(step.number): the task is at the top of \
                \(lessonFiles[0].lastPathComponent).\n\n
                """
                    + body
        }
    }

    /// The task as `//` lines at 76 columns, with how to check and where help is.
    func taskComment() -> String {
        let name = "\(lesson.name) \(step.number)"
        var lines = ["Your turn · \(lesson.name) step \(step.number): \(step.title)", ""]
        for paragraph in exercise.task.components(separatedBy: "\n\n") {
            lines += TextLayout.wrap(paragraph.replacingOccurrences(of: "\n", with: " "), width: 73).components(
                separatedBy: "\n")
            lines.append("")
        }
        let written = lessonFiles.map(\.lastPathComponent)
        if written.count > 1 {
            lines +=
                TextLayout.wrap(
                    """
                    You write \(written.joined(separator: " and ")), here in this folder; the lesson supplies its \
                    other types.
                    """,
                    width: 73
                )
                .components(separatedBy: "\n") + [""]
        }
        lines += TextLayout.wrap(
            "Save, then: `codable-tutor check \(name)` (or `check` at the tutor's prompt). Stuck? `hint \(name)`.",
            width: 73
        )
        .components(separatedBy: "\n")
        return lines.map { $0.isEmpty ? "//" : "// " + $0 }.joined(separator: "\n") + "\n\n"
    }
}
