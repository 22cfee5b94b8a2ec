import Foundation

/// Decodes a memo whose notes are the number 5.
func run() {
    let data = Data(#"{"notes": 5}"#.utf8)
    do {
        let memo = try JSONDecoder().decode(Memo.self, from: data)
        print("decodes:", memo.notes ?? "nil")
    } catch {
        print(error)
    }
}
