import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// What `cards` was asked to do, read the same way on the command line and in the REPL.
package struct CardsRequest: Equatable, Sendable {
    /// The one thing `cards` does per call.
    package enum Mode: Equatable, Sendable {
        /// The quiz over the due cards.
        case quiz
        /// The list of cards due now (`--due`).
        case due
        /// Counts, retention, the target and what it costs (`--stats`).
        case stats
        /// Every review, as CSV or JSON (`--log`).
        case log
        /// One card now, due or not (`--card <n|name>`): with a lesson, its number, name or id;
        /// with none, its id or a name only one lesson has.
        case card(String)
        /// Every card of the lesson, or of one topic, with grades shown and not stored (`--cram`).
        case cram(topic: String?)
        /// A new retention target, already checked to be one `cards` accepts (`--retention R`).
        case retention(Double)
        /// Weights from a file, or `default` for FSRS-6's own (`--parameters FILE`).
        case parameters(String)
        /// The cards in Anki's text import format, on standard output or into a file
        /// (`--export anki [--to FILE]`).
        case exportAnki(to: String?)
        /// Review sequences from a JSON file, replayed through the scheduler, each state
        /// printed as JSON (`--replay-fsrs FILE`): the cross-check against the reference
        /// FSRS drives the scheduler this way. Kept out of help: it is not for learners.
        case replay(String)
    }

    package var lesson: String?
    package var mode: Mode
    package var json: Bool
    /// Whether `lesson` is the one open at the prompt rather than one the learner named: the
    /// quiz and `--due` then reach the other lessons' cards when none of its own is due.
    package var lessonIsTheOpenOne = false

    package init(lesson: String? = nil, mode: Mode = .quiz, json: Bool = false) {
        (self.lesson, self.mode, self.json) = (lesson, mode, json)
    }

    /// Whether the request asks cards at a prompt (the quiz, one card, or cramming).
    package var asksCards: Bool {
        switch mode {
        case .quiz, .card, .cram: true
        case .due, .stats, .log, .retention, .parameters, .exportAnki, .replay: false
        }
    }

    /// The options of `cards`, as its declaration lists them: one of the group `what` per call.
    static let options: [CommandOption] = [
        .due, .stats, .log, .card, .cram, .topic, .retention, .parameters, .export, .to, .replayFSRS, .json,
    ]

    /// Reads the words after `cards`, checked against its declaration (at most one lesson,
    /// one option of the group, `--topic` with `--cram`, `--to` with `--export`): what to do.
    init(_ words: ParsedWords) throws(CommandFailure) {
        json = words.flag(.json)
        lesson = words.words.first
        mode = .quiz
        for (option, value) in words.given {
            switch (option, value) {
            case (.due, _): mode = .due
            case (.stats, _): mode = .stats
            case (.log, _): mode = .log
            case (.card, let value?): mode = .card(value)
            case (.cram, _): mode = .cram(topic: words.value(.topic))
            case (.retention, let value?): mode = .retention(try Self.retention(value))
            case (.parameters, let value?): mode = .parameters(value)
            case (.export, _): mode = .exportAnki(to: words.value(.to))
            case (.replayFSRS, let value?): mode = .replay(value)
            default: break
            }
        }
        try checkJSONAndLesson()
    }

    /// Reads `words` as typed after `cards` on the command line (or, with `onCommandLine`
    /// false, at the prompt), through the declaration as the registry reads them.
    package static func parse(_ words: [String], onCommandLine: Bool = true) throws(CommandFailure) -> CardsRequest {
        let place = CommandPlace(lessons: [], current: nil, atPrompt: !onCommandLine)
        return try CardsRequest(ParsedWords(words, for: CardsCommand.declaration, at: place))
    }

    /// `--json` only where the answer is a list, and a lesson only where a setting is not
    /// one for every card.
    private func checkJSONAndLesson() throws(CommandFailure) {
        switch mode {
        case .due, .stats, .log:
            break
        case .quiz, .card, .cram:
            if json {
                throw CommandFailure(
                    "The quiz has no --json form.", hint: "--json goes with `cards --due`, `--stats` or `--log`.")
            }
        case .retention, .parameters, .exportAnki, .replay:
            if json { throw CommandFailure("--json goes with `cards --due`, `--stats` or `--log`, not with this.") }
        }
        switch mode {
        case .retention, .parameters:
            if let lesson {
                throw CommandFailure(
                    """
                    Your retention target and weights are one setting for all your cards, so they take no lesson (not \
                    `\(lesson)`).
                    """,
                    hint: "Give the option alone: `cards --retention 0.85`.")
            }
        default:
            break
        }
    }

    /// A retention target as typed, if `cards` accepts it: a plain decimal from 0.70 to 0.97.
    static func retention(_ text: String) throws(CommandFailure) -> Double {
        let range = FSRSParameters.retentionTargets
        let keep = "Nothing was changed: your target stays as it was (`cards --stats` shows it)."
        guard let value = PlainDecimal.parse(text) else {
            throw CommandFailure(
                """
                A retention target is a number from 0.70 to 0.97 written as a plain decimal, like `--retention 0.85`, \
                not “\(TerminalText.escaped(text, limit: 40))”.
                """,
                hint: keep)
        }
        guard range.contains(value) else {
            let percent =
                value > 1 && value <= 100 && range.contains(value / 100) ? " (as a fraction: \(value / 100))" : ""
            throw CommandFailure(
                """
                A retention target is a number from 0.70 to 0.97, like `--retention 0.85`; \(text) is outside \
                that\(percent).
                """,
                hint: keep)
        }
        return value
    }
}

