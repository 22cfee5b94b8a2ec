import Foundation

/// Decodes a file and a poll, then an attachment of a type nobody knows.
func run() {
    let known = Data("""
        [{"type": "file", "name": "menu.pdf", "bytes": 48213},
         {"type": "poll", "question": "Noodles or tacos?",
          "options": ["noodles", "tacos"]}]
        """.utf8)
    do {
        let attachments = try JSONDecoder().decode(
            [Attachment].self, from: known)
        for attachment in attachments {
            switch attachment {
            case .file(let name, let bytes):
                print("file: \(name), \(bytes) bytes")
            case .poll(let question, let options):
                print("poll: \(question) \(options)")
            }
        }
    } catch {
        print(error)
    }

    let unknown = Data(#"[{"type": "contact"}]"#.utf8)
    do {
        _ = try JSONDecoder().decode([Attachment].self, from: unknown)
        print("the contact decoded")
    } catch DecodingError.dataCorrupted(let context) {
        print("dataCorrupted at", context.codingPath.map(\.stringValue))
    } catch {
        print(error)
    }
}
