import Foundation

/// Decodes an empty object.
func run() {
    do {
        let empty = Data("{}".utf8)
        let alert = try JSONDecoder().decode(Alert.self, from: empty)
        print("decodes: tone", alert.tone)
    } catch {
        print(error)
    }
}
