import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// The words typed after a verb, read against the command's declaration, the same way on the
/// command line and at the prompt: options are taken out by name wherever they stand (with
/// their values, `--dates deferred` or `--dates=deferred`), and what is left are the plain
/// words, as many as the declared arguments allow where the command was typed.
///
/// Everything the declaration states is checked here, once for every command: an option the
/// command does not have, one given twice, a missing value or one not among its choices, two
/// options of one group, an option without the one it qualifies, too few or too many words.
package struct ParsedWords {
    package let verb: String
    /// True on the command line: the usage and the pointer to help are worded for it.
    package let onCommandLine: Bool
    /// The plain words, in the order typed.
    package let words: [String]
    /// The options given, in the order typed, as the declaration has them, each with its value
    /// (nil for a flag).
    package let given: [(option: CommandOption, value: String?)]

    /// Reads `typed` as `declaration` declares, where `place` says it was typed.
    package init(_ typed: [String], for declaration: CommandDeclaration, at place: CommandPlace) throws(CommandFailure)
    {
        verb = declaration.verb
        onCommandLine = !place.atPrompt
        let pointer = Self.helpPointer(verb, onCommandLine: onCommandLine)
        var given: [(option: CommandOption, value: String?)] = []
        var words: [String] = []
        var rest = typed[...]
        while let word = rest.popFirst() {
            let (name, attached) = Self.split(word, declaration)
            guard let option = declaration.option(name) else {
                guard Self.isOption(word) else {
                    words.append(word)
                    continue
                }
                throw Self.notAnOption(word, of: verb, pointer: pointer)
            }
            var value: String?
            if let expected = option.value {
                // A word that starts with `-` is the next option, not a value, unless it is a
                // number (`--retention -0.8` is a target, refused as one).
                guard let next = attached ?? rest.first, !next.isEmpty,
                    attached != nil || !next.hasPrefix("-") || Double(next) != nil
                else {
                    throw expected.missing
                        ?? CommandFailure("`\(name)` needs a value, like `\(expected.example)`.", hint: pointer)
                }
                if attached == nil { rest.removeFirst() }
                value = next
                if !expected.choices.isEmpty {
                    // `--export ANKI` is `--export anki`.
                    guard let choice = expected.choices.first(where: { $0.lowercased() == next.lowercased() }) else {
                        let choices =
                            expected.choices.count == 1
                            ? "only `\(expected.choices[0])`" : Self.list(expected.choices, "or")
                        throw CommandFailure(
                            "`\(name)` takes \(choices), not `\(TerminalText.escaped(next, limit: 40))`.", hint: pointer
                        )
                    }
                    value = choice
                }
            }
            guard !given.contains(where: { $0.option.name == name }) else {
                throw CommandFailure("`\(name)` is given twice: give it once.", hint: pointer)
            }
            given.append((option, value))
        }
        self.words = words
        self.given = given
        try checkTogether(declaration, pointer: pointer)
        try checkCount(declaration, at: place, pointer: pointer)
    }

    /// Whether the flag (or option) was given: one of the declaration's, named by its constant
    /// (`words.flag(.json)`), so that its spelling is written once.
    package func flag(_ option: CommandOption) -> Bool {
        entry(named: option.name) != nil
    }

    /// The value given to the option, if it was given.
    package func value(_ option: CommandOption) -> String? {
        entry(named: option.name)?.value
    }

    /// The option spelt `name`, if given: by its spelling, as `check`'s `--json`, which answers
    /// refusals in JSON too, is still `.json`.
    private func entry(named name: String) -> (option: CommandOption, value: String?)? {
        given.first { $0.option.name == name }
    }

    /// Where to read about the verb, in the words of the place it was typed.
    package var helpPointer: String { Self.helpPointer(verb, onCommandLine: onCommandLine) }

    static func helpPointer(_ verb: String, onCommandLine: Bool) -> String {
        onCommandLine ? "See `codable-tutor \(verb) --help`." : "See `help \(verb)`."
    }

    /// Two options of one group, or an option without the one it qualifies.
    private func checkTogether(_ declaration: CommandDeclaration, pointer: String) throws(CommandFailure) {
        let grouped = given.compactMap { given in given.option.group.map { (given.option.name, $0) } }
        if let group = grouped.first?.1, grouped.count(where: { $0.1 == group }) > 1 {
            let named = grouped.filter { $0.1 == group }.map { "`\($0.0)`" }.joined(separator: " and ")
            let members = declaration.options.filter { $0.group == group && !$0.hidden }.map(\.name)
            throw CommandFailure(
                "`\(verb)` does one thing at a time, so \(named) cannot go together.",
                hint: "Give one of \(Self.list(members, "and")).")
        }
        for (option, _) in given {
            guard let (partner, example) = option.goesWith, entry(named: partner) == nil else { continue }
            let choices = declaration.option(partner)?.value?.choices ?? []
            let shown = choices.count == 1 ? "\(partner) \(choices[0])" : partner
            throw CommandFailure("`\(option.name)` goes with `\(shown)`: \(example).", hint: pointer)
        }
    }

    /// Too few plain words for the declared arguments where the command was typed, or too many.
    private func checkCount(_ declaration: CommandDeclaration, at place: CommandPlace, pointer: String)
        throws(CommandFailure)
    {
        let required = declaration.arguments.filter { !$0.isOptional(atPrompt: place.atPrompt) }
        let usage =
            onCommandLine ? "codable-tutor " + (declaration.commandLineUsage ?? declaration.usage) : declaration.usage
        let typeIt = "Type it as `\(usage)`; \(pointer.prefix(1).lowercased() + pointer.dropFirst())"
        if words.count < required.count {
            let missing = required[words.count]
            guard let sentence = missing.missing else {
                throw CommandFailure("`\(verb)` needs more words.", hint: typeIt)
            }
            let hint =
                missing.kind == .lesson
                ? "The lessons are: \(place.lessons.map(\.name).joined(separator: ", "))." : typeIt
            throw CommandFailure(sentence, hint: hint)
        }
        if words.count > declaration.arguments.count, declaration.arguments.last?.presence != .oneOrMore {
            throw CommandFailure("`\(verb)` takes fewer words.", hint: typeIt)
        }
    }

    /// `--flag=value` as the option and its value, for an option that takes one; any other
    /// word as itself.
    private static func split(_ word: String, _ declaration: CommandDeclaration) -> (String, String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "="),
            declaration.option(String(word[..<equals]))?.value != nil
        else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }

    /// The sentence for an option the verb does not have.
    static func notAnOption(_ option: String, of verb: String, pointer: String) -> CommandFailure {
        if option == CommandOption.json.name {
            return CommandFailure(
                "`\(verb)` has no --json form.", hint: "--json works with \(CommandRegistry.verbsWithJSON).")
        }
        return CommandFailure(
            "`\(TerminalText.escaped(option, limit: 40))` is not an option of `\(verb)`.", hint: pointer)
    }

    /// A word that reads as an option (`-x`, `--x`), not a negative number or a lone dash.
    static func isOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word.count > 1 && Double(word) == nil
    }

    /// `a, b and c`.
    static func list(_ items: [String], _ last: String) -> String {
        items.count < 2
            ? items.joined() : items.dropLast().joined(separator: ", ") + " \(last) " + items[items.count - 1]
    }
}
