import Foundation

extension Tutor {
    /// The cards of `lessons` due at `now`, new ones within the day's limit: what `cards --due`
    /// lists and the prompt's greeting counts. Reads the schedule and today's reviews; compiles
    /// nothing.
    public func dueCards(in lessons: [Lesson], at now: Date = Date()) -> [CardQueue.Entry] {
        CardQueue().due(in: lessons, progress: progress, reviews: reviewLog.reviewsToday(at: now), at: now)
    }
}
