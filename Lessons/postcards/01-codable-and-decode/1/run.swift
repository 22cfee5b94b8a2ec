import Foundation

/// Decodes one postcard written inline as JSON, then prints it twice: the
/// whole value, and only its recipient.
func run() {
    let grandma = #"{ "to": "Grandma", "sent": "2027-06-03T10:15:00Z" }"#
    let bytes = Data(grandma.utf8)

    do {
        let decoded = try JSONDecoder().decode(Postcard.self, from: bytes)
        print(decoded)
        print(decoded.to)
    } catch {
        // Whatever went wrong, show it rather than swallow it.
        print(error)
    }
}
