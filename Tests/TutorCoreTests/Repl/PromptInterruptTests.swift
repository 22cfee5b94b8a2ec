import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Reads scripted answers, and for each `nil` in the script does what Ctrl-C does to a read
/// while a command runs: the line is dropped (`.interrupted`), and — as with a plain reader on
/// a terminal, whose SIGINT goes to the command's work — the work's cancellation is triggered.
final class InterruptingLineReader: LineReader {
    private var script: [String?]
    private let cancellation: Cancellation
    private(set) var prompts: [String] = []
    let isInteractive = false

    init(_ script: [String?], cancellation: Cancellation) {
        self.script = script
        self.cancellation = cancellation
    }

    func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        guard !script.isEmpty else { return .endOfInput }
        guard let line = script.removeFirst() else {
            cancellation.trigger()
            return .interrupted
        }
        return .line(line)
    }

    func remember(_ line: String) {}
}

/// Ctrl-C at a command's own prompts (the quiz's, an edge case's prediction) clears the line
/// and asks again, and never stops the compile that follows the answer.
@Suite("Ctrl-C at a command's prompts")
struct PromptInterruptTests {
    let folder = TemporaryFolder("prompt-interrupt")
    let collected = CollectingConsole()
    static let stopped = "Stopped: Ctrl-C ended the compile"

    /// A tutor over the real lessons whose fake compiler and programs stop, as the real ones
    /// are stopped, when the cancellation they are given has been triggered.
    func makeTutor(output: String) -> Tutor {
        let fake = FakeLauncher.compilerAndProgram(output: output)
        let launcher = FakeLauncher { request throws(LaunchError) in
            if request.cancellation?.isTriggered == true {
                return ProcessResult(ending: .signalled(SIGKILL), cancelled: true)
            }
            return try fake.run(request)
        }
        let home = TutorHome(
            state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        return Tutor(
            contentRoot: packageRoot, home: home, environment: testEnvironment,
            compiler: SwiftCompiler(
                executable: "/bin/sh", launcher: launcher, moduleCache: home.modules, environment: testEnvironment),
            launcher: launcher, console: collected.console, styler: Styler(colour: false), width: 80)
    }

    @Test("The fake programs here are stopped by a triggered cancellation, so the tests below can fail")
    func stoppedWhenTriggered() throws {
        let cancellation = try #require(Cancellation())
        cancellation.trigger()
        let tutor = makeTutor(output: "5\n")
        let deck = try #require(tutor.decks.first)
        let stage = try #require(deck.edgeCases.first?.stages.first)
        guard
            case .failed(let error) = StageExecution(runner: tutor.runner).execute(
                stage, of: deck.lesson, cancellation: cancellation)
        else {
            Issue.record("a triggered cancellation did not stop the fake compile")
            return
        }
        #expect(error.text.contains(Self.stopped))
    }

    @Test("An answer read after a Ctrl-C comes back, at the same prompt, with the cancellation forgotten")
    func answerForgetsTheInterrupt() throws {
        let cancellation = try #require(Cancellation())
        let reader = InterruptingLineReader([nil, nil, "print(42)"], cancellation: cancellation)
        #expect(reader.answer(prompt: "answer> ", forgetting: cancellation) == .line("print(42)"))
        #expect(reader.prompts == ["answer> ", "answer> ", "answer> "])
        #expect(!cancellation.isTriggered)
        // A Ctrl-C pressed as the last work ended is forgotten too, not only one at the prompt.
        cancellation.trigger()
        #expect(
            InterruptingLineReader(["3"], cancellation: cancellation).answer(
                prompt: "grade> ", forgetting: cancellation) == .line("3"))
        #expect(!cancellation.isTriggered)
    }

    @Test(
        "Ctrl-C at the quiz's answer and grade prompts: the prompt comes again, the card is judged and graded, nothing is stopped"
    )
    func quiz() throws {
        let cancellation = try #require(Cancellation())
        let tutor = makeTutor(output: "[\"Grandma\", \"Dad\"]\n")
        let deck = tutor.decks[0]
        for other in deck.cards.dropFirst() {
            tutor.book.remember(CardMemory(due: Date().addingTimeInterval(86_400)), of: other, in: deck.lesson.name)
        }
        // Ctrl-C at `answer>`, Enter to see the card's own answer run, Ctrl-C at `grade>`, then 3.
        let reader = InterruptingLineReader([nil, "", nil, "3"], cancellation: cancellation)
        let graded = Quiz(
            book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: reader, cancellation: cancellation
        ).start(decks: [deck])
        #expect(graded == 1)
        #expect(reader.prompts == ["answer> ", "answer> ", "grade> ", "grade> "])
        #expect(
            !collected.output.contains(Self.stopped) && !collected.errors.contains(Self.stopped), "\(collected.output)")
        #expect(collected.output.contains("It printed here; checked against the lesson:"))
        #expect(tutor.reviewLog.read().records.map(\.rating) == [.good])
    }

    @Test("Ctrl-C at an edge case's prediction prompt: the prompt comes again, and every stage runs")
    func edgePrediction() throws {
        let cancellation = try #require(Cancellation())
        let tutor = makeTutor(output: "5\n")
        let reader = InterruptingLineReader([nil, "it prints 5"], cancellation: cancellation)
        let edge = try CommandRegistry.parse(["edge", "postcards", "1"], at: .commandLine(tutor.lessons))
        _ = carryOut(edge, in: makeSession(tutor, reader: reader, cancellation: cancellation))
        #expect(reader.prompts == ["prediction> ", "prediction> "])
        #expect(
            !collected.output.contains(Self.stopped) && !collected.errors.contains(Self.stopped), "\(collected.errors)")
        #expect(collected.output.contains("── why"))
    }
}
