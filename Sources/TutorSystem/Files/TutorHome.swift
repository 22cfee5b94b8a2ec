import Foundation
import TutorBase

/// The folders the tutor writes to: state (progress, history, the runs' documents), cache
/// (compiled programs) and the compiler's module cache.
///
/// `EnvironmentVariable.home` puts state and cache in one folder, as tests do; otherwise they follow
/// the XDG base directories on Linux and the Library folders on macOS. `EnvironmentVariable.cache`
/// moves the cache alone.
///
/// The module cache (Foundation's modules, built once per compiler: about a second on the
/// first compile, 17 MB) is the user's, shared by every home: a fresh `EnvironmentVariable.home`
/// finds it warm. It is `EnvironmentVariable.moduleCache` when set, else the default cache's
/// `modules` folder; a home whose shared folder cannot be written uses its own
/// (`SwiftCompiler.fromEnvironment`). A module cache cannot be copied into a home instead:
/// clang records the path each module was built under and refuses it anywhere else.
package struct TutorHome: Sendable {
    package var state: URL
    package var cache: URL
    /// The compiler's module cache, kept warm between runs (see above).
    package var modules: URL

    /// A home with its module cache in `cache` unless `modules` is given.
    package init(state: URL, cache: URL, modules: URL? = nil) {
        self.state = state
        self.cache = cache
        self.modules = modules ?? cache.appendingPathComponent("modules")
    }

    /// The folders for this environment.
    package init(environment: [String: String]) {
        let standard = Self.standardFolders(environment)
        var state = standard.state
        var cache = standard.cache
        if let home = Self.absolute(environment[EnvironmentVariable.home.name]) {
            state = home.appendingPathComponent("state")
            cache = home.appendingPathComponent("cache")
        }
        if let chosen = Self.absolute(environment[EnvironmentVariable.cache.name]) { cache = chosen }
        let modules =
            Self.absolute(environment[EnvironmentVariable.moduleCache.name])
            ?? standard.cache.appendingPathComponent("modules")
        self.init(state: state, cache: cache, modules: modules)
    }

    /// A folder named by an environment variable: a path, made absolute from the working folder.
    private static func absolute(_ value: String?) -> URL? {
        guard let value, !value.isEmpty else { return nil }
        return URL(fileURLWithPath: value, isDirectory: true)
    }

    /// Each system's own folders for state and caches, as if no variable of the tutor's were set.
    private static func standardFolders(_ environment: [String: String]) -> (state: URL, cache: URL) {
        let user = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true)
        if Syscalls.isMacOS {
            return (
                user.appendingPathComponent("Library/Application Support/codable-tutor"),
                user.appendingPathComponent("Library/Caches/codable-tutor")
            )
        }
        let stateBase =
            environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? user.appendingPathComponent(".local/state")
        let cacheBase =
            environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? user.appendingPathComponent(".cache")
        return (stateBase.appendingPathComponent("codable-tutor"), cacheBase.appendingPathComponent("codable-tutor"))
    }

    /// Whether the tutor may write in `folder`, or make it: the folder, or the nearest folder
    /// above it that exists, is writable. Nothing is made to find out.
    package static func mayWrite(_ folder: URL) -> Bool {
        Syscalls.mayWriteFolder(folder.path)
    }

    /// The learner's position and results.
    package var progressFile: URL { state.appendingPathComponent("progress.json") }
    /// Commands typed at the prompt, one per line.
    package var historyFile: URL { state.appendingPathComponent("history") }
    /// Where runs keep their documents, a folder each.
    package var documents: URL { state.appendingPathComponent("documents") }
    /// A fresh name for the folder one run of a program (`Program.name`) keeps its files in:
    /// the process and a random number make it the run's own, so that tutors running the same
    /// stage at once never meet, and a folder left by a killed tutor is recognised and swept.
    package func newDocumentsFolder(named program: String) -> URL {
        let name = program.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" }
        return documents.appendingPathComponent(ScratchName.make(String(name), kind: .run))
    }
    /// The folders where tutors make scratch (`ScratchName`): a killed one's is swept from
    /// them before this tutor's first compile or run.
    package var scratchFolders: [URL] {
        let folders = [
            programs, documents, state, state.appendingPathComponent("probe"), cache,
            cache.appendingPathComponent("plans"),
            cache.appendingPathComponent("compilers"),
        ]
        // The shared module cache's plans, unless they are the home's.
        return folders.contains(plans) ? folders : folders + [plans]
    }
    /// The secret the home's plans, compiler identities and cache records are sealed with
    /// (`SealKey`): in the state folder, which no program the tutor runs can see.
    package var sealKeyFile: URL { state.appendingPathComponent("seal-key") }
    /// Compiled programs, one folder each, named by the hash of what went into them.
    package var programs: URL { cache.appendingPathComponent("programs") }
    /// Beside the module cache: the linker's stand-ins for the toolchain's libraries
    /// (`LinkStubs`), shared by every home, and the plans of a compiler made without a home.
    /// A home's own plans are in its cache folder, sealed with its key.
    package var plans: URL { modules.deletingLastPathComponent().appendingPathComponent("plans") }
}
