import Foundation

/// Lists the second page of the inbox: what was kept, then what was
/// skipped and why.
func run() {
    do {
        let page = try InboxAPI.open(
            PartialList<Message>.self, from: document())
        let list = page.data
        for message in list.items {
            print(line(for: message))
        }
        print("kept \(list.items.count), skipped \(list.skipped.count)")
        for skip in list.skipped {
            print("skipped element \(skip.index): \(skip.error)")
        }
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
