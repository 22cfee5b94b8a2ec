/// An environment variable the tutor reads or sets, declared once: its name, and the line
/// `--help` gives it. The readers (`RunLimits`, `TutorHome`, `SwiftCompiler`, …), the messages
/// that name a variable, `--help` and a test of the README's Environment section (which the
/// manual page prints) all take the name from here, so no two places can spell it apart.
package enum EnvironmentVariable: String, Sendable, CaseIterable, CustomStringConvertible {
    // What the learner may set, in the order `--help` and the README list them.
    case lessons = "CODABLE_TUTOR_LESSONS"
    case home = "CODABLE_TUTOR_HOME"
    case cache = "CODABLE_TUTOR_CACHE"
    case moduleCache = "CODABLE_TUTOR_MODULE_CACHE"
    case swiftc = "CODABLE_TUTOR_SWIFTC"
    case noPlan = "CODABLE_TUTOR_NO_PLAN"
    case noStubs = "CODABLE_TUTOR_NO_STUBS"
    case timeLimit = "CODABLE_TUTOR_TIME_LIMIT"
    case memoryLimit = "CODABLE_TUTOR_MEMORY_LIMIT"
    case processLimit = "CODABLE_TUTOR_PROCESS_LIMIT"
    case containment = "CODABLE_TUTOR_CONTAINMENT"
    case bubblewrap = "CODABLE_TUTOR_BWRAP"
    case compileTimeLimit = "CODABLE_TUTOR_COMPILE_TIME_LIMIT"
    case busyNotice = "CODABLE_TUTOR_BUSY_NOTICE"
    case cacheLimit = "CODABLE_TUTOR_CACHE_LIMIT"
    case noColor = "NO_COLOR"
    case pager = "PAGER"
    case noPager = "NO_PAGER"

    // What the tests and the tutor's own builds set.
    /// The folder with `Lessons/` and `Content/` in place of the built-in ones (tests).
    case content = "CODABLE_TUTOR_CONTENT"
    /// A file a hostile test program writes what it saw to (debug builds only).
    case testOutlet = "CODABLE_TUTOR_TEST_OUTLET"
    /// `1`: SIGUSR1 makes the tutor's main thread overflow its stack (a fault test).
    case testOverflowOnSignal = "CODABLE_TUTOR_TEST_OVERFLOW_ON_USR1"

    // What the tutor hands the programs it runs.
    /// The run's token, by which its strays are found.
    case runToken = "CODABLE_TUTOR_RUN"
    /// The folder a program reads and writes its documents in.
    case documents = "CODABLE_TUTOR_DOCUMENTS"
    /// The stage's document, when it has one.
    case document = "CODABLE_TUTOR_DOCUMENT"

    /// The name, as a shell sets it.
    package var name: String { rawValue }

    package var description: String { rawValue }

    /// What `--help` says of it; nil for one a learner never sets (the tests' hooks, what the
    /// tutor hands its programs).
    package var help: String? { Self.helpLines[self] }

    /// Its value in `environment`; nil when it is unset or empty (an empty value means unset,
    /// as for most Unix variables; `bubblewrap`'s reader, for which empty means none, asks for
    /// the raw value).
    package func value(in environment: [String: String]) -> String? {
        environment[rawValue].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Every variable a learner may set, in the order `--help` lists them.
    package static let documented = allCases.filter { $0.help != nil }

    private static let helpLines: [EnvironmentVariable: String] = [
        .lessons: "folders of lessons of your own, separated by :",
        .home: "one folder for progress, history and compiled programs",
        .cache: "the folder for compiled programs alone",
        .moduleCache:
            "the compiler's module cache, which every home shares (default: modules in the standard cache folder)",
        .swiftc: "the Swift compiler to use (default: swiftc on PATH)",
        .noPlan: "1: compile through swiftc's driver every time",
        .noStubs: "1: link against the real libraries every time",
        .timeLimit: "seconds a program may run before it is stopped (default 10)",
        .memoryLimit: "memory a program may use, like 512M or 2G (default 1G)",
        .processLimit: "processes a program may have at once (default 64)",
        .containment: "off: run programs without bubblewrap or control groups",
        .bubblewrap: "the bubblewrap to run programs through (default: the system's; empty: none)",
        .compileTimeLimit: "seconds a compile may take (default 120)",
        .busyNotice: "seconds of waiting on the compiler before a \"still compiling\" line (default 10)",
        .cacheLimit: "space the compiled programs may take, like 500M (default 1G)",
        .noColor: "no colour, even on a terminal",
        .pager: "what shows a long view on a terminal (default: less -R)",
        .noPager: "no pager, even on a terminal",
    ]
}
