// Breaks: Idea needs its own CodingKeys (imageURL = "imageUrl"); this file has only TripDraft, no Idea.
import Foundation

struct TripDraft {
    var city = ""
    var country = ""
    var nights = 1
    mutating func fill(from idea: Idea) {
        city = idea.city; country = idea.country; nights = idea.suggestedNights
    }
}
