import Foundation

/// Decodes notes that arrive as a number.
func run() {
    let data = Data(#"{"notes": 5}"#.utf8)
    do {
        let memo = try JSONDecoder().decode(Memo.self, from: data)
        print("notes:", memo.notes ?? "nil")
    } catch {
        print(error)
    }
}
