import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// `probe <file.swift> <Type> [<document.json>]`: the learner's model against every variant
/// of a document a server might one day send: which decode, and why not.
///
/// Exit status 0 once the table is printed, whatever it says; 1 when the model does not
/// compile or nothing could be run; 2 for a usage error.
struct ProbeCommand: Command {
    static let declaration = CommandDeclaration(
        verb: "probe",
        arguments: [
            CommandArgument("<file.swift>", .file), CommandArgument("<Type>", .text),
            CommandArgument("<document.json>", .file, .optional),
        ],
        options: [.lesson, .dates, .snakeCase, .json],
        summary: "Decode every variant a server could send with your own model: what decodes, and why not.",
        details:
            """
            From the document (yours, or the lesson's: Postcards.json unless --lesson names another) probe makes the \
            documents a server may one day send — each key missing, each value null, each value of another JSON \
            type, the document cut short; for an array only the first element changes — and decodes each as your \
            type (`[Type]` for an array) with JSONDecoder, dates as given (default iso8601), keys from snake_case \
            with --snake-case. Compiler messages point at your file. Exit status 0 once the table is printed, 1 when \
            your model does not compile, 2 for a usage error.
            """,
        section: .yourModel, example: "probe mine.swift Postcard")

    let file: String
    let type: String
    let document: String?
    let lesson: String?
    let json: Bool
    let dates: String
    let snakeCase: Bool

    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus {
        let plan: Plan
        do throws(CommandFailure) {
            plan = try self.plan(lessons: session.catalogue.lessons)
        } catch {
            guard json else { throw error }
            session.screen.say(
                json: ProbeReport(
                    document: document ?? "", type: type, status: .usageError, problem: error.message,
                    hint: error.hint))
            return .usage
        }
        let folder = Self.folder(in: session.home)
        var report = ProbeReport(document: plan.document.path, type: plan.decodedType)
        let compiled: Bool
        do throws(CompilerError) {
            compiled = try Self.decodeVariants(
                plan, into: &report, runner: session.runner, folder: folder,
                cancellation: session.cancellation)
        } catch {
            if json {
                report.status = .error
                report.problem = error.line
                session.screen.say(json: report)
                return .failed
            }
            throw CommandFailure(reporting: error, lead: error == .cancelled ? "\n" : "")
        }
        report.status = compiled ? .decoded : .compileError
        if json {
            session.screen.say(json: report)
        } else if compiled {
            sayTable(report, plan: plan, on: session.screen)
        } else {
            // The compiler's messages are what to do next: they stand where a hint would.
            var messages = "\n" + report.diagnostics.map(Self.text).joined(separator: "\n")
            if report.diagnostics.contains(where: {
                $0.file?.hasPrefix(folder.appendingPathComponent("drivers").path) == true
            }) {
                messages +=
                    """
                    \n\nThe messages about Driver.swift are about decoding `\(plan.decodedType)`: check that your \
                    file declares `\(plan.type)` and that it conforms to `Decodable`.
                    """
            }
            var failure = CommandFailure.notDone(
                "Your model did not compile, so no variant could be decoded.", hint: messages)
            failure.hintAsWritten = true
            throw failure
        }
        return compiled ? .success : .failed
    }

    /// Where probes keep their drivers and variants.
    static func folder(in home: TutorHome) -> URL { home.state.appendingPathComponent("probe") }

    private func sayTable(_ report: ProbeReport, plan: Plan, on screen: Screen) {
        let width = screen.width
        let table = ProbeTable(width: width, styler: screen.styler)
        let changes =
            plan.variants.isArray
            ? "each changes the first \(ProbeDriver.noun(for: plan.document)) only" : "each changes one thing"
        let keys = plan.snakeCase ? ", keys from snake_case" : ""
        var out = [
            TextLayout.wrap(
                """
                Decoding `\(plan.decodedType)` from \(report.variants.count) variants of \
                \(plan.document.lastPathComponent) (\(changes); dates: \(plan.dates.rawValue)\(keys)).
                """,
                width: min(width, 92))
        ]
        let warnings = report.diagnostics.filter { $0.severity == .warning }
        if !warnings.isEmpty {
            out += ["", "The compiler warned:"] + warnings.map(Self.text)
        }
        out += ["", table.render(report), "", table.summary(report)]
        screen.console.say(out.joined(separator: "\n"))
    }

    /// A compiler message at the learner's own `file:line:column`, with its source line and caret.
    static func text(_ diagnostic: Diagnostic) -> String {
        ([diagnostic.located] + diagnostic.snippet).joined(separator: "\n")
    }
}

extension ProbeCommand {
    init(_ words: ParsedWords, at place: CommandPlace) throws(CommandFailure) {
        json = words.flag(.json)
        snakeCase = words.flag(.snakeCase)
        dates = words.value(.dates) ?? "iso8601"
        lesson = words.value(.lesson) ?? place.current?.lesson.name
        let rest = words.words
        file = rest[0]
        type = rest[1]
        document = rest.count > 2 ? rest[2] : nil
    }
}

extension CommandOption {
    /// `probe --lesson <lesson>`: the lesson whose document is varied, when none is named.
    static let lesson = CommandOption("--lesson", value: .init("<lesson>", .lesson, example: "--lesson trips"))
    /// `probe --dates <strategy>`: the decoder's date strategy.
    static let dates = CommandOption(
        "--dates",
        value: .init(
            ProbeDates.allCases.map(\.rawValue).joined(separator: "|"),
            choices: ProbeDates.allCases.map(\.rawValue), example: "--dates deferred"))
    /// `probe --snake-case`: keys converted from snake_case.
    static let snakeCase = CommandOption("--snake-case")
}
