// swift-tools-version: 6.0
import PackageDescription

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
                "Sources/CLibEdit", "Sources/TutorCore", "Sources/codable-tutor", "Tests",
                "Package.swift", "scripts", "docs", "bench",
            ],
            sources: ["Sources/TutorContent"],
            resources: [.copy("Lessons"), .copy("Content"), .copy("README.md")]
        ),
        .target(name: "TutorCore", dependencies: ["TutorContent"]),
        .executableTarget(name: "codable-tutor", dependencies: ["TutorCore", "CLibEdit"]),
        .target(name: "TestSupport", dependencies: ["TutorCore"], path: "Tests/TestSupport"),
        .testTarget(name: "TutorCoreTests", dependencies: ["TutorCore", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["TutorCore", "TestSupport", "codable-tutor"]),
    ]
)
