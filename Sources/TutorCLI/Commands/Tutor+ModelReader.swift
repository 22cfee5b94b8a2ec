import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

extension Tutor {
    /// The SwiftParser reader for this tutor's compiler (the prompt builds it ahead).
    package var modelReader: SwiftParserReader? {
        SwiftParserReader(runner: runner)
    }
}
