import Foundation

/// Encodes the Unix epoch with an encoder left as it comes.
func run() {
    let unixEpoch = Kickoff(start: Date(timeIntervalSince1970: 0))
    do {
        let json = try JSONEncoder().encode(unixEpoch)
        print(String(decoding: json, as: UTF8.self))
    } catch {
        print("could not encode:", error)
    }
}
