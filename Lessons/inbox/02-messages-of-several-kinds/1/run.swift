import Foundation

/// Lists the first page of the inbox, then tries a message of a kind
/// that a newer server might send.
func run() {
    do {
        let page = try InboxAPI.open([Message].self, from: document())
        for message in page.data {
            print(line(for: message))
        }
        if let meta = page.meta {
            print("page \(meta.page) of \(meta.pageCount)")
        }
    } catch {
        print(error)
    }

    let newer = """
        {"data": [{"type": "voice", "id": 9100, "sender": "u-dev",
                   "sent_at": "2027-03-15T08:00:00Z", "seconds": 12}]}
        """
    do {
        _ = try InboxAPI.open([Message].self, from: Data(newer.utf8))
        print("the voice message decoded")
    } catch {
        print(error)
    }
}

/// A message as one line: who sent it, when, and what it holds.
func line(for message: Message) -> String {
    switch message {
    case .text(let text):
        let time = text.sentAt.formatted(.iso8601)
        return "\(text.id) \(text.sender) \(time) text: \(text.body)"
    case .photo(let photo):
        let time = photo.sentAt.formatted(.iso8601)
        let file = photo.imageURL.lastPathComponent
        return "\(photo.id) \(photo.sender) \(time) photo \(file): "
            + photo.caption
    }
}
