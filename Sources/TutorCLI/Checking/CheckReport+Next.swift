import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension CheckReport {
    /// What to do after a check that failed, for what failed: a marked line is named only
    /// when the compiler marked one in the learner's file.
    var nextLine: String {
        "Next: " + whatToFix + ", then " + howToCheckAgain + "."
    }

    private var whatToFix: String {
        // A drill promises no hints: its Next line points at the evidence, never at the fix.
        if drilling {
            if !run.compile.succeeded { return "read the compiler's messages above and mend your model" }
            if run.failure != nil { return "mend what stopped your model's code (said above)" }
            return "read what differs above and mend your model"
        }
        if !run.compile.succeeded {
            if analysis.lacksFoundationImport { return "add `import Foundation` as the first line of your file" }
            let errors = run.compile.diagnostics.filter { $0.severity == .error }
            if errors.contains(where: { Self.compilerFailureNote($0.message) != nil }) {
                return
                    """
                    split the marked expression into smaller ones or write its types out, so that the compiler can \
                    say what is wrong
                    """
            }
            if errors.contains(where: { files.map(\.path).contains($0.file ?? "") && $0.line != nil }) {
                return "fix the marked line in your file"
            }
            if errors.contains(where: { $0.file == stage.runFile.path }) {
                return "give your model what the lesson's run() uses at the marked line"
            }
            return "read the compiler's messages above and fix your model"
        }
        // A crash, a time-out, a flood of output: the run itself must be mended first.
        if run.failure != nil { return "fix what stopped your model's code (said above)" }
        // Every line agrees, and still the step is not done: what the step asks for is missing.
        if comparison.problem != nil, !comparison.output.contains(where: { $0.verdict == .different }) {
            return "do what the sentence above says this step asks for"
        }
        if let error = errorSentences.first {
            switch error.kind {
            case .keyNotFound where error.keyBeforeConversion != nil:
                let key = error.key ?? ""
                return
                    """
                    give the CodingKeys case the converted spelling, \
                    `\(DecodingErrorReading.convertedFromSnakeCase(key))`, not `\(key)`
                    """
            case .keyNotFound where error.decodesOptionalWithDecode:
                let key = error.key ?? "key"
                return
                    """
                    read `.\(key)` with `decodeIfPresent` of the type itself, not `decode` of its optional: `decode` \
                    still throws when the key is missing, `decodeIfPresent` gives `nil`
                    """
            case .keyNotFound:
                // The document's spelling is not known here (snake case, kebab case, another word): no
                // strategy is named.
                return
                    """
                    map the property to the key the document has there (a key strategy, or a CodingKeys case in the \
                    spelling the decoder looks for), or make it optional if the document may leave it out
                    """
            case .typeMismatch where CheckMistake.forError(error) == .dataAsText:
                return
                    """
                    the document writes those bytes as Base 64 text: set the decoder's `dataDecodingStrategy` to \
                    `.base64`
                    """
            case .typeMismatch
            where error.expectedType.map(Self.numeric.contains) == true && error.debugDescription.contains("string"):
                return
                    """
                    the document writes that value as text: declare the type it holds there, or give the decoder the \
                    strategy that reads that form (a date, a float written as text)
                    """
            case .typeMismatch where error.declaredEnumWithoutRawType:
                let name = error.declaredType.map(ModelShape.element(of:)) ?? "the enum"
                let raw = error.debugDescription.contains("number") ? "Int" : "String"
                return
                    """
                    give `\(name)` a raw type, `enum \(name): \(raw), Codable`, so that each case is read from the \
                    document's \(raw == "Int" ? "number" : "string")
                    """
            case .typeMismatch:
                // The type the learner wrote, not the one the decoder looked for underneath it.
                if let declared = error.declaredType, let property = error.path.split(separator: ".").last,
                    !property.hasPrefix("[")
                {
                    return "declare `\(property)` with the type the document holds there, not `\(declared)`"
                }
                return "declare the property with the type the document holds there"
            case .valueNotFound: return "make that property optional, since the document holds `null` there"
            case .dataCorrupted:
                // The refusal may be the type's (a URL, an enum's raw values) or the model's own
                // init(from:): say no more than the failure shows.
                if error.path.isEmpty { return "read what the decoder says above and mend your model" }
                if let found = error.debugDescription.range(of: "Cannot initialize "),
                    let from = error.debugDescription.range(of: " from invalid"),
                    found.upperBound <= from.lowerBound
                {
                    let type = error.debugDescription[found.upperBound..<from.lowerBound]
                    return
                        """
                        give `\(type)` a case for the value the document has there, or a way to read values it does \
                        not know
                        """
                }
                return
                    """
                    read the decoder's sentence above: the value at that path is one your model refuses, by its type \
                    or by its own code
                    """
            }
        }
        if let refusal = analysis.encodingErrors.first {
            if refusal.isNonConformingFloat {
                return
                    """
                    set the encoder's `nonConformingFloatEncodingStrategy` to \
                    `.convertToString(positiveInfinity:negativeInfinity:nan:)` with the strings the other side \
                    expects, and the decoder that reads it back to the matching `.convertFromString`
                    """
            }
            return "read the encoder's sentence above: the value at that path is one this encoder cannot write"
        }
        if !shapeDifferences.isEmpty, !drilling {
            return "change your declarations where they differ from the lesson's (listed above)"
        }
        return "compare your output with the lesson's above and change your model"
    }

    /// Types a document may write as text in JSON: a number, or a date read as one.
    private static let numeric: Set<String> = ["Double", "Float", "Int", "Decimal"]

    /// The command that checks this file again, as the place the learner is in types it;
    /// for a step's exercise, also where help is.
    private var howToCheckAgain: String {
        if watching { return "save it: it is checked again" + (isLearnersCopy && !drilling ? helpForExercise : "") }
        if let checkAgain { return checkAgain }
        let prefix = atPrompt ? "" : "codable-tutor "
        if isLearnersCopy {
            return "`\(prefix)check \(lesson.name) \(stage.id.step)` again" + helpForExercise
        }
        let path = Self.shown(file)
        let words = "check \(lesson.name) \(stage.id) \(path)"
        let watch = "watch \(lesson.name) \(stage.id) \(path)"
        return "`\(prefix)\(words)` again, or `\(prefix)\(watch)` to check every save"
    }

    /// Where a learner stuck on an exercise finds help: a hint, and after three failed
    /// checks the lesson's own solution.
    private var helpForExercise: String {
        let prefix = atPrompt ? "" : "codable-tutor "
        let step = "\(lesson.name) \(stage.id.step)"
        let hint = "; stuck? `\(prefix)hint \(step)`"
        return failedChecks >= 3 ? hint + ", or `\(prefix)solution \(step)` to compare yours with the lesson's" : hint
    }

    /// Whether the files are the learner's copy of a step's exercise
    /// (`…/exercises/<lesson>/<NN-slug>/`): checked again without naming them.
    var isLearnersCopy: Bool {
        let folder = files[0].deletingLastPathComponent()
        return folder.deletingLastPathComponent().lastPathComponent == lesson.name
            && folder.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent == "exercises"
    }

    /// What failed, in one sentence, for the next hint to start from.
    var failureSummary: String {
        if !run.compile.succeeded {
            if analysis.lacksFoundationImport { return "add `import Foundation` as the first line of your file" }
            let errors = run.compile.diagnostics.filter { $0.severity == .error }
            let first = errors.first { files.map(\.path).contains($0.file ?? "") } ?? errors.first
            return "It did not compile" + (first.map { ": \($0.message)" } ?? ".")
        }
        if let problem = comparison.problem, comparison.output.allSatisfy({ $0.verdict != .different }) {
            return problem
        }
        if let error = errorSentences.first { return error.sentence(element: noun) }
        if let difference = shapeDifferences.first { return difference }
        if let line = comparison.output.first(where: { $0.verdict == .different }) {
            return
                """
                The output differs where the lesson prints “\(line.expected ?? "")” and yours \
                “\(line.actual ?? "")”.
                """
        }
        return comparison.problem ?? "It did not do what the lesson's model does."
    }

    /// The file as the learner can type it: relative to the current folder when it is inside it.
    static func shown(_ file: URL) -> String {
        let here = FileManager.default.currentDirectoryPath
        let path = file.path
        let shown = path.hasPrefix(here + "/") ? String(path.dropFirst(here.count + 1)) : path
        return shown.contains(" ") ? "'\(shown)'" : shown
    }
}
