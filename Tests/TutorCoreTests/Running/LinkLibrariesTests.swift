import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// A launcher that runs every request for real and keeps the commands it started.
final class WatchingLauncher: ProcessLauncher, Sendable {
    private let real = SpawnLauncher()
    private let seen = Mutex<[[String]]>([])

    var programs: [String] { seen.withLock { $0.map { $0[0] } } }
    var commands: [[String]] { seen.withLock { $0 } }

    func run(_ request: ProcessRequest) throws(LaunchError) -> ProcessResult {
        seen.withLock { $0.append([request.executable] + request.arguments) }
        return try real.run(request)
    }

    func runAttached(_ executable: String, arguments: [String], environment: [String: String]) throws(LaunchError)
        -> ProcessResult.Ending
    {
        try real.runAttached(executable, arguments: arguments, environment: environment)
    }

    func resolve(_ executable: String, path: String?) throws(LaunchError) -> String {
        try real.resolve(executable, path: path)
    }
}

@Suite("Linking without the extractor and without clang")
struct LinkLibrariesTests {
    /// What clang's `-###` printed here for the plan's link (Swift 6.3.1, Debian 12), shortened.
    static func clangOutput(object: String) -> String {
        """
        clang version 21.0.0
        Target: x86_64-unknown-linux-gnu
        Thread model: posix
         "/opt/swift/usr/bin/ld.lld" "--hash-style=gnu" "-pie" "-o" "/@codable-tutor@/program" "/lib/x86_64-linux-gnu/Scrt1.o" "-L/opt/swift/usr/lib/swift/linux" "--build-id" "-rpath" "/opt/swift/usr/lib/swift/linux" "/opt/swift/usr/lib/swift/linux/x86_64/swiftrt.o" "\(object)" "-l@codable-tutor-libraries@" "-lswiftCore" "-lc" "/lib/x86_64-linux-gnu/crtn.o"
        """
    }

