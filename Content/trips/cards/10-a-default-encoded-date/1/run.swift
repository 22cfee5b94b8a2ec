import Foundation

/// Encodes midnight UTC on 1 January 2001 with an encoder left as it
/// comes.
func run() {
    let newCentury = Date(timeIntervalSince1970: 978_307_200)
    do {
        let json = try JSONEncoder().encode(Kickoff(start: newCentury))
        print(String(decoding: json, as: UTF8.self))
    } catch {
        print("could not encode:", error)
    }
}
