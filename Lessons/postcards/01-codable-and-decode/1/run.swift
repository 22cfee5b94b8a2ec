import Foundation

/// Decodes one postcard written inline as JSON, then prints it twice: the
/// whole value, and only its recipient.
func run() {
    let grandma = #"{ "to": "Grandma", "sent": "2027-06-03T10:15:00Z" }"#
    let bytes = Data(grandma.utf8)

    do {
        let decoded = try JSONDecoder().decode(Postcard.self, from: bytes)
        print(describe(decoded, keysAsIn: grandma))
        print(decoded.to)
    } catch {
        // Whatever went wrong, show it rather than swallow it.
        print(error)
    }
}

/// The value as `print` describes a struct, its name and then each stored
/// property with its value, but with the properties in the order `json`
/// writes their keys: the decoder matched each key to a property by name,
/// so the order the model declares them in changes nothing.
func describe(_ value: Any, keysAsIn json: String) -> String {
    let mirror = Mirror(reflecting: value)
    let fields = mirror.children.map { child in
        let label = child.label ?? "_"
        let place = json.range(of: "\"\(label)\"")?.lowerBound
            ?? json.endIndex
        return (place, "\(label): \(String(reflecting: child.value))")
    }
    let listed = fields.sorted { $0.0 < $1.0 }.map(\.1)
    return "\(mirror.subjectType)(\(listed.joined(separator: ", ")))"
}
