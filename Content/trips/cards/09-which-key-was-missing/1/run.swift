import Foundation

/// Decodes a stay that lacks `nights`, and reports the key and its path.
func run() {
    let incomplete = Data(#"{"city": "Seattle"}"#.utf8)
    do {
        let stay = try JSONDecoder().decode(Stay.self, from: incomplete)
        print("decoded", stay.city)
    } catch let DecodingError.keyNotFound(key, context) {
        let path = context.codingPath.map { $0.stringValue }
        print("missing: \(key.stringValue) at: \(path)")
    } catch {
        print("another failure:", error)
    }
}
