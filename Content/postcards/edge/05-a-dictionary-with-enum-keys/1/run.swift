import Foundation

/// Counts stamps in a dictionary and prints the dictionary as JSON.
func run() {
    let sent: [Stamp] = [.airmail, .airmail, .airmail]
    let counts = Dictionary(sent.map { ($0, 1) }, uniquingKeysWith: +)
    do {
        let json = try JSONEncoder().encode(counts)
        print(String(decoding: json, as: UTF8.self))
    } catch {
        print(error)
    }
}
