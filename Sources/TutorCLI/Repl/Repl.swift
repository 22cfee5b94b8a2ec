import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// The tutor's prompt: reads a command, carries it out, and keeps the learner's place.
///
/// It is given its line reader, so the same loop serves a terminal (libedit), a pipe, and
/// tests with scripted lines.
package final class Repl: PromptControl {
    let tutor: Tutor
    let reader: LineReader
    let history: HistoryFile?
    /// Triggered by Ctrl-C while a compile or a program runs.
    let cancellation: Cancellation?
    /// Runs long work with Ctrl-C routed to `cancellation` (the executable installs the handler).
    let interruptible: (() -> Void) -> Void
    /// Compiles the stages ahead while the learner reads; nil to compile only on demand.
    let background: BackgroundCompiler?
    /// Where the learner stands; nil before a lesson is opened.
    private(set) var position: PromptPosition?
    /// What the commands typed here are carried out with.
    private(set) var session: CommandSession!

    /// - Parameter pager: shows `doc` and stage views taller than the terminal; nil to print them.
    package init(
        tutor: Tutor, reader: LineReader, history: HistoryFile?, cancellation: Cancellation?,
        background: BackgroundCompiler? = nil, pager: Pager? = nil,
        interruptible: @escaping (() -> Void) -> Void = { $0() }
    ) {
        self.background = background
        self.tutor = tutor
        self.reader = reader
        self.history = history
        self.cancellation = cancellation
        self.interruptible = interruptible
        session = CommandSession(
            tutor: tutor, cancellation: cancellation, prompt: self,
            interruptibly: { work in
                var status = ExitStatus.success
                interruptible { status = work() }
                return status
            },
            pager: pager, reader: { reader })
    }

    /// Where the learner is, as the commands read it.
    var place: CommandPlace {
        let current = position.map { (lesson: $0.lesson, position: $0.stage) }
        return CommandPlace(catalogue: tutor.catalogue, current: current, atPrompt: true) { [tutor] lesson in
            lesson.resumeStage(in: tutor.progress.lesson(lesson.name))
        }
    }

    /// Carries out one line; false when the learner asked to leave.
    func perform(_ line: String) -> Bool {
        _ = CommandRegistry.perform(line: line, in: session)
        return !session.leaving
    }

    /// Candidates for Tab: verbs first, then lesson names, step numbers and slugs, or paths,
    /// each written as it replaces the word under the cursor (quoted or escaped as typed).
    ///
    /// - Parameters:
    ///   - lineBeforeWord: the text before the word being completed.
    ///   - word: the partial word under the cursor.
    package func completions(lineBeforeWord: String, word: String) -> [String] {
        CommandRegistry.completions(lineBeforeWord: lineBeforeWord, word: word, at: place)
    }

    /// Candidates for Tab as a line editor replaces text: the line up to the cursor, and how
    /// many of its last Unicode scalars the editor deletes before inserting a candidate
    /// (libedit breaks words at quotes and spaces, so its word may be the end of ours).
    /// Each candidate is what goes in their place; none when the editor's word is longer.
    package func completions(beforeCursor text: String, replacingLast count: Int) -> [String] {
        let raw = TypedLine.beforeCursor(text).raw.unicodeScalars
        let kept = raw.count - count
        guard kept >= 0 else { return [] }
        let prefix = raw.prefix(kept)
        return CommandRegistry.completions(beforeCursor: text, at: place).compactMap { candidate in
            let scalars = candidate.unicodeScalars
            guard scalars.starts(with: prefix) else { return nil }
            return String(String.UnicodeScalarView(scalars.dropFirst(kept)))
        }
    }

    /// The prompt: the lesson and stage the learner is at.
    var prompt: String {
        guard let position else { return "codable-tutor> " }
        return "\(position.lesson.name) \(position.stage)> "
    }

    /// Bytes in the longest line the prompt runs as a command.
    static let longestLine = 64 << 10

    /// Runs until `quit` or the end of input; returns the exit status.
    package func start() -> ExitStatus {
        tutor.flushWarnings()
        greet()
        // Whatever way the session ends, no compiler is left running behind it.
        defer { background?.stop() }
        // The command last remembered: the same one typed again is not remembered twice.
        var lastRemembered = history?.load().last
        while true {
            switch reader.readLine(prompt: prompt) {
            case .endOfInput:
                say(tutor.book.farewell)
                return .success
            case .interrupted:
                continue
            case .line(let line) where line.utf8.count > Self.longestLine:
                // A paste gone wrong: refused before it is trimmed, parsed or kept in the history.
                let size = ByteCountFormatter.string(fromByteCount: Int64(line.utf8.count), countStyle: .binary)
                tutor.console.complain(
                    "That line is \(size) long, far longer than any command: it was not run, nor kept in the history.")
            case .line(let line):
                let command = line.trimmingCharacters(in: .whitespaces)
                guard !command.isEmpty else { continue }
                if command != lastRemembered {
                    reader.remember(command)
                    history?.append(command)
                    lastRemembered = command
                }
                if !perform(command) { return .success }
            }
        }
    }

    private func greet() {
        if let name = tutor.progress.currentLesson, let found = tutor.catalogue.lesson(named: name) {
            let record = tutor.progress.lesson(name)
            if let resumed = found.resumeStage(in: record), let stage = found.stage(resumed) {
                // Saved as the place, so that `lessons` and `steps` say where the prompt is.
                position = PromptPosition(lesson: found, stage: resumed)
                if record.position != resumed { tutor.book.move(to: resumed, in: name) }
                let step = found.step(resumed.step)
                let where_ = step.map { "step \($0.number), \($0.title) (\(resumed))" } ?? resumed.description
                let why =
                    found.wayForward(in: record) == nil
                    ? "every step is done, and this is where you left" : "the first step you have not done yet"
                say(
                    TextLayout.line(
                        "Welcome back. You are in \(found.title), at \(where_): \(why).", width: tutor.width))
                let next = NextLine(place: place)
                let sentence =
                    found.wayForward(in: record) == nil
                    ? next.forward(in: found, progress: tutor.progress, lessons: tutor.lessons)
                    : "`show` to read it; "
                        + next.onPage(of: stage, in: found, progress: tutor.progress, lessons: tutor.lessons)
                say(
                    TextLayout.line(
                        next.line("\(sentence); \(cardsDue(in: found))`help` for everything."), width: tutor.width))
                compileAhead(from: stage, in: found)
                return
            }
        }
        say("Welcome to codable-tutor: Codable, learned by running it.\n")
        _ = tutor.listLessons(json: false, at: place)
    }

    /// `cards` for the lesson's cards due now and new, as `cards --due` counts them (the deck is read,
    /// nothing is compiled); when none of the lesson's is due, the other lessons', which `cards`
    /// then asks; nothing when no card is due anywhere.
    private func cardsDue(in lesson: Lesson) -> String {
        let counts = tutor.cardCounts(in: [tutor.catalogue.deck(for: lesson)])
        if !counts.isEmpty { return "`cards` for \(counts.phrase), " }
        let elsewhere = tutor.cardCounts(in: tutor.catalogue.decks)
        return elsewhere.isEmpty ? "" : "`cards` for \(elsewhere.phrase) in your other lessons, "
    }

    func say(_ text: String) {
        tutor.console.say(text)
    }

    /// Moves to a stage, remembers it, and shows it.
    func move(to stage: Stage, in lesson: Lesson, withStepProse: Bool) {
        position = PromptPosition(lesson: lesson, stage: stage.id)
        tutor.book.move(to: stage.id, in: lesson.name)
        tutor.book.markRead(step: stage.id.step, in: lesson.name)
        let record = tutor.progress.lesson(lesson.name)
        session.page(
            StageView(width: tutor.width).render(
                stage, in: lesson, heading: withStepProse ? .positionAndProse : .position, record: record))
        say("\n" + TextLayout.line(session.pageLine(of: stage, in: lesson), width: tutor.width))
        compileAhead(from: stage, in: lesson)
    }

    func settle(at stage: Stage, in lesson: Lesson) {
        position = PromptPosition(lesson: lesson, stage: stage.id)
        tutor.book.move(to: stage.id, in: lesson.name)
    }

    /// One stage on or back, into the next or previous step at a step's end.
    func step(forward: Bool) throws(CommandFailure) {
        guard let lesson = position?.lesson, let position = position?.stage else { throw CommandPlace.noLessonOpen }
        guard let stage = forward ? lesson.page(after: position) : lesson.page(before: position) else {
            throw forward
                ? CommandFailure("That was the last stage of \(lesson.title).", hint: lastStageHint(lesson))
                : CommandFailure("This is the first stage of \(lesson.title).")
        }
        move(to: stage, in: lesson, withStepProse: stage.id.step != position.step)
    }

    func clearScreen() {
        reader.clearScreen()
    }

    func takeCompiledAhead(_ program: Program) -> Double? {
        background?.takeCompiledAhead(program)
    }

    /// After a lesson's last stage: the way forward (a step not done, or its cards and the next lesson).
    private func lastStageHint(_ lesson: Lesson) -> String {
        let next = NextLine(place: place)
        return next.line(next.forward(in: lesson, progress: tutor.progress, lessons: tutor.lessons) + ".")
    }

    /// This stage, the rest of its step, and the next step: what `run` and `next` will need.
    func compileAhead(from stage: Stage, in lesson: Lesson) {
        guard let background else { return }
        // `check` reads declarations with SwiftParser once its reader is built; build it now.
        // Found once, in the job: not on every move.
        background.prepare("model reader") { [tutor] in tutor.modelReader?.prepare(cancellation: $0) }
        let all = lesson.stages
        guard let index = all.firstIndex(where: { $0.id == stage.id }) else { return }
        let nextStep = all[index...].first { $0.id.step != stage.id.step }?.id.step
        background.want(
            all[index...].filter { $0.id.step == stage.id.step || $0.id.step == nextStep }.map {
                $0.program(in: lesson)
            })
    }
}
