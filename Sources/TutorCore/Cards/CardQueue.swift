import Foundation

/// Which cards to ask now: those whose review is due, soonest first, then new ones up to the
/// day's limit, in the lesson's order.
public struct CardQueue: Sendable {
    /// New cards introduced per lesson per day; more would bury tomorrow under reviews.
    public var newPerDay: Int

    public init(newPerDay: Int = 20) {
        self.newPerDay = newPerDay
    }

    /// One card to ask, with the lesson it belongs to and the scheduler's memory of it.
    public struct Entry: Sendable {
        public var lesson: Lesson
        public var card: Card
        /// Nil for a card never reviewed.
        public var memory: CardMemory?
    }

    /// The cards of `lessons` due at `now`.
    public func due(in lessons: [Lesson], progress: Progress, at now: Date) -> [Entry] {
        var reviews: [Entry] = []
        var fresh: [Entry] = []
        for lesson in lessons {
            let memories = progress.cards[lesson.name] ?? [:]
            let startOfDay = Calendar(identifier: .gregorian).startOfDay(for: now)
            let introducedToday = progress.reviews.filter {
                $0.lesson == lesson.name && $0.stateBefore == .new && $0.date >= startOfDay
            }.count
            var allowance = max(0, newPerDay - introducedToday)
            for card in lesson.cards {
                if let memory = memories[card.id] {
                    if memory.isDue(at: now) { reviews.append(Entry(lesson: lesson, card: card, memory: memory)) }
                } else if allowance > 0 {
                    fresh.append(Entry(lesson: lesson, card: card, memory: nil))
                    allowance -= 1
                }
            }
        }
        return reviews.sorted { ($0.memory?.due ?? now) < ($1.memory?.due ?? now) } + fresh
    }
}

/// Judges a short typed answer to a trick question against the card's accepted answers.
public enum AnswerJudge {
    /// Whether `typed` says what one of `accepted` says: the same words, ignoring case,
    /// quotes, backticks and end punctuation, or an accepted answer followed by more words
    /// (`no, it throws` for `no`).
    public static func accepts(_ typed: String, _ accepted: [String]) -> Bool {
        let answer = normalize(typed)
        guard !answer.isEmpty else { return false }
        let expanded = ["y": "yes", "n": "no", "yep": "yes", "nope": "no"][answer] ?? answer
        return accepted.map(normalize).contains { expected in
            expanded == expected || expanded.hasPrefix(expected + " ") || expanded.hasPrefix(expected + ",")
        }
    }

    static func normalize(_ text: String) -> String {
        var result = text.lowercased().trimmingCharacters(in: .whitespaces)
        result.removeAll { "`\"'".contains($0) }
        while let last = result.last, ".!?;:".contains(last) { result.removeLast() }
        return result.split(separator: " ").joined(separator: " ")
    }
}
