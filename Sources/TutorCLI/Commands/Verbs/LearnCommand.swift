import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `learn <doc.json>... [--name <Type>] [--out <dir>] [--json]`: a Codable model inferred from
/// the learner's own documents, each choice explained with where the lessons teach it, and
/// proved by the real compiler: every document decoded, encoded again and compared as JSON.
///
/// Exit status 0 when the model compiles, decodes every document and gives each back the
/// same; 1 when not, the sentence first; 2 for usage (no such file, not JSON, too large).
struct LearnCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "learn", arguments: [CommandArgument("<doc.json>", .file, .oneOrMore)],
        options: [.typeName, .out, .exercise, .json],
        summary: "A Codable model for your own JSON: inferred, explained, proved by a round trip.",
        details:
            """
            Several documents of one endpoint merge into one model: a struct per kind of object, a property optional \
            where its key is missing or null, Int, Double, Bool or String as the values demand, and the catch-all \
            JSONValue only where nothing else fits. Each choice says why and which step or card teaches it. The model \
            is compiled with the real swiftc, every document is decoded, encoded again and compared as JSON values (a \
            null left out by the encoder is no difference). --name names the document's type (default Root), or an \
            array's elements; --out DIR writes DIR/Model.swift and DIR/main.swift, a program of your own: `swiftc \
            Model.swift main.swift -o roundtrip && ./roundtrip doc.json`. --exercise keeps the model hidden and makes \
            the document an exercise, a lesson of its own: you write the model (`edit`, `hint`, `solution`), and \
            `check` runs it on the document and on fixtures made from it, a key left out, a null, a value of the \
            wrong kind, each decoded or refused as the document's contract says. At the prompt, learn asks first \
            whether you want to write it yourself. A document may be 8 MB at most, and its model \(Self.largestModel) \
            properties. Exit status 0 when the model round-trips every document, 1 when not, 2 for a usage error.
            """,
        section: .yourModel, example: "learn reply.json --out Reply")

    /// The largest document `learn` reads.
    static let largestDocument = 8 << 20

    let paths: [String]
    let name: String
    /// Whether `--name` gave the name: it then names an array's elements too (`[Repository]`).
    let named: Bool
    let out: String?
    let json: Bool
    /// Whether the learner writes the model, the tutor's kept hidden.
    let exercise: Bool

    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        paths = words.words
        json = words.flag(.json)
        out = words.value(.out)
        exercise = words.flag(.exercise)
        if exercise {
            if out != nil || json {
                throw CommandFailure(
                    """
                    --exercise keeps the tutor's model hidden, and \
                    \(out != nil ? "--out would write it out" : "--json would print it").
                    """,
                    hint:
                        """
                        Take one or the other: `learn reply.json --exercise` to write it yourself, `learn \
                        reply.json\(out != nil ? " --out Reply" : " --json")` to see the tutor's.
                        """
                )
            }
            if paths.count > 1 {
                throw CommandFailure(
                    "--exercise takes one document: the exercise checks your model against it.",
                    hint: "Name the one to practise on: `learn reply.json --exercise`.")
            }
        }
        name = words.value(.typeName) ?? "Root"
        named = words.flag(.typeName)
        guard ProbeCommand.isTypeName(name), !name.contains("."), name.first?.isLetter == true else {
            throw CommandFailure(
                "`\(TerminalText.escaped(name, limit: 40))` is not a Swift type name.",
                hint: "Name the document's type like a Swift struct: `--name Reply`.")
        }
        // `struct class` does not compile: a keyword is the learner's typing, not the tutor's fault.
        guard !SwiftNames.keywords.contains(name) else {
            throw CommandFailure(
                "`\(name)` is a Swift keyword, so it cannot name a type.",
                hint: "Choose a name of your own: `--name Reply`.")
        }
        guard !SwiftNames.takenTypeNames.contains(name) else {
            throw CommandFailure(
                "`\(name)` is a type Swift or Foundation already has.",
                hint: "Choose a name of your own: `--name Reply`.")
        }
    }

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        let documents = try paths.map { (path) throws(CommandFailure) in try Self.read(path) }
        if let out { try Self.checkOut(out) }
        let exercise = self.exercise || askedToWrite(documents, in: session)
        let values = documents.map(\.value)
        let places = LearnConcepts.load(contentRoot: session.catalogue.root).places(in: session.catalogue.lessons)
        let sources = documents.map { $0.url.lastPathComponent }
        let snakeCase = ModelInference.snakeCaseFits(values)
        let infer = { (snakeCase: Bool) in
            ModelInference.infer(values, rootName: name, elementName: named ? name : nil, snakeCase: snakeCase)
        }
        var model = infer(snakeCase)
        try Self.refuseLargeModel(model, paths: paths)
        var emitter = ModelEmitter(model: model, places: places, sources: sources)
        var report = LearnReport(model: model, places: places)
        do throws(CompilerError) {
            try ModelProof(runner: session.runner, emitter: emitter, cancellation: session.cancellation).prove(
                documents, into: &report)
            // `.convertFromSnakeCase` first where every key is snake case; a model the proof
            // does not prove gives way to one with a `CodingKeys` case for each key.
            if snakeCase, !report.proven {
                let givenUp = report.differences.first.map { "`\($0.path)`: \($0.reason)" } ?? report.problem
                model = infer(false)
                emitter = ModelEmitter(model: model, places: places, sources: sources)
                report = LearnReport(model: model, places: places)
                report.snakeCaseGivenUp = givenUp
                try ModelProof(runner: session.runner, emitter: emitter, cancellation: session.cancellation).prove(
                    documents, into: &report)
            }
        } catch {
            if json {
                report.problem = error.line
                session.screen.say(json: report)
                return .failed
            }
            throw CommandFailure(reporting: error, lead: error == .cancelled ? "\n" : "")
        }
        if exercise {
            return try LearnExerciseSetting(
                session: session, path: paths[0], document: documents[0], emitter: emitter, report: report
            ).set()
        }
        if let out {
            do {
                report.written = try Self.write(emitter, to: URL(fileURLWithPath: out))
            } catch {
                throw CommandFailure.notDone(
                    "The model could not be written to `\(out)`: \(error.localizedDescription)")
            }
        }
        if json {
            session.screen.say(json: report)
        } else {
            LearnScreen(
                report: report, model: model, width: min(session.screen.width, TextLayout.proseMeasure),
                styler: session.screen.styler,
                onCommandLine: session.prompt == nil, paths: paths, out: out
            ).say(on: session.screen)
        }
        return report.proven ? .success : .failed
    }

    /// Whether the learner, asked at the prompt, wants to write the model before seeing it:
    /// asked only where a person is typing and the command asks for nothing else.
    private func askedToWrite(_ documents: [(url: URL, value: JSONValue, bytes: Int)], in session: CommandSession)
        -> Bool
    {
        guard documents.count == 1, out == nil, !json, session.prompt != nil, session.reader.isInteractive else {
            return false
        }
        let width = min(session.screen.width, TextLayout.proseMeasure)
        session.say(
            TextLayout.line(
                """
                Write the model of \(documents[0].url.lastPathComponent) yourself before you see the tutor's? It then \
                checks yours, on the document and on fixtures made from it.
                """,
                width: width))
        let answer = session.reader.answer(prompt: "Write it yourself? [y/N] ", forgetting: session.cancellation)
        guard case .line(let text) = answer else { return false }
        return ["y", "yes"].contains(text.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// A document read and checked: there, a regular file, not too large, JSON. Opened
    /// without waiting and measured by `fstat` before a byte is read, so a FIFO or a sparse
    /// file of gigabytes is a sentence, not a hang.
    static func read(_ path: String) throws(CommandFailure) -> (url: URL, value: JSONValue, bytes: Int) {
        let url = URL(fileURLWithPath: path)
        let shown = TerminalText.escaped(path, limit: 60)
        let data: Data
        do {
            data = try Syscalls.readRegularFile(url.path, limit: largestDocument)
        } catch .cannotOpen(let error) where error.code == ENOENT || error.code == ENOTDIR {
            throw CommandFailure(
                "There is no file `\(shown)`.", hint: "Give the path of a JSON document: `learn reply.json`.")
        } catch .notRegular(.folder) {
            throw CommandFailure(
                "`\(shown)` is a folder, not a JSON document.",
                hint: "Give the path of a document inside it: `learn \(shown)/reply.json`.")
        } catch .tooLarge(let size) {
            throw CommandFailure(
                """
                `\(shown)` is \(String(format: "%.1f", Double(size) / 1_048_576)) MB: learn reads documents of 8 MB \
                at most.
                """,
                hint: "Learn from a sample of it: a few elements of each array say as much, far sooner.")
        } catch {
            throw CommandFailure(
                "`\(shown)` \(error.clause).", hint: "Give the path of a JSON document: `learn reply.json`.")
        }
        do {
            return (url, try JSONReader.read(data), data.count)
        } catch {
            throw CommandFailure(
                "`\(shown)` is not JSON: at line \(error.line), column \(error.column), \(error.sentence).",
                hint: "Fix the document (or give another), then learn again.")
        }
    }

    /// Refuses an `--out` folder that holds anything: the learner's files are never written over.
    static func checkOut(_ out: String) throws(CommandFailure) {
        let url = URL(fileURLWithPath: out)
        guard let kind = Syscalls.kind(atPath: url.path) else { return }
        let shown = TerminalText.escaped(out, limit: 60)
        guard kind == .folder else {
            throw CommandFailure(
                "`\(shown)` is a file: --out needs a folder.", hint: "Name a new folder: `--out Reply`.")
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        guard entries.isEmpty else {
            throw CommandFailure(
                "`\(shown)` already holds files, and learn writes over nothing of yours.",
                hint: "Name a new folder (or an empty one), or move that one away first.")
        }
    }

    /// Writes `Model.swift` and `main.swift` into `folder`; their paths.
    static func write(_ emitter: ModelEmitter, to folder: URL) throws -> [String] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let model = folder.appendingPathComponent("Model.swift")
        let main = folder.appendingPathComponent("main.swift")
        try AtomicFile.write(Data(emitter.modelFile.utf8), to: model)
        try AtomicFile.write(Data(emitter.mainFile.utf8), to: main)
        return [model.path, main.path]
    }
}

extension CommandOption {
    /// `learn --name <Type>`: the document's type, or an array's elements'.
    static let typeName = CommandOption("--name", value: .init("<Type>", example: "--name Reply"))
    /// `learn --out <dir>`: the model and a round-trip program written into a folder.
    static let out = CommandOption("--out", value: .init("<dir>", .file, example: "--out Reply"))
    /// `learn --exercise`: the model kept hidden, the document made an exercise.
    static let exercise = CommandOption("--exercise")
}
