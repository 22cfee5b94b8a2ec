import Foundation

/// Decodes two known blocks, then one of a type nobody knows.
func run() {
    let known = Data("""
        [{"type": "note", "text": "Bring cake"},
         {"type": "link", "url": "https://example.com/menu"}]
        """.utf8)
    do {
        for block in try JSONDecoder().decode([Block].self, from: known) {
            switch block {
            case .note(let text): print("note:", text)
            case .link(let url): print("link:", url.lastPathComponent)
            }
        }
    } catch {
        print(error)
    }

    let unknown = Data(#"[{"type": "poll"}]"#.utf8)
    do {
        _ = try JSONDecoder().decode([Block].self, from: unknown)
        print("the poll decoded")
    } catch DecodingError.dataCorrupted(let context) {
        print("dataCorrupted at", context.codingPath.map(\.stringValue))
    } catch {
        print(error)
    }
}
