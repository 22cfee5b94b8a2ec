import Foundation

/// The flash-card quiz: the front, the learner's answer (judged by running it, for code), the
/// back with the card's code and its real output, then a grade for the scheduler.
public final class Quiz {
    let tutor: Tutor
    let reader: LineReader
    let scheduler: FSRSScheduler
    let queue: CardQueue
    let clock: () -> Date
    let cancellation: Cancellation?

    public init(tutor: Tutor, reader: LineReader, scheduler: FSRSScheduler = FSRSScheduler(), queue: CardQueue = CardQueue(),
        cancellation: Cancellation? = nil, clock: @escaping () -> Date = Date.init)
    {
        self.tutor = tutor
        self.reader = reader
        self.scheduler = scheduler
        self.queue = queue
        self.cancellation = cancellation
        self.clock = clock
    }

    /// Asks the due cards of `lessons` until there are none or the learner types `quit`.
    /// Returns how many cards were graded.
    @discardableResult
    public func start(lessons: [Lesson]) -> Int {
        let entries = queue.due(in: lessons, progress: tutor.progress, at: clock())
        guard !entries.isEmpty else {
            say("No cards are due now. \(nextDueSentence(lessons))")
            return 0
        }
        say("\(entries.count) card\(entries.count == 1 ? "" : "s") to go. Type `quit` at any prompt to stop; every grade is saved as you give it.")
        var graded = 0
        for (index, entry) in entries.enumerated() {
            say("")
            guard let answer = ask(entry, number: index + 1, of: entries.count) else { break }
            reveal(entry, answer: answer)
            guard let rating = readGrade(suggested: answer.suggestedRating) else { break }
            record(entry, rating: rating)
            graded += 1
        }
        say("\n\(graded) card\(graded == 1 ? "" : "s") graded. \(nextDueSentence(lessons))")
        return graded
    }

    func say(_ text: String) {
        tutor.console.say(text)
    }

    /// What the learner typed, and what it tells about the grade to suggest.
    struct Answer {
        var text: [String]
        var verdict: String?
        var suggestedRating: Rating?
    }

    private func ask(_ entry: CardQueue.Entry, number: Int, of total: Int) -> Answer? {
        let card = entry.card
        let kind = card.kind == .trick ? "trick question" : "how would you write it"
        let state = entry.memory.map { "review, \($0.state.rawValue)" } ?? "new"
        say("Card \(number) of \(total) · \(entry.lesson.name) · \(card.topic) · \(kind) (\(state))")
        say(TextLayout.wrap(card.question, width: min(tutor.width, 92)))
        if card.kind == .trick {
            say("Answer in a word or two (yes, no, a number, a name), or press Enter to see the answer.")
        } else {
            say("Type Swift — a blank line ends it — to have it compiled and run against the card's own code; or press Enter to see the answer.")
            if let model = card.stages.first?.modelFile, let types = try? String(contentsOf: model, encoding: .utf8) {
                let names = types.split(separator: "\n").compactMap { line -> String? in
                    let words = line.split(separator: " ")
                    guard let index = words.firstIndex(where: { ["struct", "enum", "class"].contains($0) }), index + 1 < words.count else { return nil }
                    return String(words[index + 1].prefix { $0.isLetter || $0.isNumber })
                }
                if !names.isEmpty { say("Given, unless you declare types of your own: \(names.joined(separator: ", ")).") }
            }
        }
        guard case .line(let first) = readLine("answer> ") else { return nil }
        if first.trimmingCharacters(in: .whitespaces).lowercased() == "quit" { return nil }
        if first.trimmingCharacters(in: .whitespaces).isEmpty { return Answer(text: []) }
        if card.kind == .trick {
            let right = AnswerJudge.accepts(first, card.acceptedAnswers)
            let expected = card.acceptedAnswers.first ?? ""
            return Answer(text: [first], verdict: right ? tutor.styler.paint("Right.", .same)
                : tutor.styler.paint("Not what the card says: its answer is “\(expected)”.", .different),
                suggestedRating: right ? .good : .again)
        }
        var lines = [first]
        while case .line(let more) = readLine("  ...> "), !more.trimmingCharacters(in: .whitespaces).isEmpty {
            lines.append(more)
        }
        return judgeCode(lines, for: entry)
    }

    private func readLine(_ prompt: String) -> LineInput {
        while true {
            let input = reader.readLine(prompt: prompt)
            if input != .interrupted { return input }
        }
    }

    private func readGrade(suggested: Rating?) -> Rating? {
        let hint = suggested.map { " (your answer suggests \($0.rawValue), \($0.name))" } ?? ""
        say("How well did you know it? 1 again · 2 hard · 3 good · 4 easy\(hint)")
        while true {
            guard case .line(let text) = readLine("grade> ") else { return nil }
            let word = text.trimmingCharacters(in: .whitespaces).lowercased()
            if word == "quit" { return nil }
            if let rating = Rating(parsing: word) { return rating }
            if !word.isEmpty { tutor.console.complain("A grade is 1–4, or again, hard, good or easy.") }
        }
    }

    private func record(_ entry: CardQueue.Entry, rating: Rating) {
        let now = clock()
        let before = entry.memory ?? CardMemory(due: now)
        let after = scheduler.review(before, rating: rating, at: now)
        tutor.progress.cards[entry.lesson.name, default: [:]][entry.card.id] = after
        tutor.progress.reviews.append(Progress.Review(lesson: entry.lesson.name, card: entry.card.id, rating: rating, date: now,
            stateBefore: entry.memory?.state ?? .new))
        tutor.saveProgress()
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

    private func nextDueSentence(_ lessons: [Lesson]) -> String {
        let names = Set(lessons.map(\.name))
        let upcoming = tutor.progress.cards.filter { names.contains($0.key) }.flatMap(\.value.values).map(\.due).min()
        guard let upcoming else { return "Next: `cards` again tomorrow, or `edge` for the edge cases." }
        return "The next card is due \(Self.interval(from: clock(), to: upcoming))."
    }
}
