import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Where the compiler keeps its module cache, whatever way the home reaches it.
@Suite("Compiler's module cache")
struct SwiftCompilerHomeTests {
    @Test(
        "A cache folder reached through a link is used by its real path, so two homes that share one cache name its modules alike"
    )
    func linkedCacheResolved() throws {
        let shared = TemporaryFolder("module-cache-shared")
        let linked = TemporaryFolder("module-cache-linked")
        try FileManager.default.createSymbolicLink(
            at: linked.url.appendingPathComponent("cache"), withDestinationURL: shared.url)
        let viaLink = TutorHome(
            state: linked.url.appendingPathComponent("state"), cache: linked.url.appendingPathComponent("cache"))
        let direct = TutorHome(state: shared.url.appendingPathComponent("state"), cache: shared.url)
        let first = SwiftCompiler.fromEnvironment([:], launcher: SpawnLauncher(), home: viaLink)
        let second = SwiftCompiler.fromEnvironment([:], launcher: SpawnLauncher(), home: direct)
        #expect(first.moduleCache.path == second.moduleCache.path)
        #expect(first.moduleCache.path == shared.url.resolvingSymlinksInPath().appendingPathComponent("modules").path)
    }
}
