import Foundation

/// The fields of a card that decodes without complaint: each key with its
/// value, written as raw JSON.
let soundFields: [(key: String, json: String)] = [
    ("id", "5"),
    ("to", #""Grandma""#),
    ("sent", #""2027-06-14T09:00:00Z""#),
    ("message", "null"),
    ("stamp", #""airmail""#),
    ("picture_url", #""https://example.com/postcards/faro.jpg""#),
    ("from", #"{ "city": "Faro", "country": "Portugal" }"#),
]

/// Writes the fields as one JSON object, leaving out the key `dropped` and
/// giving each key in `replacing` the raw JSON value it maps to.
func cardJSON(
    dropping dropped: String? = nil,
    replacing: [String: String] = [:]
) -> String {
    let members = soundFields
        .filter { $0.key != dropped }
        .map { field in
            "\"\(field.key)\": \(replacing[field.key] ?? field.json)"
        }
    return "{ " + members.joined(separator: ", ") + " }"
}

/// Five spoiled versions of the sound card, each with the fault it shows.
func spoiledCards() -> [(fault: String, json: String)] {
    let sound = cardJSON()
    return [
        ("a required key is missing",
            cardJSON(dropping: "sent")),
        ("a string where an Int belongs",
            cardJSON(replacing: ["id": #""five""#])),
        ("a stamp with no matching case",
            cardJSON(replacing: ["stamp": #""pigeon""#])),
        ("the text stops halfway",
            String(sound.prefix(sound.count / 2))),
        ("null for a value that is not optional",
            cardJSON(replacing: ["to": "null"])),
    ]
}

/// Decodes each spoiled card and prints its error, then catches one error
/// by its case.
func run() {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601

    for spoiled in spoiledCards() {
        do {
            let bytes = Data(spoiled.json.utf8)
            let postcard = try decoder.decode(Postcard.self, from: bytes)
            print("decoded although \(spoiled.fault):", postcard.to)
        } catch {
            print(error)
        }
    }

    let batch = "[\(cardJSON()), \(cardJSON(dropping: "sent"))]"
    do {
        _ = try decoder.decode([Postcard].self, from: Data(batch.utf8))
        print("the whole batch decoded")
    } catch DecodingError.keyNotFound(let key, let context) {
        let path = context.codingPath.map(\.stringValue)
        print("No \(key.stringValue) at \(path)")
    } catch {
        print(error)
    }
}
