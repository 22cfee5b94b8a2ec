import Foundation

/// Writes a date as ISO 8601 text, then reads it back with a decoder that
/// was never told so.
func run() {
    let writer = JSONEncoder()
    writer.dateEncodingStrategy = .iso8601
    do {
        let kickoff = Kickoff(start: Date(timeIntervalSince1970: 0))
        let saved = try writer.encode(kickoff)
        let loaded = try JSONDecoder().decode(Kickoff.self, from: saved)
        print("read back:", loaded.start)
    } catch {
        print(error)
    }
}
