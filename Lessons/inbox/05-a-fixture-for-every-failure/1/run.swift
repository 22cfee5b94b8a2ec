import Foundation

/// One small reply the API may send, and what the contract says the app
/// must do with it.
struct Fixture {
    let name: String
    let json: String
    let shouldDecode: Bool
}

/// The set, one fixture for each way a message can arrive. The API's
/// contract: every kind needs `body` or `image_url`; a photo's caption
/// may be missing or `null`; dates are ISO 8601, with any UTC offset.
let fixtures = [
    Fixture(name: "success", json: """
        {"type": "text", "id": 9201, "sender": "u-ana",
         "sent_at": "2027-03-15T10:00:00Z", "body": "On my way."}
        """, shouldDecode: true),
    Fixture(name: "missing key", json: """
        {"type": "text", "id": 9202, "sender": "u-ana",
         "sent_at": "2027-03-15T10:01:00Z"}
        """, shouldDecode: false),
    Fixture(name: "null", json: """
        {"type": "photo", "id": 9203, "sender": "u-ben",
         "sent_at": "2027-03-15T10:02:00Z",
         "image_url": "https://cdn.example.com/inbox/9203.jpg",
         "caption": null}
        """, shouldDecode: true),
    Fixture(name: "malformed value", json: """
        {"type": "text", "id": 9204, "sender": 42,
         "sent_at": "2027-03-15T10:03:00Z", "body": "Hi"}
        """, shouldDecode: false),
    Fixture(name: "acronym key", json: """
        {"type": "photo", "id": 9205, "sender": "u-chloe",
         "sent_at": "2027-03-15T10:04:00Z",
         "image_url": "https://cdn.example.com/inbox/9205.jpg",
         "caption": "Table by the window"}
        """, shouldDecode: true),
    Fixture(name: "date", json: """
        {"type": "text", "id": 9206, "sender": "u-ana",
         "sent_at": "2027-03-15T11:05:00+01:00", "body": "Late, sorry"}
        """, shouldDecode: true),
]

/// Decodes every fixture as the app would, one line each, then the real
/// second page.
func run() {
    for fixture in fixtures {
        print(verdict(on: fixture))
    }
    do {
        let page = try InboxAPI.open(
            PartialList<Message>.self, from: document())
        let list = page.data
        print("page 2: kept \(list.items.count),",
              "skipped \(list.skipped.count)")
    } catch {
        print(error)
    }
}

/// ✓ when the fixture did what the contract says, ✗ when it did not.
func verdict(on fixture: Fixture) -> String {
    let reply = "{\"data\": \(fixture.json)}"
    do {
        let message = try InboxAPI.open(
            Message.self, from: Data(reply.utf8)).data
        let mark = fixture.shouldDecode ? "✓" : "✗"
        return "\(mark) \(fixture.name): decoded \(line(for: message))"
    } catch {
        let mark = fixture.shouldDecode ? "✗" : "✓"
        return "\(mark) \(fixture.name): failed, \(summary(of: error))"
    }
}

/// A decoding error in a few words: its case, the key, and the path.
func summary(of error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ context: DecodingError.Context) -> String {
        context.codingPath.map(\.stringValue).joined(separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
        return "keyNotFound \(key.stringValue) in \(path(context))"
    case .valueNotFound(_, let context):
        return "valueNotFound at \(path(context))"
    case .typeMismatch(_, let context):
        return "typeMismatch at \(path(context))"
    case .dataCorrupted(let context):
        return "dataCorrupted at \(path(context))"
    @unknown default:
        return "\(error)"
    }
}

/// A message as one line: its id, its sender, when, and what it holds.
func line(for message: Message) -> String {
    switch message {
    case .text(let text):
        let time = text.sentAt.formatted(.iso8601)
        return "\(text.id) \(text.sender.value) \(time) text: \(text.body)"
    case .photo(let photo):
        let time = photo.sentAt.formatted(.iso8601)
        let file = photo.imageURL.lastPathComponent
        // Written to compile whether the caption is optional or not.
        let caption: String? = photo.caption
        return "\(photo.id) \(photo.sender.value) \(time) photo \(file): "
            + (caption ?? "(no caption)")
    }
}