    @Test(
        "clang's linker command is learned with the object and libraries as placeholders, and replayed with the object's libraries"
    )
    func directLink() throws {
        var plan = try #require(CompilePlan(driverOutput: CompilePlanTests.driverOutput))
        plan.link.insert("-fuse-ld=lld", at: 1)
        let query = plan.directLinkQuery(object: "/scratch/object.o")
        #expect(
            query.contains("/scratch/object.o") && query.contains(CompilePlan.librariesMarker) && query.last == "-###")
        #expect(!query.contains { $0.hasPrefix("@") }, "the libraries' response file is the marker")
        plan.learnDirectLink(clangOutput: Self.clangOutput(object: "/scratch/object.o"), object: "/scratch/object.o")
        let command = try #require(
            plan.directLinkCommand(libraries: ["-lFoundation", "-lm"], output: "/c/p/program", scratch: "/c/p"))
        #expect(command.first == "/opt/swift/usr/bin/ld.lld")
        #expect(command.contains("/c/p/object.o") && command.contains("/c/p/program"))
        let libraries = try #require(command.firstIndex(of: "-lFoundation"))
        #expect(
            command[libraries + 1] == "-lm" && command[libraries + 2] == "-lswiftCore",
            "the libraries go where the marker was, in order")
        #expect(!command.contains { $0.contains("@codable-tutor") })
    }

    @Test("A linker command of another shape, or outside the toolchain, is not learned or not used")
    func unusableDirectLink() throws {
        var plan = try #require(CompilePlan(driverOutput: CompilePlanTests.driverOutput))
        plan.learnDirectLink(
            clangOutput: "clang: error: no such file or directory: '/scratch/object.o'", object: "/scratch/object.o")
        #expect(plan.directLink == nil)
        plan.learnDirectLink(clangOutput: Self.clangOutput(object: "/elsewhere/object.o"), object: "/scratch/object.o")
        #expect(plan.directLink == nil, "clang left the object out")
        plan.learnDirectLink(
            clangOutput: Self.clangOutput(object: "/scratch/object.o").replacingOccurrences(of: "ld.lld", with: "ld"),
            object: "/scratch/object.o")
        #expect(plan.directLink == nil, "a linker other than lld keeps clang")
        plan.learnDirectLink(clangOutput: Self.clangOutput(object: "/scratch/object.o"), object: "/scratch/object.o")
        #expect(plan.directLink != nil)
        var moved = plan
        moved.directLink?[0] = "/bin/sh"
        #expect(!moved.isUsable(toolchain: CompilePlanTests.toolchain), "a linker outside the compiler's folder")
        var cut = plan
        cut.directLink?.removeAll { $0 == CompilePlan.librariesMarker }
        #expect(!cut.isUsable(toolchain: CompilePlanTests.toolchain), "nowhere to put the libraries")
        #expect(!LinkLibraries.areLibraries(["-lFoundation", "-Xlinker"]) && !LinkLibraries.areLibraries(["-l"]))
        #expect(LinkLibraries.areLibraries(["-lFoundation", "-lswift_Concurrency"]))
    }

    @Test("The section of an object is read from its headers; anything that is not an ELF object has none")
    func sections() throws {
        let folder = TemporaryFolder("elf")
        let source = folder.url.appendingPathComponent("a.swift")
        try Data("import Foundation\nprint(Date())\n".utf8).write(to: source)
        let object = folder.url.appendingPathComponent("a.o")
        let compiled = try SpawnLauncher().run(
            ProcessRequest(
                executable: "swiftc",
                arguments: ["-c", "-module-cache-path", sharedModuleCache.path, source.path, "-o", object.path],
                environment: testEnvironment))
        #expect(compiled.succeeded, "\(compiled.errorText)")
        let data = try Data(contentsOf: object)
        let section = try #require(ELFFile.section(named: ".swift1_autolink_entries", in: data))
        let entries = section.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        #expect(entries.contains("-lFoundation") && entries.contains("-lswiftCore"))
        // The extractor's own answer holds the same libraries.
        let listed = folder.url.appendingPathComponent("a.autolink")
        let extracted = try SpawnLauncher().run(
            ProcessRequest(
                executable: "/opt/swift/usr/bin/swift-autolink-extract",
                arguments: [object.path, "-o", listed.path], environment: testEnvironment))
        if extracted.succeeded {
            #expect(Set(LinkLibraries.flags(inExtractorOutput: try Data(contentsOf: listed))) == Set(entries))
        }
        #expect(ELFFile.section(named: ".no_such_section", in: data) == nil)
        #expect(ELFFile.section(named: ".swift1_autolink_entries", in: Data("#!/bin/sh\n".utf8)) == nil)
        #expect(ELFFile.section(named: ".swift1_autolink_entries", in: data.prefix(200)) == nil, "cut short")
        var garbled = data
        garbled.replaceSubrange(0x28..<0x30, with: [UInt8](repeating: 0xFF, count: 8))
        #expect(ELFFile.section(named: ".swift1_autolink_entries", in: garbled) == nil, "headers past the end")
    }

    @Test(
        "The extractor is asked once per set of libraries; the next compile links with the kept answer, and lld without clang"
    )
    func extractorAskedOnce() throws {
        let folder = TemporaryFolder("link-libraries")
        let launcher = WatchingLauncher()
        // A plans folder of this test's own, so that what is kept is this test's.
        let own = SwiftCompiler(
            executable: "swiftc", launcher: launcher,
            moduleCache: folder.url.appendingPathComponent("cache/modules"), environment: testEnvironment)
        func compile(_ text: String, _ name: String) throws -> URL {
            let source = folder.url.appendingPathComponent("\(name).swift")
            try Data(text.utf8).write(to: source)
            let scratch = folder.url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let output = scratch.appendingPathComponent("program")
            let result = try own.compilation([source], flags: [], output: output, cancellation: nil).result
            #expect(result.succeeded, "\(result.diagnostics)")
            return output
        }
        let first = try compile("import Foundation\nprint(JSONEncoder().outputFormatting.rawValue)\n", "first")
        let extractorRuns = launcher.programs.filter { $0.hasSuffix("swift-autolink-extract") }.count
        let second = try compile("import Foundation\nprint(Date(timeIntervalSince1970: 0))\n", "second")
        let after = launcher.programs.filter { $0.hasSuffix("swift-autolink-extract") }.count
        #expect(after == extractorRuns, "the second object imports the same modules: the kept answer is used")
        #expect(extractorRuns <= 1, "one set of libraries, one question at most (another test may have asked it)")
        let plans = folder.url.appendingPathComponent("cache/plans")
        if extractorRuns == 1 {
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: plans.path).contains { $0.hasPrefix("autolink-") })
        }
        if FileManager.default.isExecutableFile(atPath: "/opt/swift/usr/bin/ld.lld") {
            #expect(
                launcher.programs.last?.hasSuffix("/ld.lld") == true, "lld is run without clang: \(launcher.programs)")
        }
        for (program, printed) in [(first, "0"), (second, "1970-01-01 00:00:00 +0000")] {
            let run = try SpawnLauncher().run(
                ProcessRequest(executable: program.path, arguments: [], environment: testEnvironment))
            #expect(run.outputText.trimmingCharacters(in: .whitespacesAndNewlines) == printed)
        }
        // An answer on disk that is not sealed as the tutor wrote it is never used.
        let libraries = LinkLibraries(folder: plans, sealKey: .ephemeral)
        let key = UUID().uuidString
        try Data("-lnot_a_library\n".utf8).write(to: plans.appendingPathComponent("autolink-\(key).txt"))
        #expect(libraries.flags(for: key) == nil)
        libraries.keep(extractorOutput: Data("-lm\n".utf8), for: key)
        #expect(libraries.flags(for: key) == ["-lm"])
        // A sealed answer that holds anything but libraries is asked again, from memory or disk.
        let rewritten = UUID().uuidString
        try SealedFile.seal(
            Data("-lm\n-fuse-ld=/tmp/impostor\n".utf8), key: .ephemeral, name: "autolink-\(rewritten).txt"
        ).write(to: plans.appendingPathComponent("autolink-\(rewritten).txt"))
        #expect(libraries.flags(for: rewritten) == nil)
        libraries.keep(extractorOutput: Data("-lm\n-Xlinker\n-z\n".utf8), for: rewritten)
        #expect(libraries.flags(for: rewritten) == nil)
    }
}
