import Foundation

/// Decodes an empty object.
func run() {
    do {
        let empty = Data("{}".utf8)
        let look = try JSONDecoder().decode(Look.self, from: empty)
        print("theme:", look.theme)
    } catch {
        print(error)
    }
}
