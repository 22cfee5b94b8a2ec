import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("The types of properties declared by their default")
struct ModelShapeDefaultsTests {
    @Test("A call of a type, a string, a whole number and a Bool name their type; a longer expression names none")
    func defaults() {
        let types = ModelShape.defaultTypes(
            in: """
                struct Postcard {
                    var id = UUID()
                    var city = "Lyon"
                    var count = 3
                    var seen = false
                    var code = UUID().uuidString
                    var when = Date.now
                }
                """)
        #expect(types == ["id": "UUID", "city": "String", "count": "Int", "seen": "Bool"])
    }

    @Test("The shape takes the default's type where none was written")
    func shape() {
        let text = "struct Postcard: Codable {\n    var id = UUID()\n    var to: String\n}\n"
        let shape = ModelShape(source: text).typingDefaults(from: text)
        #expect(shape.declaredType(at: "[0].id", from: "Postcard") == "UUID")
    }
}
