import Foundation

extension Tutor {
    /// The lessons a `cards` or `edge` command is about: the named one, or all.
    func lessons(named name: String?) throws(UsageError) -> [Lesson] {
        guard let name else { return lessonsWithDecks }
        return [try StageReference.lesson(name, in: lessonsWithDecks)]
    }

    /// `cards [<lesson>]`: the quiz, reading answers through `reader`.
    public func quiz(lesson name: String?, reader: LineReader, cancellation: Cancellation?, clock: @escaping () -> Date = Date.init) -> Int32 {
        flushWarnings()
        do throws(UsageError) {
            let chosen = try lessons(named: name)
            Quiz(tutor: self, reader: reader, cancellation: cancellation, clock: clock).start(lessons: chosen)
            return 0
        } catch {
            return usage(error)
        }
    }

    /// One due card, as `cards --due --json` lists it.
    struct DueCard: Codable {
        var lesson: String
        var card: String
        var topic: String
        var kind: String
        var state: String
        var due: Date?
        var question: String
    }

    /// `cards [<lesson>] --due [--json]`: the cards due now, new ones within the day's limit.
    public func listDueCards(lesson name: String?, json: Bool, now: Date = Date()) -> Int32 {
        flushWarnings()
        do throws(UsageError) {
            let entries = CardQueue().due(in: try lessons(named: name), progress: progress, at: now)
            let due = entries.map { entry in
                DueCard(lesson: entry.lesson.name, card: entry.card.id, topic: entry.card.topic, kind: entry.card.kind.rawValue,
                    state: entry.memory?.state.rawValue ?? "new", due: entry.memory?.due, question: entry.card.question)
            }
            if json {
                console.say(Self.json(due))
            } else {
                for card in due { console.say("\(card.lesson) \(card.card)  \(card.topic) · \(card.kind) · \(card.state)") }
                console.say("\(due.count) card\(due.count == 1 ? "" : "s") due now. Next: `codable-tutor cards\(name.map { " " + $0 } ?? "")` to start.")
            }
            return 0
        } catch {
            return usage(error)
        }
    }

    /// Review statistics for one lesson.
    struct CardStatistics: Codable {
        var lesson: String
        var cards: Int
        var reviewedCards: Int
        var reviews: Int
        var newCards: Int
        var dueToday: Int
        /// Share of reviews of learned cards answered without `again`; nil before any.
        var retention: Double?
    }

    /// `cards --stats [--json]`: reviewed, due today, and retention so far, per lesson.
    public func cardStatistics(lesson name: String?, json: Bool, now: Date = Date()) -> Int32 {
        flushWarnings()
        do throws(UsageError) {
            let endOfDay = Calendar(identifier: .gregorian).startOfDay(for: now).addingTimeInterval(86_400)
            let statistics = try lessons(named: name).map { lesson in
                let memories = progress.cards[lesson.name] ?? [:]
                let reviews = progress.reviews.filter { $0.lesson == lesson.name }
                let learned = reviews.filter { $0.stateBefore == .review }
                return CardStatistics(lesson: lesson.name, cards: lesson.cards.count, reviewedCards: memories.count, reviews: reviews.count,
                    newCards: lesson.cards.filter { memories[$0.id] == nil }.count,
                    dueToday: memories.values.filter { $0.due < endOfDay }.count,
                    retention: learned.isEmpty ? nil : Double(learned.filter { $0.rating.isRecall }.count) / Double(learned.count))
            }
            if json {
                console.say(Self.json(statistics))
                return 0
            }
            for entry in statistics {
                let retention = entry.retention.map { String(format: "%.0f%% retention so far", $0 * 100) }
                    ?? "retention: no reviews of learned cards yet"
                console.say("\(entry.lesson): \(entry.cards) cards · \(entry.reviewedCards) reviewed (\(entry.reviews) reviews) · \(entry.newCards) new · \(entry.dueToday) due today · \(retention)")
            }
            return 0
        } catch {
            return usage(error)
        }
    }
}
