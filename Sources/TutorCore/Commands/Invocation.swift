/// What the command line asked for.
public enum Invocation: Equatable, Sendable {
    case repl
    case help(String?)
    case lessons(json: Bool)
    case show(lesson: String, step: String)
    case run(lesson: String, step: String, json: Bool)
    case verify(lesson: String?, json: Bool)
    /// The quiz, one card, the due cards, the statistics or the review log.
    case cards(CardsRequest)
    case edge(lesson: String, number: String?)
    case check(lesson: String, step: String, file: String, json: Bool)
    /// `probe <file.swift> <Type> [<document.json>]`: a learner's model against variants of a document.
    case probe(file: String, type: String, document: String?, lesson: String?, json: Bool, dates: String, snakeCase: Bool)

    /// Reads the arguments after the program's name.
    public static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var words = arguments
        guard let verb = words.first else { return .repl }
        words.removeFirst()
        if verb == "--help" || verb == "-h" || verb == "help" {
            return .help(words.first)
        }
        if words.contains("--help") || words.contains("-h") {
            guard HelpEntry.entry(for: verb) != nil else { throw unknown(verb) }
            return .help(verb)
        }
        if verb == "probe" { return try probe(words) }
        if verb == "cards" { return .cards(try CardsRequest.parse(words)) }
        let json = words.contains("--json")
        words.removeAll { $0 == "--json" }
        if let flag = words.first(where: { $0.hasPrefix("-") }) {
            throw UsageError("`\(flag)` is not an option of `\(verb)`.", hint: "See `codable-tutor \(verb) --help`.")
        }
        switch verb {
        case "lessons":
            try expect(words, count: 0...0, verb)
            return .lessons(json: json)
        case "show":
            try noJSON(json, verb)
            try expect(words, count: 2...2, verb)
            return .show(lesson: words[0], step: words[1])
        case "run":
            try expect(words, count: 2...2, verb)
            return .run(lesson: words[0], step: words[1], json: json)
        case "verify":
            try expect(words, count: 0...1, verb)
            return .verify(lesson: words.first, json: json)
        case "check":
            try expect(words, count: 3...3, verb)
            return .check(lesson: words[0], step: words[1], file: words[2], json: json)
        case "edge":
            try noJSON(json, verb)
            try expect(words, count: 1...2, verb)
            return .edge(lesson: words[0], number: words.count > 1 ? words[1] : nil)
        default:
            throw unknown(verb)
        }
    }

    /// `probe`'s own flags: --json, --snake-case, --dates <strategy>, --lesson <name>.
    static func probe(_ arguments: [String]) throws(UsageError) -> Invocation {
        var words: [String] = []
        var rest = arguments[...]
        var json = false
        var snakeCase = false
        var dates = "iso8601"
        var lesson: String?
        while let word = rest.popFirst() {
            switch word {
            case "--json": json = true
            case "--snake-case": snakeCase = true
            case "--dates", "--lesson":
                guard let value = rest.popFirst(), !value.hasPrefix("-") else {
                    throw UsageError("`\(word)` needs a value.", hint: "See `codable-tutor probe --help`.")
                }
                if word == "--dates" { dates = value } else { lesson = value }
            default:
                if word.hasPrefix("-") { throw UsageError("`\(word)` is not an option of `probe`.", hint: "See `codable-tutor probe --help`.") }
                words.append(word)
            }
        }
        try expect(words, count: 2...3, "probe")
        return .probe(file: words[0], type: words[1], document: words.count > 2 ? words[2] : nil, lesson: lesson, json: json,
            dates: dates, snakeCase: snakeCase)
    }

    private static func unknown(_ verb: String) -> UsageError {
        UsageError("`\(verb)` is not a codable-tutor command.", hint: "Run `codable-tutor --help` for the list.")
    }

    private static func expect(_ words: [String], count: ClosedRange<Int>, _ verb: String) throws(UsageError) {
        guard count.contains(words.count) else {
            let usage = HelpEntry.entry(for: verb)?.usage ?? verb
            let said = words.count < count.lowerBound ? "needs more" : "takes fewer"
            throw UsageError("`\(verb)` \(said) arguments: codable-tutor \(usage)", hint: "See `codable-tutor \(verb) --help`.")
        }
    }

    private static func noJSON(_ json: Bool, _ verb: String) throws(UsageError) {
        if json { throw UsageError("`\(verb)` has no --json form.", hint: "--json works with lessons, run, verify, check, probe, and cards --due, --stats or --log.") }
    }
}
