import Foundation

/// Opens the settings reply through the generic helper and prints what
/// came out of the envelope.
func run() {
    do {
        let reply = try InboxAPI.open(Settings.self, from: document())
        let settings = reply.data
        // Quoted and escaped, so that stray spaces and newlines show.
        print("name:", String(reflecting: settings.displayName))
        print("volume:", settings.volume)
        print("tone:", settings.tone)
        if let meta = reply.meta {
            print("meta: page \(meta.page) of \(meta.pageCount)")
        } else {
            print("meta: none, a single value has no pages")
        }
    } catch {
        print(error)
    }
}
