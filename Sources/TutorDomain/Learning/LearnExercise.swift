import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// The exercise `learn --exercise` makes of a learner's document: a lesson of one step under
/// the tutor's state folder (`learned/Lessons/<name>/`), which the tutor then lists, opens,
/// checks, hints and solves like one of its own. Its model is the one `learn` inferred and
/// proved, hidden until the learner passes; its `run()` decodes the document, compares the
/// round trip as JSON values and decodes each fixture (`LearnFixture`); its expected output is
/// what that program printed with the tutor's model, recorded on this machine.
package struct LearnExercise {
    /// The lesson's name: `reply` for `reply.json`.
    package var name: String
    /// The document's file name, as the learner knows it.
    package var documentName: String
    package var document: Data
    package var emitter: ModelEmitter
    package var fixtures: [LearnFixture]
    /// `Content/learn/SameJSON.swift`: the checks every exercise's program ends with.
    package var checks: String

    package init(
        name: String, documentName: String, document: Data, emitter: ModelEmitter, fixtures: [LearnFixture],
        checks: String
    ) {
        (self.name, self.documentName, self.document, self.emitter, self.fixtures, self.checks) = (
            name, documentName, document, emitter, fixtures, checks
        )
    }

    /// The one step's folder name.
    package static let stepFolder = "01-your-model"

    package var model: InferredModel { emitter.model }

    /// A lesson name for the document at `path` that no lesson in `taken` has: its file name
    /// in lowercase words joined by hyphens (`Reply 2.json` → `reply-2`), `-json` added where it
    /// is taken.
    package static func lessonName(for path: String, taken: Set<String>) -> String {
        var name = hyphenated(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent)
        if name.first?.isLetter != true { name = "doc" + (name.isEmpty ? "" : "-" + name) }
        return taken.contains(name) ? name + "-json" : name
    }

    /// Every file of the lesson but the recorded output, by its path under the folder of
    /// learned lessons.
    package var files: [(path: String, data: Data)] {
        let step = "Lessons/\(name)/\(Self.stepFolder)"
        var files: [(String, Data)] = [
            ("Lessons/\(name)/lesson.txt", Data(lessonText.utf8)),
            ("\(step)/step.txt", Data(stepText.utf8)),
            ("\(step)/exercise.txt", Data(exerciseText.utf8)),
            ("\(step)/1/stage.txt", Data(stageText.utf8)),
            ("\(step)/1/Model.swift", Data(emitter.modelFile.utf8)),
            ("\(step)/1/run.swift", Data(runFile.utf8)),
            ("Content/\(name)/\(name).json", document),
        ]
        if let mistake { files.append(("\(step)/mistakes/\(mistake.name).swift", Data(mistake.text.utf8))) }
        return files
    }

    /// A typical wrong answer, which `verify` proves fails and says why: the first fixture's
    /// property with its optional turned round (a key the document always has made optional, or
    /// one it sometimes leaves out made required); without a fixture, a property that always
    /// has a value left out, which the round trip misses. Nil when the model has neither.
    package var mistake: (name: String, text: String)? {
        var wrong = model
        let expect: String
        let name: String
        if let fixture = fixtures.first, let index = wrong.structs.firstIndex(where: { $0.name == fixture.typeName }),
            let property = wrong.structs[index].properties.firstIndex(where: { $0.key == fixture.key })
        {
            let type = wrong.structs[index].properties[property].type
            if case .optional(let wrapped) = type {
                wrong.structs[index].properties[property].type = wrapped
                name = "required-\(Self.fileWord(fixture.key))"
            } else {
                wrong.structs[index].properties[property].type = .optional(type)
                name = "optional-\(Self.fileWord(fixture.key))"
            }
            expect = "✗ \(fixture.name): \(fixture.mustDecode ? "refused" : "decodes")"
        } else if let index = wrong.structs.firstIndex(where: { $0.properties.contains { !$0.type.isOptional } }) {
            let property = wrong.structs[index].properties.firstIndex { !$0.type.isOptional }!
            name = "without-\(Self.fileWord(wrong.structs[index].properties[property].key))"
            wrong.structs[index].properties.remove(at: property)
            expect = "✗ It does not encode back to the same JSON"
        } else {
            return nil
        }
        var emitter = emitter
        emitter.model = wrong
        return (name, "// expect: \(expect)\n\n" + emitter.modelFile)
    }

    /// A key as a word of a file name: `full_name` → `full-name`.
    private static func fileWord(_ key: String) -> String {
        let word = hyphenated(key)
        return word.isEmpty ? "key" : word
    }

    /// `text`'s ASCII letters and digits in lowercase words joined by hyphens, at most 30
    /// characters and ending in neither: `Reply 2` → `reply-2`. Lesson names and file names.
    private static func hyphenated(_ text: String) -> String {
        let words = text.lowercased().unicodeScalars.split {
            !($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
        }
        var joined = String(words.map { String(String.UnicodeScalarView($0)) }.joined(separator: "-").prefix(30))
        while joined.hasSuffix("-") { joined.removeLast() }
        return joined
    }

    package var runFile: String {
        emitter.exerciseRunFile(documentName: documentName, fixtures: fixtures, checks: checks)
    }

    private var lessonText: String {
        let prose = """
            The document is yours: \(documentName). The tutor worked out a Codable model of it and proved it with a \
            round trip, and keeps that model hidden while you write your own. `learn` made this lesson; \
            `learn \(documentName) --exercise` makes it again.
            """
        return """
            title: Your own JSON: \(documentName)
            document: \(name).json
            order: 1000

            \(Self.wrapped(prose))

            """
    }

    private var stepText: String {
        let prose = """
            Your model passes when \(documentName) decodes with it, encodes back to the same JSON, and every fixture \
            is decoded or refused as the document's own contract says. The tutor's model passed all of it; \
            `solution` shows it beside yours.
            """
        return """
            title: Your model of \(documentName)

            \(Self.wrapped(prose))

            """
    }

    private var stageText: String {
        let before = """
            A line for the document, a line for its round trip, then one for each fixture. Which fixtures will an \
            empty struct get wrong?
            """
        let after = """
            Every line is ✓ with the tutor's model. A key left out or a `null` is refused where the document always \
            has a value, and decoded where it sometimes has none: the optionals say which is which.
            """
        return """
            title: your model against \(documentName)
            expected: here

            \(Self.wrapped(before))
            ---
            \(Self.wrapped(after))

            """
    }

    private var exerciseText: String {
        "check: 1.1\n\n" + ([task] + hints).map(Self.wrapped).joined(separator: "\n---\n") + "\n"
    }

    /// What the learner's model must do, every rule the checks test and nothing else.
    package var task: String {
        var settings: [String] = []
        if model.convertsSnakeCase { settings.append("`.convertFromSnakeCase` for its keys") }
        switch model.dateStrategy {
        case .iso8601: settings.append("`.iso8601` for its dates")
        case .formatted(let format):
            settings.append(
                "`.formatted` dates, a `DateFormatter` of `dateFormat` `\(format)` (in `en_US_POSIX` and UTC)")
        case nil: break
        }
        let decoder =
            settings.isEmpty
            ? "a plain `JSONDecoder()`" : "a `JSONDecoder()` with " + settings.joined(separator: " and ")
        var paragraphs = [
            """
            Write the types \(documentName) decodes as. The program decodes it as `\(model.root.spelled)` with \
            \(decoder), encodes the value again and compares the two as JSON values: every key and value must come \
            back (a `null` may be left out).
            """
        ]
        if !fixtures.isEmpty {
            let each = fixtures.map { "\($0.name) must \($0.mustDecode ? "decode" : "be refused") (\($0.rule))" }
            paragraphs.append(
                "Then it decodes \(TextLayout.count(fixtures.count, "fixture")), small copies of the document with "
                    + "one thing changed: " + each.joined(separator: "; ") + ".")
        }
        if case .named(let root) = model.root {
            paragraphs.append("Name your types as you like, but keep `\(root)`: the program names it.")
        } else {
            paragraphs.append(
                "Name your types as you like, but keep those in `\(model.root.spelled)`: the program names them.")
        }
        return paragraphs.joined(separator: "\n\n")
    }

    /// Each more concrete than the one before: the shape, the choices beyond plain properties,
    /// the model in words.
    package var hints: [String] {
        let kinds = model.structs.count + model.enums.count
        let top: String =
            switch model.root {
            case .array(.named): "an array of objects"
            case .named: "an object"
            case .array: "an array"
            case .dictionary: "an object whose keys are values"
            default: "a single value"
            }
        let first =
            """
            At the top, \(documentName) is \(top). Each kind of object in it becomes a type of its own, a struct with \
            a stored property for each key; the tutor's model declares \(TextLayout.count(kinds, "type")).
            """
        let plain: Set<String> = ["structs", "nested", "basic-types", "arrays", "round-trip", "null-left-out"]
        // Spelt out in loops: as one chain of closures this getter took the type checker 10 s.
        var special: [String] = []
        for property in model.properties {
            for reason in property.reasons
            where !plain.contains(reason.concept) && !(reason.concept == "numbers" && property.type.isPlainNumber) {
                var line = "`\(property.path)`: \(reason.sentence)"
                if let place = emitter.places[reason.concept] { line += " (\(place))" }
                special.append(line)
            }
        }
        for declared in model.enums {
            for reason in declared.reasons { special.append("`\(declared.path)`: \(reason.sentence)") }
        }
        let second: String
        if special.isEmpty {
            second =
                """
                Every key here is a plain property: named as the key, typed as its values are (`Int`, `Double`, \
                `Bool`, `String`, an array or a struct of your own).
                """
        } else {
            let rest = special.count > 8 ? "; and \(special.count - 8) more like them." : "."
            second =
                "Where the document asks for more than a plain property: " + special.prefix(8).joined(separator: "; ")
                + rest
        }
        var third = model.structs.map { declared in
            "`\(declared.name)` has " + declared.properties.map { Self.declared($0) }.joined(separator: ", ") + "."
        }
        third += model.enums.map { declared in
            "`\(declared.name)` is an enum with a case for each `\(declared.key)`: "
                + declared.cases.map { "`\($0.name)(\($0.payload))`" }.joined(separator: ", ")
                + "; its `init(from:)` reads `\(declared.key)` first, then the rest as that case's struct."
        }
        if model.usesAnyValue {
            third.append(
                """
                Where no one type fits, the tutor's model uses a `\(InferredModel.anyValueName)` enum of its own with \
                a case for each kind of JSON value.
                """
            )
        }
        return [
            first, second,
            third.isEmpty
                ? "The document is a single `\(model.root.spelled)`: declare nothing but decode that."
                : third.joined(separator: " "),
        ]
    }

    /// A property as the last hint names it: `fullName: String` (key `full_name`), a keyword's
    /// name said to be in backticks.
    private static func declared(_ property: InferredModel.Property) -> String {
        let bare = property.name.trimmingCharacters(in: ["`"])
        var text = "`\(bare): \(property.type.spelled)`"
        if bare != property.name { text += " (a keyword, in backticks)" }
        if property.renamed { text += " (key `\(property.key)`)" }
        return text
    }

    /// Prose at the lessons' measure, each paragraph on lines of its own.
    private static func wrapped(_ text: String) -> String {
        text.components(separatedBy: "\n\n").map { TextLayout.wrap($0, width: 92) }.joined(separator: "\n\n")
    }

    /// Writes the lesson into `folder` (the learned lessons' root), in place of any it had of
    /// this name: made aside first, then moved in, so a tutor stopped halfway leaves the old
    /// one or the new one. The learner's copy is elsewhere and never touched.
    ///
    /// `recording` gives the stage's expected output, run on the files as made aside (its
    /// model, its `run.swift`, the document); the lesson goes in only once it has.
    package func write(into folder: URL, recording: (_ model: URL, _ run: URL, _ document: URL) throws -> String) throws
    {
        let files = FileManager.default
        let making = folder.appendingPathComponent(".making-\(UUID().uuidString)")
        defer { try? files.removeItem(at: making) }
        for (path, data) in self.files {
            try AtomicFile.write(data, to: making.appendingPathComponent(path))
        }
        let stage = making.appendingPathComponent("Lessons/\(name)/\(Self.stepFolder)/1")
        let expected = try recording(
            stage.appendingPathComponent("Model.swift"), stage.appendingPathComponent("run.swift"),
            making.appendingPathComponent("Content/\(name)/\(name).json"))
        try AtomicFile.write(Data(expected.utf8), to: stage.appendingPathComponent("expected.txt"))
        let mark = folder.appendingPathComponent(LessonLoader.writtenByTutorMark)
        if !files.fileExists(atPath: mark.path) {
            try AtomicFile.write(
                Data(
                    """
                    Lessons codable-tutor wrote from your documents (`learn --exercise`): it replaces them when it \
                    learns a document again.\n
                    """
                    .utf8), to: mark)
        }
        for part in ["Content", "Lessons"] {
            let new = making.appendingPathComponent(part).appendingPathComponent(name)
            let old = folder.appendingPathComponent(part).appendingPathComponent(name)
            try files.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
            if files.fileExists(atPath: old.path) {
                let aside = making.appendingPathComponent("old-\(part)")
                try files.moveItem(at: old, to: aside)
            }
            try files.moveItem(at: new, to: old)
        }
    }
}
