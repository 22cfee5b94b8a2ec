import Foundation

/// Reads the bad reply with `try?`, then unwraps the result with `!`.
func run() {
    let reply = Data(#"{"volume": 14}"#.utf8)

    let maybe = try? JSONDecoder().decode(Sound.self, from: reply)
    print("try? gave:", maybe.map { "volume \($0.volume)" } ?? "nil")
    print("volume", maybe!.volume)
    print("the program never gets here")
}
