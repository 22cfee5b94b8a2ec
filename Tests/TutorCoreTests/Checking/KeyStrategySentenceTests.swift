import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// A key not found with `.convertFromSnakeCase` on is told as the strategy's doing when the
/// key has an underscore inside it: the document has that key, converted before the match.
@Suite("Key-not-found with a key strategy")
struct KeyStrategySentenceTests {
    static let line =
        "DecodingError.keyNotFound: Key 'image_url' not found. Path: [0]. Debug description: No value associated with key image_url."

    @Test("With the strategy on, the sentence says what the document's key became and what the raw value must be")
    func strategyOn() throws {
        var reading = try #require(DecodingErrorReading(line: Self.line))
        reading.convertsFromSnakeCase = true
        let sentence = reading.sentence(element: "idea")
        #expect(
            sentence.contains("`.convertFromSnakeCase` had turned the document's `image_url` into `imageUrl` first"),
            "\(sentence)")
        #expect(sentence.hasSuffix("the key's raw value must be the converted spelling, `imageUrl`."))
        #expect(!sentence.contains("has no such key"))
        #expect(CheckMistake.forError(reading) == .rawValueBeforeConversion)
    }

    @Test("Without the strategy, or for a key with no underscore inside, it stays the plain sentence")
    func strategyOffOrPlainKey() throws {
        let off = try #require(DecodingErrorReading(line: Self.line))
        #expect(off.sentence(element: "idea").hasSuffix("and the document has no such key."))
        #expect(CheckMistake.forError(off) == .keyNotFound)
        var edges = try #require(
            DecodingErrorReading(line: Self.line.replacingOccurrences(of: "image_url", with: "_id")))
        edges.convertsFromSnakeCase = true
        #expect(edges.keyBeforeConversion == nil)
    }

    @Test("Keys convert as Foundation converts them")
    func conversion() {
        #expect(DecodingErrorReading.convertedFromSnakeCase("image_url") == "imageUrl")
        #expect(DecodingErrorReading.convertedFromSnakeCase("image_URL") == "imageUrl")
        #expect(DecodingErrorReading.convertedFromSnakeCase("suggested_nights_max") == "suggestedNightsMax")
        #expect(DecodingErrorReading.convertedFromSnakeCase("_private_key_") == "_privateKey_")
    }
}
