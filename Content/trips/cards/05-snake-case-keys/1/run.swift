import Foundation

/// The answer sets up the decoder; the card reads a snake_case object
/// into camelCase properties.
func run() {
    let entry = #"{"suggested_nights": 4, "city": "Bergen"}"#
    let decoder = JSONDecoder()
    do {
        // --- the answer ---
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        // --- end of the answer ---
        let data = Data(entry.utf8)
        let suggestion = try decoder.decode(Suggestion.self, from: data)
        print(suggestion.suggestedNights)
    } catch {
        print("could not decode:", error)
    }
}
