import Foundation

/// The id that the JSON carries.
let idInJSON = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"

/// Decodes a journey with an id, then one without.
func run() {
    let inputs = [
        #"{"id": "\#(idInJSON)", "city": "Seattle"}"#,
        #"{"city": "Seattle"}"#,
    ]
    for input in inputs {
        do {
            let bytes = Data(input.utf8)
            let trip = try JSONDecoder().decode(Journey.self, from: bytes)
            print(trip.id.uuidString == idInJSON)
        } catch {
            print(error)
        }
    }
}
