import Foundation

/// Decodes a sender given as a bare string, then encodes a `UserID`.
func run() {
    do {
        let json = Data(#"{"sender": "u-ana"}"#.utf8)
        let note = try JSONDecoder().decode(Note.self, from: json)
        print("decodes:", note.sender.value)
    } catch {
        print(error)
    }
    do {
        let json = try JSONEncoder().encode(UserID(value: "u-ana"))
        print(String(decoding: json, as: UTF8.self))
    } catch {
        print(error)
    }
}
