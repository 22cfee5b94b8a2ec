import Foundation

/// The help for every command: a usage line, one sentence, and what matters beyond it.
public struct HelpEntry: Sendable {
    public var verb: String
    public var usage: String
    public var summary: String
    public var details: String
    /// Whether the verb exists only inside the REPL.
    public var replOnly: Bool

    /// Every command, in the order `help` lists them.
    public static let all: [HelpEntry] = [
        HelpEntry(verb: "lessons", usage: "lessons [--json]", summary: "List the lessons, their steps and your progress.",
            details: "With --json: an array of {name, title, steps, stages, passed, position}.", replOnly: false),
        HelpEntry(verb: "open", usage: "open <lesson>", summary: "Open a lesson where you left it (or at its start).",
            details: "Lessons: postcards, trips.", replOnly: true),
        HelpEntry(verb: "show", usage: "show [<lesson> <step>]", summary: "Show a step: its prose and its model, changed lines marked.",
            details: "A step is a number (6), a slug (dates), or one stage (9.2). In the REPL, `show` alone means the current stage.", replOnly: false),
        HelpEntry(verb: "run", usage: "run [<lesson> <step>] [--json]", summary: "Compile and run a step; expected output beside the real one.",
            details: "`run 9` runs every stage of step 9 in order; `run 9.2` just one. Each line is marked: = identical, ~ a platform difference (explained under the output), ! different. Exit status 0 when everything matches, 1 when something differs, 2 for a usage error.", replOnly: false),
        HelpEntry(verb: "verify", usage: "verify [<lesson>] [--json]", summary: "Run every stage of a lesson (or all lessons); a line each.",
            details: "Ends with `N passed, N failed`; exit status 0 only when all pass. Problems in the lesson files are reported with file:line.", replOnly: false),
        HelpEntry(verb: "check", usage: "check [<lesson> <step>] <file.swift> [--json]", summary: "Check your own model against a step's run() and document.",
            details: "Your file holds your types only (Postcard, Stamp…). It is compiled with the step's own run() — its last stage that compiles, unless you name one (9.3) — and run against the lesson's document; the output is compared with the lesson's, line by line. Compiler messages point at your file and line; a DecodingError is read out as a sentence, with the step that teaches the fix. Exit status 0 when it matches, 1 when not, 2 for a usage error.", replOnly: false),
        HelpEntry(verb: "probe", usage: "probe <file.swift> <Type> [<document.json>] [--lesson <lesson>] [--dates iso8601|secondsSince1970|deferred] [--snake-case] [--json]",
            summary: "Decode every variant a server could send with your own model: what decodes, and why not.",
            details: "From the document (yours, or the lesson's: Postcards.json unless --lesson names another) probe makes the documents a server may one day send — each key missing, each value null, each value of another JSON type, the document cut short; for an array only the first element changes — and decodes each as your type (`[Type]` for an array) with JSONDecoder, dates as given (default iso8601), keys from snake_case with --snake-case. Compiler messages point at your file. Exit status 0 once the table is printed, 1 when your model does not compile, 2 for a usage error.", replOnly: false),
        HelpEntry(verb: "edit", usage: "edit", summary: "Edit your own copy of this stage's model ($VISUAL, $EDITOR), then check it.",
            details: "Your copy is kept per lesson and stage under the tutor's state folder, started from the stage's model the first time; nothing you write there is ever overwritten.", replOnly: true),
        HelpEntry(verb: "watch", usage: "watch <file.swift>", summary: "Check a file against this stage every time you save it, until Ctrl-C.", details: "", replOnly: true),
        HelpEntry(verb: "cards", usage: "cards [<lesson>] [--due | --stats | --log | --card <n>] [--json]",
            summary: "The flash-card quiz; one card; the cards due; your statistics; your reviews.",
            details: "Each card shows its question. A trick question wants a few words of your own: the card reads them for their meaning (its ideas of a right answer and of the usual wrong ones), says what it found, and suggests a grade — never a right one for \"no idea\"; when it cannot tell, it says so and leaves the grade to you. A how-to card first shows its contract — the names in scope and what your Swift must do — and then runs your statements or types with its own code and compares the result with its own answer's; two blank lines in a row end your Swift, so a paste may hold single blank lines. Lines typed at a terminal before the grade prompt appears (the rest of a paste) are set aside. Enter at the grade prompt takes the suggested grade; your own grade always wins. Cards come back when you are about to forget them (FSRS-6, 90% retention); at most 20 new cards a day per lesson. `--card 3` (or a card's name, or its id as `--log` shows it) asks that card now, due or not; with no lesson named, give its id. `--due` lists the cards due now, `--stats` counts your reviews, `--log` prints every review as CSV for FSRS's optimizer (card_id, review_time in ms, review_rating, review_state 0 new to 3 relearning, review_duration: the ms from the card shown to the end of your answer, so the judging, the back of the card and the grade prompt are left out, as the optimizer wants the time to answer), `--log --json` the same with each card's lesson and name. One of these at a time. Every grade is saved as you give it, in reviews.log in the state folder; what you type at a how-to card is kept under answers/.", replOnly: false),
        HelpEntry(verb: "edge", usage: "edge [<lesson>] [<n>]", summary: "An edge case: predict, then see the code run live, then why.",
            details: "On the command line `edge <lesson>` goes through all of them and `edge <lesson> 3` shows one; in the tutor, `edge` alone shows the next one you have not seen.", replOnly: false),
        HelpEntry(verb: "next", usage: "next", summary: "Go to the next stage (the next step after a step's last stage).", details: "", replOnly: true),
        HelpEntry(verb: "back", usage: "back", summary: "Go back one stage.", details: "", replOnly: true),
        HelpEntry(verb: "step", usage: "step <N>[.<M>]", summary: "Jump to a step (its first stage) or a stage.", details: "`step 9.2` or `step coding-keys`.", replOnly: true),
        HelpEntry(verb: "model", usage: "model", summary: "Print the current stage's model.swift, plain, for copying.", details: "", replOnly: true),
        HelpEntry(verb: "diff", usage: "diff", summary: "Show only what the current stage changed since the stage before.", details: "", replOnly: true),
        HelpEntry(verb: "doc", usage: "doc", summary: "Print the JSON document the current stage reads.", details: "", replOnly: true),
        HelpEntry(verb: "help", usage: "help [<command>]", summary: "List the commands, or explain one.", details: "", replOnly: false),
        HelpEntry(verb: "quit", usage: "quit", summary: "Leave the tutor (Ctrl-D does the same). Your place is saved.", details: "", replOnly: true),
    ]

