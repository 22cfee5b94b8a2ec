import Foundation

/// A settings reply, and the settings the app must end up with: nil when
/// the contract says the reply must be refused.
struct Fixture {
    let name: String
    let reply: String
    let expected: String?
}

/// The contract: the name is trimmed and never blank; the volume runs
/// from 0 to 10; a missing or `null` tone means "ping".
let fixtures = [
    Fixture(name: "no tone", reply: """
        {"data": {"display_name": "Ben", "volume": 3}}
        """, expected: "\"Ben\", volume 3, tone ping"),
    Fixture(name: "null tone", reply: """
        {"data": {"display_name": "Ben", "volume": 3, "tone": null}}
        """, expected: "\"Ben\", volume 3, tone ping"),
    Fixture(name: "volume 14", reply: """
        {"data": {"display_name": "Ben", "volume": 14, "tone": "chime"}}
        """, expected: nil),
    Fixture(name: "blank name", reply: """
        {"data": {"display_name": " \\t ", "volume": 3, "tone": "chime"}}
        """, expected: nil),
]

/// The real reply first, then each fixture: one line each.
func run() {
    let real: Data
    do {
        real = try document()
    } catch {
        print(error)
        return
    }
    let document = Fixture(
        name: "the document", reply: String(decoding: real, as: UTF8.self),
        expected: "\"Ana Lima\", volume 7, tone marimba")
    for fixture in [document] + fixtures {
        print(verdict(on: fixture))
    }
}

/// ✓ when the reply gave what the contract says, ✗ when it did not.
func verdict(on fixture: Fixture) -> String {
    do {
        let body = Data(fixture.reply.utf8)
        let settings = try InboxAPI.open(Settings.self, from: body).data
        let got = String(reflecting: settings.displayName)
            + ", volume \(settings.volume), tone \(settings.tone)"
        let mark = got == fixture.expected ? "✓" : "✗"
        return "\(mark) \(fixture.name): \(got)"
    } catch let DecodingError.dataCorrupted(context) {
        let mark = fixture.expected == nil ? "✓" : "✗"
        return "\(mark) \(fixture.name): refused, "
            + context.debugDescription
    } catch {
        return "✗ \(fixture.name): \(error)"
    }
}
