import Foundation

/// The folders the tutor writes to: state (progress, history, the runs' documents) and cache
/// (compiled programs, the compiler's module cache).
///
/// `CODABLE_TUTOR_HOME` puts both in one folder, as tests do; otherwise they follow the XDG
/// base directories on Linux and the Library folders on macOS.
public struct TutorHome: Sendable {
    public var state: URL
    public var cache: URL

    public init(state: URL, cache: URL) {
        self.state = state
        self.cache = cache
    }

    /// The folders for this environment.
    public init(environment: [String: String]) {
        if let home = environment["CODABLE_TUTOR_HOME"], !home.isEmpty {
            let root = URL(fileURLWithPath: home, isDirectory: true)
            self.init(state: root.appendingPathComponent("state"), cache: root.appendingPathComponent("cache"))
            return
        }
        let user = URL(fileURLWithPath: environment["HOME"] ?? NSHomeDirectory(), isDirectory: true)
        // Each system's own folders for state and caches.
        if Syscalls.isMacOS {
            self.init(state: user.appendingPathComponent("Library/Application Support/codable-tutor"),
                cache: user.appendingPathComponent("Library/Caches/codable-tutor"))
            return
        }
        let stateBase = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? user.appendingPathComponent(".local/state")
        let cacheBase = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? user.appendingPathComponent(".cache")
        let state = stateBase.appendingPathComponent("codable-tutor")
        let cache = cacheBase.appendingPathComponent("codable-tutor")
        self.init(state: state, cache: cache)
    }

    /// The learner's position and results.
    public var progressFile: URL { state.appendingPathComponent("progress.json") }
    /// Commands typed at the prompt, one per line.
    public var historyFile: URL { state.appendingPathComponent("history") }
    /// Where runs keep their documents, a folder each.
    public var documents: URL { state.appendingPathComponent("documents") }
    /// A fresh name for the folder one run of a program (`Program.name`) keeps its files in:
    /// the process and a random number make it the run's own, so that tutors running the same
    /// stage at once never meet, and a folder left by a killed tutor is recognised and swept.
    public func newDocumentsFolder(named program: String) -> URL {
        let name = program.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" }
        return documents.appendingPathComponent(ScratchName.make(String(name), kind: .run))
    }
    /// The folders where tutors make scratch (`ScratchName`): a killed one's is swept from
    /// them before this tutor's first compile or run.
    public var scratchFolders: [URL] {
        [programs, documents, state, state.appendingPathComponent("probe"), cache, cache.appendingPathComponent("plans"),
            cache.appendingPathComponent("compilers")]
    }
    /// Compiled programs, one folder each, named by the hash of what went into them.
    public var programs: URL { cache.appendingPathComponent("programs") }
    /// The compiler's module cache, kept warm between runs.
    public var modules: URL { cache.appendingPathComponent("modules") }
}
