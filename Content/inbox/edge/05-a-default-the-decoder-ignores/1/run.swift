import Foundation

/// Reads what version 1 stored, and an empty object; whatever reads is
/// saved again, as the app does after a change.
func run() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let stored = [#"{"sendOnEnter":false}"#, #"{}"#]
    for json in stored {
        do {
            let prefs = try JSONDecoder().decode(
                ComposerPrefs.self, from: Data(json.utf8))
            let saved = try encoder.encode(prefs)
            print(json, "->", String(decoding: saved, as: UTF8.self))
        } catch {
            print(json, "->", error)
        }
    }
}
