import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `learn <doc.json> --exercise`, once the tutor's own model is proved: the exercise made and
/// recorded, the lesson read in, the learner's copy made, and the problem shown before anything
/// of the answer.
struct LearnExerciseSetting {
    let session: CommandSession
    /// The document as the learner typed it.
    let path: String
    let document: (url: URL, value: JSONValue, bytes: Int)
    let emitter: ModelEmitter
    let report: LearnReport

    func set() throws(CommandFailure) -> ExitStatus {
        let shown = document.url.lastPathComponent
        guard report.proven else {
            let why =
                report.differences.first.map { "`\($0.path)`: \($0.reason)" } ?? report.problem
                ?? "it did not round-trip"
            throw .notDone(
                "The tutor could not prove a model of \(shown) (\(why)), so it has nothing to check yours against.",
                hint: "`learn \(TypedLine.written(path))` shows what it found.")
        }
        let model = emitter.model
        guard !model.structs.isEmpty || !model.enums.isEmpty else {
            throw .notDone(
                """
                There is nothing to write for \(shown): it decodes as `\(model.root.spelled)`, with no type of your \
                own.
                """,
                hint: "Practise on a document with objects in it: each kind of object is a struct to write.")
        }
        // Comments at a lesson page's measure, and no `Document` alias the program never uses.
        var emitter = emitter
        emitter.commentWidth = 76
        emitter.forExercise = true
        let learned = Tutor.learnedFolder(in: session.home)
        let checks: String
        let data: Data
        do {
            checks = try String(
                contentsOf: session.catalogue.root.appendingPathComponent("Content/learn/SameJSON.swift"),
                encoding: .utf8)
            data = try Data(contentsOf: document.url)
        } catch {
            throw .notDone("The exercise could not be made: \(error.localizedDescription)")
        }
        let taken = Set(session.catalogue.lessons.filter { !$0.folder.path.hasPrefix(learned.path + "/") }.map(\.name))
        let exercise = LearnExercise(
            name: LearnExercise.lessonName(for: path, taken: taken), documentName: shown, document: data,
            emitter: emitter, fixtures: LearnFixture.derive(for: emitter.model, from: document.value), checks: checks)
        guard exercise.mistake != nil else {
            throw .notDone(
                """
                The tutor found nothing in \(shown) that its checks could tell a wrong model by: every value may be \
                missing or null.
                """,
                hint: "Practise on a document whose objects always have some of their keys.")
        }
        do {
            try exercise.write(into: learned) { model, run, document in
                try record(model: model, run: run, document: document)
            }
        } catch let refusal as CommandFailure {
            throw refusal
        } catch {
            throw .notDone("The exercise could not be written into \(learned.path): \(error.localizedDescription)")
        }
        session.tutor.reloadLessons()
        guard let lesson = session.catalogue.lesson(named: exercise.name), let step = lesson.exerciseSteps.first,
            let stage = step.checkStage
        else {
            let problems = session.catalogue.problems(of: exercise.name).map(\.description)
            throw .notDone(
                """
                The exercise was written, but the tutor could not read it back: \
                \(problems.first ?? "no step to write").
                """,
                hint: "`codable-tutor verify \(exercise.name)` lists what is wrong.")
        }
        if let prompt = session.prompt {
            prompt.settle(at: stage, in: lesson)
        } else {
            session.book.move(to: stage.id, in: lesson.name)
        }
        let (copy, target, _) = try session.madeExerciseCopy(for: stage, in: lesson)
        let width = session.screen.width
        let next = session.next
        var out = [PractiseCommand.problem(step, of: lesson, copy: copy, target: target, width: width), ""]
        out.append(
            TextLayout.line(
                """
                Your copy: \(copy.files.map(\.path).joined(separator: ", ")). The tutor's model stays hidden until \
                yours passes.
                """,
                width: width))
        out.append(
            TextLayout.line(
                next.line(
                    """
                    \(next.command(EditCommand.self, lesson, "1")) opens your copy and checks it when you close it; \
                    \(next.command(CheckCommand.self, lesson, "1")) checks it again, \
                    \(next.command(HintCommand.self, lesson, "1")) helps.
                    """
                ), width: width))
        session.say(out.joined(separator: "\n"))
        return .success
    }

    /// The exercise's output with the tutor's own model, run as `check` runs a learner's: what
    /// the lesson expects. Every line must be a ✓, or the fixtures claim what the model does not do.
    private func record(model: URL, run: URL, document: URL) throws(CommandFailure) -> String {
        let result: ProgramRun
        do throws(CompilerError) {
            result = try session.runner.run(
                Program(name: "learn-exercise", sources: [model, run], document: document),
                cancellation: session.cancellation)
        } catch {
            throw CommandFailure(reporting: error, lead: error == .cancelled ? "\n" : "")
        }
        let lines = result.output.outputLines
        guard result.compile.succeeded, result.failure == nil, !lines.isEmpty,
            lines.allSatisfy({ $0.hasPrefix("✓ ") })
        else {
            let said =
                result.compile.succeeded
                ? (lines.first { !$0.hasPrefix("✓ ") }.map { TerminalText.line($0) } ?? result.failure
                    ?? "it printed nothing")
                : result.compile.diagnostics.filter { $0.severity == .error }.map(\.located).first
                    ?? "it did not compile"
            throw .notDone(
                """
                The exercise's checks did not pass with the tutor's own model, so they would not be fair to yours: \
                \(said)
                """
            )
        }
        return result.output
    }
}
