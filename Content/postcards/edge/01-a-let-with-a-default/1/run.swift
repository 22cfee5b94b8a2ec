import Foundation

/// Decodes a stay of five nights and prints how many nights the value holds.
func run() {
    let json = #"{ "city": "Lisbon", "nights": 5 }"#
    do {
        let stay = try JSONDecoder().decode(Stay.self, from: Data(json.utf8))
        print(stay.nights)
    } catch {
        print(error)
    }
}
