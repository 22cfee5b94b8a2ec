import Foundation
import TutorBase

/// The environment handed to the programs the tutor starts: what each needs, chosen on
/// purpose, rather than everything the tutor was given (tokens, a learner's `SSH_AUTH_SOCK`,
/// the tutor's own settings).
package enum ChildEnvironment {
    /// What any program needs to find its tools, its libraries, its locale and a scratch folder.
    package static let common: Set<String> = [
        "PATH", "HOME", "USER", "LOGNAME", "TMPDIR", "TZ", "LANG", "LANGUAGE",
        "LD_LIBRARY_PATH", "DYLD_LIBRARY_PATH", "DYLD_FRAMEWORK_PATH",
    ]

    /// What the compiler needs besides: the SDK and toolchain choices of Xcode and `xcrun`,
    /// and the driver's own settings.
    package static let compilerOnly: Set<String> = ["SDKROOT", "DEVELOPER_DIR", "TOOLCHAINS", "XDG_CACHE_HOME"]

    /// The environment for the compiler and the tools it runs.
    package static func forCompiler(from environment: [String: String]) -> [String: String] {
        environment.filter {
            common.contains($0.key) || compilerOnly.contains($0.key) || $0.key.hasPrefix("LC_")
                || $0.key.hasPrefix("SWIFT_")
        }
    }

    /// The environment for a learner's compiled program; the caller adds the documents it reads.
    package static func forProgram(from environment: [String: String]) -> [String: String] {
        var chosen = environment.filter { common.contains($0.key) || $0.key.hasPrefix("LC_") }
        // A crash should report at once, not spend seconds symbolicating a backtrace.
        chosen["SWIFT_BACKTRACE"] = "enable=no"
        return chosen
    }
}