    /// The entry for a verb, if there is one.
    public static func entry(for verb: String) -> HelpEntry? {
        all.first { $0.verb == verb }
    }

    /// The whole entry, as `help <verb>` prints it.
    public var text: String {
        var lines = ["\(usage)", "  \(summary)"]
        if !details.isEmpty { lines.append("  \(details)") }
        if replOnly { lines.append("  (inside the tutor's prompt only)") }
        return lines.joined(separator: "\n")
    }

    /// The command-line help (`codable-tutor --help`).
    public static var commandLine: String {
        // On the command line there is no current stage: the lesson and step are required.
        var rows = [("codable-tutor", "start the tutor where you left off")]
        for entry in all where !entry.replOnly && entry.verb != "help" {
            let usage = entry.usage.replacingOccurrences(of: "[<lesson> <step>]", with: "<lesson> <step>")
            rows.append(("codable-tutor " + usage, entry.summary))
        }
        rows.append(("codable-tutor <command> --help", "more about one command"))
        let environment = [
            ("CODABLE_TUTOR_HOME", "one folder for everything the tutor writes (progress, history, cache)"),
            ("CODABLE_TUTOR_SWIFTC", "the Swift compiler to use (default: swiftc on PATH)"),
            ("CODABLE_TUTOR_TIME_LIMIT", "seconds a program may run before it is stopped (default 10)"),
            ("CODABLE_TUTOR_MEMORY_LIMIT", "memory a program may use, like 512M or 2G (default 1G)"),
            ("CODABLE_TUTOR_COMPILE_TIME_LIMIT", "seconds a compile may take (default 120)"),
            ("CODABLE_TUTOR_CACHE_LIMIT", "space the compiled programs may take, like 500M (default 1G)"),
            ("NO_COLOR", "no colour, even on a terminal"),
        ]
        let width = (rows + environment).map(\.0.count).max()! + 2
        return (["codable-tutor — learn Swift's Codable by running it.", "", "Usage:"]
            + rows.map { "  " + TextLayout.pad($0.0, to: width) + $0.1 }
            + ["", "Environment:"]
            + environment.map { "  " + TextLayout.pad($0.0, to: width) + $0.1 })
            .joined(separator: "\n")
    }

    /// The REPL's `help`: every verb with its one sentence.
    public static var repl: String {
        let width = (all.map(\.usage.count).max() ?? 0) + 2
        return (all.map { "  " + TextLayout.pad($0.usage, to: width) + $0.summary }
            + ["", "With no lesson or step named, a command means the current one. `help <command>` for more."])
            .joined(separator: "\n")
    }
}
