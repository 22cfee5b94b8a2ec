/// What `cards` was asked to do, read the same way on the command line and in the REPL.
public struct CardsRequest: Equatable, Sendable {
    /// The one thing `cards` does per call.
    public enum Mode: Equatable, Sendable {
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

    public var lesson: String?
    public var mode: Mode
    public var json: Bool

    public init(lesson: String? = nil, mode: Mode = .quiz, json: Bool = false) {
        self.lesson = lesson
        self.mode = mode
        self.json = json
    }

    /// Whether the request asks cards at a prompt (the quiz, one card, or cramming).
    public var asksCards: Bool {
        switch mode {
        case .quiz, .card, .cram: true
        case .due, .stats, .log, .retention, .parameters, .exportAnki, .replay: false
        }
    }

    /// The options that take a value, and what the refusal says when it is missing.
    private static let valueOptions: [String: UsageError] = [
        "--card": UsageError("`--card` needs a card: its number in a lesson, its name, or its id, like `--card 3`.",
            hint: "`cards <lesson> --due` lists the cards with their names."),
        "--topic": UsageError("`--topic` needs a topic, like `--topic Dates`.", hint: "`cards --due` shows each card's topic."),
        "--retention": UsageError("`--retention` needs a target, a number from 0.70 to 0.97, like `--retention 0.85`."),
        "--parameters": UsageError("`--parameters` needs a file of 21 FSRS-6 weights, or `default`.",
            hint: "`scripts/fit-fsrs` fits them to your reviews and hands them over."),
        "--export": UsageError("`--export` needs a format: `--export anki`."),
        "--to": UsageError("`--to` needs a file to write, like `--to postcards.txt`."),
        "--replay-fsrs": UsageError("`--replay-fsrs` needs a file of review sequences."),
    ]

    /// Reads the words after `cards`: at most one lesson, `--json`, and one of `--due`,
    /// `--stats`, `--log`, `--card <n|name>`, `--cram [--topic <name>]`, `--retention R`,
    /// `--parameters FILE` and `--export anki [--to FILE]`. `help` is where a refusal points
    /// for more, in the words of the place it was typed.
    public static func parse(_ words: [String], help: String = "See `codable-tutor cards --help`.") throws(UsageError) -> CardsRequest {
        var request = CardsRequest()
        var modes: [(flag: String, mode: Mode)] = []
        var values: [String: String] = [:]
        var names: [String] = []
        var rest = words[...]
        while let word = rest.popFirst() {
            let (flag, attached) = split(word)
            if let missing = valueOptions[flag] {
                // A word that starts with `-` is the next option, not a value, unless it is a
                // number (`--retention -0.8` is a target, refused as one).
                guard let value = attached ?? rest.first, !value.isEmpty,
                    attached != nil || !value.hasPrefix("-") || Double(value) != nil
                else { throw missing }
                if attached == nil { rest.removeFirst() }
                guard values[flag] == nil else { throw UsageError("`\(flag)` is given twice: give it once.", hint: help) }
                values[flag] = value
                switch flag {
                case "--card": modes.append((flag, .card(value)))
                case "--retention": modes.append((flag, .retention(try retention(value))))
                case "--parameters": modes.append((flag, .parameters(value)))
                case "--export": modes.append((flag, .exportAnki(to: nil)))
                case "--replay-fsrs": modes.append((flag, .replay(value)))
                default: break
                }
                continue
            }
            switch word {
            case "--json": request.json = true
            case "--due": modes.append((word, .due))
            case "--stats": modes.append((word, .stats))
            case "--log": modes.append((word, .log))
            case "--cram": modes.append((word, .cram(topic: nil)))
            default:
                if word.hasPrefix("-") { throw UsageError("`\(word)` is not an option of `cards`.", hint: help) }
                names.append(word)
            }
        }
        guard names.count <= 1 else {
            throw UsageError("`cards` takes at most one lesson, like `cards trips`.", hint: help)
        }
        request.lesson = names.first
        let flags = modes.map(\.flag)
        if let twice = flags.first(where: { flag in flags.filter { $0 == flag }.count > 1 }) {
            throw UsageError("`\(twice)` is given twice: give it once.", hint: help)
        }
        if modes.count > 1 {
            let named = flags.map { "`\($0)`" }.joined(separator: " and ")
            throw UsageError("`cards` does one thing at a time, so \(named) cannot go together.",
                hint: "Give one of --due, --stats, --log, --card, --cram, --retention, --parameters and --export.")
        }
        request.mode = modes.first?.mode ?? .quiz
        try request.take(values)
        return request
    }

    /// `--flag=value` as the flag and its value; any other word as itself.
    private static func split(_ word: String) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "="),
            valueOptions[String(word[..<equals])] != nil
        else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// Fits the options that qualify a mode (`--topic`, `--to`, `--export`'s format, `--json`)
    /// to the mode given, refusing those that go with another.
    private mutating func take(_ values: [String: String]) throws(UsageError) {
        if let format = values["--export"], format.lowercased() != "anki" {
            throw UsageError("`--export` knows one format, Anki's: `--export anki`, not `\(format)`.")
        }
        switch mode {
        case .cram:
            mode = .cram(topic: values["--topic"])
        case .exportAnki:
            mode = .exportAnki(to: values["--to"])
        default:
            if values["--topic"] != nil {
                throw UsageError("`--topic` goes with `--cram`: `cards --cram --topic Dates` crams the cards of one topic.")
            }
            if values["--to"] != nil {
                throw UsageError("`--to` goes with `--export anki`: `cards --export anki --to cards.txt`.")
            }
        }
        switch mode {
        case .due, .stats, .log:
            break
        case .quiz, .card, .cram:
            if json { throw UsageError("The quiz has no --json form.", hint: "--json goes with `cards --due`, `--stats` or `--log`.") }
        case .retention, .parameters, .exportAnki, .replay:
            if json { throw UsageError("--json goes with `cards --due`, `--stats` or `--log`, not with this.") }
        }
        switch mode {
        case .retention, .parameters:
            if let lesson {
                throw UsageError("Your retention target and weights are one setting for all your cards, so they take no lesson (not `\(lesson)`).",
                    hint: "Give the option alone: `cards --retention 0.85`.")
            }
        default:
            break
        }
    }

    /// A retention target as typed, if `cards` accepts it: a plain decimal from 0.70 to 0.97.
    static func retention(_ text: String) throws(UsageError) -> Double {
        let range = FSRSParameters.retentionTargets
        let keep = "Nothing was changed: your target stays as it was (`cards --stats` shows it)."
        guard let value = PlainDecimal.parse(text) else {
            throw UsageError("A retention target is a number from 0.70 to 0.97 written as a plain decimal, like `--retention 0.85`, not “\(TerminalText.escaped(text, limit: 40))”.",
                hint: keep)
        }
        guard range.contains(value) else {
            let percent = value > 1 && value <= 100 && range.contains(value / 100) ? " (as a fraction: \(value / 100))" : ""
            throw UsageError("A retention target is a number from 0.70 to 0.97, like `--retention 0.85`; \(text) is outside that\(percent).",
                hint: keep)
        }
        return value
    }
}
