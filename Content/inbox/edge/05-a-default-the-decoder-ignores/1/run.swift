import Foundation

/// Reads what version 1 stored, and an empty object.
func run() {
    let stored = [#"{"sendOnEnter":false}"#, #"{}"#]
    for json in stored {
        do {
            let prefs = try JSONDecoder().decode(
                ComposerPrefs.self, from: Data(json.utf8))
            print(json, "->", prefs.sendOnEnter, prefs.fontSize)
        } catch {
            print(json, "->", error)
        }
    }
}
