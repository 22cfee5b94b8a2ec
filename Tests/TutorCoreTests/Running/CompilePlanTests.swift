import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Compiling without the driver")
struct CompilePlanTests {
    /// What `swiftc -wmo … -###` printed here (Swift 6.3.1, Linux), shortened.
    static let driverOutput = """
        /opt/swift/usr/bin/swift-frontend -frontend -c /@codable-tutor@/S0.swift /@codable-tutor@/S1.swift -target x86_64-unknown-linux-gnu -module-cache-path /@codable-tutor@/modules -Onone -diagnostic-style llvm -module-name program -o /tmp/TemporaryDirectory.bhPcJm/program-1.o
        /opt/swift/usr/bin/swift-autolink-extract /tmp/TemporaryDirectory.bhPcJm/program-1.o -o /tmp/TemporaryDirectory.bhPcJm/program-2.autolink
        /opt/swift/usr/bin/clang -pie -Xlinker -rpath -Xlinker "/opt/swift/usr/lib/swift/linux" /tmp/TemporaryDirectory.bhPcJm/program-1.o @/tmp/TemporaryDirectory.bhPcJm/program-2.autolink -lswiftCore -o /@codable-tutor@/program
        """
    /// The folder the plan's programs are in.
    static let toolchain: Set<String> = ["/opt/swift/usr/bin"]

