import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// `version`'s lines; the SwiftParser reader's are in `ReplCompileAheadTests`, which builds it.
@Suite("Version command")
struct VersionCommandTests {
    @Test("A compiler whose toolchain ships no SwiftParser: the token reader is named as the one in use")
    func noParser() {
        let folder = TemporaryFolder("version")
        let collected = CollectingConsole()
        let tutor = makeFakeTutor(in: folder, console: collected)
        #expect(CommandRegistry.perform(["version"], in: makeSession(tutor)) == .success)
        let said = collected.output.unwrapped
        #expect(
            said.contains(
                "model reader: the tutor's own token reader (this compiler's toolchain ships no SwiftParser)"),
            "\(said)")
        #expect(!said.contains("SwiftParser (built)"))
    }
}
