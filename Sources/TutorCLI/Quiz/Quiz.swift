import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// The flash-card quiz: the front (the program to predict, the options, a contract), the
/// learner's answer judged as the card's kind says, the back with the card's code and its real
/// output, then a grade for the scheduler, kept in the review log.
package final class Quiz {
    /// Where each grade's schedule is kept.
    let book: ProgressBook
    let screen: Screen
    /// Runs a how-to card's answer and the card's own code.
    let runner: ProgramRunner
    let reader: LineReader
    let scheduler: FSRSScheduler
    let queue: CardQueue
    let clock: () -> Date
    let cancellation: Cancellation?
    /// Writes the commands the quiz suggests for where it was started; nil for the prompt's words.
    var next: NextLine?
    /// This session's answers the tutor judged, in order: true where it judged one right.
    private(set) var judgedAnswers: [Bool] = []

    package init(
        book: ProgressBook, screen: Screen, runner: ProgramRunner, reader: LineReader,
        scheduler: FSRSScheduler = FSRSScheduler(), queue: CardQueue = CardQueue(),
        cancellation: Cancellation? = nil, clock: @escaping () -> Date = Date.init
    ) {
        self.book = book
        self.screen = screen
        self.runner = runner
        self.reader = reader
        self.scheduler = scheduler
        self.queue = queue
        self.cancellation = cancellation
        self.clock = clock
    }

    /// Asks the due cards of `decks` until there are none or the learner types `quit`.
    /// Returns how many cards were graded.
    @discardableResult
    package func start(decks: [Deck]) -> Int {
        let now = clock()
        let entries = queue.due(in: decks, progress: book.snapshot, reviews: reviewLog.reviewsToday(at: now), at: now)
        guard !entries.isEmpty else {
            say(wrap("No cards are due now. \(nextDueSentence(decks))"))
            return 0
        }
        say(
            wrap(
                """
                \(TextLayout.count(entries.count, "card")) to go. Type `quit` at any prompt to stop; every grade is \
                saved as you give it.
                """
            ))
        return ask(entries, decks: decks, again: true)
    }

    /// Asks one card of `deck` now, whether it is due or not, and schedules it from the grade given.
    @discardableResult
    package func start(card: Card, of deck: Deck) -> Int {
        let entry = CardQueue.Entry(
            lesson: deck.lesson, card: card, memory: book.snapshot.memory(of: card, in: deck.lesson.name))
        return ask([entry], decks: [deck])
    }

    /// With `again`, a card graded "again" comes back once more before the session ends, after
    /// the cards still waiting, as a learning step does in Anki: what was just forgotten is
    /// tried again while it is fresh. Each asking is graded and scheduled on its own.
    private func ask(_ entries: [CardQueue.Entry], decks: [Deck], again: Bool = false) -> Int {
        let grades = ask(entries, comesBack: again) { entry, rating, seconds in
            record(entry, rating: rating, seconds: seconds)
        }
        let judged =
            judgedAnswers.isEmpty
            ? ""
            : """
             The tutor judged \(TextLayout.count(judgedAnswers.count, "answer")): \
            \(judgedAnswers.filter { $0 }.count) right.
            """
        say("\n" + wrap("\(Self.summary(of: grades))\(judged) \(nextDueSentence(decks))"))
        return grades.count
    }

    /// The session in one sentence: how many gradings, and how many of each grade, in the
    /// scheduler's order (`3 cards graded: 2 good, 1 again.`). A card that came back is
    /// counted each time it was graded.
    static func summary(of grades: [Rating]) -> String {
        guard !grades.isEmpty else { return "No card graded." }
        let counts = Rating.allCases.compactMap { rating -> String? in
            let count = grades.filter { $0 == rating }.count
            return count == 0 ? nil : "\(count) \(rating.name)"
        }
        let noun = grades.count == 1 ? "grade" : "grades"
        return "\(grades.count) \(noun) given: " + counts.joined(separator: ", ") + "."
    }

    /// Asks `entries` in turn until they run out or the learner stops, handing each grade
    /// with the seconds the answer took to `grade`. Returns the grades given, in order.
    /// With `comesBack`, an entry graded "again" is asked once more at the end, with the
    /// memory its grade left (`book` holds it).
    func ask(_ entries: [CardQueue.Entry], comesBack: Bool = false, grade: (CardQueue.Entry, Rating, Double) -> Void)
        -> [Rating]
    {
        var grades: [Rating] = []
        judgedAnswers = []
        var queue = entries
        var index = 0
        var cameBack = Set<String>()
        while index < queue.count {
            let entry = queue[index]
            index += 1
            say("")
            let shown = clock()
            guard let answer = ask(entry, number: index, of: queue.count) else { break }
            reveal(entry, answer: answer)
            if let suggested = answer.suggestedRating { judgedAnswers.append(suggested != .again) }
            guard setAsideTypedAhead(), let rating = readGrade(suggested: answer.suggestedRating) else { break }
            // The time to answer, as FSRS's optimizer reads it: judging, the back of the card
            // and the grade prompt are the tutor's time, not the learner's recall.
            grade(entry, rating, answer.answered.timeIntervalSince(shown))
            grades.append(rating)
            let key = entry.lesson.name + "/" + entry.card.memoryKey
            let memory = book.snapshot.memory(of: entry.card, in: entry.lesson.name)
            if comesBack, Self.comesBack(after: rating, memory: memory), !cameBack.contains(key) {
                cameBack.insert(key)
                queue.append(CardQueue.Entry(lesson: entry.lesson, card: entry.card, memory: memory))
                say(wrap("You will see it once more at the end of this session."))
            }
        }
        return grades
    }

    /// Whether a card just graded is asked again before the session ends: graded "again" or
    /// "hard" while it is still in its learning steps (new, learning or relearning), as Anki's
    /// learning steps bring it back within minutes.
    static func comesBack(after rating: Rating, memory: CardMemory?) -> Bool {
        guard rating == .again || rating == .hard else { return false }
        guard let memory else { return rating == .again }
        return rating == .again || memory.state == .learning || memory.state == .relearning
    }

    /// Every grade given, in the runner's home.
    var reviewLog: ReviewLog { ReviewLog(file: runner.home.reviewLogFile) }

    func say(_ text: String) {
        screen.console.say(text)
    }

    /// What the card made of the learner's answer.
    struct Answer {
        var verdict: String?
        var suggestedRating: Rating?
        /// When the learner finished typing it (or pressed Enter to see the back).
        var answered = Date.distantPast
        /// The card's first stage as judging ran it, for the back to show rather than run again.
        var firstStage: StageExecution.Outcome?

        init(verdict: String? = nil, suggestedRating: Rating? = nil, firstStage: StageExecution.Outcome? = nil) {
            (self.verdict, self.suggestedRating, self.firstStage) = (verdict, suggestedRating, firstStage)
        }
    }

    /// `text` wrapped to the terminal, and never wider than reads comfortably.
    func wrap(_ text: String) -> String {
        TextLayout.wrap(text, width: min(screen.width, 92))
    }

    /// One line at a prompt of the quiz: Ctrl-C clears it, says how the quiz stops, and asks
    /// again; it stops no work.
    func readLine(_ prompt: String) -> LineInput {
        reader.answer(prompt: prompt, forgetting: cancellation) {
            screen.console.complain(
                prompt == "grade> "
                    ? "(Ctrl-C clears the line; the quiz goes on. Type a grade, 1–4, or `quit` to stop.)"
                    : """
                    (Ctrl-C clears the line; the quiz goes on. Type `quit` to stop, or Enter alone to see the \
                    answer.)
                    """
            )
        }
    }

    /// The learner's grade. Enter takes the card's suggestion when it made one; with none,
    /// Enter asks again, since the grade is then the learner's alone.
    private func readGrade(suggested: Rating?) -> Rating? {
        let scale = "How well did you know it? 1 again · 2 hard · 3 good · 4 easy."
        let offer =
            suggested.map { "Enter takes \($0.rawValue) (\($0.name)), the card's suggestion; your own grade wins." }
            ?? "The card makes no suggestion: type your grade."
        say(wrap("\(scale) \(offer)"))
        while true {
            let input = readLine("grade> ")
            guard case .line(let text) = input, !input.isQuit else { return nil }
            let word = text.trimmingCharacters(in: .whitespaces).lowercased()
            if word.isEmpty {
                if let suggested { return suggested }
                screen.console.complain("Type a grade, 1–4: this one is yours to give.")
                continue
            }
            if let rating = Rating(parsing: word) { return rating }
            screen.console.complain("A grade is 1–4, or again, hard, good or easy.")
        }
    }

    /// Lines typed while the card was judged and its back shown — the rest of a paste, an
    /// Enter pressed early — are set aside, so that only what is typed at the grade prompt
    /// grades the card. False when one of them was `quit` or the end of input. A script's
    /// lines are all written ahead on purpose, and are left alone.
    private func setAsideTypedAhead() -> Bool {
        guard reader.isInteractive else { return true }
        var setAside = 0
        while let input = reader.lineIfTyped() {
            guard case .line(let text) = input, !input.isQuit else { return false }
            if !text.trimmingCharacters(in: .whitespaces).isEmpty { setAside += 1 }
        }
        if setAside > 0 {
            let lines =
                setAside == 1
                ? "1 line typed before this prompt was" : "\(setAside) lines typed before this prompt were"
            say(wrap("(\(lines) set aside: only what you type at `grade>` grades the card.)"))
        }
        return true
    }

    /// Schedules the card from the grade, adds the review to the log, saves the schedule.
    private func record(_ entry: CardQueue.Entry, rating: Rating, seconds: Double) {
        let now = clock()
        let before = entry.memory ?? CardMemory(due: now)
        let after = scheduler.review(before, rating: rating, at: now)
        book.remember(after, of: entry.card, in: entry.lesson.name)
        let review = ReviewRecord(
            card: entry.card, lesson: entry.lesson.name, rating: rating, date: now,
            stateBefore: entry.memory?.state ?? .new, seconds: seconds)
        do {
            try reviewLog.append(review)
        } catch let refused as NotRegularFile {
            screen.console.complain(
                """
                This grade was not added to the review log: \(refused.clause). The card's schedule is saved all the \
                same.
                """
            )
        } catch {
            screen.console.complain(
                "This grade could not be added to the review log at \(runner.home.reviewLogFile.path) "
                    + "(\(error.localizedDescription)); the card's schedule is saved all the same.")
        }
        say("\(rating.name.capitalized): it comes back \(Self.interval(from: now, to: after.due)).")
    }

    /// `in 10 minutes`, `in 2 days`, `tomorrow`.
    static func interval(from now: Date, to due: Date) -> String {
        let seconds = max(0, due.timeIntervalSince(now))
        if seconds < 90 { return "in a minute" }
        if seconds < 5400 { return "in \(Int((seconds / 60).rounded())) minutes" }
        if seconds < 36 * 3600 { return seconds < 86_400 ? "in \(Int((seconds / 3600).rounded())) hours" : "tomorrow" }
        return "in \(Int((seconds / 86_400).rounded())) days"
    }

    /// What is left once the quiz ends: cards still waiting today, new cards the day's limit
    /// holds back until tomorrow, and when the next review falls due.
    private func nextDueSentence(_ decks: [Deck]) -> String {
        let now = clock()
        let snapshot = book.snapshot
        let waiting = queue.due(in: decks, progress: snapshot, reviews: reviewLog.reviewsToday(at: now), at: now)
        let fresh = decks.reduce(0) { count, deck in
            count + deck.cards.filter { snapshot.memory(of: $0, in: deck.lesson.name) == nil }.count
        }
        let heldBack = fresh - waiting.filter { $0.memory == nil }.count
        let upcoming = decks.flatMap { deck in
            deck.cards.compactMap { snapshot.memory(of: $0, in: deck.lesson.name)?.due }
        }
        .filter { $0 > now }.min()
        var sentences: [String] = []
        if !waiting.isEmpty {
            let new = waiting.count { $0.memory == nil }
            sentences.append(
                "\(waiting.count) card\(waiting.count == 1 ? " is" : "s are") still waiting today"
                    + (new > 0 ? " (\(new) new)" : "") + ": \(again(decks)) asks \(waiting.count == 1 ? "it" : "them")."
            )
        }
        if heldBack > 0 {
            sentences.append(
                """
                \(heldBack) new card\(heldBack == 1 ? " waits" : "s wait") for tomorrow (at most \(queue.newPerDay) \
                new a day per lesson).
                """
            )
        }
        if let upcoming, waiting.isEmpty {
            sentences.append("The next review is due \(Self.interval(from: now, to: upcoming)).")
        }
        return sentences.isEmpty ? "Every card is reviewed for now." : sentences.joined(separator: " ")
    }

    /// The command that takes the quiz up again, where the learner is.
    private func again(_ decks: [Deck]) -> String {
        next?.command(CardsCommand.self, decks.count == 1 ? decks[0].lesson : nil) ?? "`\(CardsCommand.verb)`"
    }
}
