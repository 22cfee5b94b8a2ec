import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

extension Diagnostic {
    /// The severity and the text, as a stage's `diagnostics.txt` records them.
    package var expected: ExpectedDiagnostic {
        ExpectedDiagnostic(severity: severity, message: message)
    }
}
