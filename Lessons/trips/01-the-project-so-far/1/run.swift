import Foundation

/// Lists the sample trips, the way the app's cards show them.
func run() {
    let cards = Trip.samples.map(card(for:))
    print(cards.joined(separator: "\n\n"))
}

/// A trip as three lines: a star and the place; its length, first day and
/// price; its notes.
func card(for trip: Trip) -> String {
    let star = trip.isFavorite ? "★" : "☆"
    let nights = trip.nights == 1 ? "1 night" : "\(trip.nights) nights"
    let day = trip.start.formatted(.iso8601.year().month().day())
    let dollars = Decimal.FormatStyle.Currency(code: "USD")
        .locale(Locale(identifier: "en_US"))
    return """
        \(star) \(trip.city), \(trip.country)
          \(nights) from \(day) · \(trip.price.formatted(dollars))
          \(trip.notes)
        """
}
