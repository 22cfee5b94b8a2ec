import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Where learn's explanations point")
struct LearnConceptsTests {
    @Test("every concept learn can name has a place, and every place is a step or card the lessons have")
    func everyPlaceResolves() throws {
        let concepts = LearnConcepts.load(contentRoot: packageRoot)
        let lessons = LessonLoader(root: packageRoot).load().lessons
        #expect(Set(concepts.written.keys) == Set(LearnConcepts.named))
        #expect(
            concepts.places(in: lessons).count == concepts.written.count, "a place names nothing: \(concepts.written)")
        #expect(LearnConcepts.shown("step postcards optionals", in: lessons) == "postcards 5")
        #expect(LearnConcepts.shown("card postcards a-renamed-key", in: lessons) == "card postcards a-renamed-key")
        #expect(LearnConcepts.shown("step postcards no-such-step", in: lessons) == nil)
        #expect(LearnConcepts.shown("card postcards no-such-card", in: lessons) == nil)
    }

    @Test("the concepts the inference names are all in the list")
    func inferenceNamesListedConcepts() throws {
        let document =
            #"{"a": 1, "b": 2.5, "c": "x", "d": true, "e": null, "f": [], "g": {"h": [{"i": 1}, {}]}, "default": 1, "j_k": 1}"#
        let model = ModelInference.infer([try JSONReader.read(Data(document.utf8))], rootName: "Root")
        let named = Set(
            (model.rootReasons + model.structs.flatMap(\.reasons) + model.properties.flatMap(\.reasons)).map(\.concept))
        #expect(named.isSubset(of: Set(LearnConcepts.named)), "\(named.subtracting(LearnConcepts.named))")
        #expect(named.count >= 9, "\(named)")
    }
}
