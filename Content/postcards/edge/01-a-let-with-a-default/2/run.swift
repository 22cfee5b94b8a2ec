import Foundation

/// Decodes a stay with `nights`, then one without it.
func run() {
    let documents = [
        #"{ "city": "Lisbon", "nights": 5 }"#,
        #"{ "city": "Porto" }"#,
    ]
    for json in documents {
        do {
            let stay = try JSONDecoder().decode(Stay.self, from: Data(json.utf8))
            print(stay.nights)
        } catch {
            print(error)
        }
    }
}
