import Foundation

/// A stay measured in whole nights.
struct Stay: Decodable {
    var nights: Int
}

/// Decodes a whole number written with a decimal point, then a fraction.
func run() {
    for number in ["3.0", "2.5"] {
        let json = #"{ "nights": \#(number) }"#
        do {
            let data = Data(json.utf8)
            let stay = try JSONDecoder().decode(Stay.self, from: data)
            print(stay.nights)
        } catch {
            print(error)
        }
    }
}
