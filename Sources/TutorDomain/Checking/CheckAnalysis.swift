import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// What a check found, worked out once before anything is said: the decoder's errors read as
/// sentences, the types the compiler could not find, the advice, and how the learner's
/// declarations differ from the lesson's. `CheckReport` renders it as text, `CheckVerdict`
/// as JSON, and the progress book keeps its one-line summary — none of them works it out
/// again, so the model reader (a process of its own) runs at most once per check.
package struct CheckAnalysis {
    /// Which reader compared the declarations, for `--version`'s promise to hold in tests.
    package enum ModelReader: Equatable {
        /// The output matched, or no file of the learner declares a type of the lesson's.
        case notNeeded
        /// The toolchain's parser, through the reader program the prompt builds ahead.
        case swiftParser
        /// The tutor's own token reader: no parser, or not built yet.
        case tokens
    }

    /// Each line of output that differs and reads as a `DecodingError`, read into its parts.
    package var errorSentences: [DecodingErrorReading] = []
    /// Each line of output that differs and reads as an `EncodingError`.
    package var encodingErrors: [EncodingErrorReading] = []
    /// The type names the compiler could not find in the learner's model, in order, once each.
    package var unknownTypes: [String] = []
    /// A sentence for each unknown type, with the likeliest one meant.
    package var spellingAdvice: [String] = []
    /// Whether a learner's file uses Foundation's types without `import Foundation`.
    package var lacksFoundationImport = false
    /// Where the lessons, cards and edge cases explain the mistakes made.
    package var advice: [CheckAdvice.Reference] = []
    /// How the learner's declarations differ from the lesson's model, when the output differs.
    package var modelDifferences: [String] = []
    package var modelReader = ModelReader.notNeeded

    /// Works out everything a check says about the submitted files from its run and
    /// comparison, from the files as they were read for the compile.
    /// - Parameter cancellation: lets Ctrl-C stop the model reader.
    package init(
        submission: Submission, stage: Stage, of lesson: Lesson, run: ProgramRun, comparison: StageComparison,
        catalogue: LessonCatalogue, runner: ProgramRunner, cancellation: Cancellation?
    ) {
        let files = submission.urls
        errorSentences = comparison.output.filter { $0.verdict == .different }
            .compactMap { $0.actual.flatMap(DecodingErrorReading.init(line:)) }
        encodingErrors = comparison.output.filter { $0.verdict == .different }
            .compactMap { $0.actual.flatMap(EncodingErrorReading.init(line:)) }
        if !errorSentences.isEmpty {
            // Whether the code that ran (the lesson's files kept, the learner's own) turns keys from snake case.
            let texts =
                (stage.modelFiles + [stage.runFile]).compactMap(stage.text(of:))
                + submission.texts
            let converts = texts.contains { SwiftSource.mentions("convertFromSnakeCase", in: $0) }
            let defersData = texts.contains { SwiftSource.mentions("deferredToData", in: $0) }
            for index in errorSentences.indices {
                errorSentences[index].convertsFromSnakeCase = converts
                errorSentences[index].readsDataAsNumbers = defersData
            }
            Self.readDeclarations(of: submission, into: &errorSentences)
        }
        // The learner's files that the compiler could not find a name in, and whether they all import Foundation.
        var importsFoundation = true
        for diagnostic in run.compile.diagnostics {
            guard
                let name = TypeSpelling.unknownType(in: diagnostic.message)
                    ?? TypeSpelling.unknownFoundationName(in: diagnostic.message)
            else { continue }
            if !unknownTypes.contains(name) { unknownTypes.append(name) }
            if let file = diagnostic.file, files.contains(where: { $0.path == file }),
                !TypeSpelling.importsFoundation(submission.text(atPath: file) ?? "")
            {
                importsFoundation = false
            }
        }
        if !unknownTypes.isEmpty {
            let declared =
                stage.modelFiles.flatMap { SwiftSource(reading: stage.text(of: $0) ?? "").decodableTypeNames }
                + submission.files.flatMap(\.source.decodableTypeNames)
            let spelling = TypeSpelling(declared: declared, importsFoundation: importsFoundation)
            spellingAdvice = unknownTypes.map(spelling.sentence(for:))
            lacksFoundationImport =
                !importsFoundation && unknownTypes.contains(where: TypeSpelling.foundationNames.contains)
        }
        advice = Self.advice(
            for: run, errors: errorSentences, unknown: unknownTypes, checking: lesson.name,
            at: stage.scope == .step ? stage.id.step : nil, in: catalogue)
        if encodingErrors.contains(where: \.isNonConformingFloat),
            let found = CheckAdvice(reading: { catalogue.decks }, reached: stage.scope == .step ? stage.id.step : nil)
                .reference(for: .nonConformingFloat, checking: lesson.name),
            !advice.contains(found)
        {
            advice.append(found)
        }
        if !comparison.matches, !lesson.writtenByTutor {
            (modelDifferences, modelReader) = Self.differences(
                of: submission, from: stage, runner: runner, cancellation: cancellation)
            // Which of `encode` and `encodeIfPresent` writes a key: the declarations alone do not show it.
            let lessonCalls = CodingCalls(reading: stage.modelFiles.compactMap(stage.text(of:)).joined(separator: "\n"))
            let learnerCalls = CodingCalls(reading: submission.texts.joined(separator: "\n"))
            modelDifferences =
                CodingCalls.encodingDifferences(lesson: lessonCalls, learner: learnerCalls) + modelDifferences
        }
    }

    /// Gives each error the type the learner declared at its path, as they wrote it (`var id =
    /// UUID()` is a `UUID`, whatever the decoder looked for underneath), and says whether that
    /// type is an enum with no raw type.
    private static func readDeclarations(of submission: Submission, into errors: inout [DecodingErrorReading]) {
        let texts = submission.texts
        let shape = ModelShape(merging: texts.map { ModelShape(source: $0).typingDefaults(from: $0) })
        let sources = texts.map(SwiftSource.init(reading:))
        let roots = shape.types.keys.sorted()
        let calls = CodingCalls(reading: texts.joined(separator: "\n"))
        for index in errors.indices where errors[index].kind == .keyNotFound {
            errors[index].decodesOptionalWithDecode = errors[index].key.map(calls.decodesOptional(forKey:)) ?? false
        }
        for index in errors.indices where errors[index].declaredType == nil && !errors[index].path.isEmpty {
            let path = errors[index].path
            guard let declared = roots.lazy.compactMap({ shape.declaredType(at: path, from: $0) }).first else {
                continue
            }
            errors[index].declaredType = declared
            let name = ModelShape.element(of: declared)
            errors[index].declaredEnumWithoutRawType = sources.contains { source in
                source.allDeclarations.contains { path, declaration in
                    declaration.kind == .enum && path.last == name
                        && !declaration.functions.contains { $0.signature == "init(from:)" }
                        && !declaration.conformances.contains(where: DecodingErrorReading.rawTypes.contains)
                }
            }
        }
    }

    /// The advice for each compiler message and decoding error, once each, in order.
    private static func advice(
        for run: ProgramRun, errors: [DecodingErrorReading], unknown: [String], checking lesson: String,
        at step: Int?, in catalogue: LessonCatalogue
    ) -> [CheckAdvice.Reference] {
        var found: [CheckAdvice.Reference] = []
        let advisor = CheckAdvice(reading: { catalogue.decks }, reached: step)
        for diagnostic in run.compile.diagnostics {
            // "'Strin?' does not conform to 'Decodable'" follows from the typo, not from a
            // property whose type is not Codable: the spelling advice covers it.
            if unknown.contains(where: { diagnostic.message.contains("'\($0)") }) { continue }
            if let advice = advisor.forDiagnostic(diagnostic.message, checking: lesson), !found.contains(advice) {
                found.append(advice)
            }
        }
        for error in errors {
            if let advice = advisor.forError(error, checking: lesson), !found.contains(advice) { found.append(advice) }
        }
        return found
    }

    /// How the learner's declarations differ from the lesson's model files, and who read them.
    private static func differences(
        of submission: Submission, from stage: Stage, runner: ProgramRunner, cancellation: Cancellation?
    )
        -> ([String], ModelReader)
    {
        // Only the lesson's files for the types the learner wrote: the rest the lesson supplies.
        let theirs = submission.topLevelTypeNames
        let models = stage.modelFiles.filter {
            !SwiftSource(reading: stage.text(of: $0) ?? "").topLevelTypeNames.isDisjoint(with: theirs)
        }
        guard !models.isEmpty else { return ([], .notNeeded) }
        let texts = models.map { stage.text(of: $0) ?? "" } + submission.files.map { $0.text ?? "" }
        // The toolchain's parser once it is built (the prompt builds it ahead); the tutor's
        // own reader otherwise: a check does not wait 15 s for the parser's first build. The
        // parser reads files, so it reads the learner's again; the token reader takes them as
        // the compile had them.
        var readers: [(read: () -> [SwiftSource]?, name: ModelReader)] = [
            ({ texts.map(SwiftSource.init(reading:)) }, .tokens)
        ]
        if let parser = SwiftParserReader(runner: runner) {
            readers.insert(
                ({ parser.read(files: models + submission.urls, cancellation: cancellation) }, .swiftParser), at: 0)
        }
        for (read, name) in readers {
            guard let read = read() else { continue }
            // A property declared by its default (`var id = UUID()`) has the type the default names.
            let sources = zip(texts, read).map { text, source in ModelShape(source).typingDefaults(from: text) }
            let lesson = ModelShape(merging: sources.prefix(models.count))
            return (lesson.differences(from: ModelShape(merging: sources.dropFirst(models.count))), name)
        }
        return ([], .tokens)
    }
}
