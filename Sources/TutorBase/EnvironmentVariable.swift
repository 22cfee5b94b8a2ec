/// An environment variable the tutor reads or sets, declared once: its name, and the line
/// `--help` gives it. The readers (`RunLimits`, `TutorHome`, `SwiftCompiler`, …), the messages
/// that name a variable, `--help` and a test of the README's Environment section (which the
/// manual page prints) all take the name from here, so no two places can spell it apart.
package struct EnvironmentVariable: Sendable, Hashable, CustomStringConvertible {
    /// The name, as a shell sets it.
    package let name: String
    /// What `--help` says of it; nil for one a learner never sets (the tests' hooks, what the
    /// tutor hands its programs).
    package let help: String?

    private init(_ name: String, help: String? = nil) {
        self.name = name
        self.help = help
    }

    package var description: String { name }

    /// Its value in `environment`; nil when it is unset or empty (an empty value means unset,
    /// as for most Unix variables; `bubblewrap`'s reader, for which empty means none, asks for
    /// the raw value).
    package func value(in environment: [String: String]) -> String? {
        environment[name].flatMap { $0.isEmpty ? nil : $0 }
    }

    // What the learner may set, in the order `--help` and the README list them.
    package static let lessons = EnvironmentVariable(
        "CODABLE_TUTOR_LESSONS", help: "folders of lessons of your own, separated by :")
    package static let home = EnvironmentVariable(
        "CODABLE_TUTOR_HOME", help: "one folder for progress, history and compiled programs")
    package static let cache = EnvironmentVariable(
        "CODABLE_TUTOR_CACHE", help: "the folder for compiled programs alone")
    package static let moduleCache = EnvironmentVariable(
        "CODABLE_TUTOR_MODULE_CACHE",
        help: "the compiler's module cache, which every home shares (default: modules in the standard cache folder)")
    package static let swiftc = EnvironmentVariable(
        "CODABLE_TUTOR_SWIFTC", help: "the Swift compiler to use (default: swiftc on PATH)")
    package static let noPlan = EnvironmentVariable(
        "CODABLE_TUTOR_NO_PLAN", help: "1: compile through swiftc's driver every time")
    package static let noStubs = EnvironmentVariable(
        "CODABLE_TUTOR_NO_STUBS", help: "1: link against the real libraries every time")
    package static let timeLimit = EnvironmentVariable(
        "CODABLE_TUTOR_TIME_LIMIT", help: "seconds a program may run before it is stopped (default 10)")
    package static let memoryLimit = EnvironmentVariable(
        "CODABLE_TUTOR_MEMORY_LIMIT", help: "memory a program may use, like 512M or 2G (default 1G)")
    package static let processLimit = EnvironmentVariable(
        "CODABLE_TUTOR_PROCESS_LIMIT", help: "processes a program may have at once (default 64)")
    package static let containment = EnvironmentVariable(
        "CODABLE_TUTOR_CONTAINMENT", help: "off: run programs without bubblewrap or control groups")
    package static let bubblewrap = EnvironmentVariable(
        "CODABLE_TUTOR_BWRAP", help: "the bubblewrap to run programs through (default: the system's; empty: none)")
    package static let compileTimeLimit = EnvironmentVariable(
        "CODABLE_TUTOR_COMPILE_TIME_LIMIT", help: "seconds a compile may take (default 120)")
    package static let busyNotice = EnvironmentVariable(
        "CODABLE_TUTOR_BUSY_NOTICE",
        help: "seconds of waiting on the compiler before a \"still compiling\" line (default 10)")
    package static let cacheLimit = EnvironmentVariable(
        "CODABLE_TUTOR_CACHE_LIMIT", help: "space the compiled programs may take, like 500M (default 1G)")
    package static let noColor = EnvironmentVariable("NO_COLOR", help: "no colour, even on a terminal")
    package static let pager = EnvironmentVariable(
        "PAGER", help: "what shows a long view on a terminal (default: less -R)")
    package static let noPager = EnvironmentVariable("NO_PAGER", help: "no pager, even on a terminal")

    // What the tests and the tutor's own builds set.
    /// The folder with `Lessons/` and `Content/` in place of the built-in ones (tests).
    package static let content = EnvironmentVariable("CODABLE_TUTOR_CONTENT")
    /// A file a hostile test program writes what it saw to (debug builds only).
    package static let testOutlet = EnvironmentVariable("CODABLE_TUTOR_TEST_OUTLET")
    /// `1`: SIGUSR1 makes the tutor's main thread overflow its stack (a fault test).
    package static let testOverflowOnSignal = EnvironmentVariable("CODABLE_TUTOR_TEST_OVERFLOW_ON_USR1")

    // What the tutor hands the programs it runs.
    /// The run's token, by which its strays are found.
    package static let runToken = EnvironmentVariable("CODABLE_TUTOR_RUN")
    /// The folder a program reads and writes its documents in.
    package static let documents = EnvironmentVariable("CODABLE_TUTOR_DOCUMENTS")
    /// The stage's document, when it has one.
    package static let document = EnvironmentVariable("CODABLE_TUTOR_DOCUMENT")

    /// Every variable a learner may set, in the order `--help` lists them.
    package static let documented: [EnvironmentVariable] = [
        lessons, home, cache, moduleCache, swiftc, noPlan, noStubs, timeLimit, memoryLimit, processLimit,
        containment, bubblewrap, compileTimeLimit, busyNotice, cacheLimit, noColor, pager, noPager,
    ]
}
