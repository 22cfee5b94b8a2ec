import Foundation

/// Counts stamps in a dictionary and prints the dictionary as JSON.
func run() {
    let sent: [Stamp] = [.airmail, .airmail, .airmail]
    let counts = Dictionary(sent.map { ($0, 1) }, uniquingKeysWith: +)
    do {
        print(String(decoding: try JSONEncoder().encode(counts), as: UTF8.self))
    } catch {
        print(error)
    }
}
