import Foundation

/// Decodes a snake_case object into camelCase properties.
func run() {
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    let feedEntry = #"{"suggested_nights": 4, "city": "Bergen"}"#
    do {
        let suggestion = try decoder.decode(Suggestion.self, from: Data(feedEntry.utf8))
        print(suggestion.suggestedNights)
    } catch {
        print("could not decode:", error)
    }
}
