import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// A word a command takes in its place (`<lesson>`, `<file.swift>`), declared once: usage,
/// parsing (how many words) and Tab completion (what may stand there) are read from it.
package struct CommandArgument: Sendable, Equatable {
    /// What the word names, and so what Tab offers for it.
    package enum Kind: Sendable, Equatable {
        /// A lesson's name.
        case lesson
        /// A step of the lesson named before it, or of the current one: `6`, `9.2`, a slug.
        case step
        /// A path.
        case file
        /// A verb of the registry.
        case command
        /// A card of the lesson named before it: its number or its name.
        case card
        /// Anything the command reads itself (a type's name, an edge case's number).
        case text
    }

    /// Whether the word must be typed.
    package enum Presence: Sendable, Equatable {
        case required
        case optional
        /// Named on the command line; at the prompt the current lesson and stage fill it in.
        case optionalAtPrompt
        /// One word or more (`learn a.json b.json`): the last argument only.
        case oneOrMore
    }

    /// As usage shows it: `<lesson>`, `<N>[.<M>]`.
    package var name: String
    package var kind: Kind
    package var presence: Presence
    /// The sentence for the word left out, when better than the general one
    /// ("`open` needs a lesson.").
    package var missing: String?

    package init(_ name: String, _ kind: Kind, _ presence: Presence = .required, missing: String? = nil) {
        (self.name, self.kind, self.presence, self.missing) = (name, kind, presence, missing)
    }

    /// Whether the word may be left out where the command is typed.
    func isOptional(atPrompt: Bool) -> Bool {
        presence == .optional || (presence == .optionalAtPrompt && atPrompt)
    }

    /// `<lesson> <step>` of a command about one stage, the current one at the prompt.
    package static let stage = [lesson(.optionalAtPrompt), step(.optionalAtPrompt)]

    /// `<lesson> <step> <file.swift>` of `check` and `watch`, read by one rule
    /// (`CommandPlace.modelTarget`): the file is the learner's model.
    package static let modelTarget = stage + [CommandArgument("<file.swift>", .file, .optional)]

    package static func lesson(_ presence: Presence = .required, missing: String? = nil) -> CommandArgument {
        CommandArgument("<lesson>", .lesson, presence, missing: missing)
    }

    package static func step(_ presence: Presence = .required) -> CommandArgument {
        CommandArgument("<step>", .step, presence)
    }
}

/// An option of a command (`--json`, `--dates deferred`), declared once: usage, help, the
/// parser, `--json` support and Tab completion are read from it.
package struct CommandOption: Sendable, Equatable {
    /// What an option that takes a value takes.
    package struct Value: Sendable, Equatable {
        /// As usage shows it: `FILE`, `<n>`, `iso8601|secondsSince1970|deferred`.
        package var placeholder: String
        package var kind: CommandArgument.Kind
        /// The values it may have, when they are few: Tab offers them, and usage lists them.
        package var choices: [String]
        /// The option with a value, as the sentence for a missing value shows it.
        package var example: String
        /// The sentence for a missing value, when better than the general one.
        package var missing: CommandFailure?

        package init(
            _ placeholder: String, _ kind: CommandArgument.Kind = .text, choices: [String] = [], example: String,
            missing: CommandFailure? = nil
        ) {
            self.placeholder = placeholder
            self.kind = kind
            self.choices = choices
            self.example = example
            self.missing = missing
        }
    }

    /// `--json`.
    package var name: String
    /// Nil for a flag.
    package var value: Value?
    /// The options of one group exclude each other: `cards` does one thing per call.
    package var group: String?
    /// The option this one qualifies, refused without it (`--topic` goes with `--cram`), and
    /// an example of the two together.
    package var goesWith: (option: String, example: String)?
    /// Left out of usage, help and Tab: not for learners (`--replay-fsrs`).
    package var hidden: Bool
    /// For `--json`: a refusal is JSON on standard output too, so a script always gets JSON.
    package var refusalsInJSON: Bool

    package init(
        _ name: String, value: Value? = nil, group: String? = nil, goesWith: (option: String, example: String)? = nil,
        hidden: Bool = false, refusalsInJSON: Bool = false
    ) {
        self.name = name
        self.value = value
        self.group = group
        self.goesWith = goesWith
        self.hidden = hidden
        self.refusalsInJSON = refusalsInJSON
    }

    /// `--json`: the command's report as JSON on standard output.
    package static let json = CommandOption("--json")

    /// `--json` of a command that answers in JSON whatever happens (`check`): a refusal too.
    package static let jsonWhateverHappens = CommandOption(json.name, refusalsInJSON: true)

    /// As usage shows it: `--json`, `--in DIR`.
    var shown: String {
        value.map { "\(name) \($0.placeholder)" } ?? name
    }

    package static func == (lhs: CommandOption, rhs: CommandOption) -> Bool {
        lhs.name == rhs.name && lhs.value == rhs.value && lhs.group == rhs.group
            && lhs.goesWith?.option == rhs.goesWith?.option
            && lhs.goesWith?.example == rhs.goesWith?.example && lhs.hidden == rhs.hidden
            && lhs.refusalsInJSON == rhs.refusalsInJSON
    }
}
