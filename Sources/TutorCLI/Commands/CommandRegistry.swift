import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Every command, listed once, and the one way a line of words becomes a command carried out.
package enum CommandRegistry {
    /// Every command, in the order `help` lists them.
    package static var all: [any Command.Type] {
        [
            LessonsCommand.self, StepsCommand.self, OpenCommand.self, StepCommand.self, NextCommand.self,
            BackCommand.self,
            ShowCommand.self, RunCommand.self, ModelCommand.self, DiffCommand.self, DocCommand.self,
            CardsCommand.self, EdgeCommand.self, PractiseCommand.self, DrillCommand.self,
            EditCommand.self, CheckCommand.self, HintCommand.self, SolutionCommand.self, ResetCommand.self,
            WatchCommand.self,
            ProbeCommand.self, LearnCommand.self,
            VerifyCommand.self, NewCommand.self,
            HelpCommand.self, VersionCommand.self, CompletionCommand.self, ManualCommand.self, ClearCommand.self,
            QuitCommand.self,
        ]
    }

    /// The command a verb (or one of its other words) names, whatever its case.
    package static func command(named verb: String) -> (any Command.Type)? {
        let verb = verb.lowercased()
        return all.first { $0.declaration.verb == verb || $0.declaration.aliases.contains(verb) }
    }

    /// Reads a command: a verb, then its words. `--help` (or `-h`) after a verb asks for its help.
    package static func parse(_ words: [String], at place: CommandPlace) throws(CommandFailure) -> any Command {
        guard let verb = words.first else { throw CommandFailure("Type a command.", hint: "`help` lists them.") }
        guard let type = command(named: verb) else { throw unknown(verb, at: place) }
        let rest = Array(words.dropFirst())
        let declaration = type.declaration
        if rest.contains(where: HelpCommand.flags.contains) {
            return try HelpCommand(ParsedWords([declaration.verb], for: HelpCommand.declaration, at: place), at: place)
        }
        if declaration.replOnly, !place.atPrompt { throw onlyAtPrompt(declaration.verb) }
        return try type.init(ParsedWords(rest, for: declaration, at: place), at: place)
    }

    /// The one way a command is carried out: start-up warnings first, Ctrl-C routed to what
    /// it starts, and a failure told once, by `refuse`, with its own exit status.
    package static func perform(_ words: [String], in session: CommandSession) -> ExitStatus {
        session.tutor.flushWarnings()
        do throws(CommandFailure) {
            let command = try parse(words, at: session.place)
            // A lesson read for the words (`run postcards 6`) may have had something to say.
            session.tutor.flushWarnings()
            defer { session.tutor.flushWarnings() }
            return session.interruptibly {
                do throws(CommandFailure) {
                    return try command.perform(in: session)
                } catch {
                    return refuse(error, words: words, in: session)
                }
            }
        } catch {
            session.tutor.flushWarnings()
            return refuse(error, words: words, in: session)
        }
    }

    /// Carries out a line typed at the prompt, read into words by `TypedLine`; a quote left
    /// open is refused as any other mistyped command is.
    package static func perform(line: String, in session: CommandSession) -> ExitStatus {
        do throws(CommandFailure) {
            return perform(try TypedLine.words(line), in: session)
        } catch {
            // Read roughly, only to answer `check --json 'x` in JSON as `check --json` answers.
            let rough = line.split(whereSeparator: \.isWhitespace).map(String.init)
            session.tutor.flushWarnings()
            return refuse(error, words: rough, in: session)
        }
    }

    /// Tab candidates for the line up to the cursor, each written to replace the word being
    /// typed as it stands (`TypedLine.Partial.raw`): quoted or escaped as that word began,
    /// with a path's spaces escaped and a finished word's quote closed.
    package static func completions(beforeCursor text: String, at place: CommandPlace) -> [String] {
        let partial = TypedLine.beforeCursor(text)
        return candidates(for: partial.word, after: partial.words, at: place).map {
            TypedLine.completing(partial, with: $0, finished: !$0.hasSuffix("/"))
        }
    }

    /// Tab candidates for `word` after `lineBeforeWord`, read as `completions(beforeCursor:at:)` reads them.
    package static func completions(lineBeforeWord: String, word: String, at place: CommandPlace) -> [String] {
        completions(beforeCursor: lineBeforeWord + word, at: place)
    }

    /// Verbs first, only those that run where the line is typed (from a shell, not `next` or
    /// `quit`); then what the verb completes (lessons, steps, paths), all unquoted.
    private static func candidates(for word: String, after before: [String], at place: CommandPlace) -> [String] {
        if word.contains("/") || word.hasPrefix(".") || word.hasPrefix("~") {
            return PathCompletion.paths(matching: word)
        }
        guard let verb = before.first else {
            let runHere = all.map { $0.declaration }.filter { place.atPrompt || $0.availability != .promptOnly }
            return runHere.map { $0.verb }.filter { $0.hasPrefix(word) }
        }
        guard let type = command(named: verb) else { return [] }
        return type.declaration.completions(for: word, after: Array(before.dropFirst()), at: place).filter {
            $0.hasPrefix(word)
        }
    }

    /// The verbs with a JSON form, as a refusal lists them.
    static var verbsWithJSON: String {
        ParsedWords.list(all.map { $0.declaration }.filter(\.takesJSON).map(\.verb), "and")
    }

    /// The sentence for a verb that exists only at the prompt, typed on the command line.
    static func onlyAtPrompt(_ verb: String) -> CommandFailure {
        CommandFailure(
            "`\(verb)` works at the tutor's prompt only.",
            hint: "Start the tutor with `codable-tutor`, then type `\(verb)`.")
    }

    /// The sentence for a word that is no command, with the nearest verbs at the prompt.
    static func unknown(_ typed: String, at place: CommandPlace) -> CommandFailure {
        // Typed text may be megabytes long or hold escape codes: shown capped and written out.
        let verb = TerminalText.escaped(typed, limit: 40)
        guard place.atPrompt else {
            return CommandFailure(
                "`\(verb)` is not a codable-tutor command.", hint: "Run `codable-tutor --help` for the list.")
        }
        let near = all.map { $0.declaration.verb }.filter { $0.hasPrefix(String(verb.lowercased().prefix(2))) }
        let hint =
            near.isEmpty
            ? "Type `help` for the list."
            : "Did you mean \(near.map { "`\($0)`" }.joined(separator: " or "))? `help` lists them all."
        return CommandFailure("`\(verb)` is not a codable-tutor command.", hint: hint)
    }

    /// Whether `words` ask a command that answers `--json` in JSON whatever happens
    /// (`check --json`): a refusal, even the tutor's crash, is then JSON on standard output.
    package static func answersInJSON(_ words: [String]) -> Bool {
        guard let type = words.first.flatMap(command(named:)) else { return false }
        return type.declaration.refusesInJSON && words.contains(CommandOption.json.name)
    }

    /// A failure as a JSON report says it: what `check --json` prints when refused, and the
    /// command line when the tutor cannot start.
    package static func jsonRefusal(_ failure: any Failure) -> String {
        CheckVerdict.failureJSON(
            status: failure.exitStatus == .usage ? .usageError : .error, problem: failure.message, hint: failure.hint)
    }

    /// A failure that ends one round of a command that goes on (a check inside `practise` or
    /// `drill`, a refused word at their prompt), told as a failure that ends a command is.
    static func tell(_ failure: any Failure, in session: CommandSession) {
        let told = CommandFailure(failure.message, hint: failure.hint, status: failure.exitStatus)
        session.console.complain(
            session.console.problemsOnTerminal ? told.text(width: session.screen.width) : told.text)
    }

    /// The one place a command's failure reaches the learner: as JSON on standard output
    /// for a command that answers `--json` whatever happens, else as sentences on standard
    /// error; its exit status is the failure's own (usage 2, not done 1).
    private static func refuse(_ failure: CommandFailure, words: [String], in session: CommandSession) -> ExitStatus {
        if answersInJSON(words) {
            session.say(jsonRefusal(failure))
        } else {
            session.console.complain(
                session.console.problemsOnTerminal ? failure.text(width: session.screen.width) : failure.text)
        }
        return failure.exitStatus
    }
}
