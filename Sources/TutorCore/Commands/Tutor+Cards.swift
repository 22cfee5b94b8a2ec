import Foundation

extension Tutor {
    /// The lessons a `cards` or `edge` command is about: the named one, or all.
    func lessons(named name: String?) throws(UsageError) -> [Lesson] {
        guard let name else { return lessonsWithDecks }
        return [try StageReference.lesson(name, in: lessonsWithDecks)]
    }

    /// `cards …`: the quiz, one card, the due cards, the statistics or the review log.
    /// `reader` reads the quiz's answers (it is not asked for anything else).
    public func cards(_ request: CardsRequest, reader: LineReader?, cancellation: Cancellation?,
        clock: @escaping () -> Date = Date.init) -> ExitStatus
    {
        switch request.mode {
        case .quiz:
            return quiz(lesson: request.lesson, reader: reader ?? PlainLineReader(), cancellation: cancellation, clock: clock)
        case .card(let reference):
            return quizCard(reference, lesson: request.lesson, reader: reader ?? PlainLineReader(), cancellation: cancellation,
                clock: clock)
        case .due:
            return listDueCards(lesson: request.lesson, json: request.json, now: clock())
        case .stats:
            return cardStatistics(lesson: request.lesson, json: request.json, now: clock())
        case .log:
            return printReviewLog(lesson: request.lesson, json: request.json)
        }
    }

    /// `cards [<lesson>]`: the quiz, reading answers through `reader`.
    public func quiz(lesson name: String?, reader: LineReader, cancellation: Cancellation?, clock: @escaping () -> Date = Date.init) -> ExitStatus {
        do throws(UsageError) {
            let chosen = try lessons(named: name)
            Quiz(tutor: self, reader: reader, cancellation: cancellation, clock: clock).start(lessons: chosen)
            return .success
        } catch {
            return usage(error)
        }
    }

    /// `cards [<lesson>] --card <n|name>`: one card now, due or not. With a lesson, `n` is the
    /// card's number in it (or its id); with none, its id, which is unique across lessons.
    public func quizCard(_ reference: String, lesson name: String?, reader: LineReader, cancellation: Cancellation?,
        clock: @escaping () -> Date = Date.init) -> ExitStatus
    {
        do throws(UsageError) {
            var lesson: Lesson?
            if let name { lesson = try StageReference.lesson(name, in: lessonsWithDecks) }
            let found = CardIndex(lessonsWithDecks).cards(named: reference, in: lesson)
            guard found.count == 1, let card = found.first else {
                throw Self.noSuchCard(reference, in: lesson, matches: found)
            }
            Quiz(tutor: self, reader: reader, cancellation: cancellation, clock: clock).start(card: card.card, of: card.lesson)
            return .success
        } catch {
            return usage(error)
        }
    }

    /// Why `--card <reference>` names no single card, and what would.
    private static func noSuchCard(_ reference: String, in lesson: Lesson?, matches: [CardIndex.Found]) -> UsageError {
        if let lesson {
            return UsageError("\(lesson.title) has no card “\(reference)”: its cards are numbered 1 to \(lesson.cards.count).",
                hint: "`cards \(lesson.name) --due` lists them with their names.")
        }
        if matches.count > 1 {
            let lessons = matches.map { "`cards \($0.lesson.name) --card \(reference)`" }.joined(separator: " or ")
            return UsageError("“\(reference)” names a card in more than one lesson.", hint: "Name the lesson: \(lessons).")
        }
        if Int(reference) != nil {
            return UsageError("No card has the id \(reference).",
                hint: "Without a lesson, `--card` takes a card's id (`cards --due --json` shows it); with one, its number: `cards postcards --card 3`.")
        }
        return UsageError("No card is named “\(reference)”.", hint: "`cards --due` lists the cards with their names.")
    }

    /// One due card, as `cards --due --json` lists it.
    struct DueCard: Codable {
        var lesson: String
        var card: String
        var id: Int
        var topic: String
        var kind: String
        var state: String
        var due: Date?
        var question: String
    }

    /// `cards [<lesson>] --due [--json]`: the cards due now, new ones within the day's limit.
    public func listDueCards(lesson name: String?, json: Bool, now: Date = Date()) -> ExitStatus {
        do throws(UsageError) {
            let entries = CardQueue().due(in: try lessons(named: name), progress: progress, reviews: reviewsToday(at: now), at: now)
            let due = entries.map { entry in
                DueCard(lesson: entry.lesson.name, card: entry.card.slug, id: entry.card.id, topic: entry.card.topic,
                    kind: entry.card.kind.rawValue, state: entry.memory?.state.rawValue ?? "new", due: entry.memory?.due,
                    question: entry.card.question)
            }
            if json {
                console.say(Self.json(due))
            } else {
                for card in due { console.say("\(card.lesson) \(card.card)  \(card.topic) · \(card.kind) · \(card.state)") }
                console.say("\(due.count) card\(due.count == 1 ? "" : "s") due now. Next: `codable-tutor cards\(name.map { " " + $0 } ?? "")` to start.")
            }
            return .success
        } catch {
            return usage(error)
        }
    }

    /// The review log's records, with a word on standard error for lines it could not read.
    func readReviews() -> [ReviewRecord] {
        let contents = reviewLog.read()
        if contents.unreadableLines > 0 {
            let count = contents.unreadableLines
            console.complain("warning: \(count) line\(count == 1 ? "" : "s") of \(home.reviewLogFile.path) could not be read and \(count == 1 ? "was" : "were") skipped.")
        }
        return contents.records
    }
}
