import Foundation

/// A second reply: one page of the people the user has blocked. Another
/// payload, so the same helper must open it too.
let blockedPage = """
    {"data": ["u-max", "u-zoe"], "meta": {"page": 1, "page_count": 3}}
    """

/// Opens the settings reply through the generic helper and prints what
/// came out of the envelope, then opens the page of blocked users.
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
    do {
        let page = try InboxAPI.open(
            [String].self, from: Data(blockedPage.utf8))
        print("blocked:", page.data.joined(separator: ", "))
        if let meta = page.meta {
            print("meta: page \(meta.page) of \(meta.pageCount)")
        } else {
            print("meta: none")
        }
    } catch {
        print(error)
    }
}
