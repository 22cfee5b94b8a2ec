import Foundation

/// Decodes a voice message that no case knows.
func run() {
    let json = Data(#"[{"type": "voice", "seconds": 12}]"#.utf8)
    do {
        _ = try JSONDecoder().decode([Message].self, from: json)
    } catch {
        print(error)
    }
}
