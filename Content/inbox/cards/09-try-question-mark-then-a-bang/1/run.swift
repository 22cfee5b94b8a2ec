import Foundation

/// What `try?` keeps of the failure, and what `catch` receives.
func run() {
    let body = Data(#"{"volume": 14}"#.utf8)
    let settings = try? JSONDecoder().decode(Settings.self, from: body)
    print("try? kept:", settings.map { "\($0.volume)" } ?? "nil")
    do {
        _ = try JSONDecoder().decode(Settings.self, from: body)
    } catch {
        print("catch got:", error)
    }
}
