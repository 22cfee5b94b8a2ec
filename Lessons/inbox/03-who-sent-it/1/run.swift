import Foundation

/// Encodes two ids the way a reply to the server would carry them, then
/// lists the first page of the inbox.
func run() {
    let encoder = JSONEncoder()
    do {
        let mentions = [UserID(value: "u-ana"), UserID(value: "u-ben")]
        let json = try encoder.encode(mentions)
        print("mentions:", String(decoding: json, as: UTF8.self))
    } catch {
        print(error)
    }

    do {
        let page = try InboxAPI.open([Message].self, from: document())
        for message in page.data {
            print(line(for: message))
        }
        let senders = Set(page.data.map(sender(of:)))
        print("\(senders.count) people wrote on this page")
    } catch {
        print(error)
    }
}

/// A message as one line: who sent it, when, and what it holds.
func line(for message: Message) -> String {
    switch message {
    case .text(let text):
        let time = text.sentAt.formatted(.iso8601)
        return "\(text.id) \(text.sender.value) \(time) text: \(text.body)"
    case .photo(let photo):
        let time = photo.sentAt.formatted(.iso8601)
        let file = photo.imageURL.lastPathComponent
        return "\(photo.id) \(photo.sender.value) \(time) photo \(file): "
            + photo.caption
    }
}

/// Who sent a message, whatever its kind.
func sender(of message: Message) -> UserID {
    switch message {
    case .text(let text): text.sender
    case .photo(let photo): photo.sender
    }
}
