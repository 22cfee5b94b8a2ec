import Foundation

/// Stores a filter in `UserDefaults`, reads it back, then reads what an
/// older version left and what no version could read, and cleans up.
func run() {
    // A suite of this run's own, removed at the end, so nothing is left
    // behind and no other run can see it.
    let suite = "inbox-lesson-\(ProcessInfo.processInfo.processIdentifier)"
    guard let defaults = UserDefaults(suiteName: suite) else {
        print("no UserDefaults suite")
        return
    }
    defer { defaults.removePersistentDomain(forName: suite) }
    let key = "inboxFilter"

    var filter = InboxFilter()
    filter.unreadOnly = true
    filter.hiddenSenders = [UserID(value: "u-ben")]
    defaults.set(filter.rawValue, forKey: key)
    print("stored:", defaults.string(forKey: key) ?? "nothing")
    print("read back:", describe(stored(in: defaults, key: key)))

    defaults.set(#"{"unreadOnly":true}"#, forKey: key)
    print("from version 1:", describe(stored(in: defaults, key: key)))

    defaults.set("unread only, please", forKey: key)
    print("not JSON:", describe(stored(in: defaults, key: key)))

    defaults.removeObject(forKey: key)
    print("removed:", defaults.string(forKey: key) ?? "nothing stored")
}

/// The filter under `key`, or the default one when there is none or it
/// cannot be read: what an `@AppStorage` property gives a view.
func stored(in defaults: UserDefaults, key: String) -> InboxFilter {
    defaults.string(forKey: key).flatMap(InboxFilter.init(rawValue:))
        ?? InboxFilter()
}

/// A filter in words.
func describe(_ filter: InboxFilter) -> String {
    let hidden = filter.hiddenSenders.map(\.value)
    return "unread only \(filter.unreadOnly), hidden \(hidden)"
}
