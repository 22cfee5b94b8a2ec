import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Coding calls and encoding errors read from text")
struct CodingCallsTests {
    @Test("A container's calls are read with their argument and key")
    func calls() {
        let calls = CodingCalls(
            reading: """
                message = try c.decode(String?.self, forKey: .message)
                to = try c.decodeIfPresent(String.self, forKey: .to) ?? ""
                try c.encodeIfPresent(message, forKey: .message)
                """)
        #expect(
            calls.calls == [
                .init(method: "decode", argument: "String?.self", key: "message"),
                .init(method: "decodeIfPresent", argument: "String.self", key: "to"),
                .init(method: "encodeIfPresent", argument: "message", key: "message"),
            ])
        #expect(calls.decodesOptional(forKey: "message"))
        #expect(!calls.decodesOptional(forKey: "to"))
    }

    @Test("An EncodingError line is read into its value, type and path")
    func encodingError() throws {
        let line =
            "EncodingError.invalidValue: inf (Double). Path: above. Debug description: Unable to encode Double.inf directly in JSON."
        let error = try #require(EncodingErrorReading(line: line))
        #expect(error.value == "inf" && error.type == "Double" && error.path == "above")
        #expect(error.isNonConformingFloat)
        #expect(EncodingErrorReading(line: "DecodingError.keyNotFound: Key 'a' not found") == nil)
    }
}
