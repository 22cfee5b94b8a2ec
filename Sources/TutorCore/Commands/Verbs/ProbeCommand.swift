/// `probe <file.swift> <Type> [<document.json>]`: the learner's model against every variant
/// of a document a server might one day send.
struct ProbeCommand: Command {
    static let help = HelpEntry(verb: "probe",
        usage: "probe <file.swift> <Type> [<document.json>] [--lesson <lesson>] [--dates iso8601|secondsSince1970|deferred] [--snake-case] [--json]",
        commandLine: "probe <file.swift> <Type> [<document.json>] [--lesson <lesson>] [--dates iso8601|secondsSince1970|deferred] [--snake-case] [--json]",
        summary: "Decode every variant a server could send with your own model: what decodes, and why not.",
        details: "From the document (yours, or the lesson's: Postcards.json unless --lesson names another) probe makes the documents a server may one day send — each key missing, each value null, each value of another JSON type, the document cut short; for an array only the first element changes — and decodes each as your type (`[Type]` for an array) with JSONDecoder, dates as given (default iso8601), keys from snake_case with --snake-case. Compiler messages point at your file. Exit status 0 once the table is printed, 1 when your model does not compile, 2 for a usage error.",
        section: .yourModel, example: "probe mine.swift Postcard")

    let file: String
    let type: String
    let document: String?
    let lesson: String?
    let json: Bool
    let dates: String
    let snakeCase: Bool

    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError) {
        json = words.take("--json")
        snakeCase = words.take("--snake-case")
        dates = try words.value(of: "--dates", example: "--dates deferred") ?? "iso8601"
        lesson = try words.value(of: "--lesson", example: "--lesson trips") ?? place.current?.lesson.name
        let rest = try words.rest(2...3)
        file = rest[0]
        type = rest[1]
        document = rest.count > 2 ? rest[2] : nil
    }

    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        before.last == "--lesson" ? place.lessons.map(\.name) : PathCompletion.paths(matching: word)
    }

    func perform(in session: CommandSession) -> ExitStatus {
        session.tutor.probe(file: file, type: type, document: document, lesson: lesson, json: json, dates: dates,
            snakeCase: snakeCase, cancellation: session.cancellation)
    }
}
