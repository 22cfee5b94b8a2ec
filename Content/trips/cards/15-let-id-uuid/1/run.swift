import Foundation

/// Decodes an outing and compares its id with the one the JSON sent.
func run() {
    let sent = "3F2504E0-4F89-11D3-9A0C-0305E82C3301"
    let json = #"{"city": "Seattle", "id": "\#(sent)"}"#
    do {
        let data = Data(json.utf8)
        let outing = try JSONDecoder().decode(Outing.self, from: data)
        print(outing.id.uuidString == sent)
    } catch {
        print("could not decode:", error)
    }
}
