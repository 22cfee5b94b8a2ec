import Foundation

/// Two postcards as JSON bytes. The answer turns them into `postcards`;
/// the card then prints who each one is for.
func run() {
    let data = Data("""
        [
            { "to": "Grandma", "sent": "2027-06-03T10:15:00Z" },
            { "to": "Dad", "sent": "2027-06-05T18:40:00Z" }
        ]
        """.utf8)
    do {
        // --- the answer ---
        let postcards = try JSONDecoder()
            .decode([Postcard].self, from: data)
        // --- end of the answer ---
        // Taken as an optional, so that an answer using `try?` reads too.
        let decoded: [Postcard]? = postcards
        print(decoded?.map(\.to) ?? [])
    } catch {
        print(error)
    }
}
