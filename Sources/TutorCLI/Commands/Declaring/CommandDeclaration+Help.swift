import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Help, as `help`, `help <verb>` and `--help` print it, read from the declarations.
extension CommandDeclaration {
    /// Every command's help, in the order `help` lists them.
    package static var all: [CommandDeclaration] { CommandRegistry.all.map { $0.declaration } }

    /// The entry for a verb (or one of its other words), if there is one.
    package static func entry(for verb: String) -> CommandDeclaration? {
        CommandRegistry.command(named: verb)?.declaration
    }

    /// The whole entry, as `help <verb>` prints it at the prompt or `<verb> --help` on the
    /// command line, with the placeholders in its details filled from `facts`, wrapped to `width`.
    package func text(onCommandLine: Bool = false, facts: HelpFacts, width: Int = 80) -> String {
        let layout = HelpLayout(terminalWidth: width)
        let paragraphs = helpParagraphs(onCommandLine: onCommandLine, facts: facts)
        var lines = layout.prose(helpUsage(onCommandLine: onCommandLine), hanging: "    ")
        for (index, paragraph) in paragraphs.enumerated() {
            // A blank line parts the paragraphs; the prompt-only note sits under the one before it.
            if index > 0, !(replOnly && index == paragraphs.count - 1) { lines.append("") }
            lines += layout.prose(paragraph, indent: "  ")
        }
        return lines.joined(separator: "\n")
    }

    /// The usage an entry starts with: after `codable-tutor` on the command line, unless the
    /// command is the prompt's only.
    func helpUsage(onCommandLine: Bool) -> String {
        onCommandLine ? commandLineUsage.map { "codable-tutor " + $0 } ?? usage : usage
    }

    /// What an entry says below its usage, in order: the sentence, the details with their
    /// facts filled in, the example, and for a command of the prompt only, that note. `help`
    /// lays them out for the terminal; the manual page prints the same paragraphs.
    func helpParagraphs(onCommandLine: Bool, facts: HelpFacts) -> [String] {
        var paragraphs = [summary]
        if !details.isEmpty { paragraphs.append(facts.fill(details)) }
        if let example = exampleLine(onCommandLine: onCommandLine, facts: facts) {
            paragraphs.append("For example: " + example)
        }
        if replOnly { paragraphs.append("(inside the tutor's prompt only)") }
        return paragraphs
    }

    /// The example as typed where the learner is: after `codable-tutor` on the command line.
    func exampleLine(onCommandLine: Bool, facts: HelpFacts) -> String? {
        guard onCommandLine else { return facts.fill(example) }
        return commandLineExample.map { "codable-tutor " + facts.fill($0) } ?? facts.fill(example)
    }

    /// The example as a listing shows it, `e.g. …`; none where it would repeat the usage
    /// (`next`, `lessons`).
    func listedExample(onCommandLine: Bool, facts: HelpFacts) -> [String] {
        guard let example = exampleLine(onCommandLine: onCommandLine, facts: facts),
            example != (onCommandLine ? "codable-tutor " + (commandLineUsage ?? "") : usage)
        else { return [] }
        return ["e.g. " + example]
    }

    /// The command-line help (`codable-tutor --help`): the commands of the command line by
    /// section, each with its example, then the environment the tutor reads.
    package static func commandLine(width: Int, facts: HelpFacts) -> String {
        let layout = HelpLayout(terminalWidth: width)
        var lines = layout.prose("codable-tutor — learn Swift's Codable by running it.")
        lines +=
            [""]
            + layout.prose(
                "Type `codable-tutor` alone to start the tutor's prompt where you left off; "
                    + "the commands below also work there. `codable-tutor <command> --help` says more about one.")
        for section in HelpSection.allCases {
            let entries = all.filter { $0.section == section && !$0.replOnly }
            guard !entries.isEmpty else { continue }
            lines +=
                [""]
                + layout.section(
                    section.title,
                    entries.map { entry in
                        layout.entry(
                            entry.commandLineUsage!,
                            [entry.summary] + entry.listedExample(onCommandLine: true, facts: facts))
                    })
        }
        lines += [""] + layout.section("Environment", RunLimits.environmentHelp.map { layout.entry($0.0, [$0.1]) })
        return lines.joined(separator: "\n")
    }

    /// The REPL's `help`: every command by section, with its sentence and an example.
    package static func repl(width: Int, facts: HelpFacts) -> String {
        let layout = HelpLayout(terminalWidth: width)
        var lines: [String] = []
        for section in HelpSection.allCases {
            let entries = all.filter { $0.section == section }
            guard !entries.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines += layout.section(
                section.title,
                entries.map { entry in
                    layout.entry(entry.usage, [entry.summary] + entry.listedExample(onCommandLine: false, facts: facts))
                })
        }
        lines +=
            [""]
            + layout.prose("With no lesson or step named, a command means the current one. `help <command>` says more.")
        return lines.joined(separator: "\n")
    }
}

extension RunLimits {
    /// The environment variables the tutor reads, as `--help` lists them: the README's
    /// Environment section (which the manual page prints) says more about each, and names the same.
    static let environmentHelp = [
        ("CODABLE_TUTOR_LESSONS", "folders of lessons of your own, separated by :"),
        ("CODABLE_TUTOR_HOME", "one folder for progress, history and compiled programs"),
        ("CODABLE_TUTOR_CACHE", "the folder for compiled programs alone"),
        (
            "CODABLE_TUTOR_MODULE_CACHE",
            "the compiler's module cache, which every home shares (default: modules in the standard cache folder)"
        ),
        ("CODABLE_TUTOR_SWIFTC", "the Swift compiler to use (default: swiftc on PATH)"),
        ("CODABLE_TUTOR_NO_PLAN", "1: compile through swiftc's driver every time"),
        ("CODABLE_TUTOR_NO_STUBS", "1: link against the real libraries every time"),
        ("CODABLE_TUTOR_TIME_LIMIT", "seconds a program may run before it is stopped (default 10)"),
        ("CODABLE_TUTOR_MEMORY_LIMIT", "memory a program may use, like 512M or 2G (default 1G)"),
        ("CODABLE_TUTOR_PROCESS_LIMIT", "processes a program may have at once (default 64)"),
        ("CODABLE_TUTOR_CONTAINMENT", "off: run programs without bubblewrap or control groups"),
        ("CODABLE_TUTOR_BWRAP", "the bubblewrap to run programs through (default: the system's; empty: none)"),
        ("CODABLE_TUTOR_COMPILE_TIME_LIMIT", "seconds a compile may take (default 120)"),
        (
            "CODABLE_TUTOR_BUSY_NOTICE",
            "seconds of waiting on the compiler before a \"still compiling\" line (default 10)"
        ),
        ("CODABLE_TUTOR_CACHE_LIMIT", "space the compiled programs may take, like 500M (default 1G)"),
        ("NO_COLOR", "no colour, even on a terminal"),
        ("PAGER", "what shows a long view on a terminal (default: less -R)"),
        ("NO_PAGER", "no pager, even on a terminal"),
    ]
}
