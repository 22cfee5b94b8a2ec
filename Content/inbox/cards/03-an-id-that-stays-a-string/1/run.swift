import Foundation

/// Decodes two room ids, prints them, and encodes them again.
func run() {
    let json = Data(#"["r-1", "r-7"]"#.utf8)
    do {
        let rooms = try JSONDecoder().decode([RoomID].self, from: json)
        for room in rooms {
            print(room.value)
        }
        let again = try JSONEncoder().encode(rooms)
        print(String(decoding: again, as: UTF8.self))
        _ = RoomID(value: "r-9")
    } catch {
        print(error)
    }
}
