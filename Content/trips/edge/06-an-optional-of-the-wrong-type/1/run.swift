import Foundation

/// Decodes three versions of the same object and prints what each gave.
func run() {
    let variants = [#"{}"#, #"{"notes": null}"#, #"{"notes": 5}"#]
    for variant in variants {
        do {
            let memo = try JSONDecoder().decode(Memo.self, from: Data(variant.utf8))
            print(memo.notes ?? "nil")
        } catch {
            print(error)
        }
    }
}
