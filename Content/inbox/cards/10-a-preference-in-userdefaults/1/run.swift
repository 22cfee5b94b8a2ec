import Foundation

/// Stores a layout in a suite of this run's own, reads it back, tries a
/// string that is no layout, and removes the suite.
func run() {
    let suite = "inbox-card-\(ProcessInfo.processInfo.processIdentifier)"
    guard let defaults = UserDefaults(suiteName: suite) else {
        print("no UserDefaults suite")
        return
    }
    defer { defaults.removePersistentDomain(forName: suite) }

    var layout = Layout()
    layout.compact = true
    defaults.set(layout.rawValue, forKey: "layout")
    let stored = defaults.string(forKey: "layout") ?? ""
    print(stored)
    let back = Layout(rawValue: stored)
    print("compact:", back.map { "\($0.compact)" } ?? "nil")
    print("big:", Layout(rawValue: "big").map { "\($0.compact)" } ?? "nil")
}
