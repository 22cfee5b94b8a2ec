import Foundation

/// Decodes a segment whose mode is newer than the app, and prints the mode.
func run() {
    let json = Data(#"{"mode": "train"}"#.utf8)
    do {
        print(try JSONDecoder().decode(Segment.self, from: json).mode)
    } catch {
        print(error)
    }
}
