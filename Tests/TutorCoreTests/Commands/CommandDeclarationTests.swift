import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Every command's usage, help, `--json` acceptance and Tab completion come from its one
/// declaration: these tests go through the registry and hold each declaration against the
/// parser that reads it.
@Suite("Command declarations")
struct CommandDeclarationTests {
    let folder = TemporaryFolder("declarations")

    /// The prompt inside Postcards at 9.3, and the command line.
    func places() -> (prompt: CommandPlace, commandLine: CommandPlace) {
        let lessons = makeFakeTutor(in: folder, console: CollectingConsole()).lessons
        return (
            CommandPlace(lessons: lessons, current: (lessons[0], StageID(step: 9, stage: 3)), atPrompt: true),
            .commandLine(lessons)
        )
    }

    /// A declaration's example as words, `{lesson}` filled and `mine.swift` a file that exists.
    func words(of example: String) -> [String] {
        let model = folder.write("struct Postcard: Codable { let to: String }\n", to: "mine.swift").path
        return example.replacingOccurrences(of: "{lesson}", with: "postcards").split(separator: " ").dropFirst()
            .map { $0 == "mine.swift" ? model : String($0) }
    }

    /// Whether the registry reads `words` as a command; the refusal's sentence when not.
    func refusal(_ words: [String], at place: CommandPlace) -> String? {
        do {
            _ = try CommandRegistry.parse(words, at: place)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("Every command's example parses where it is given, at the prompt and on the command line")
    func examplesParse() {
        let (prompt, commandLine) = places()
        for type in CommandRegistry.all {
            let declaration = type.declaration
            let verb = declaration.verb
            #expect(refusal([verb] + words(of: declaration.example), at: prompt) == nil, "\(declaration.example)")
            if let example = declaration.commandLineExample {
                #expect(refusal([verb] + words(of: example), at: commandLine) == nil, "\(example)")
            } else {
                #expect(
                    refusal([verb] + words(of: declaration.example), at: commandLine)
                        == "`\(verb)` works at the tutor's prompt only.")
            }
        }
    }

    @Test("Usage names every word and every option a learner may give, and help shows that usage")
    func usageFromDeclaration() {
        let facts = HelpFacts(lessonNames: ["postcards", "trips"])
        for type in CommandRegistry.all {
            let declaration = type.declaration
            let usages = [declaration.usage] + (declaration.commandLineUsage.map { [$0] } ?? [])
            #expect((declaration.commandLineUsage == nil) == declaration.replOnly, "\(declaration.verb)")
            for usage in usages {
                #expect(usage.hasPrefix(declaration.verb), "\(usage)")
                for argument in declaration.arguments {
                    #expect(usage.contains(argument.name), "\(usage): \(argument.name)")
                }
                for option in declaration.options {
                    #expect(usage.contains(option.name) != option.hidden, "\(usage): \(option.name)")
                }
            }
            let help = CommandRegistryTests.squeezed(declaration.text(onCommandLine: false, facts: facts, width: 80))
            #expect(help.hasPrefix(declaration.usage), "\(declaration.verb)")
            if let usage = declaration.commandLineUsage {
                let help = CommandRegistryTests.squeezed(declaration.text(onCommandLine: true, facts: facts, width: 80))
                #expect(help.hasPrefix("codable-tutor " + usage), "\(declaration.verb)")
            }
        }
    }

    /// The words that give `option` where the prompt example stands: its value, and the
    /// option it qualifies.
    func given(_ option: CommandOption, of declaration: CommandDeclaration) -> [String] {
        var words =
            [option.name] + (option.value.map { value in [String(value.example.split(separator: " ").last!)] } ?? [])
        if let partner = option.goesWith.flatMap({ declaration.option($0.option) }) {
            words = given(partner, of: declaration) + words
        }
        return words
    }

    @Test("Each declared option is read by the parser, with its value; one not declared is refused by name")
    func optionsParse() throws {
        let (prompt, _) = places()
        for type in CommandRegistry.all {
            let declaration = type.declaration
            let example = [String](words(of: declaration.example))
            for option in declaration.options where !example.contains(option.name) {
                let typed = example + given(option, of: declaration)
                let read = try ParsedWords(typed, for: declaration, at: prompt)
                #expect(read.flag(option), "\(declaration.verb) \(typed)")
                if let value = option.value {
                    #expect(read.value(option) != nil, "\(declaration.verb) \(typed)")
                    #expect(throws: CommandFailure.self, "\(declaration.verb) \(option.name) with no value") {
                        try ParsedWords(example + [option.name], for: declaration, at: prompt)
                    }
                    _ = value
                }
                #expect(throws: CommandFailure.self, "\(declaration.verb) \(option.name) twice") {
                    try ParsedWords(
                        typed + given(option, of: declaration).suffix(option.value == nil ? 1 : 2), for: declaration,
                        at: prompt)
                }
            }
            let stranger = refusal([declaration.verb] + example + ["--frobnicate"], at: prompt)
            #expect(stranger == "`--frobnicate` is not an option of `\(declaration.verb)`.", "\(declaration.verb)")
        }
    }

    @Test("--json is accepted exactly by the commands that declare it, and a refusal names them")
    func jsonFromDeclaration() throws {
        let (prompt, _) = places()
        let withJSON = CommandRegistry.all.map { $0.declaration }.filter { $0.option("--json") != nil }.map(\.verb)
        #expect(withJSON == ["lessons", "run", "cards", "check", "probe", "learn", "verify"])
        for type in CommandRegistry.all {
            let declaration = type.declaration
            let typed = [String](words(of: declaration.example)) + ["--json"]
            do {
                _ = try ParsedWords(typed, for: declaration, at: prompt)
                #expect(declaration.takesJSON, "\(declaration.verb) took --json")
            } catch {
                #expect(!declaration.takesJSON, "\(declaration.verb): \(error.message)")
                #expect(error.message == "`\(declaration.verb)` has no --json form.")
                #expect(error.hint == "--json works with lessons, run, cards, check, probe, learn and verify.")
            }
        }
        #expect(CheckCommand.declaration.option("--json")?.refusalsInJSON == true)
    }

    @Test("Too many words are refused for every command, and too few where a word is needed")
    func wordCounts() {
        let (prompt, commandLine) = places()
        for type in CommandRegistry.all {
            let declaration = type.declaration
            let extra = Array(repeating: "extra", count: declaration.arguments.count + 1)
            // A word that may come again (`learn a.json b.json`) takes any number.
            if declaration.arguments.last?.presence == .oneOrMore {
                #expect(refusal([declaration.verb] + extra + extra, at: prompt) == nil, "\(declaration.verb)")
            } else {
                #expect(refusal([declaration.verb] + extra, at: prompt) != nil, "\(declaration.verb)")
            }
            let needed = declaration.arguments.filter { !$0.isOptional(atPrompt: false) }
            if !needed.isEmpty, !declaration.replOnly {
                #expect(refusal([declaration.verb], at: commandLine) != nil, "\(declaration.verb)")
            }
        }
        #expect(refusal(["open"], at: prompt) == "`open` needs a lesson.")
        #expect(refusal(["run", "postcards", "6", "7"], at: prompt) == "`run` takes fewer words.")
    }

    @Test("Tab offers each command's declared options, an option's declared values, and what its arguments name")
    func completionFromDeclaration() {
        let (prompt, _) = places()
        for type in CommandRegistry.all {
            let declaration = type.declaration
            let offered = CommandRegistry.completions(lineBeforeWord: declaration.verb + " ", word: "--", at: prompt)
            #expect(offered == declaration.options.filter { !$0.hidden }.map(\.name), "\(declaration.verb)")
            for option in declaration.options where !(option.value?.choices ?? []).isEmpty {
                let values = CommandRegistry.completions(
                    lineBeforeWord: "\(declaration.verb) \(option.name) ", word: "", at: prompt)
                #expect(values == option.value?.choices, "\(declaration.verb) \(option.name)")
            }
            if declaration.arguments.first?.kind == .lesson {
                let lessons = CommandRegistry.completions(
                    lineBeforeWord: declaration.verb + " ", word: "tr", at: prompt)
                #expect(lessons == ["trips"], "\(declaration.verb)")
            }
            if declaration.arguments.isEmpty {
                #expect(
                    CommandRegistry.completions(lineBeforeWord: declaration.verb + " ", word: "", at: prompt).isEmpty,
                    "\(declaration.verb)")
            }
        }
        // An option given is not offered again; a step after a lesson; the file after both.
        #expect(
            CommandRegistry.completions(lineBeforeWord: "probe --json ", word: "--", at: prompt) == [
                "--lesson", "--dates", "--snake-case",
            ])
        #expect(CommandRegistry.completions(lineBeforeWord: "run 6 ", word: "", at: prompt).isEmpty)
        #expect(
            CommandRegistry.completions(lineBeforeWord: "run --json trips ", word: "3.", at: prompt) == ["3.1", "3.2"])
        #expect(
            CommandRegistry.completions(lineBeforeWord: "step ", word: "9.", at: prompt) == [
                "9.1", "9.2", "9.3", "9.4", "9.5",
            ])
    }

    @Test(
        "The parser's own rules: values attached or apart, numbers as values, choices in any case, groups and qualifiers"
    )
    func parserRules() throws {
        let (prompt, commandLine) = places()
        let cards = CardsCommand.declaration
        #expect(try ParsedWords(["--card=3"], for: cards, at: prompt).value(.card) == "3")
        #expect(try ParsedWords(["--retention", "-0.8"], for: cards, at: prompt).value(.retention) == "-0.8")
        #expect(try ParsedWords(["--export", "ANKI"], for: cards, at: prompt).value(.export) == "anki")
        #expect(throws: CommandFailure("`--export` takes only `anki`, not `csv`.", hint: "See `help cards`.")) {
            try ParsedWords(["--export", "csv"], for: cards, at: prompt)
        }
        #expect(
            throws: CommandFailure(
                "`--to` goes with `--export anki`: `cards --export anki --to cards.txt`.",
                hint: "See `codable-tutor cards --help`.")
        ) {
            try ParsedWords(["--to", "x.txt"], for: cards, at: commandLine)
        }
        do {
            _ = try ParsedWords(["--due", "--log"], for: cards, at: prompt)
            Issue.record("--due --log was accepted")
        } catch {
            #expect(error.message == "`cards` does one thing at a time, so `--due` and `--log` cannot go together.")
            #expect(
                error.hint
                    == "Give one of --due, --stats, --log, --card, --cram, --retention, --parameters and --export.")
        }
        // A word given after the words a command takes, or before: options stand anywhere.
        let run = try ParsedWords(["--json", "trips", "3"], for: RunCommand.declaration, at: commandLine)
        #expect(run.words == ["trips", "3"])
        #expect(run.flag(.json))
    }

    @Test("check and watch read a last word that names no stage as a file, alike")
    func checkAndWatchAgree() {
        let (prompt, _) = places()
        for words in [["mine"], ["6", "mine.swift"], ["postcards", "6", "mine"], ["6"], ["mine.swift"]] {
            let check = (try? prompt.modelTarget(words)).map { "\($0.lesson.name) \($0.stage.id) \($0.file ?? "-")" }
            #expect(check != nil, "\(words)")
        }
        #expect((try? prompt.modelTarget(["mine"]))?.file == "mine")
        #expect((try? prompt.modelTarget(["6"]))?.file == nil)
    }
}
