import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension ProbeCommand {
    /// What `probe` was asked to do, checked: the learner's file, the type, the document.
    struct Plan {
        var model: URL
        var type: String
        var document: URL
        var variants: ProbeVariants
        var dates: ProbeDates
        var snakeCase: Bool

        var decodedType: String { variants.isArray ? "[\(type)]" : type }
    }

    /// Checks the command's words against the files and `lessons`; every problem is a usage
    /// error with a way on.
    func plan(lessons: [Lesson]) throws(CommandFailure) -> Plan {
        let model = URL(fileURLWithPath: file)
        guard model.pathExtension == "swift" else {
            throw CommandFailure(
                "`\(file)` is not a Swift file.", hint: "probe reads a `.swift` file holding your model's types.")
        }
        guard let kind = Syscalls.kind(atPath: model.path), kind != .folder,
            let data = FileManager.default.contents(atPath: model.path)
        else {
            throw CommandFailure(
                "There is no file `\(file)`.", hint: "Give the path of the .swift file that holds your model.")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("`\(file)` is not UTF-8 text.")
        }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw CommandFailure("`\(file)` is empty.", hint: "Write your model's types in it, then probe again.")
        }
        guard Self.isTypeName(type) else {
            throw CommandFailure(
                "`\(type)` is not a Swift type name.", hint: "Name the type one element decodes as, like `Postcard`.")
        }
        try Self.checkDeclared(type, in: text, file: file)
        guard let strategy = ProbeDates(rawValue: dates) else {
            // The declaration refuses it first; a ProbeCommand made in code gets the same sentence.
            throw CommandFailure(
                "`--dates` takes \(ParsedWords.list(ProbeDates.allCases.map(\.rawValue), "or")), not `\(dates)`.")
        }
        let chosen: Lesson? = try lesson.map { (name) throws(CommandFailure) in
            try StageReference.lesson(name, in: lessons)
        }
        let documentURL = try Self.document(document, lesson: chosen, lessons: lessons)
        // The size first: a document of a gigabyte is refused before it is read.
        if let info = try? Syscalls.status(documentURL.path), Syscalls.size(info) > ProbeVariants.maximumDocumentBytes {
            throw Self.cannotProbe(documentURL, .tooLarge(bytes: Int(Syscalls.size(info))))
        }
        guard let bytes = FileManager.default.contents(atPath: documentURL.path) else {
            throw CommandFailure("The document `\(documentURL.path)` cannot be read.")
        }
        do {
            let variants = try ProbeVariants(document: bytes)
            return Plan(
                model: model, type: type, document: documentURL, variants: variants, dates: strategy,
                snakeCase: snakeCase)
        } catch {
            throw Self.cannotProbe(documentURL, error)
        }
    }

    /// Why the document cannot be probed, and what to give instead.
    private static func cannotProbe(_ document: URL, _ problem: ProbeVariants.Problem) -> CommandFailure {
        let hint =
            switch problem {
            case .tooLarge, .tooManyKeys:
                """
                Every variant is decoded whole: probe a sample of the document (a few elements say as much, far \
                sooner).
                """
            default:
                "probe needs a JSON object, or an array whose first element is an object."
            }
        return CommandFailure("`\(document.lastPathComponent)` cannot be probed: \(problem.sentence).", hint: hint)
    }

    /// The document named, found as a path or in the lesson's content; else the lesson's
    /// own document; else Postcards'.
    private static func document(_ path: String?, lesson: Lesson?, lessons: [Lesson]) throws(CommandFailure) -> URL {
        if let path {
            let candidates =
                [URL(fileURLWithPath: path)] + (lesson.map { [$0.contentFolder.appendingPathComponent(path)] } ?? [])
            guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
                throw CommandFailure(
                    "There is no document `\(path)`.",
                    hint: "Give the path of a JSON file, or leave it out for the lesson's own.")
            }
            return found
        }
        let chosen = lesson ?? lessons.first { $0.name == "postcards" }
        if let chosen, let document = chosen.defaultDocument {
            return document
        }
        if let chosen, let first = chosen.stages.lazy.compactMap(\.document).first { return first }
        throw CommandFailure(
            "There is no document to probe with.", hint: "Name one: probe <file.swift> <Type> <document.json>.")
    }

    /// Refuses a type the file never names, before the compiler's messages about the driver
    /// could bury the reason: `Postcrd` → "did you mean `Postcard`?".
    static func checkDeclared(_ type: String, in source: String, file: String) throws(CommandFailure) {
        let last = type.split(separator: ".").last.map(String.init) ?? type
        let declared = SwiftSource(reading: source).decodableTypeNames
        // A type the code uses without declaring it (`Date`) is one the file names too.
        guard !declared.contains(last), !SwiftSource.mentions(last, in: source) else { return }
        if let near = TypeSpelling(declared: declared).suggestion(for: last) {
            throw CommandFailure(
                "`\(file)` declares no type `\(type)`: did you mean `\(near)`?",
                hint: "Probe again with the type's name as your file spells it.")
        }
        let listed = declared.isEmpty ? "none that probe can read" : declared.map { "`\($0)`" }.joined(separator: ", ")
        throw CommandFailure(
            "`\(file)` declares no type `\(type)`.", hint: "It declares \(listed): name the one an element decodes as.")
    }

    /// `Postcard` or `Trip.Stop`: identifiers joined by dots.
    static func isTypeName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            guard let first = part.first, first == "_" || first.isLetter else { return false }
            return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        }
    }
}
