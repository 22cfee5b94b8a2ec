import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Type spelling")
struct TypeSpellingTests {
    @Test("The compiler's 'cannot find type' names the type; other messages name none")
    func unknownType() {
        #expect(TypeSpelling.unknownType(in: "cannot find type 'Strin' in scope") == "Strin")
        #expect(
            TypeSpelling.unknownType(
                in: "cannot automatically synthesize 'Decodable' because 'Strin?' does not conform to 'Decodable'")
                == nil)
    }

    @Test("A letter or two wrong finds the meant type, the model's own first; a stranger name finds none")
    func suggestion() {
        let spelling = TypeSpelling(declared: ["Postcard", "Stamp"])
        #expect(spelling.suggestion(for: "Strin") == "String")
        #expect(spelling.suggestion(for: "Postcrd") == "Postcard")
        #expect(spelling.suggestion(for: "stamp") == "Stamp")
        #expect(spelling.suggestion(for: "Elephant") == nil)
        #expect(spelling.sentence(for: "Strin").contains("did you mean `String`?"))
        #expect(!spelling.sentence(for: "Elephant").contains("did you mean"))
    }
}
