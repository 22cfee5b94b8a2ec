import Foundation

/// The answer sets up both sides; the card writes a date as ISO text,
/// reads it back, and checks that nothing was lost.
func run() {
    let epoch = Date(timeIntervalSince1970: 0)
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    do {
        // --- the answer ---
        encoder.dateEncodingStrategy = .iso8601
        decoder.dateDecodingStrategy = .iso8601
        // --- end of the answer ---
        let json = try encoder.encode(Kickoff(start: epoch))
        print(String(decoding: json, as: UTF8.self))
        let again = try decoder.decode(Kickoff.self, from: json)
        print(again.start == epoch)
    } catch {
        print("round trip failed:", error)
    }
}
