import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// One command, declared once: its verb and other words, the words and options it takes,
/// and its help. Usage at the prompt and on the command line, the parser, `--json` support,
/// Tab completion and `help` are all read from it, so they cannot disagree.
package struct CommandDeclaration: Sendable {
    /// Where the command can be typed.
    package enum Availability: Sendable {
        case everywhere
        /// Only at the tutor's prompt (`next`, `open`).
        case promptOnly
    }

    package var verb: String
    /// Other words for the verb (`exit` and `q` for `quit`).
    package var aliases: [String]
    /// The words after the verb, in order.
    package var arguments: [CommandArgument]
    /// The options, in the order usage lists them.
    package var options: [CommandOption]
    package var availability: Availability
    package var summary: String
    package var details: String
    /// Where `help` lists it.
    package var section: HelpSection
    /// The command as a learner would type it at the prompt (`run 9.2`), the verb alone unless
    /// declared; `{lesson}` stands for a lesson's name.
    package var example: String
    /// The same after `codable-tutor` on the command line; nil for a command of the prompt only.
    package var commandLineExample: String?

    package init(
        verb: String, aliases: [String] = [], arguments: [CommandArgument] = [], options: [CommandOption] = [],
        availability: Availability = .everywhere, summary: String, details: String = "", section: HelpSection,
        example: String? = nil, commandLineExample: String? = nil
    ) {
        self.verb = verb
        self.aliases = aliases
        self.arguments = arguments
        self.options = options
        self.availability = availability
        self.summary = summary
        self.details = details
        self.section = section
        self.example = example ?? verb
        self.commandLineExample = availability == .promptOnly ? nil : commandLineExample ?? self.example
    }

    /// The usage at the prompt, where a lesson and step left out mean the current ones.
    package var usage: String { usage(atPrompt: true) }

    /// The usage on the command line, after `codable-tutor`; nil for a command of the prompt only.
    package var commandLineUsage: String? { replOnly ? nil : usage(atPrompt: false) }

    /// The verb, its words (`[<step>]` where one may be left out) and its options, a group of
    /// options that exclude each other as `[--a | --b]` and an option that qualifies another
    /// after it (`--cram [--topic <t>]`).
    func usage(atPrompt: Bool) -> String {
        let visible = options.filter { !$0.hidden }
        func withQualifiers(_ option: CommandOption) -> String {
            ([option.shown] + visible.filter { $0.goesWith?.option == option.name }.map { "[\($0.shown)]" }).joined(
                separator: " ")
        }
        var parts =
            [verb]
            + arguments.map { argument in
                argument.presence == .oneOrMore
                    ? argument.name + "..."
                    : argument.isOptional(atPrompt: atPrompt) ? "[\(argument.name)]" : argument.name
            }
        var groupsShown: Set<String> = []
        for option in visible where option.goesWith == nil {
            guard let group = option.group else {
                parts.append("[\(withQualifiers(option))]")
                continue
            }
            guard groupsShown.insert(group).inserted else { continue }
            let members = visible.filter { $0.group == group && $0.goesWith == nil }
            parts.append("[" + members.map(withQualifiers).joined(separator: " | ") + "]")
        }
        return parts.joined(separator: " ")
    }

    /// The option named `name`, if the command has it.
    package func option(_ name: String) -> CommandOption? {
        options.first { $0.name == name }
    }

    /// Whether `--json` is one of its options.
    package var takesJSON: Bool { option(CommandOption.json.name) != nil }

    /// Whether it answers `--json` in JSON whatever happens, a refusal too (`check`).
    package var refusesInJSON: Bool { option(CommandOption.json.name)?.refusalsInJSON == true }

    /// Whether the verb exists only inside the REPL.
    package var replOnly: Bool { availability == .promptOnly }
}
