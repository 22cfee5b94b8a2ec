import Foundation

/// Decodes three versions of the same object and prints what each gave.
func run() {
    let variants = [#"{}"#, #"{"notes": null}"#, #"{"notes": 5}"#]
    for variant in variants {
        do {
            let bytes = Data(variant.utf8)
            let memo = try JSONDecoder().decode(Memo.self, from: bytes)
            print(memo.notes ?? "nil")
        } catch {
            print(error)
        }
    }
}
