import Foundation

/// A stay measured in whole nights.
struct Stay: Codable {
    var nights: Int
}

/// Decodes a whole number written with a decimal point, then a fraction.
func run() {
    for number in ["3.0", "2.5"] {
        do {
            let stay = try JSONDecoder().decode(Stay.self, from: Data(#"{ "nights": \#(number) }"#.utf8))
            print(stay.nights)
        } catch {
            print(error)
        }
    }
}
