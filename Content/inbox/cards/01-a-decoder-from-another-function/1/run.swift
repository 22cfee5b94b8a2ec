import Foundation

/// Opens a reply with snake_case keys through the generic helper.
func run() {
    let body = Data(#"{"data": {"unread_count": 4}}"#.utf8)
    do {
        struct Counts: Decodable { let unreadCount: Int }
        let reply = try InboxAPI.open(Counts.self, from: body)
        print("decodes:", reply.data.unreadCount, "unread")
    } catch {
        print(error)
    }
}
