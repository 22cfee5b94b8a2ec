import Foundation

/// Writes a date as ISO 8601 text, reads it back, and checks that nothing was lost.
func run() {
    let epoch = Date(timeIntervalSince1970: 0)
    let writer = JSONEncoder()
    writer.dateEncodingStrategy = .iso8601
    let reader = JSONDecoder()
    reader.dateDecodingStrategy = .iso8601
    do {
        let json = try writer.encode(Kickoff(start: epoch))
        print(String(decoding: json, as: UTF8.self))
        let again = try reader.decode(Kickoff.self, from: json)
        print(again.start == epoch)
    } catch {
        print("round trip failed:", error)
    }
}
