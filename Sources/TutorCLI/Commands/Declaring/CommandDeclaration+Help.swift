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
        lines +=
            [""]
            + layout.section(
                "Environment", EnvironmentVariable.documented.map { layout.entry($0.name, [$0.help ?? ""]) })
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
