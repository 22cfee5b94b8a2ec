// swift-tools-version: 6.2
import PackageDescription

/// Every layer, for the test targets, which reach each one.
let layers: [Target.Dependency] = [
    "TutorBase", "TutorSystem", "SwiftToolchain", "TutorDomain", "TutorPresentation", "TutorCLI",
]

/// Every layer but TutorSystem is checked for memory safety by the compiler: an unsafe pointer,
/// `@unchecked Sendable` or `nonisolated(unsafe)` there does not build. The state that signal
/// handlers read, and the system calls themselves, live in TutorSystem.
let memorySafe: [SwiftSetting] = [.strictMemorySafety(), .treatWarning("StrictMemorySafety", as: .error)]

let package = Package(
    name: "codable-tutor",
    // macOS 15: `Mutex` (Synchronization) guards the tutor's shared state; everything else
    // used needs less (regex literals and Swift Testing's `.timeLimit` 13,
    // `FileHandle.read(upToCount:)` 10.15.4, `.withoutEscapingSlashes` 10.15). Linux ignores it.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "codable-tutor", targets: ["codable-tutor"])
    ],
    targets: [
        // libedit, for line editing, history and completion at the prompt.
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        // The lessons and their documents, shipped as a resource bundle so that any working
        // folder, `swift run` and a release build all find them; the README too, whose
        // Environment section the manual page prints. Only this target's own
        // folder holds sources; the rest of the package root is not its business.
        .target(
            name: "TutorContent",
            path: ".",
            exclude: [
                "Sources/CLibEdit", "Sources/TutorBase", "Sources/TutorSystem", "Sources/SwiftToolchain",
                "Sources/TutorDomain", "Sources/TutorPresentation", "Sources/TutorCLI", "Sources/codable-tutor",
                "Tests",
                "Package.swift", "scripts", "docs", "bench",
            ],
            sources: ["Sources/TutorContent"],
            resources: [.copy("Lessons"), .copy("Content"), .copy("README.md")]
        ),
        // The layers, each using only those below it; `package` access crosses them.
        // Failures, exit statuses, text layout, byte sizes, hashing: no system, no tutor.
        .target(name: "TutorBase", swiftSettings: memorySafe),
        // The one place that knows the operating system: system calls, files and locks,
        // processes, their containment and the state signal handlers read.
        .target(name: "TutorSystem", dependencies: ["TutorBase"]),
        // The Swift compiler and what it makes: compile plans, the program cache, runs, and
        // the reader of Swift source.
        .target(name: "SwiftToolchain", dependencies: ["TutorBase", "TutorSystem"], swiftSettings: memorySafe),
        // What the tutor knows: lessons and comparing, cards and scheduling, the learner's
        // records, the analysis of a model, `learn`.
        .target(
            name: "TutorDomain", dependencies: ["TutorBase", "TutorSystem", "SwiftToolchain"], swiftSettings: memorySafe
        ),
        // Views of the domain as text and JSON, laid out to a width.
        .target(
            name: "TutorPresentation", dependencies: ["TutorBase", "TutorSystem", "SwiftToolchain", "TutorDomain"],
            swiftSettings: memorySafe),
        // Commands, the prompt, the quiz, and the composition root: the only layer that
        // writes to the terminal.
        .target(
            name: "TutorCLI",
            dependencies: [
                "TutorBase", "TutorSystem", "SwiftToolchain", "TutorDomain", "TutorPresentation", "TutorContent",
            ],
            swiftSettings: memorySafe
        ),
        .executableTarget(name: "codable-tutor", dependencies: layers + ["CLibEdit"]),
        .target(name: "TestSupport", dependencies: layers, path: "Tests/TestSupport"),
        .testTarget(name: "TutorCoreTests", dependencies: layers + ["TestSupport"], exclude: ["Rendering/Golden"]),
        .testTarget(
            name: "EndToEndTests", dependencies: layers + ["TestSupport", "codable-tutor"],
            exclude: ["Golden", "LearnCorpus"]),
    ]
)
