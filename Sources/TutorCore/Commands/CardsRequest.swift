/// What `cards` was asked to do, read the same way on the command line and in the REPL.
public struct CardsRequest: Equatable, Sendable {
    /// The one thing `cards` does per call.
    public enum Mode: Equatable, Sendable {
        /// The quiz over the due cards.
        case quiz
        /// The list of cards due now (`--due`).
        case due
        /// Counts and retention (`--stats`).
        case stats
        /// Every review, as CSV or JSON (`--log`).
        case log
        /// One card now, due or not (`--card <n|name>`): with a lesson, its number, name or id;
        /// with none, its id or a name only one lesson has.
        case card(String)
    }

    public var lesson: String?
    public var mode: Mode
    public var json: Bool

    public init(lesson: String? = nil, mode: Mode = .quiz, json: Bool = false) {
        self.lesson = lesson
        self.mode = mode
        self.json = json
    }

    /// Whether the request asks cards at a prompt (the quiz, or one card).
    public var asksCards: Bool {
        switch mode {
        case .quiz, .card: true
        case .due, .stats, .log: false
        }
    }

    /// Reads the words after `cards`: at most one lesson, `--json`, and one of `--due`,
    /// `--stats`, `--log` and `--card <n|name>`. `help` is where a refusal points for more,
    /// in the words of the place it was typed.
    public static func parse(_ words: [String], help: String = "See `codable-tutor cards --help`.") throws(UsageError) -> CardsRequest {
        var request = CardsRequest()
        var modes: [(flag: String, mode: Mode)] = []
        var names: [String] = []
        var rest = words[...]
        while let word = rest.popFirst() {
            switch word {
            case "--json": request.json = true
            case "--due": modes.append((word, .due))
            case "--stats": modes.append((word, .stats))
            case "--log": modes.append((word, .log))
            case "--card":
                guard let value = rest.popFirst(), !value.hasPrefix("-") else {
                    throw UsageError("`--card` needs a card: its number in a lesson, its name, or its id, like `--card 3`.",
                        hint: "`cards <lesson> --due` lists the cards with their names.")
                }
                modes.append((word, .card(value)))
            default:
                if word.hasPrefix("--card=") {
                    modes.append(("--card", .card(String(word.dropFirst("--card=".count)))))
                } else if word.hasPrefix("-") {
                    throw UsageError("`\(word)` is not an option of `cards`.", hint: help)
                } else {
                    names.append(word)
                }
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
                hint: "Give one of --due, --stats, --log and --card.")
        }
        request.mode = modes.first?.mode ?? .quiz
        switch request.mode {
        case .quiz, .card:
            if request.json {
                throw UsageError("The quiz has no --json form.", hint: "--json goes with `cards --due`, `--stats` or `--log`.")
            }
        case .due, .stats, .log:
            break
        }
        return request
    }
}
