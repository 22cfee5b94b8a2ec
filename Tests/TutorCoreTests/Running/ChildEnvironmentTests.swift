import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// What is handed on to the compiler and to programs: chosen, not everything.
@Suite("Child environment")
struct ChildEnvironmentTests {
    let tutors = [
        "PATH": "/usr/bin", "HOME": "/home/l", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "TMPDIR": "/tmp/x",
        "AWS_SECRET_ACCESS_KEY": "secret", "SSH_AUTH_SOCK": "/tmp/agent", "CODABLE_TUTOR_HOME": "/h", "EDITOR": "vi",
        "SDKROOT": "/sdk", "SWIFT_EXEC": "/swift-frontend", "LD_LIBRARY_PATH": "/toolchain/lib",
    ]

    @Test("A program gets what it needs to run, and no backtrace symbolication")
    func program() {
        let chosen = ChildEnvironment.forProgram(from: tutors)
        #expect(Set(chosen.keys) == ["PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "LD_LIBRARY_PATH", "SWIFT_BACKTRACE"])
        #expect(chosen["SWIFT_BACKTRACE"] == "enable=no")
    }

    @Test("The compiler gets the toolchain's settings too, and nothing secret")
    func compiler() {
        let chosen = ChildEnvironment.forCompiler(from: tutors)
        #expect(
            Set(chosen.keys) == [
                "PATH", "HOME", "LANG", "LC_ALL", "TMPDIR", "LD_LIBRARY_PATH", "SDKROOT", "SWIFT_EXEC",
            ])
    }
}
