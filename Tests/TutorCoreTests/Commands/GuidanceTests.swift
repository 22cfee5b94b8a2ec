import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// What the tutor suggests next points at a command that works where the learner is, and at
/// what is really next: the next stage, the next lesson, the cards due.
@Suite("Guidance")
struct GuidanceTests {
    let folder = TemporaryFolder("guidance")
    let collected = CollectingConsole()

    func makeTutor(output: String = "Hello from run()\n") -> Tutor {
        makeFakeTutor(in: folder, console: collected, output: output)
    }

    @discardableResult
    func prompt(_ lines: [String], tutor: Tutor? = nil, background: BackgroundCompiler? = nil) -> ScriptedLineReader {
        let tutor = tutor ?? makeTutor()
        let reader = ScriptedLineReader(lines)
        let repl = Repl(tutor: tutor, reader: reader, history: nil, cancellation: nil, background: background)
        #expect(repl.start() == .success)
        return reader
    }

    func commandLine(_ words: [String], tutor: Tutor) -> TutorBase.ExitStatus {
        CommandRegistry.perform(words, in: makeSession(tutor))
    }

    /// Every step of `lesson` done: each stage run and matched, each exercise passed.
    func finish(_ lesson: Lesson, in tutor: Tutor) {
        for stage in lesson.stages { tutor.book.recordPass(stage, of: lesson) }
        for step in lesson.exerciseSteps {
            tutor.book.changeExercise(step: step.number, in: lesson.name) { $0.passed = lesson.fingerprint(of: step) }
        }
    }

