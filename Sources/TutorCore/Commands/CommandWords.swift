/// The words typed after a verb, read the same way on the command line and at the prompt:
/// options are taken out by name wherever they stand, and any left over is refused.
public struct CommandWords {
    /// The verb the words belong to, for the sentences that refuse them.
    public let verb: String
    /// True on the command line: the usage and the pointer to help are worded for it.
    public let onCommandLine: Bool
    private var words: [String]
    /// An option given more than once: the second would be accepted and mean nothing.
    private var repeated: String?

    public init(verb: String, _ words: [String], onCommandLine: Bool) {
        self.verb = verb
        self.words = words
        self.onCommandLine = onCommandLine
    }

    /// Where to read about the verb, in the words of the place it was typed.
    public var helpPointer: String {
        onCommandLine ? "See `codable-tutor \(verb) --help`." : "See `help \(verb)`."
    }

    /// Takes out `flag` wherever it stands; whether it was there.
    public mutating func take(_ flag: String) -> Bool {
        guard words.contains(flag) else { return false }
        if words.count(where: { $0 == flag }) > 1 { repeated = repeated ?? flag }
        words.removeAll { $0 == flag }
        return true
    }

    /// Takes out `option` and its value (`--dates deferred` or `--dates=deferred`).
    public mutating func value(of option: String, example: String) throws(UsageError) -> String? {
        if let index = words.firstIndex(where: { $0.hasPrefix(option + "=") }) {
            let value = String(words.remove(at: index).dropFirst(option.count + 1))
            guard !value.isEmpty else { throw needsValue(option, example: example) }
            if words.contains(where: { $0 == option || $0.hasPrefix(option + "=") }) { throw Self.givenTwice(option, helpPointer) }
            return value
        }
        guard let index = words.firstIndex(of: option) else { return nil }
        words.remove(at: index)
        guard index < words.count, !words[index].hasPrefix("-") else { throw needsValue(option, example: example) }
        let value = words.remove(at: index)
        if words.contains(where: { $0 == option || $0.hasPrefix(option + "=") }) { throw Self.givenTwice(option, helpPointer) }
        return value
    }

    /// The words as they stand, options and all, for a verb that reads its own.
    public var all: [String] { words }

    /// What is left once the options are taken: the plain words, `count` of them. An option
    /// left over is one the verb does not have.
    public func rest(_ count: ClosedRange<Int>) throws(UsageError) -> [String] {
        if let repeated { throw Self.givenTwice(repeated, helpPointer) }
        if let option = words.first(where: Self.isOption) {
            throw notAnOption(option)
        }
        guard count.contains(words.count) else {
            let said = words.count < count.lowerBound ? "needs more" : "takes fewer"
            throw UsageError("`\(verb)` \(said) words.", hint: "Type it as `\(usage)`; \(helpPointer.prefix(1).lowercased() + helpPointer.dropFirst())")
        }
        return words
    }

    /// The sentence for an option the verb does not have.
    public func notAnOption(_ option: String) -> UsageError {
        if option == "--json" {
            return UsageError("`\(verb)` has no --json form.", hint: "--json works with \(CommandRegistry.verbsWithJSON).")
        }
        return UsageError("`\(option)` is not an option of `\(verb)`.", hint: helpPointer)
    }

    /// The sentence for an option given twice, as `cards` says it too.
    static func givenTwice(_ option: String, _ helpPointer: String) -> UsageError {
        UsageError("`\(option)` is given twice: give it once.", hint: helpPointer)
    }

    /// A word that reads as an option (`-x`, `--x`), not a negative number or a lone dash.
    static func isOption(_ word: String) -> Bool {
        word.hasPrefix("-") && word.count > 1 && Int(word) == nil
    }

    /// The verb's usage as the place it was typed writes it.
    private var usage: String {
        guard let entry = CommandRegistry.command(named: verb)?.help else { return verb }
        return onCommandLine ? "codable-tutor " + (entry.commandLineUsage ?? entry.usage) : entry.usage
    }

    private func needsValue(_ option: String, example: String) -> UsageError {
        UsageError("`\(option)` needs a value, like `\(example)`.", hint: helpPointer)
    }
}
