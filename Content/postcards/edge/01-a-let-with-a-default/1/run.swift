import Foundation

/// Decodes a stay of five nights and prints how many nights it holds.
func run() {
    let lisbon = Data(#"{ "city": "Lisbon", "nights": 5 }"#.utf8)
    do {
        print(try JSONDecoder().decode(Stay.self, from: lisbon).nights)
    } catch {
        print(error)
    }
}
