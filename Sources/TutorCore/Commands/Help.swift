import Foundation

/// The help of one command: its usage at the prompt and on the command line, one sentence,
/// and what matters beyond it. Each command declares its own; `CommandRegistry` lists them.
public struct HelpEntry: Sendable {
    public var verb: String
    /// The usage at the prompt, where a lesson and step left out mean the current ones.
    public var usage: String
    /// The usage on the command line, after `codable-tutor`; nil for a command of the prompt only.
    public var commandLineUsage: String?
    public var summary: String
    public var details: String

    public init(verb: String, usage: String, commandLine: String?, summary: String, details: String = "") {
        self.verb = verb
        self.usage = usage
        commandLineUsage = commandLine
        self.summary = summary
        self.details = details
    }

    /// Whether the verb exists only inside the REPL.
    public var replOnly: Bool { commandLineUsage == nil }

    /// Every command's help, in the order `help` lists them.
    public static var all: [HelpEntry] { CommandRegistry.all.map { $0.help } }

    /// The entry for a verb (or one of its other words), if there is one.
    public static func entry(for verb: String) -> HelpEntry? {
        CommandRegistry.command(named: verb)?.help
    }

    /// The whole entry, as `help <verb>` prints it at the prompt or `<verb> --help` on the
    /// command line, with the placeholders in its details filled from `facts`.
    public func text(onCommandLine: Bool = false, facts: HelpFacts) -> String {
        let shown = onCommandLine ? commandLineUsage.map { "codable-tutor " + $0 } ?? usage : usage
        var lines = [shown, "  \(summary)"]
        if !details.isEmpty { lines.append("  \(facts.fill(details))") }
        if replOnly { lines.append("  (inside the tutor's prompt only)") }
        return lines.joined(separator: "\n")
    }

    /// The command-line help (`codable-tutor --help`).
    public static var commandLine: String {
        var rows = [("codable-tutor", "start the tutor where you left off")]
        for entry in all where entry.verb != "help" {
            guard let usage = entry.commandLineUsage else { continue }
            rows.append(("codable-tutor " + usage, entry.summary))
        }
        rows.append(("codable-tutor <command> --help", "more about one command"))
        let width = (rows + RunLimits.environmentHelp).map(\.0.count).max()! + 2
        return (["codable-tutor — learn Swift's Codable by running it.", "", "Usage:"]
            + rows.map { "  " + TextLayout.pad($0.0, to: width) + $0.1 }
            + ["", "Environment:"]
            + RunLimits.environmentHelp.map { "  " + TextLayout.pad($0.0, to: width) + $0.1 })
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

extension RunLimits {
    /// The environment variables the tutor reads, as `--help` lists them.
    static let environmentHelp = [
        ("CODABLE_TUTOR_HOME", "one folder for everything the tutor writes (progress, history, cache)"),
        ("CODABLE_TUTOR_SWIFTC", "the Swift compiler to use (default: swiftc on PATH)"),
        ("CODABLE_TUTOR_TIME_LIMIT", "seconds a program may run before it is stopped (default 10)"),
        ("CODABLE_TUTOR_MEMORY_LIMIT", "memory a program may use, like 512M or 2G (default 1G)"),
        ("CODABLE_TUTOR_COMPILE_TIME_LIMIT", "seconds a compile may take (default 120)"),
        ("CODABLE_TUTOR_CACHE_LIMIT", "space the compiled programs may take, like 500M (default 1G)"),
        ("NO_COLOR", "no colour, even on a terminal"),
    ]
}
