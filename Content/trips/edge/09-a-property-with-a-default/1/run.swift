import Foundation

/// The id that the JSON carries.
let idInJSON = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"

/// Decodes a journey whose JSON has an id, and tells whether that id was
/// kept.
func run() {
    let text = #"{"id": "\#(idInJSON)", "city": "Seattle"}"#
    do {
        let bytes = Data(text.utf8)
        let journey = try JSONDecoder().decode(Journey.self, from: bytes)
        print(journey.id.uuidString == idInJSON)
    } catch {
        print(error)
    }
}
