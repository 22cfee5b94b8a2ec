import Foundation

/// Reads one bad reply twice: with `try?`, then with `do`/`catch`.
func run() {
    let reply = Data(#"{"volume": 14}"#.utf8)

    let maybe = try? JSONDecoder().decode(Sound.self, from: reply)
    print("try? gave:", maybe.map { "volume \($0.volume)" } ?? "nil")
    // `maybe!.volume` here would stop the program instead.

    do {
        let sound = try JSONDecoder().decode(Sound.self, from: reply)
        print("volume \(sound.volume)")
    } catch {
        print("catch gave:", error)
    }
}
