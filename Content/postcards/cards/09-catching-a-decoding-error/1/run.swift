import Foundation

/// A batch whose second card has no `sent`. The answer decodes it and
/// catches the error; the card prints what the answer caught.
func run() {
    let data = Data("""
        [
            { "to": "Grandma", "sent": "2027-06-03T10:15:00Z" },
            { "to": "Dad" }
        ]
        """.utf8)
    var missingKey = ""
    var path: [String] = []
    do {
        // --- the answer ---
        do {
            _ = try JSONDecoder().decode([Postcard].self, from: data)
        } catch DecodingError.keyNotFound(let key, let context) {
            missingKey = key.stringValue
            path = context.codingPath.map(\.stringValue)
        }
        // --- end of the answer ---
        print("No \(missingKey) at \(path)")
    } catch {
        print(error)
    }
}
