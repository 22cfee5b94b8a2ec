import Foundation

/// The answer decodes a stay from JSON text into `stay`; the card prints
/// both of its fields.
func run() {
    let json = #"{"nights": 5, "city": "Seattle"}"#
    do {
        // --- the answer ---
        let bytes = Data(json.utf8)
        let stay = try JSONDecoder().decode(Stay.self, from: bytes)
        // --- end of the answer ---
        // Taken as an optional, so that an answer using `try?` reads too.
        let decoded: Stay? = stay
        print(decoded?.city ?? "-", decoded?.nights ?? 0)
    } catch {
        print("could not decode:", error)
    }
}