    @Test("At the prompt, run's Next line offers `next`, never a shell command; on the command line, the shell's")
    func runSuggestsPromptCommands() {
        prompt(["open postcards", "run", "quit"])
        #expect(collected.output.contains("Next: `next` — step 1, Codable, and decode."))
        #expect(!collected.output.contains("codable-tutor "))
        #expect(commandLine(["run", "postcards", "0"], tutor: makeTutor()) == .success)
        #expect(
            collected.output.unwrapped.contains(
                "Next: step 1, Codable, and decode: `codable-tutor show postcards 1` to read it, then `codable-tutor edit postcards 1`."
            ))
    }

    @Test("show names `run` at the prompt and `codable-tutor run …` on the command line")
    func showSuggestsRun() {
        prompt(["open postcards", "show", "quit"])
        #expect(collected.output.contains("Next: `run` compiles and runs it."))
        _ = commandLine(["show", "postcards", "9.2"], tutor: makeTutor())
        #expect(
            collected.output.unwrapped.contains(
                "Next: your turn: `codable-tutor edit postcards 9` to write it yourself (checked when your editor closes)."
            ))
    }

    @Test("show at the prompt shows a step and leaves the learner where they were; step moves")
    func showDoesNotMove() {
        let tutor = makeTutor()
        let reader = prompt(["open postcards", "show 9", "show trips 3", "step 9", "quit"], tutor: tutor)
        #expect(
            reader.prompts == [
                "codable-tutor> ", "postcards 0.1> ", "postcards 0.1> ", "postcards 0.1> ", "postcards 9.1> ",
            ])
        #expect(
            collected.output.unwrapped.contains(
                "Next: your turn: `edit 9` to write it yourself (checked when your editor closes); `hint 9` when stuck; `step 9` takes you there."
            ))
        #expect(
            collected.output.unwrapped.contains(
                "Next: your turn: `edit trips 3` to write it yourself (checked when your editor closes); `hint trips 3` when stuck."
            ))
        #expect(tutor.progress.currentLesson == "postcards")
    }

    @Test("A step that does not exist points at the step list that works there")
    func stepListHint() {
        let tutor = makeTutor()
        prompt(["open trips", "step 99", "quit"], tutor: tutor)
        #expect(collected.errors.contains("Steps are numbered 1–5 or named by slug (`steps` lists them)."))
        #expect(commandLine(["show", "trips", "99"], tutor: tutor) == .usage)
        #expect(collected.errors.contains("(`codable-tutor lessons trips` lists them)"))
        #expect(!collected.errors.contains("`codable-tutor show trips` lists them"))
    }

    @Test("lessons <lesson> and steps list every step with where the learner stands: done, read or new")
    func stepList() throws {
        let tutor = makeTutor()
        let postcards = try #require(tutor.lessons.first { $0.name == "postcards" })
        for stage in postcards.steps[0].stages + postcards.steps[9].stages.prefix(1) {
            tutor.book.recordPass(stage, of: postcards)
        }
        prompt(["open postcards", "step 9.2", "steps", "quit"], tutor: tutor)
        #expect(collected.output.contains("  ✓    0  the-starter"))
        #expect(collected.output.contains("→ · ✎  9  coding-keys                 CodingKeys"))
        #expect(collected.output.contains("\n      12  on-the-screen"))
        #expect(commandLine(["lessons", "postcards", "--json"], tutor: tutor) == .success)
        let start = try #require(collected.output.range(of: "\n{", options: .backwards))
        let report = try JSONDecoder().decode(
            StepList.Report.self, from: Data(collected.output[start.lowerBound...].utf8))
        #expect(
            report.steps.count == 13 && report.steps[0].run == .all && report.steps[9].run == .some
                && report.steps[9].passed == 1)
        // Off the prompt, the place is where the tutor resumes: the first step not done.
        #expect(report.position == "1.1")
        #expect(report.steps[0].state == .done && report.steps[9].state == .read && report.steps[12].state == .new)
        #expect(report.steps[9].exercise && !report.steps[0].exercise)
    }

    @Test("steps on the command line is refused; lessons <lesson> is the way there")
    func stepsAtPromptOnly() {
        #expect(commandLine(["steps"], tutor: makeTutor()) == .usage)
        #expect(collected.errors.contains("`steps` works at the tutor's prompt only."))
    }

    @Test("The last stage of a lesson with steps not done points back at the first of them, never at the end")
    func lastStageWithStepsLeft() throws {
        let postcards = try #require(makeTutor().lessons.first { $0.name == "postcards" })
        let last = try #require(postcards.stages.last)
        let tutor = makeTutor(output: last.expectedOutput ?? "")
        prompt(["open postcards", "step \(last.id)", "run", "quit"], tutor: tutor)
        #expect(collected.output.unwrapped.contains("Next: `step 0` — step 0, The starter."))
        #expect(!collected.output.contains("is done: practise it"))
    }

    @Test("The last stage of a lesson done suggests its cards and edge cases, then the next lesson")
    func endOfLesson() throws {
        let lessons = makeTutor().lessons
        let index = try #require(lessons.firstIndex { $0.name == "trips" })
        let lesson = lessons[index]
        // The lesson after it in teaching order (the first again, after the last).
        let after = lessons[(index + 1) % lessons.count]
        let last = try #require(lesson.stages.last)
        let tutor = makeTutor(output: last.expectedOutput ?? "")
        finish(lesson, in: tutor)
        prompt(["open trips", "step \(last.id)", "run", "quit"], tutor: tutor)
        #expect(
            collected.output.unwrapped.contains(
                "Next: \(lesson.title) is done: practise it with `cards` and `edge`; then \(after.title) (`open \(after.name)`)."
            ))
    }

    @Test(
        "next at the last stage points at the first step not done; in a lesson done, at its cards and edge cases, then the next lesson"
    )
    func nextAtTheEnd() throws {
        prompt(["open postcards", "step 12", "next", "quit"])
        #expect(
            collected.errors.contains(
                "That was the last stage of Codable: what the compiler writes.\nNext: `step 0` — step 0, The starter."))
        let tutor = makeTutor()
        finish(try #require(tutor.lessons.first { $0.name == "postcards" }), in: tutor)
        prompt(["open postcards", "step 12", "next", "quit"], tutor: tutor)
        #expect(
            collected.errors.contains(
                "That was the last stage of Codable: what the compiler writes.\nNext: Codable: what the compiler writes is done: practise it with `cards` and `edge`; then Trips that are still there tomorrow (`open trips`)."
            ))
    }

    @Test("lessons, once Postcards is finished, suggests Trips")
    func lessonsAfterPostcards() throws {
        let tutor = makeTutor()
        let postcards = try #require(tutor.lessons.first { $0.name == "postcards" })
        tutor.book.move(to: StageID(step: 12, stage: 1), in: "postcards")
        finish(postcards, in: tutor)
        prompt(["lessons", "quit"], tutor: tutor)
        // Inside Postcards, done: its cards, then Trips; the welcome and `lessons` say it alike.
        let done =
            "Next: Codable: what the compiler writes is done: practise it with `cards` and `edge`; then Trips that are still there tomorrow (`open trips`)"
        #expect(collected.output.unwrapped.contains(done + "; `cards` for"))
        #expect(collected.output.unwrapped.contains(done + "."))
        #expect(commandLine(["lessons"], tutor: tutor) == .success)
        // Wrapped at 80 columns, its later lines under a hanging indent.
        #expect(
            collected.output.replacingOccurrences(of: "\n  ", with: " ")
                .contains(
                    "Next: `codable-tutor`, then `open trips` at its prompt; `codable-tutor lessons trips` lists its steps."
                ))
    }

    @Test("Welcome back tells the lesson's new cards from those due, as cards --due and --stats count them")
    func greetingCountsDueCards() throws {
        let tutor = makeTutor()
        prompt(["open postcards", "quit"], tutor: tutor)
        let deck = try #require(tutor.decks.first { $0.lesson.name == "postcards" })
        let counts = tutor.cardCounts(in: [deck])
        #expect(counts == CardQueue.Counts(tutor.dueCards(in: [deck])))
        #expect(counts.due == 0 && counts.new == deck.cards.count, "never reviewed, every card is new, none due")
        prompt([], tutor: tutor)
        #expect(
            collected.output.unwrapped.contains("`cards` for \(deck.cards.count) new cards, `help` for everything."))
        #expect(!collected.output.unwrapped.contains("cards due"))
        #expect(commandLine(["cards", "postcards", "--due"], tutor: tutor) == .success)
        #expect(collected.output.unwrapped.contains("Now: \(deck.cards.count) new cards."))
        #expect(commandLine(["cards", "postcards", "--stats"], tutor: tutor) == .success)
        #expect(collected.output.contains("· \(deck.cards.count) new · 0 due now ·"))

        // One card reviewed and due again: one due, the rest new, said alike by all three.
        let card = deck.cards[0]
        tutor.book.remember(
            CardMemory(
                state: .review, step: 0, stability: 1, difficulty: 5, due: Date(timeIntervalSinceNow: -60),
                lastReview: Date(timeIntervalSinceNow: -86_400), reps: 1, lapses: 0), of: card, in: "postcards")
        #expect(tutor.cardCounts(in: [deck]) == CardQueue.Counts(due: 1, new: deck.cards.count - 1))
        prompt([], tutor: tutor)
        #expect(
            collected.output.unwrapped.contains(
                "`cards` for 1 card due and \(deck.cards.count - 1) new, `help` for everything."))
        #expect(commandLine(["cards", "postcards", "--due"], tutor: tutor) == .success)
        #expect(collected.output.unwrapped.contains("Now: 1 card due and \(deck.cards.count - 1) new."))
        #expect(commandLine(["cards", "postcards", "--stats"], tutor: tutor) == .success)
        #expect(collected.output.contains("· \(deck.cards.count - 1) new · 1 due now ·"))
    }

    @Test("Quitting a quiz with new cards left says they wait today, not tomorrow")
    func quizQuitWithNewCardsLeft() throws {
        let tutor = makeTutor()
        let count = try #require(tutor.decks.first { $0.lesson.name == "trips" }).cards.count
        prompt(["open trips", "cards", "quit"], tutor: tutor)
        #expect(
            collected.output.contains(
                "No card graded. \(count) cards are still waiting today (\(count) new): `cards` asks them."))
        #expect(!collected.output.contains("again tomorrow"))
    }

    @Test("A quiz that used the day's new cards says how many wait for tomorrow, and the limit")
    func quizNewCardsForTomorrow() throws {
        let tutor = makeTutor()
        let decks = tutor.decks.filter { $0.lesson.name == "trips" }
        let quiz = Quiz(
            book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: ScriptedLineReader([]),
            queue: CardQueue(newPerDay: 0))
        quiz.start(decks: decks)
        #expect(
            collected.output.unwrapped.contains(
                "No cards are due now. \(decks[0].cards.count) new cards wait for tomorrow (at most 0 new a day per lesson)."
            ))
    }

    @Test(
        "The first run after the prompt compiled the stage ahead says so; a program from an earlier session comes from the cache"
    )
    func compiledAhead() throws {
        // Every compile takes 1.25 s as the fake launcher tells it: the run view must show the
        // compile's own time, not the zero the cache keeps for what it hands back.
        let inner = FakeLauncher.compilerAndProgram(output: "Hello from run()\n")
        let launcher = FakeLauncher { (request) throws(LaunchError) -> ProcessResult in
            var result = try inner.run(request)
            if request.arguments.contains("-o") { result.seconds = 1.25 }
            return result
        }
        let home = TutorHome(
            state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        let tutor = Tutor(
            contentRoot: packageRoot, home: home, environment: testEnvironment,
            compiler: SwiftCompiler(
                executable: "/bin/sh", launcher: launcher, moduleCache: home.modules, environment: testEnvironment),
            launcher: launcher, console: collected.console, styler: Styler(colour: false), width: 80)
        let background = BackgroundCompiler(runner: tutor.runner, workers: 1)
        let repl = Repl(
            tutor: tutor, reader: ScriptedLineReader([]), history: nil, cancellation: nil, background: background)
        _ = repl.perform("open postcards")
        background.finish()
        _ = repl.perform("run")
        #expect(collected.output.contains("0.1 · "), "the run view's header")
        let timing = try #require(collected.output.firstMatch(of: /compiled ahead while you read \((\d+\.\d\d) s\)/))
        #expect((Double(timing.1) ?? 0) >= 1.25)
        #expect(!collected.output.contains("from the cache"))
        _ = repl.perform("run")
        #expect(collected.output.contains("from the cache"), "a second run is an ordinary cached run")
        background.stop()
        // A new session: the program was compiled in the last one.
        let later = BackgroundCompiler(runner: tutor.runner, workers: 1)
        let next = Repl(
            tutor: tutor, reader: ScriptedLineReader([]), history: nil, cancellation: nil, background: later)
        _ = next.perform("open postcards")
        later.finish()
        let before = collected.output.components(separatedBy: "compiled ahead").count
        _ = next.perform("run")
        #expect(collected.output.components(separatedBy: "compiled ahead").count == before)
        later.stop()
    }

    @Test(
        "A flag given twice is refused, not silently taken once",
        arguments: [
            ["lessons", "--json", "--json"], ["run", "postcards", "9", "--json", "--json"],
            ["probe", "model.swift", "Postcard", "--dates", "deferred", "--dates=iso8601"],
        ])
    func repeatedFlags(words: [String]) {
        #expect(commandLine(words, tutor: makeTutor()) == .usage)
        #expect(collected.errors.contains("is given twice: give it once."))
    }
}
