import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Comparing a round trip as JSON values")
struct RoundTripTests {
    func trip(_ original: String, _ encoded: String) throws -> RoundTrip {
        RoundTrip(original: try JSONReader.read(Data(original.utf8)), encoded: try JSONReader.read(Data(encoded.utf8)))
    }

    @Test("numbers as numbers, keys in any order, a null left out counted and forgiven")
    func same() throws {
        let same = try trip(#"{"a": 2.50, "b": [1e3, -0], "c": null, "d": "x"}"#, #"{"d":"x","b":[1000,0],"a":2.5}"#)
        #expect(same.differences.isEmpty)
        #expect(same.nullsLeftOut == 1)
    }

    @Test("what changed is named by its path, with why")
    func differs() throws {
        let changed = try trip(
            #"{"a": 3.14159265358979323846, "b": [1, 2], "c": "é", "d": true, "e": 1}"#,
            #"{"a":3.141592653589793,"b":[1],"c":"e","d":false,"f":2}"#)
        #expect(changed.differences.map(\.path) == [".a", ".b", ".c", ".d", ".e", ".f"])
        #expect(changed.differences[0].reason == "the number 3.14159265358979323846 came back as 3.141592653589793")
        #expect(changed.differences[1].reason == "2 elements became 1")
        #expect(changed.differences[4].reason == "the key is missing from what was encoded")
        #expect(changed.differences[5].reason == "a key the document does not have was encoded")
    }
}
