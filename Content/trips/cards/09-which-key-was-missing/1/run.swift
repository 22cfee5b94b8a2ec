import Foundation

/// A stay without `nights`. The answer decodes it and catches the error;
/// the card prints what the answer caught.
func run() {
    let data = Data(#"{"city": "Seattle"}"#.utf8)
    var missingKey = ""
    var path = ["?"]
    do {
        // --- the answer ---
        do {
            _ = try JSONDecoder().decode(Stay.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            missingKey = key.stringValue
            path = context.codingPath.map { $0.stringValue }
        }
        // --- end of the answer ---
        print("missing: \(missingKey) at: \(path)")
    } catch {
        print("another failure:", error)
    }
}
