import Foundation

/// Decodes notes that arrive as a number.
func run() {
    do {
        let memo = try JSONDecoder().decode(Memo.self, from: Data(#"{"notes": 5}"#.utf8))
        print("notes:", memo.notes ?? "nil")
    } catch {
        print(error)
    }
}
