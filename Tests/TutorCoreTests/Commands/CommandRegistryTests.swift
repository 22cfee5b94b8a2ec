import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// One list of commands read by the command line, the prompt, `help` and Tab: the same
/// words mean the same thing in both places.
@Suite("Command registry")
struct CommandRegistryTests {
    let folder = TemporaryFolder("registry")
    let collected = CollectingConsole()

    /// What a parse gave, in words a test can compare: the command's type and its fields, a
    /// lesson by its name and stages by their ids; or the refusal's sentence.
    func outcome(_ words: [String], at place: CommandPlace) -> String {
        do {
            let command = try CommandRegistry.parse(words, at: place)
            let fields = Mirror(reflecting: command).children.map { child -> String in
                switch child.value {
                case let lesson as Lesson: "\(child.label ?? ""): \(lesson.name)"
                case let stage as Stage: "\(child.label ?? ""): \(stage.id)"
                case let stages as [Stage]: "\(child.label ?? ""): \(stages.map(\.id.description))"
                default: "\(child.label ?? ""): \(child.value)"
                }
            }
            return "\(type(of: command)) " + fields.joined(separator: ", ")
        } catch {
            return "refused: " + error.message
        }
    }

    func places() -> (commandLine: CommandPlace, prompt: CommandPlace) {
        let tutor = makeFakeTutor(in: folder, console: collected)
        return (.commandLine(tutor.lessons), CommandPlace(lessons: tutor.lessons, current: nil, atPrompt: true))
    }

