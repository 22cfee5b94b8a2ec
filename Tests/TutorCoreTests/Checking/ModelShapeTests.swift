import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Model shapes")
struct ModelShapeTests {
    let lesson = ModelShape(
        source: """
            enum Stamp: String, Codable {
                case airmail, surface, priority
            }
            struct Postcard: Codable, Identifiable {
                let id: Int
                var to: String
                var sent: Date
                var message: String?
                var stamp: Stamp
                var shout: String { to.uppercased() }
                enum CodingKeys: String, CodingKey {
                    case id, to, sent, message, stamp
                }
            }
            """)

    @Test("Stored properties and cases are read; computed ones and nested key enums are not the type's")
    func reads() {
        #expect(lesson.types["Postcard"]?.map(\.name) == ["id", "to", "sent", "message", "stamp"])
        #expect(lesson.types["Stamp"]?.map(\.name) == ["airmail", "surface", "priority"])
        #expect(lesson.types["Postcard.CodingKeys"]?.count == 5)
        #expect(lesson.types["CodingKeys"] == nil)
    }

    @Test("A model written another way has no differences; a mistake is named")
    func differences() {
        let same = ModelShape(
            source: """
                struct Postcard: Codable {
                    var stamp: Stamp; let id: Int
                    var message: Optional<String>
                    var sent: Date
                    var to: String
                    private enum CodingKeys: String, CodingKey { case id, to, sent, message, stamp }
                }
                enum Stamp: String, Codable { case airmail; case surface; case priority }
                """)
        // Only the order is told, since print and a synthesized encoder follow it.
        let told = lesson.differences(from: same).filter { !$0.contains("CodingKeys") }
        #expect(
            told.count == 1
                && told[0].hasPrefix(
                    "Your `Postcard` declares `stamp`, `id`, `message`, `sent` and `to` in that order;"),
            "\(told)")
        let wrong = ModelShape(
            source: """
                struct Postcard: Codable {
                    let id = UUID()
                    var to: String
                    var sent: String
                    var message: String?
                    var stamp: Stamp
                }
                enum Stamp: String, Codable { case airmail, surface }
                """)
        let found = lesson.differences(from: wrong)
        #expect(found.contains("Your `Postcard.sent` is declared `String`; the lesson's is `Date`."))
        #expect(found.contains("Your `Postcard.id` is a `let` with a default value, so it is never decoded."))
        #expect(found.contains("The lesson's `Stamp` has a case `priority`; yours does not."))
    }

    @Test("A type nested elsewhere is still found by its own name when only one type has it")
    func nestedElsewhere() {
        let nested = ModelShape(
            source: """
                struct Postcard: Codable {
                    enum Stamp: String, Codable { case airmail, surface, priority }
                    let id: Int
                    var to: String
                    var sent: Date
                    var message: String?
                    var stamp: Stamp
                    enum CodingKeys: String, CodingKey { case id, to, sent, message, stamp }
                }
                """)
        #expect(lesson.differences(from: nested) == [])
        let twice = ModelShape(
            source: """
                struct A { enum Stamp { case airmail } }
                struct B { enum Stamp { case surface } }
                """)
        #expect(
            lesson.differences(from: twice).contains(
                "The lesson's model has a type `Stamp`; yours has none by that name."))
    }

    @Test(
        "A type left to inference is never called a difference: `var city = \"\"` against `var city: String = \"\"`, either way round"
    )
    func inferredIsNoDifference() {
        let inferred = ModelShape(source: "struct TripDraft {\n    var city = \"\"\n    var nights = 1\n}\n")
        let written = ModelShape(
            source: "struct TripDraft {\n    var city: String = \"\"\n    var nights: Int = 1\n}\n")
        #expect(inferred.differences(from: written) == [])
        #expect(written.differences(from: inferred) == [])
        let other = ModelShape(
            source: "struct TripDraft {\n    var city: String = \"\"\n    var nights: Double = 1\n}\n")
        #expect(
            written.differences(from: other) == ["Your `TripDraft.nights` is declared `Double`; the lesson's is `Int`."]
        )
    }
}
