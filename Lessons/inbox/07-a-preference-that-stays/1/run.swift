import Foundation

/// One start of the app; the stage starts it nine times. Every start
/// stores the filter twice, as a view does each time the user changes
/// it. The first start also reads the filter back, reads what an older
/// version left and what no version could read, and cleans up.
func run() {
    // A suite of this launch's own, removed at the end, so nothing is
    // left behind and no other run can see it.
    let suite = "inbox-lesson-\(ProcessInfo.processInfo.processIdentifier)"
    guard let defaults = UserDefaults(suiteName: suite) else {
        print("no UserDefaults suite")
        return
    }
    defer { defaults.removePersistentDomain(forName: suite) }
    let key = "inboxFilter"
    let isFirstStart = startOnce()

    var filter = InboxFilter()
    filter.unreadOnly = true
    filter.hiddenSenders = [UserID(value: "u-ben")]
    defaults.set(filter.rawValue, forKey: key)
    print("stored:", defaults.string(forKey: key) ?? "nothing")
    if isFirstStart {
        print("read back:", describe(stored(in: defaults, key: key)))
    }

    // The user shows u-ben's messages again.
    filter.hiddenSenders = []
    defaults.set(filter.rawValue, forKey: key)
    print("stored:", defaults.string(forKey: key) ?? "nothing")
    guard isFirstStart else { return }

    defaults.set(#"{"unreadOnly":true}"#, forKey: key)
    print("from version 1:", describe(stored(in: defaults, key: key)))

    defaults.set("unread only, please", forKey: key)
    print("not JSON:", describe(stored(in: defaults, key: key)))

    defaults.removeObject(forKey: key)
    print("removed:", defaults.string(forKey: key) ?? "nothing stored")
}

/// Whether this is the first start: true once, when the documents folder
/// that every launch shares has no mark of an earlier start yet.
func startOnce() -> Bool {
    let mark = documentsFolder().appendingPathComponent("started")
    let files = FileManager.default
    if files.fileExists(atPath: mark.path) { return false }
    return files.createFile(atPath: mark.path, contents: Data())
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
