import Foundation

/// Sends a date with a fraction of a second through ISO 8601 and back.
func run() {
    let moment = Date(timeIntervalSince1970: 1_806_571_212.345)
    let stamp = Stamp(createdAt: moment)
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
        let json = try encoder.encode(stamp)
        print(String(decoding: json, as: UTF8.self))
        let again = try decoder.decode(Stamp.self, from: json)
        let lost = stamp.createdAt.timeIntervalSince(again.createdAt)
        let seconds = String(format: "%.3f s", lost)
        print("equal:", again == stamp, "· lost:", seconds)
    } catch {
        print(error)
    }
}
