import Foundation
import Synchronization
import TestSupport

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// A compiled-program cache in a temporary home, whose compiler is `/bin/sh` in name and a
/// closure in deed: tests script what each compile prints and leaves behind.
struct ScriptedCache {
    let folder = TemporaryFolder("cache")

    var home: TutorHome {
        TutorHome(state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
    }

    /// A cache whose compiler answers `--version` with a fixed text, `-###` with no plan, and
    /// everything else with `answer`.
    func makeCache(
        executable: String = "/bin/sh", limit: Int64 = CompiledProgramCache.defaultLimit,
        answer: @escaping @Sendable (ProcessRequest) -> ProcessResult
    ) -> (CompiledProgramCache, FakeLauncher) {
        let launcher = FakeLauncher { request in
            if request.arguments == ["--version"] {
                return ProcessResult(ending: .exited(0), standardOutput: Data("fake swiftc 1.0".utf8))
            }
            if request.arguments.contains("-###") { return ProcessResult(ending: .exited(1)) }
            return answer(request)
        }
        var compiler = SwiftCompiler(
            executable: executable, launcher: launcher, moduleCache: home.modules, environment: testEnvironment)
        compiler.sealKeyFile = home.sealKeyFile
        return (CompiledProgramCache(folder: home.programs, compiler: compiler, limit: limit), launcher)
    }

    /// The key the cache's records are sealed with: the home's.
    var sealKey: SealKey { SealKey.kept(in: home.sealKeyFile) }

    /// A compile that writes `program` (default: a tiny script) at `-o` and prints `stderr`.
    static func compiles(_ program: String = "#!/bin/sh\necho hi\n", stderr: String = "")
        -> @Sendable (ProcessRequest) -> ProcessResult
    {
        { request in
            guard let index = request.arguments.firstIndex(of: "-o") else { return ProcessResult(ending: .exited(0)) }
            _ = FileManager.default.createFile(
                atPath: request.arguments[index + 1], contents: Data(program.utf8),
                attributes: [.posixPermissions: 0o755])
            return ProcessResult(ending: .exited(0), standardError: Data(stderr.utf8))
        }
    }

    /// How many real compiles (not `-###`) the launcher was asked for.
    static func compileCount(_ launcher: FakeLauncher) -> Int {
        launcher.requests.filter { $0.arguments.contains("-o") && !$0.arguments.contains("-###") }.count
    }
}

/// A value shared with a launcher's closure.
final class Box<Value: Sendable>: Sendable {
    private let stored: Mutex<Value>
    init(_ value: Value) { stored = Mutex(value) }
    var value: Value {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
