import Foundation

/// A trip being planned: what the planner's fields hold before it is added.
struct TripDraft {
    var city = ""
    var country = ""
    var nights = 1

    /// Takes the place and the length of stay from an idea.
    mutating func fill(from idea: Idea) {
        city = idea.city
        country = idea.country
        nights = idea.suggestedNights
    }
}
