/// One command of the tutor, declared in one file: its help, how it reads its words, how it
/// completes, and what it does.
///
/// `CommandRegistry.all` lists every command once; the command line, the REPL, `help` and Tab
/// completion all read that list, so a command cannot mean one thing in one place and
/// another elsewhere.
public protocol Command {
    /// The verb, its usage in both places, and what it does.
    static var help: HelpEntry { get }
    /// Other words for the verb (`exit` and `q` for `quit`).
    static var aliases: [String] { get }
    /// Reads the words after the verb. `place` is the REPL's current lesson and stage, or
    /// nowhere on the command line, where a lesson and a step must be named.
    init(_ words: inout CommandWords, at place: CommandPlace) throws(UsageError)
    /// Tab candidates for `word`, the words before it after the verb being `before`.
    static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String]
    /// Carries the command out and gives its exit status.
    /// A failure is thrown, never printed: the registry renders it once.
    func perform(in session: CommandSession) throws(CommandFailure) -> ExitStatus
    /// Whether `--json` makes even a refusal JSON on standard output (`check --json` answers
    /// in JSON whatever happens); false for the sentence on standard error.
    static var refusesInJSON: Bool { get }
}

extension Command {
    public static var aliases: [String] { [] }

    public static func completions(for word: String, after before: [String], at place: CommandPlace) -> [String] { [] }

    public static var refusesInJSON: Bool { false }

    /// Whether the command exists only at the tutor's prompt.
    static var replOnly: Bool { help.commandLineUsage == nil }
}
