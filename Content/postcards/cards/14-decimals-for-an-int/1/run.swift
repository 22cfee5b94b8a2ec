import Foundation

/// A stay measured in nights.
struct Stay: Decodable {
    var nights: Int
}

/// Decodes `nights` from each number in turn and prints what came of it.
func run() {
    for number in ["3.0", "2.5"] {
        let data = Data(#"{ "nights": \#(number) }"#.utf8)
        do {
            let stay = try JSONDecoder().decode(Stay.self, from: data)
            print(stay.nights)
        } catch DecodingError.typeMismatch {
            print("typeMismatch")
        } catch DecodingError.dataCorrupted {
            print("dataCorrupted")
        } catch {
            print("another error")
        }
    }
}
