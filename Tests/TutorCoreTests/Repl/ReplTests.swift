import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The REPL driven by scripted lines, with the real lessons and a fake compiler.
@Suite("REPL")
struct ReplTests {
    let folder = TemporaryFolder("repl")
    let collected = CollectingConsole()

    func makeTutor(output: String = "Hello from run()\n") -> Tutor {
        makeFakeTutor(in: folder, console: collected, output: output)
    }

    func session(_ lines: [String], tutor: Tutor? = nil) -> (Tutor, ScriptedLineReader) {
        let tutor = tutor ?? makeTutor()
        let reader = ScriptedLineReader(lines)
        let repl = Repl(
            tutor: tutor, reader: reader, history: HistoryFile(file: tutor.home.historyFile), cancellation: nil)
        #expect(repl.start() == .success)
        return (tutor, reader)
    }

    @Test("Open, move, jump: the prompt follows, and the place is saved")
    func navigation() {
        let (tutor, reader) = session([
            "open postcards", "next", "next", "back", "step 9.2", "step coding-keys", "quit",
        ])
        #expect(
            reader.prompts == [
                "codable-tutor> ", "postcards 0.1> ", "postcards 1.1> ", "postcards 2.1> ", "postcards 1.1> ",
                "postcards 9.2> ", "postcards 9.1> ",
            ])
        let saved = ProgressStore(file: tutor.home.progressFile).load().progress
        #expect(saved.currentLesson == "postcards")
        #expect(saved.lesson("postcards").position == StageID(step: 9, stage: 1))
        // `next`, `next` is remembered once.
        #expect(HistoryFile(file: tutor.home.historyFile).load().count == 6)
    }

    @Test("A command typed twice in a row is remembered once, by the line editor and the history file")
    func noConsecutiveDuplicates() {
        let tutor = makeTutor()
        HistoryFile(file: tutor.home.historyFile).append("lessons")
        let (_, reader) = session(
            ["lessons", "open postcards", "open postcards", "  open postcards ", "next", "open postcards", "quit"],
            tutor: tutor)
        #expect(reader.remembered == ["open postcards", "next", "open postcards", "quit"])
        #expect(
            HistoryFile(file: tutor.home.historyFile).load() == [
                "lessons", "open postcards", "next", "open postcards", "quit",
            ])
        // A file written before, with repeats in it, is read back without them.
        #expect(HistoryFile.withoutRepeats(["a", "a", "b", "a", "a"]) == ["a", "b", "a"])
    }

    @Test(
        "The goodbye says the place is saved only when it was: a save that failed, or saving off, is said as it is",
        arguments: ["quit", nil])
    func farewellSaysWhatHappened(_ lastLine: String?) throws {
        let tutor = makeTutor()
        // The home's state folder becomes a file after start: every save fails from here on.
        let state = tutor.home.progressFile.deletingLastPathComponent()
        try? FileManager.default.removeItem(at: state)
        try Data("in the way".utf8).write(to: state)
        _ = session(["open postcards", "next"] + (lastLine.map { [$0] } ?? []), tutor: tutor)
        #expect(collected.errors.contains("not saved"), "the failed save was told: \(collected.errors)")
        #expect(!collected.output.contains("your place is saved"), "no goodbye says the opposite: \(collected.output)")
        #expect(collected.output.contains("Bye. Your latest progress was not saved"))
    }

    @Test("A session that could save says so in its goodbye; one that started with saving off says nothing was saved")
    func farewellWhenSaved() throws {
        _ = session(["open postcards", "quit"])
        #expect(collected.output.contains("Bye — your place is saved."))
        let other = TemporaryFolder("repl-unsaved")
        let console = CollectingConsole()
        let tutor = makeFakeTutor(in: other, console: console)
        // A folder where the progress file should be: it cannot be read, so it is never written.
        try FileManager.default.createDirectory(at: tutor.home.progressFile, withIntermediateDirectories: true)
        let unreadable = makeFakeTutor(in: other, console: console)
        let repl = Repl(
            tutor: unreadable, reader: ScriptedLineReader(["open postcards", "quit"]), history: nil, cancellation: nil)
        #expect(repl.start() == .success)
        #expect(!unreadable.book.canSave)
        #expect(console.output.contains("Bye. Nothing was saved this session"), "\(console.output)")
        #expect(!console.output.contains("your place is saved"))
    }

    @Test("A new session resumes at the first step not done, not merely the last one shown")
    func resume() {
        _ = session(["open trips", "step 3.2", "quit"])
        let (_, reader) = session([])
        #expect(reader.prompts == ["trips 1.1> "])
        #expect(
            collected.output.unwrapped.contains(
                "Welcome back. You are in Trips that are still there tomorrow, at step 1,"))
    }

    @Test("run records a matching stage as passed")
    func runRecordsPass() {
        let (tutor, _) = session(["open postcards", "run", "quit"])
        #expect(collected.output.contains("✓ Matches the lesson."))
        #expect(tutor.progress.lesson("postcards").passed.contains(StageID(step: 0, stage: 1)))
    }

    @Test("Mistakes get a sentence and a way on; the REPL lives on")
    func mistakes() {
        let (_, reader) = session(["bogus", "run", "open nowhere", "next", "open postcards", "step 99", "lessons"])
        #expect(reader.prompts.count == 8)
        #expect(collected.errors.contains("`bogus` is not a codable-tutor command."))
        #expect(collected.errors.contains("No lesson is open."))
        #expect(collected.errors.contains("There is no lesson called \"nowhere\"."))
        #expect(collected.errors.contains("has no step \"99\""))
    }

    @Test("Tab completes verbs, lessons, steps and paths")
    func completion() {
        let tutor = makeTutor()
        let repl = Repl(tutor: tutor, reader: ScriptedLineReader([]), history: nil, cancellation: nil)
        #expect(repl.completions(lineBeforeWord: "", word: "lesso") == ["lessons"])
        #expect(repl.completions(lineBeforeWord: "open ", word: "p") == ["postcards"])
        #expect(repl.completions(lineBeforeWord: "run postcards ", word: "9.") == ["9.1", "9.2", "9.3", "9.4", "9.5"])
        #expect(repl.completions(lineBeforeWord: "show trips ", word: "ke") == ["keys-of-your-own"])
        folder.write("x", to: "models/Postcard.swift")
        let path = folder.url.path + "/mod"
        #expect(repl.completions(lineBeforeWord: "check ", word: path) == [path + "els/"])
    }

    @Test(
        "A path with a space checks at the prompt, quoted, double-quoted or escaped",
        arguments: ["'{}'", "\"{}\"", "{escaped}"])
    func checkPathWithSpaces(form: String) {
        folder.write("struct Postcard: Codable { var city: String }", to: "a folder/my model.swift")
        let path = folder.url.path + "/a folder/my model.swift"
        let typed =
            form == "{escaped}"
            ? path.replacingOccurrences(of: " ", with: "\\ ") : form.replacingOccurrences(of: "{}", with: path)
        _ = session(["check postcards 5 " + typed, "quit"])
        #expect(!collected.errors.contains("takes fewer words"), "\(collected.errors)")
        #expect(!collected.errors.contains("no file"), "\(collected.errors)")
        #expect(collected.output.contains("my model.swift"), "the check read the file: \(collected.output)")
    }

    @Test("A quote left open at the prompt is refused with a sentence, and the prompt goes on")
    func unterminatedQuote() {
        let (_, reader) = session(["check postcards 5 'a folder/x.swift", "lessons", "quit"])
        #expect(collected.errors.contains("is never closed."))
        #expect(reader.prompts.count == 3)
    }

    @Test("Tab completes a path with spaces quoted or escaped, as the word began, and as libedit replaces it")
    func completionWithSpaces() {
        let repl = Repl(tutor: makeTutor(), reader: ScriptedLineReader([]), history: nil, cancellation: nil)
        folder.write("x", to: "a folder/my model.swift")
        let base = folder.url.path
        #expect(repl.completions(lineBeforeWord: "check ", word: "'\(base)/a f") == ["'\(base)/a folder/"])
        #expect(
            repl.completions(lineBeforeWord: "check ", word: "'\(base)/a folder/my") == [
                "'\(base)/a folder/my model.swift'"
            ])
        #expect(repl.completions(lineBeforeWord: "check ", word: "\(base)/a") == ["\(base)/a\\ folder/"])
        #expect(
            repl.completions(lineBeforeWord: "check ", word: "\"\(base)/a folder/") == [
                "\"\(base)/a folder/my model.swift\""
            ])
        // libedit's own word after `'…/a folder/my` is `folder/my`: only that much is replaced.
        #expect(
            repl.completions(beforeCursor: "check '\(base)/a folder/my", replacingLast: "folder/my".count) == [
                "folder/my model.swift'"
            ])
        #expect(repl.completions(beforeCursor: "check '\(base)/a folder/my", replacingLast: 400).isEmpty)
    }
}
