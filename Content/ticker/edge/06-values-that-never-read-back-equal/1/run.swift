import Foundation

/// Sends a NaN through JSON and back, and compares.
func run() {
    let reading = Reading(value: .nan)
    do {
        let json = try Coders.encoder().encode(reading)
        print(String(decoding: json, as: UTF8.self))
        let again = try Coders.decoder().decode(Reading.self, from: json)
        let nan = again.value.isNaN
        print("equal:", again == reading, "· still NaN:", nan)
    } catch {
        print(error)
    }
}
