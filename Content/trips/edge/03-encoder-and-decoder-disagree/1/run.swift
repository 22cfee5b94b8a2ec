import Foundation

/// Writes a date as ISO 8601 text, then reads it with a decoder that was not told so.
func run() {
    let writer = JSONEncoder()
    writer.dateEncodingStrategy = .iso8601
    do {
        let saved = try writer.encode(Kickoff(start: Date(timeIntervalSince1970: 0)))
        let loaded = try JSONDecoder().decode(Kickoff.self, from: saved)
        print("read back:", loaded.start)
    } catch {
        print(error)
    }
}