    @Test("The driver's plan is learned, and replayed with real paths")
    func replay() throws {
        let plan = try #require(CompilePlan(driverOutput: Self.driverOutput))
        let commands = plan.commands(
            sources: ["/l/main.swift", "/l/Harness.swift", "/l/model.swift", "/l/run.swift"],
            moduleCache: "/c/modules", output: "/c/p.partial/program", scratch: "/c/p.partial")
        #expect(commands.count == 3)
        #expect(
            commands[0].prefix(7) == [
                "/opt/swift/usr/bin/swift-frontend", "-frontend", "-c", "/l/main.swift", "/l/Harness.swift",
                "/l/model.swift", "/l/run.swift",
            ])
        #expect(commands[0].contains("/c/modules"))
        #expect(commands[0].last == "/c/p.partial/object.o")
        #expect(
            commands[1] == [
                "/opt/swift/usr/bin/swift-autolink-extract", "/c/p.partial/object.o", "-o",
                "/c/p.partial/libraries.autolink",
            ])
        #expect(commands[2].contains("@/c/p.partial/libraries.autolink"))
        #expect(commands[2].contains("/opt/swift/usr/lib/swift/linux"), "quotes are undone")
        #expect(commands[2].last == "/c/p.partial/program")
        #expect(!commands.joined().contains { $0.contains("TemporaryDirectory") || $0.contains("@codable-tutor@") })
    }

    @Test("A plan that decodes but is empty, or names programs that are not there, is not used")
    func unusablePlans() throws {
        let empty = try JSONDecoder().decode(
            CompilePlan.self, from: Data(#"{"frontend":[],"autolink":[],"link":[]}"#.utf8))
        #expect(!empty.isUsable(toolchain: Self.toolchain))
        var moved = try #require(CompilePlan(driverOutput: Self.driverOutput))
        moved.frontend[0] = "/nonexistent/swift-frontend"
        #expect(!moved.isUsable(toolchain: Self.toolchain))
        var cut = try #require(CompilePlan(driverOutput: Self.driverOutput))
        cut.link.removeLast(2)
        #expect(!cut.isUsable(toolchain: Self.toolchain), "a link without its output")
        let whole = try #require(CompilePlan(driverOutput: Self.driverOutput))
        #expect(whole.isUsable(toolchain: Self.toolchain))
        #expect(!whole.isUsable(toolchain: ["/usr/bin"]), "programs outside the compiler's own folder")
        var elsewhere = whole
        elsewhere.frontend[0] = "/bin/sh"
        #expect(!elsewhere.isUsable(toolchain: Self.toolchain), "a program that is there, but not the toolchain's")
        elsewhere = whole
        elsewhere.link[0] = "/opt/swift/usr/bin/../../../bin/sh"
        #expect(!elsewhere.isUsable(toolchain: Self.toolchain), "a path that climbs out of the toolchain")
    }

    @Test("Output of another shape gives no plan, and the driver is used")
    func unknownShape() {
        #expect(CompilePlan(driverOutput: "/usr/bin/swift-frontend -frontend -c a.swift -o a.o") == nil)
        let extraTemporary = Self.driverOutput.replacingOccurrences(
            of: "-module-name program", with: "-supplementary-output-file-map /tmp/TemporaryDirectory.x/map")
        #expect(CompilePlan(driverOutput: extraTemporary) == nil)
    }

    @Test("A repeated message at the same place is kept once, with its notes")
    func duplicates() {
        let output = """
            /a/m.swift:3:8: error: type 'Postcard' does not conform to protocol 'Decodable'
            /a/m.swift:5:9: note: cannot automatically synthesize 'Decodable'
            /a/m.swift:3:8: error: type 'Postcard' does not conform to protocol 'Decodable'
            /a/m.swift:5:9: note: cannot automatically synthesize 'Decodable'
            /a/m.swift:3:8: error: type 'Postcard' does not conform to protocol 'Encodable'
            /a/m.swift:5:9: note: cannot automatically synthesize 'Encodable'
            """
        #expect(
            Diagnostic.parse(output).map(\.message) == [
                "type 'Postcard' does not conform to protocol 'Decodable'",
                "cannot automatically synthesize 'Decodable'",
                "type 'Postcard' does not conform to protocol 'Encodable'",
                "cannot automatically synthesize 'Encodable'",
            ])
    }

    @Test("Compiling ahead fills the cache; a run then finds its program there")
    func compileAhead() throws {
        let folder = TemporaryFolder("ahead")
        let home = TutorHome(
            state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        let launcher = FakeLauncher.compilerAndProgram(output: "Hello from run()\n")
        let console = CollectingConsole()
        let tutor = Tutor(
            contentRoot: packageRoot, home: home, environment: testEnvironment,
            compiler: SwiftCompiler(
                executable: "/bin/sh", launcher: launcher, moduleCache: home.modules, environment: testEnvironment),
            launcher: launcher, console: console.console, styler: Styler(colour: false), width: 80)
        let lesson = tutor.lessons[0]
        let background = BackgroundCompiler(runner: tutor.runner, workers: 2)
        background.want(lesson.stages.prefix(4).map { $0.program(in: lesson) })
        background.finish()
        let run = try tutor.runner.run(lesson.stages[0].program(in: lesson))
        #expect(run.compiledFromCache)
        let compiles = launcher.requests.filter { $0.arguments.contains("-o") && !$0.arguments.contains("-###") }
        #expect(compiles.count <= 4)
        #expect(compiles.allSatisfy { $0.lowPriority })
    }

    @Test("A plan remembered for one cache's compiler is not used by another cache's")
    func planMemoryPerCache() throws {
        // The same executable and flags in two homes: one driver gives no plan, the other does.
        let flags = ["-D", "PLAN_\(UUID().uuidString.prefix(8))"]
        let folder = TemporaryFolder("plans")
        let first = FakeLauncher { _ in ProcessResult(ending: .exited(1)) }
        let second = FakeLauncher { _ in ProcessResult(ending: .exited(0), standardOutput: Data(Self.driverOutput.utf8))
        }
        let one = SwiftCompiler(
            executable: "/opt/swift/usr/bin/swiftc", launcher: first,
            moduleCache: folder.url.appendingPathComponent("one/modules"), environment: testEnvironment)
        let two = SwiftCompiler(
            executable: "/opt/swift/usr/bin/swiftc", launcher: second,
            moduleCache: folder.url.appendingPathComponent("two/modules"), environment: testEnvironment)
        #expect(one.plan(flags: flags) == nil)
        #expect(two.plan(flags: flags) != nil, "the second driver is asked, not answered from the first's memory")
        #expect(
            second.requests.filter { $0.arguments.contains("-###") && $0.executable.hasSuffix("swiftc") }.count == 1)
    }

    /// Ways a program that found the home rewrites a plan file (issue 41, F2): its link made to
    /// run a linker of its own.
    enum PlanTampering: String, CaseIterable {
        /// The seal line left as it was.
        case sealBroken
        /// Sealed again with a plain SHA-256, as earlier releases sealed.
        case resealedWithPlainHash
        /// Sealed again as the tutor seals, with a key of its own.
        case resealedWithAnotherKey
        /// Sealed again with the right key (one that leaked): only the argument check stops it.
        case resealedWithTheKey
        /// Plain JSON with no seal, as plans were written before.
        case unsealed
        /// A sparse file of 4 GiB: refused by its size, never read.
        case fourGigabytes
    }

    @Test(
        "A plan file rewritten on disk is never run: it is learned again from the driver",
        arguments: PlanTampering.allCases)
    func tamperedPlanFile(_ tampering: PlanTampering) throws {
        let flags = ["-D", "TAMPER_\(UUID().uuidString.prefix(8))"]
        let folder = TemporaryFolder("tampered-plans")
        let launcher = FakeLauncher { request in
            if request.arguments == ["-print-target-info"] {
                return ProcessResult(
                    ending: .exited(0),
                    standardOutput: Data(#"{"paths":{"runtimeResourcePath":"/opt/swift/usr/lib/swift"}}"#.utf8))
            }
            return ProcessResult(ending: .exited(0), standardOutput: Data(Self.driverOutput.utf8))
        }
        let planQueries = {
            launcher.requests.filter { $0.arguments.contains("-###") && $0.executable.hasSuffix("swiftc") }.count
        }
        func compiler(_ name: String) -> SwiftCompiler {
            SwiftCompiler(
                executable: "/opt/swift/usr/bin/swiftc", launcher: launcher,
                moduleCache: folder.url.appendingPathComponent("\(name)/modules"),
                environment: testEnvironment)
        }
        // A compiler made without a home seals with the process's own key.
        let key = SealKey.ephemeral
        let learned = try #require(compiler("first").plan(flags: flags))
        let file = try #require(
            try FileManager.default.contentsOfDirectory(
                at: folder.url.appendingPathComponent("first/plans"),
                includingPropertiesForKeys: nil
            ).first)
        let name = file.lastPathComponent
        let sealed = try Data(contentsOf: file)
        #expect(SealedFile.open(sealed, key: key, name: name) != nil, "the plan is written sealed")
        var impostor = learned
        impostor.link.insert("-fuse-ld=/tmp/impostor-ld", at: 1)
        let json = try JSONEncoder().encode(impostor)
        let rewritten: Data =
            switch tampering {
            case .sealBroken: sealed.prefix(77) + json
            case .resealedWithPlainHash: Data("sha256 \(SHA256.hexDigest(of: json))\n".utf8) + json
            case .resealedWithAnotherKey:
                SealedFile.seal(json, key: SealKey(bytes: Array(repeating: 9, count: 32)), name: name)
            case .resealedWithTheKey: SealedFile.seal(json, key: key, name: name)
            case .unsealed, .fourGigabytes: json
            }
        // The plan's file is named by the compiler and the flags, so a second home's is at the same name.
        let second = folder.url.appendingPathComponent("second/plans").appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: second.deletingLastPathComponent(), withIntermediateDirectories: true)
        try rewritten.write(to: second)
        if tampering == .fourGigabytes { #expect(truncate(second.path, 4 << 30) == 0) }
        let asked = planQueries()
        let plan = try #require(compiler("second").plan(flags: flags))
        #expect(!plan.link.contains { $0.contains("impostor") }, "\(tampering): the impostor is not used")
        #expect(planQueries() == asked + 1, "\(tampering): the driver was asked again")
        let written = try #require(SealedFile.read(second.path, limit: CompilePlan.largestFile, key: key, name: name))
        #expect(
            try JSONDecoder().decode(CompilePlan.self, from: written) == plan, "\(tampering): the file was written over"
        )
    }

    /// Arguments a driver never writes, each of which would have a tool load or run a program of another's.
    @Test(
        "A plan is checked argument by argument, not by its programs alone",
        arguments: [
            ("link", "-fuse-ld=/tmp/impostor-ld"), ("link", "-fuse-ld=bfd"), ("link", "--ld-path=/tmp/ld"),
            ("link", "-B/tmp/tools"), ("link", "-Wl,--plugin,/tmp/p.so"), ("link", "@/tmp/arguments"),
            ("link", "/tmp/object.o"), ("link", "/opt/swift/usr/../../tmp/object.o"),
            ("frontend", "-load-plugin-library"), ("frontend", "-Xclang"), ("frontend", "/home/learner/evil.so"),
            ("autolink", "-Xlinker"), ("autolink", "--plugin"),
        ])
    func argumentChecks(command: String, word: String) throws {
        let whole = try #require(CompilePlan(driverOutput: Self.driverOutput))
        #expect(whole.isUsable(toolchain: Self.toolchain))
        var poisoned = whole
        let words = word == "-Xlinker" ? [word, "--plugin"] : [word]
        switch command {
        case "frontend": poisoned.frontend.insert(contentsOf: words, at: 1)
        case "autolink": poisoned.autolink.insert(contentsOf: words, at: 1)
        default: poisoned.link.insert(contentsOf: words, at: 1)
        }
        #expect(!poisoned.isUsable(toolchain: Self.toolchain), "\(word)")
        var withLLD = whole
        withLLD.link.insert("-fuse-ld=lld", at: 1)
        #expect(withLLD.isUsable(toolchain: Self.toolchain), "lld by name is the tutor's own choice (`preferLLD`)")
        var swapped = whole
        swapped.link[0] = "/opt/swift/usr/bin/swift-frontend"
        #expect(!swapped.isUsable(toolchain: Self.toolchain), "each step's own tool: the link is clang's")
    }

    @Test("The real driver's plan, with the linker's own command, passes every check")
    func realPlan() throws {
        let folder = TemporaryFolder("real-plan")
        let compiler = SwiftCompiler(
            executable: "swiftc", launcher: SpawnLauncher(), moduleCache: folder.url.appendingPathComponent("modules"),
            environment: testEnvironment)
        let plan = try #require(compiler.plan(flags: ["-D", "REAL_\(UUID().uuidString.prefix(8))"]))
        let toolchain = SwiftCompiler.toolchainFolders(of: try compiler.resolvedExecutable())
        #expect(plan.isUsable(toolchain: toolchain))
        if FileManager.default.isExecutableFile(atPath: "/opt/swift/usr/bin/ld.lld") {
            #expect(plan.directLink != nil, "the direct link is learned, and kept")
        }
    }

    @Test(
        "A compiler reached through a link or script elsewhere (swiftly's proxy) has its plan used where the driver says its toolchain is, and nowhere else"
    )
    func toolchainReportedByTheDriver() throws {
        func launcher(resources: String) -> FakeLauncher {
            FakeLauncher { request in
                if request.arguments == ["-print-target-info"] {
                    return ProcessResult(
                        ending: .exited(0),
                        standardOutput: Data(#"{"paths":{"runtimeResourcePath":"\#(resources)"}}"#.utf8))
                }
                return ProcessResult(ending: .exited(0), standardOutput: Data(Self.driverOutput.utf8))
            }
        }
        let folder = TemporaryFolder("reported-toolchain")
        let flags = ["-D", "REPORTED_\(UUID().uuidString.prefix(8))"]
        let there = launcher(resources: "/opt/swift/usr/lib/swift")
        // A copy of `/bin/sh` stands for the proxy: its own folder holds none of the plan's
        // programs, and no other test's runner has asked about it (what a driver reports is
        // remembered for the whole process, by the file).
        let stand = folder.url.appendingPathComponent("proxy").path
        try FileManager.default.copyItem(atPath: "/bin/sh", toPath: stand)
        let proxy = SwiftCompiler(
            executable: stand, launcher: there, moduleCache: folder.url.appendingPathComponent("one/modules"),
            environment: testEnvironment)
        #expect(proxy.plan(flags: flags)?.frontend.first == "/opt/swift/usr/bin/swift-frontend")
        #expect(there.requests.filter { $0.arguments == ["-print-target-info"] }.count == 1)
        let elsewhere = launcher(resources: "/somewhere/else/usr/lib/swift")
        // Another executable, whose driver says its toolchain is somewhere the plan's programs are not.
        let another = folder.url.appendingPathComponent("another").path
        try FileManager.default.copyItem(atPath: "/usr/bin/env", toPath: another)
        let other = SwiftCompiler(
            executable: another, launcher: elsewhere, moduleCache: folder.url.appendingPathComponent("two/modules"),
            environment: testEnvironment)
        #expect(other.plan(flags: flags) == nil, "a plan naming programs outside both folders is not used")
        #expect(elsewhere.requests.filter { $0.arguments == ["-print-target-info"] }.count == 1)
    }
}
