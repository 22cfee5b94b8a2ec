import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Reading a DecodingError")
struct DecodingErrorReadingTests {
    @Test("keyNotFound: the key, and the path in words")
    func keyNotFound() throws {
        let line =
            #"DecodingError.keyNotFound: Key 'pictureURL' not found in keyed decoding container. Path: [0]. Debug description: No value associated with key CodingKeys(stringValue: "pictureURL", intValue: nil) ("pictureURL")."#
        let error = try #require(DecodingErrorReading(line: line))
        #expect(error.kind == .keyNotFound && error.key == "pictureURL" && error.path == "[0]")
        #expect(
            error.sentence(element: "postcard")
                == "keyNotFound: the decoder looked for the key `pictureURL` in the first postcard and the document has no such key."
        )
        #expect(CheckMistake.forError(error) == .keyWithAcronym)
    }

    @Test("typeMismatch on both platforms' spellings, with what was found")
    func typeMismatch() throws {
        for line in [
            "DecodingError.typeMismatch: Expected value of type Double. Path: [0].sent. Debug description: Expected to decode Double but found a string instead.",
            "DecodingError.typeMismatch: expected value of type Double. Path: [0].sent. Debug description: Expected to decode Double but found a string instead.",
        ] {
            let error = try #require(DecodingErrorReading(line: line))
            #expect(
                error.sentence(element: "postcard")
                    == "typeMismatch: at the first postcard's `sent` the model expects a `Double`, but the document holds a string."
            )
            #expect(CheckMistake.forError(error) == .dateAsText)
        }
    }

    @Test("An array wanted where text was found is bytes written as text only when Data is read as numbers")
    func dataAsText() throws {
        let line =
            "DecodingError.typeMismatch: expected value of type Array<Any>. Path: [0].thumbnail. Debug description: Expected to decode Array<Any> but found a string instead."
        var error = try #require(DecodingErrorReading(line: line))
        #expect(CheckMistake.forError(error) == .typeMismatch)
        error.readsDataAsNumbers = true
        #expect(CheckMistake.forError(error) == .dataAsText)
        let object = try #require(
            DecodingErrorReading(
                line:
                    "DecodingError.typeMismatch: expected value of type Array<Any>. Path: [0].errata. Debug description: Expected to decode Array<Any> but found a dictionary instead."
            ))
        error = object
        error.readsDataAsNumbers = true
        #expect(CheckMistake.forError(error) == .typeMismatch)
    }

    @Test("valueNotFound and dataCorrupted")
    func others() throws {
        let null = try #require(
            DecodingErrorReading(
                line:
                    "DecodingError.valueNotFound: Expected value of type String but found null instead. Path: to. Debug description: Cannot get value of type String -- found null value instead"
            ))
        #expect(null.expectedType == "String")
        #expect(
            null.sentence(element: "postcard")
                == "valueNotFound: at `to` the document has `null`, but the model's `String` is not optional.")
        let enumCase = try #require(
            DecodingErrorReading(
                line:
                    "DecodingError.dataCorrupted: Data was corrupted. Path: [3].stamp. Debug description: Cannot initialize Stamp from invalid String value pigeon"
            ))
        #expect(enumCase.place(element: "postcard") == "the fourth postcard's `stamp`")
        #expect(CheckMistake.forError(enumCase) == .unknownEnumValue)
        #expect(CheckMistake.forError(null) == .nullValue)
        #expect(DecodingErrorReading(line: "4 postcards") == nil)
    }

    @Test("Compiler messages the lessons explain are recognised as their mistakes")
    func diagnosticsAdvice() {
        #expect(
            CheckMistake.forDiagnostic(
                "cannot automatically synthesize 'Decodable' because 'stamp' does not have a matching CodingKey and does not have a default value"
            ) == .missingCodingKey)
        #expect(
            CheckMistake.forDiagnostic(
                "cannot automatically synthesize 'Decodable' because 'extra' does not conform to 'Decodable'")
                == .propertyNotCodable)
        #expect(
            CheckMistake.forDiagnostic(
                "cannot automatically synthesize 'Decodable' because '_' does not conform to 'Decodable'") == nil)
        #expect(
            CheckMistake.forDiagnostic(
                "extension outside of file declaring struct 'Postcard' prevents automatic synthesis of 'init(from:)' for protocol 'Decodable'"
            ) == .extensionInAnotherFile)
    }
}
