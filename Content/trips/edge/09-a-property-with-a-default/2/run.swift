import Foundation

/// The id that the first JSON carries.
let idInJSON = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"

/// Decodes a journey with an id, then one without.
func run() {
    let inputs = [#"{"id": "\#(idInJSON)", "city": "Seattle"}"#, #"{"city": "Seattle"}"#]
    for input in inputs {
        do {
            let journey = try JSONDecoder().decode(Journey.self, from: Data(input.utf8))
            print(journey.id.uuidString == idInJSON)
        } catch {
            print(error)
        }
    }
}
