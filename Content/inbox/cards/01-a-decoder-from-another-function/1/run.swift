import Foundation

/// Opens a reply whose payload is a dictionary of snake_case keys.
func run() {
    let body = Data(#"{"data": {"unread_count": 4}}"#.utf8)
    do {
        struct Counts: Decodable { let unreadCount: Int }
        let reply = try InboxAPI.open(Counts.self, from: body)
        print("unread:", reply.data.unreadCount)
    } catch {
        print(error)
    }
}