    @Test("The same words give the same command, or the same refusal, on the command line and at the prompt")
    func samePlaceSameMeaning() {
        let model = folder.write("struct Postcard: Codable { let to: String }\n", to: "Postcard.swift").path
        let (commandLine, prompt) = places()
        let inputs: [[String]] = [
            ["run", "Postcards", "9.2", "--json"], ["RUN", "postcards", "9"], ["run", "postcards", "6", "--colour"],
            ["show", "postcards", "6", "--json"], ["show", "TRIPS", "keys-of-your-own"], ["lessons", "--json"],
            ["lessons", "extra"],
            ["verify", "trips"], ["verify", "--json"], ["check", "Postcards", "9", model, "--json"],
            ["check", "postcards", "9.4", model],
            ["cards", "trips", "--due", "--json"], ["cards", "--frob"], ["edge", "Trips", "3"],
            ["edge", "nowhere", "3"],
            ["probe", model, "Postcard", "--dates", "deferred"], ["probe", model, "Postcard", "--dates"],
            ["frobnicate"],
            ["help", "run"], ["run", "--help"], ["help", "nothing"],
        ]
        for words in inputs {
            #expect(outcome(words, at: commandLine) == outcome(words, at: prompt), "\(words)")
        }
        #expect(
            outcome(["run", "Postcards", "9.2", "--json"], at: prompt)
                == #"RunCommand lesson: postcards, stages: ["9.2"], json: true"#)
        #expect(
            outcome(["check", "postcards", "9.4", model], at: prompt).hasPrefix(
                "refused: Stage 9.4 is meant not to compile"))
    }

    @Test("The prompt's place fills in what the command line must name")
    func placeFillsIn() {
        let (commandLine, prompt) = places()
        let postcards = prompt.lessons[0]
        let atNine = CommandPlace(
            lessons: prompt.lessons, current: (postcards, StageID(step: 9, stage: 3)), atPrompt: true)
        #expect(outcome(["run"], at: atNine) == #"RunCommand lesson: postcards, stages: ["9.3"], json: false"#)
        #expect(
            outcome(["run", "6"], at: atNine) == #"RunCommand lesson: postcards, stages: ["6.1", "6.2"], json: false"#)
        #expect(outcome(["run"], at: commandLine) == "refused: `run` needs more words.")
        #expect(outcome(["run"], at: prompt) == "refused: No lesson is open.")
        #expect(outcome(["next"], at: commandLine) == "refused: `next` works at the tutor's prompt only.")
        #expect(outcome(["exit"], at: prompt).hasPrefix("QuitCommand"))
    }

    @Test(
        "Every command has a verb, a usage that starts with it, a sentence, an example, and a place in each help listing"
    )
    func everyCommandHasHelp() {
        let words = CommandRegistry.all.flatMap { [$0.declaration.verb] + $0.declaration.aliases }
        #expect(Set(words).count == words.count, "a word names two commands")
        let facts = HelpFacts(lessonNames: ["postcards", "trips"])
        let repl = CommandDeclaration.repl(width: 80, facts: facts)
        let commandLine = CommandDeclaration.commandLine(width: 80, facts: facts)
        for command in CommandRegistry.all {
            let help = command.declaration
            #expect(help.usage.hasPrefix(help.verb), "\(help.verb)")
            #expect(help.summary.hasSuffix("."), "\(help.verb)")
            #expect(!help.example.isEmpty, "\(help.verb)")
            #expect(Self.squeezed(repl).contains(help.usage), "\(help.verb)")
            #expect(repl.contains("e.g. " + facts.fill(help.example)) || help.example == help.usage, "\(help.verb)")
            if let usage = help.commandLineUsage {
                #expect(usage.hasPrefix(help.verb), "\(help.verb)")
                #expect(Self.squeezed(commandLine).contains(usage), "\(help.verb)")
                #expect(
                    Self.squeezed(commandLine).contains(
                        "e.g. codable-tutor " + facts.fill(help.commandLineExample ?? ""))
                        || help.commandLineExample == usage, "\(help.verb)")
            } else {
                #expect(
                    !Self.squeezed(commandLine).contains("e.g. " + help.example + " "),
                    "\(help.verb) is not a command-line command")
            }
            #expect(CommandRegistry.command(named: help.verb.uppercased()) != nil)
        }
        #expect(commandLine.contains("CODABLE_TUTOR_HOME"))
    }

    @Test("Help fits the terminal and never passes 80 columns", arguments: [40, 60, 80, 120, 200])
    func helpFits(width: Int) {
        let facts = HelpFacts(lessonNames: ["postcards", "trips"])
        let texts =
            [
                CommandDeclaration.repl(width: width, facts: facts),
                CommandDeclaration.commandLine(width: width, facts: facts),
            ]
            + CommandDeclaration.all.flatMap {
                [
                    $0.text(onCommandLine: false, facts: facts, width: width),
                    $0.text(onCommandLine: true, facts: facts, width: width),
                ]
            }
        for text in texts {
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(line.count <= min(max(width, 40), 80), "\(width) columns: \(line)")
            }
        }
    }

    @Test("Help leads with finding your way and running a step, and ends with the tutor's own commands")
    func helpOrder() throws {
        let repl = CommandDeclaration.repl(width: 80, facts: HelpFacts(lessonNames: ["postcards"]))
        let headings = repl.split(separator: "\n").filter { $0.hasSuffix(":") && !$0.hasPrefix(" ") }.map(String.init)
        #expect(headings == HelpSection.allCases.map { $0.title + ":" })
        let lessons = try #require(repl.range(of: "  lessons"))
        let verify = try #require(repl.range(of: "  verify"))
        #expect(lessons.lowerBound < verify.lowerBound)
    }

    /// Help text with its wrapping undone: every run of spaces and line breaks made one space.
    static func squeezed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test("Tab offers verbs, then what each verb takes")
    func completion() {
        let (_, prompt) = places()
        #expect(CommandRegistry.completions(lineBeforeWord: "", word: "nex", at: prompt) == ["next"])
        #expect(CommandRegistry.completions(lineBeforeWord: "help ", word: "ch", at: prompt) == ["check"])
        #expect(CommandRegistry.completions(lineBeforeWord: "RUN Trips ", word: "3.", at: prompt) == ["3.1", "3.2"])
        #expect(CommandRegistry.completions(lineBeforeWord: "edge ", word: "tr", at: prompt) == ["trips"])
        #expect(
            CommandRegistry.completions(lineBeforeWord: "probe m.swift Postcard --lesson ", word: "p", at: prompt) == [
                "postcards"
            ])
    }

    @Test(
        "A stage command reads its lesson and step alike wherever it is: both on the command line, either or none at the prompt"
    )
    func stageCommandWords() {
        let (commandLine, prompt) = places()
        let postcards = prompt.lessons[0]
        let atNine = CommandPlace(
            lessons: prompt.lessons, current: (postcards, StageID(step: 9, stage: 3)), atPrompt: true)
        #expect(outcome(["diff"], at: atNine) == "DiffCommand lesson: postcards, stage: 9.3")
        // An exercise command reads the same words, and names the step; on the command line
        // it needs both.
        #expect(outcome(["hint", "postcards"], at: commandLine) == "refused: `hint` needs more words.")
        #expect(
            outcome(["hint", "Postcards", "6"], at: commandLine).hasPrefix(
                "HintCommand lesson: postcards, step: Step(number: 6,"))
        #expect(outcome(["reset"], at: atNine).hasPrefix("ResetCommand lesson: postcards, step: Step(number: 9,"))
        #expect(outcome(["diff", "6.2"], at: atNine) == "DiffCommand lesson: postcards, stage: 6.2")
        #expect(outcome(["doc", "Trips", "3"], at: atNine) == "DocCommand lesson: trips, stage: 3.1")
        #expect(outcome(["model", "6", "extra"], at: atNine).hasPrefix("refused: "))
        // Tab: lessons and the current lesson's steps first, then the named lesson's steps.
        for verb in ["edit", "hint", "diff", "doc", "model"] {
            #expect(
                CommandRegistry.completions(lineBeforeWord: "\(verb) ", word: "tr", at: atNine) == ["trips"], "\(verb)")
            #expect(
                CommandRegistry.completions(lineBeforeWord: "\(verb) trips ", word: "3.", at: atNine) == [
                    "3.1", "3.2",
                ], "\(verb)")
        }
        for verb in ["open", "steps", "lessons", "edge", "verify", "cards"] {
            #expect(
                CommandRegistry.completions(lineBeforeWord: "\(verb) ", word: "p", at: prompt) == ["postcards"],
                "\(verb)")
            #expect(
                CommandRegistry.completions(lineBeforeWord: "\(verb) postcards ", word: "", at: prompt).isEmpty,
                "\(verb)")
        }
    }

    @Test("verify runs every stage, checks every exercise, and leaves the learner's progress as it was")
    func verifyRecordsNothing() throws {
        let tutor = makeFakeTutor(in: folder, console: collected, output: "Hello from run()\n")
        _ = carryOut(VerifyCommand(lesson: "postcards", json: true), in: makeSession(tutor))
        let report = try JSONDecoder().decode(VerifyCommand.Report.self, from: Data(collected.output.utf8))
        #expect(report.stages.filter { $0.status == .match }.map(\.stage) == ["0.1"])
        // Every model prints the same here: each start fails, as it must, and no lesson's
        // change can pass.
        let steps = tutor.lessons[0].exerciseSteps.count
        let starts = report.exercises.filter { $0.claim == "start-fails" }
        let changes = report.exercises.filter { $0.claim == "lesson-passes" }
        #expect(starts.count == steps && starts.allSatisfy(\.passed))
        #expect(changes.count == steps && !changes.contains(where: \.passed))
        #expect(report.passed == 1 + report.exercises.filter(\.passed).count)
        #expect(tutor.progress.lesson("postcards").passed.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: tutor.home.progressFile.path))
    }
}
