import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The `CodingKeys` Swift synthesizes for a struct of thousands of properties takes the
/// compiler minutes; learn writes a `String` one out past `synthesizedKeysUpTo`, and refuses
/// a model past `largestModel` before compiling anything.
@Suite("learn's large models")
struct ModelEmitterKeysTests {
    func model(keys: Int) throws -> InferredModel {
        let text = "{" + (0..<keys).map { "\"key\($0)\": \($0)" }.joined(separator: ", ") + "}"
        return ModelInference.infer(
            [try JSONReader.read(Data(text.utf8))], rootName: "Root", elementName: nil, snakeCase: false)
    }

    @Test(
        "A struct of few properties leaves CodingKeys to Swift; past the threshold it is spelled out as a String enum, with the reason beside it"
    )
    func spelledOutPastThreshold() throws {
        let few = ModelEmitter(
            model: try model(keys: ModelEmitter.synthesizedKeysUpTo), places: [:], sources: ["few.json"]
        ).modelFile
        #expect(!few.contains("CodingKeys"))
        let count = ModelEmitter.synthesizedKeysUpTo + 1
        let many = ModelEmitter(model: try model(keys: count), places: [:], sources: ["many.json"]).modelFile
        #expect(many.contains("    enum CodingKeys: String, CodingKey {\n        case key0\n"))
        #expect(many.contains("    /// Spelled out, though every key is its property's name: with \(count) properties"))
        #expect(many.components(separatedBy: "\n        case key").count == count + 1, "a case for every property")
    }

    @Test(
        "A model of more properties than learn proves is refused before any compile, in a sentence naming the count and the limit"
    )
    func refusedPastLimit() throws {
        try LearnCommand.refuseLargeModel(try model(keys: LearnCommand.largestModel), paths: ["ok.json"])
        #expect { try LearnCommand.refuseLargeModel(try model(keys: 3000), paths: ["wide.json"]) } throws: { error in
            (error as? CommandFailure)?.message
                == "`wide.json` makes a model of 3000 properties: learn proves models of 2000 at most, since each property adds to the compile and more would keep you waiting for minutes."
        }
    }
}
