import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension CardsCommand {
    /// Review statistics for one lesson.
    struct Statistics: Codable {
        var lesson: String
        var cards: Int
        var reviewedCards: Int
        var reviews: Int
        var newCards: Int
        var dueToday: Int
        /// Reviews due now and new cards within today's limit, as `cards --due` counts them.
        var dueNow: Int
        var newNow: Int
        /// Share of reviews of learned cards answered without `again`; nil before any.
        var retention: Double?
    }

    /// What `cards --stats --json` prints: the target and what it costs, the retention reached,
    /// and each lesson's counts.
    struct StatisticsReport: Codable {
        /// The chance of recall each interval aims for (`--retention`).
        var targetRetention: Double
        /// Share of all reviews of learned cards answered without `again`; nil before any.
        var achievedRetention: Double?
        /// The reviews of learned cards `achievedRetention` counts.
        var learnedReviews: Int
        /// `default` for FSRS-6's weights, `personal` for weights set with `--parameters`.
        var weights: String
        var forecast: Forecast
        var lessons: [Statistics]
    }

    /// The reviews a day the target costs, as `ReviewForecast` simulates them.
    struct Forecast: Codable {
        var days: Int
        /// The mean expected reviews a day, to two decimals.
        var reviewsPerDay: Double
        var busiestDay: Double
        /// The expected reviews of each day, today first.
        var perDay: [Double]
        /// Cards never reviewed that come in over these days (at most `newPerDay` a lesson a day).
        var newCards: Int
        var newPerDay: Int
    }

    /// `cards [<lesson>] --stats [--json]`: per lesson, reviewed, due today and retention so
    /// far; then the retention target, the retention reached, and the reviews a day the target
    /// costs over the next 30 days.
    func statistics(in session: CommandSession) throws(CommandFailure) {
        let now = clock()
        let endOfDay = CardQueue.endOfDay(now)
        let startOfDay = ReviewRecord.milliseconds(CardQueue.startOfDay(now))
        let progress = session.book.snapshot
        let records = session.reviewLog.records(warningOn: session.console)
        let chosen = try chosenDecks(in: session)
        let statistics = chosen.map { deck in
            let lesson = deck.lesson
            let memories = deck.cards.compactMap { progress.memory(of: $0, in: lesson.name) }
            let reviews = records.filter { $0.lesson == lesson.name }
            let learned = reviews.filter { $0.stateBefore == .review }
            let now = session.tutor.cardCounts(in: [deck], at: now)
            return Statistics(
                lesson: lesson.name, cards: deck.cards.count, reviewedCards: memories.count,
                reviews: reviews.count, newCards: deck.cards.count - memories.count,
                dueToday: memories.filter { $0.due < endOfDay }.count, dueNow: now.due, newNow: now.new,
                retention: Self.recalled(learned))
        }
        let names = Set(chosen.map(\.lesson.name))
        let learned = records.filter { names.contains($0.lesson) && $0.stateBefore == .review }
        let parameters = progress.schedulerParameters
        let queue = CardQueue()
        let decks = chosen.map { deck in
            ReviewForecast.Deck(
                memories: deck.cards.map { progress.memory(of: $0, in: deck.lesson.name) },
                introducedToday: records.filter {
                    $0.lesson == deck.lesson.name && $0.stateBefore == .new && $0.time >= startOfDay
                }.count)
        }
        let result = ReviewForecast(parameters: parameters, newPerDay: queue.newPerDay).forecast(decks, at: now)
        let report = StatisticsReport(
            targetRetention: parameters.desiredRetention, achievedRetention: Self.recalled(learned),
            learnedReviews: learned.count, weights: progress.scheduling?.weights == nil ? "default" : "personal",
            forecast: Forecast(
                days: result.perDay.count, reviewsPerDay: Self.hundredths(result.average),
                busiestDay: Self.hundredths(result.busiest), perDay: result.perDay.map(Self.hundredths),
                newCards: result.newCards,
                newPerDay: queue.newPerDay),
            lessons: statistics)
        if request.json {
            session.screen.say(json: report)
            return
        }
        for entry in statistics {
            let retention =
                entry.retention.map { String(format: "%.0f%% retention so far", $0 * 100) }
                ?? "retention: no reviews of learned cards yet"
            let later = entry.dueToday > entry.dueNow ? " (\(entry.dueToday) by midnight)" : ""
            session.screen.sayLine(
                """
                \(entry.lesson): \(entry.cards) cards · \(entry.reviewedCards) reviewed (\(entry.reviews) reviews) \
                · \(entry.newCards) new · \(entry.dueNow) due now\(later) · \(retention)
                """
            )
        }
        session.say(TextLayout.wrap(Self.summary(report), width: min(session.screen.width, TextLayout.proseMeasure)))
    }

    /// The target, the retention reached and the cost, in sentences.
    static func summary(_ report: StatisticsReport) -> String {
        let target = percent(report.targetRetention)
        let whose =
            report.targetRetention == FSRSParameters().desiredRetention
            ? "the default; `cards --retention R` sets your own"
            : "yours; the default is \(percent(FSRSParameters().desiredRetention))"
        let reached =
            report.achievedRetention.map {
                """
                So far you recalled \(percent($0)) of \(TextLayout.count(report.learnedReviews, "review")) of learned \
                cards.
                """
            } ?? "No reviews of learned cards yet, so no retention reached to compare."
        let forecast = report.forecast
        let new =
            forecast.newCards == 0
            ? ""
            : """
            , counting \(TextLayout.count(forecast.newCards, "new card")) at up to \(forecast.newPerDay) a day \
            per lesson
            """
        let cost =
            """
            At this target the next \(forecast.days) days ask about \(oneDecimal(forecast.reviewsPerDay)) reviews a \
            day (\(oneDecimal(forecast.busiestDay)) on the busiest)\(new).
            """
        let weights =
            report.weights == "default" ? "Weights: FSRS-6's defaults." : "Weights: your own, fitted to your reviews."
        return "Retention target: \(target) (\(whose)). \(reached) \(cost) \(weights)"
    }

    /// The share of `reviews` answered without `again`; nil for none.
    static func recalled(_ reviews: [ReviewRecord]) -> Double? {
        reviews.isEmpty ? nil : Double(reviews.filter { $0.rating.isRecall }.count) / Double(reviews.count)
    }

    private static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    private static func oneDecimal(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
