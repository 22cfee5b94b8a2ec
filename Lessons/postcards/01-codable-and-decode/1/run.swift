import Foundation

/// Turns a single postcard written inline as JSON into a `Postcard`, then prints it twice:
/// the whole value, and only its recipient.
func run() {
    let grandmasCard = #"{ "to": "Grandma", "sent": "2027-06-03T10:15:00Z" }"#
    let bytes = Data(grandmasCard.utf8)

    do {
        let decoded = try JSONDecoder().decode(Postcard.self, from: bytes)
        print(decoded)
        print(decoded.to)
    } catch {
        // Whatever went wrong, show it rather than swallow it.
        print(error)
    }
}
