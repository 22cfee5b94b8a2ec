import Foundation
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// `probe` names the model's own types: in its sentences, and when the type asked for is
/// not one the file declares.
@Suite("Probe names the model's declared types")
struct ProbeDeclaredTypeTests {
    static let model = """
        import Foundation
        struct Address: Codable { var city: String }
        struct Postcard: Codable {
            var from: Address?
            var sent: Date
            var stops: [Address]
        }
        """

    @Test("A coding path leads to the property's declared type, through optionals and arrays")
    func declaredTypeAtPath() {
        let shape = ModelShape(source: Self.model)
        #expect(shape.declaredType(at: "[0].sent", from: "Postcard") == "Date")
        #expect(shape.declaredType(at: "[0].from.city", from: "Postcard") == "String")
        #expect(shape.declaredType(at: "stops.[1].city", from: "Postcard") == "String")
        #expect(shape.declaredType(at: "[0].picture_url", from: "Postcard") == nil)
    }

    @Test("A Date sent as a number is told as the model's `Date`, read from a `String`")
    func sentAsNumber() throws {
        let line =
            "DecodingError.typeMismatch: Expected value of type String. Path: [0].sent. Debug description: Expected to decode String but found number instead."
        let row = ProbeDriver.row(
            for: ProbeVariant(
                name: "sent as number", path: "sent", replaced: 0..<0, replacement: Data(), document: Data()),
            result: line, noun: "postcard"
        ) {
            ModelShape(source: Self.model).declaredType(at: $0, from: "Postcard")
        }
        #expect(
            row.sentence
                == "typeMismatch: at the first postcard's `sent` the model expects a `Date` (read from a `String`), but the document holds a number."
        )
    }

    @Test("A type the file never names is refused before compiling, with the type meant")
    func misspeltType() {
        #expect(throws: CommandFailure.self) {
            try ProbeCommand.checkDeclared("Postcrd", in: Self.model, file: "mine.swift")
        }
        do {
            try ProbeCommand.checkDeclared("Postcrd", in: Self.model, file: "mine.swift")
        } catch {
            #expect(error.message == "`mine.swift` declares no type `Postcrd`: did you mean `Postcard`?")
        }
        #expect(throws: Never.self) { try ProbeCommand.checkDeclared("Postcard", in: Self.model, file: "mine.swift") }
    }
}
