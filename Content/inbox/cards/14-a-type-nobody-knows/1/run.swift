import Foundation

/// Decodes a page whose one message is a voice message.
func run() {
    struct Page: Decodable { let data: [Message] }
    let json = Data(#"{"data": [{"type": "voice", "seconds": 12}]}"#.utf8)
    do {
        _ = try JSONDecoder().decode(Page.self, from: json)
    } catch {
        print(error)
    }
}