/// The options of `cards`: all but `--topic`, `--to` and `--json` are of one group, `what`, as
/// `cards` does one thing per call.
extension CommandOption {
    private static let what = "what"

    static let due = CommandOption("--due", group: what)
    static let stats = CommandOption("--stats", group: what)
    static let log = CommandOption("--log", group: what)
    static let card = taking(
        "--card", "<n>", .card, example: "--card 3",
        "`--card` needs a card: its number in a lesson, its name, or its id, like `--card 3`.",
        hint: "`cards <lesson> --due` lists the cards with their names.")
    static let cram = CommandOption("--cram", group: what)
    static let topic = taking(
        "--topic", "<t>", example: "--topic Dates", "`--topic` needs a topic, like `--topic Dates`.",
        hint: "`cards --due` shows each card's topic.", group: nil,
        goesWith: (cram.name, "`cards --cram --topic Dates` crams the cards of one topic"))
    static let retention = taking(
        "--retention", "R", example: "--retention 0.85",
        "`--retention` needs a target, a number from 0.70 to 0.97, like `--retention 0.85`.")
    static let parameters = taking(
        "--parameters", "FILE", .file, example: "--parameters weights.json",
        "`--parameters` needs a file of 21 FSRS-6 weights, or `default`.",
        hint: "`scripts/fit-fsrs` fits them to your reviews and hands them over.")
    static let export = taking(
        "--export", "anki", choices: ["anki"], example: "--export anki", "`--export` needs a format: `--export anki`.")
    static let to = taking(
        "--to", "FILE", .file, example: "--to postcards.txt",
        "`--to` needs a file to write, like `--to postcards.txt`.",
        group: nil, goesWith: (export.name, "`cards --export anki --to cards.txt`"))
    static let replayFSRS = taking(
        "--replay-fsrs", "FILE", .file, example: "--replay-fsrs sequences.json",
        "`--replay-fsrs` needs a file of review sequences.", hidden: true)

    /// An option of `cards` that takes a value, with the sentence for the value left out; one of
    /// the group `what` unless `group` says otherwise.
    private static func taking(
        _ name: String, _ placeholder: String, _ kind: CommandArgument.Kind = .text, choices: [String] = [],
        example: String, _ missing: String, hint: String? = nil, group: String? = what,
        goesWith: (option: String, example: String)? = nil, hidden: Bool = false
    ) -> CommandOption {
        let value = Value(
            placeholder, kind, choices: choices, example: example, missing: CommandFailure(missing, hint: hint))
        return CommandOption(name, value: value, group: group, goesWith: goesWith, hidden: hidden)
    }
}
