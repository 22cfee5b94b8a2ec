import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension Stage {
    /// The program this stage runs in `lesson`.
    package func program(in lesson: Lesson) -> Program {
        program(lesson: lesson.name, models: modelFiles, run: runFile)
    }

    /// The program with the learner's files in place of the lesson's model files that declare
    /// the same types: a learner writes only the types a step is about, and the lesson's own
    /// files supply the rest. A learner's whole model replaces every file it covers. A file of
    /// the same name stands in too, whatever it declares (the copy of a type not written yet),
    /// and the compiler takes no two files of one name. A file named in `startingPoints` — one
    /// an exercise asks the learner to change — is supplied as the learner started it (the
    /// stage before the step's, or nothing for a file the step adds), never as the lesson's
    /// answer: only the learner's own code can make the change.
    package func program(
        in lesson: Lesson, learnerFiles: [URL], startingPoints: [String: (file: URL, text: String)?] = [:]
    ) -> Program {
        program(in: lesson, submission: Submission(reading: learnerFiles), startingPoints: startingPoints)
    }

    /// The program with the learner's files as `submission` read them, in place of the
    /// lesson's (see above): the compile takes the bytes read, not the files again.
    package func program(
        in lesson: Lesson, submission: Submission, startingPoints: [String: (file: URL, text: String)?] = [:]
    ) -> Program {
        let learnerFiles = submission.urls
        let theirs = submission.topLevelTypeNames
        let names = Set(learnerFiles.map(\.lastPathComponent))
        let handedIn = Set(learnerFiles.map(\.path))
        let own = Set(modelFiles.map(\.path))
        let supplied: [(file: URL, text: String)] = modelFiles.compactMap { file in
            // A lesson's own file handed in (verify proving the lesson's change) keeps its place:
            // the program is then the stage's own, and the compiled-program cache already has it.
            if handedIn.contains(file.path) { return (file, "") }
            if let start = startingPoints[file.lastPathComponent] { return start }
            return (file, text(of: file) ?? "")
        }
        let kept = supplied.filter {
            handedIn.contains($0.file.path)
                || SwiftSource(reading: $0.text).topLevelTypeNames.isDisjoint(with: theirs)
                    && !names.contains($0.file.lastPathComponent)
        }.map(\.file)
        var program = program(
            lesson: lesson.name, models: kept + learnerFiles.filter { !own.contains($0.path) }, run: runFile)
        program.readAlready = submission.bytesRead
        return program
    }

    /// The program with these files in place of the stage's own, under the stage's flags,
    /// document and launches: a how-to answer run with its card's code.
    package func program(lesson: String, models: [URL], run: URL) -> Program {
        Program(
            name: "\(lesson)-\(label)", sources: models + [run], flags: compilerFlags, document: document,
            launches: launches)
    }
}
