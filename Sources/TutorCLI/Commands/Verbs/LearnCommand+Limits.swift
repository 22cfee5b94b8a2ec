import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension LearnCommand {
    /// The most properties, in all its structs, of a model `learn` compiles and proves.
    ///
    /// The compiler's time grows with them: about 3.5 ms a property once each large struct's
    /// `CodingKeys` is written out (`ModelEmitter.synthesizedKeysUpTo`), so 2000 compile in
    /// about 6 s on two busy cores, 3000 in 11 s and 6000 in 25 s, against the 120 s compile
    /// limit and a learner waiting. Real documents come nowhere near: an API's largest objects
    /// have a few hundred keys, and an object of many keys of one shape is a dictionary.
    static let largestModel = 2000

    /// Refuses, before anything is compiled, a model too large to prove in reasonable time:
    /// the learner is told at once rather than after two minutes of a compiler at work.
    static func refuseLargeModel(_ model: InferredModel, paths: [String]) throws(CommandFailure) {
        let properties = model.structs.reduce(0) { $0 + $1.properties.count }
        guard properties > largestModel else { return }
        let shown = paths.count == 1 ? "`\(TerminalText.escaped(paths[0], limit: 60))` makes" : "These documents make"
        throw CommandFailure(
            """
            \(shown) a model of \(properties) properties: learn proves models of \(largestModel) at most, since each \
            property adds to the compile and more would keep you waiting for minutes.
            """,
            hint: "Learn from a part of it: the objects whose model you want, or a few elements of each array.")
    }
}
