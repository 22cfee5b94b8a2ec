import Foundation

/// One entry of the feed, with its keys in snake_case.
let bergenEntry = """
    {"image_url": "https://example.com/bergen.jpg", "city": "Bergen"}
    """

/// Decodes the entry with a decoder left at its defaults.
func run() {
    do {
        let bytes = Data(bergenEntry.utf8)
        print(try JSONDecoder().decode(Lead.self, from: bytes).imageURL)
    } catch {
        print(error)
    }
}
