import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Linking against stand-ins for the toolchain's libraries")
struct LinkStubsTests {
    static let lld = "/opt/swift/usr/bin/ld.lld"

    /// A compiler on the shared module cache whose stand-ins are kept in `stubs`.
    static func compiler(_ launcher: WatchingLauncher, stubs: URL) -> SwiftCompiler {
        var compiler = SwiftCompiler(
            executable: "swiftc", launcher: launcher, moduleCache: sharedModuleCache, environment: testEnvironment)
        compiler.stubsFolder = stubs
        return compiler
    }

    /// Compiles `text` as `name` in `folder` and runs it; what it printed.
    static func compileAndRun(_ compiler: SwiftCompiler, _ text: String, _ name: String, in folder: URL) throws
        -> String
    {
        let source = folder.appendingPathComponent("\(name).swift")
        try Data(text.utf8).write(to: source)
        let scratch = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        let output = scratch.appendingPathComponent("program")
        let result = try compiler.compilation([source], flags: [], output: output, cancellation: nil).result
        #expect(result.succeeded, "\(result.diagnostics)")
        let run = try SpawnLauncher().run(
            ProcessRequest(executable: output.path, arguments: [], environment: testEnvironment))
        #expect(run.succeeded, "\(run.errorText)")
        return run.outputText
    }

    static let program = """
        import Foundation
        struct Card: Codable { var to: String; var sent: Date }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let card = try! decoder.decode(Card.self, from: Data(#"{"to": "Maya", "sent": "2027-06-09T08:05:00Z"}"#.utf8))
        print(card.to, card.sent)
        """

    @Test(
        "A program linked against stand-ins prints what one linked against the real libraries does; the stand-ins are made once"
    )
    func sameProgram() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.lld) else { return }
        let folder = TemporaryFolder("link-stubs")
        let launcher = WatchingLauncher()
        let stubs = folder.url.appendingPathComponent("stubs")
        let quick = try Self.compileAndRun(Self.compiler(launcher, stubs: stubs), Self.program, "quick", in: folder.url)
        #expect(quick == "Maya 2027-06-09 08:05:00 +0000\n")
        let links = launcher.commands.filter { $0[0].hasSuffix("/ld.lld") && $0.contains("-pie") }
        #expect(
            links.count == 1 && links[0].contains(LinkStubs.flag),
            "one link, against the stand-ins: \(links.map { $0.suffix(3) })")
        let made = launcher.commands.filter { $0.contains("-soname") }.count
        #expect(made > 3, "a stand-in for each of the toolchain's libraries: \(made)")
        #expect(
            !launcher.commands.contains { $0.contains("-soname") && $0.contains("libc.so.6") },
            "the C library is read for real")
        let kept = try #require(
            try FileManager.default.contentsOfDirectory(at: stubs, includingPropertiesForKeys: nil).first)
        #expect(LinkStubs.isStub(kept.appendingPathComponent("libFoundation.so").path, named: "libFoundation.so"))
        #expect(ELFFile.soname(atPath: "/opt/swift/usr/lib/swift/linux/libFoundation.so") == "libFoundation.so")

        // The second compile makes none; one with the real libraries prints the same.
        _ = try Self.compileAndRun(
            Self.compiler(launcher, stubs: stubs), Self.program + "\nprint(1)\n", "again", in: folder.url)
        #expect(launcher.commands.filter { $0.contains("-soname") }.count == made)
        var real = Self.compiler(launcher, stubs: stubs)
        real.strategy = .replayingPlans(linksWithStubs: false)
        let slow = try Self.compileAndRun(real, Self.program, "real", in: folder.url)
        #expect(slow == quick)
        #expect(launcher.commands.last.map { $0[0].hasSuffix("/ld.lld") && !$0.contains(LinkStubs.flag) } == true)
    }

    @Test(
        "A stand-in rewritten on disk is made again before the linker reads it; a link that fails with stand-ins is done with the real libraries"
    )
    func damagedStubs() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.lld) else { return }
        let folder = TemporaryFolder("link-stubs-damaged")
        let launcher = WatchingLauncher()
        let stubs = folder.url.appendingPathComponent("stubs")
        _ = try Self.compileAndRun(Self.compiler(launcher, stubs: stubs), Self.program, "first", in: folder.url)
        let kept = try #require(
            try FileManager.default.contentsOfDirectory(at: stubs, includingPropertiesForKeys: nil).first)
        let foundation = kept.appendingPathComponent("libFoundation.so")

        // A linker script in its place would be read as one, and could bring in code of its own.
        try Data("INPUT(/nonexistent/impostor.o)\n".utf8).write(to: foundation)
        let made = launcher.commands.filter { $0.contains("-soname") }.count
        #expect(
            try Self.compileAndRun(Self.compiler(launcher, stubs: stubs), Self.program, "script", in: folder.url)
                .hasPrefix("Maya"))
        #expect(
            launcher.commands.filter { $0.contains("-soname") }.count == made + 1,
            "only the rewritten one is made again")
        #expect(LinkStubs.isStub(foundation.path, named: "libFoundation.so"))

        // A stand-in of the right name for another machine passes the check, and lld refuses it.
        let script = folder.url.appendingPathComponent("empty.lds")
        try Data().write(to: script)
        try FileManager.default.removeItem(at: foundation)
        let other = try SpawnLauncher().run(
            ProcessRequest(
                executable: Self.lld,
                arguments: [
                    "-m", "aarch64linux", "-shared", "-soname", "libFoundation.so", "-o", foundation.path, script.path,
                ], environment: testEnvironment))
        #expect(other.succeeded, "\(other.errorText)")
        let before = launcher.commands.count
        #expect(
            try Self.compileAndRun(Self.compiler(launcher, stubs: stubs), Self.program, "other", in: folder.url)
                .hasPrefix("Maya"))
        let links = launcher.commands.dropFirst(before).filter { $0[0].hasSuffix("/ld.lld") && $0.contains("-pie") }
        #expect(
            links.count == 2 && links[0].contains(LinkStubs.flag) && !links[1].contains(LinkStubs.flag),
            "\(links.map { $0.suffix(2) })")
    }

    @Test(
        "The environment chooses the strategy; the plain one compiles through the driver alone, with the real libraries"
    )
    func plainStrategy() throws {
        let (noPlan, noStubs) = (EnvironmentVariable.noPlan.name, EnvironmentVariable.noStubs.name)
        #expect(CompileStrategy(environment: [:]) == .fastest)
        #expect(CompileStrategy(environment: [noPlan: "0", noStubs: ""]) == .replayingPlans(linksWithStubs: true))
        #expect(CompileStrategy(environment: [noStubs: "1"]) == .replayingPlans(linksWithStubs: false))
        #expect(CompileStrategy(environment: [noPlan: "1"]) == .plain, "stand-ins only ever serve a replayed plan")
        #expect(CompileStrategy(environment: [noPlan: "1", noStubs: "1"]) == .plain)
        let folder = TemporaryFolder("link-stubs-plain")
        let home = TutorHome(
            state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        let launcher = WatchingLauncher()
        let made = SwiftCompiler.fromEnvironment(
            testEnvironment.merging([noPlan: "1", noStubs: "1"]) { $1 }, launcher: launcher, home: home)
        #expect(made.strategy == .plain)

        var plain = Self.compiler(launcher, stubs: folder.url.appendingPathComponent("stubs"))
        plain.strategy = .plain
        let printed = try Self.compileAndRun(plain, Self.program, "plain", in: folder.url)
        #expect(printed == "Maya 2027-06-09 08:05:00 +0000\n")
        #expect(
            launcher.commands.map { $0[0] } == [plain.executable] && launcher.commands[0].contains("-wmo")
                && !launcher.commands[0].contains("-###"),
            "one command, the driver's: \(launcher.commands.map { $0.prefix(3) })")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("stubs").path))
    }

    @Test(
        "Only a library of the toolchain whose own name is its file's gets a stand-in; anything else is read for real")
    func whichLibraries() throws {
        let folder = TemporaryFolder("link-stubs-which")
        let stubs = LinkStubs(folder: folder.url)
        let command = [
            "/opt/swift/usr/bin/ld.lld", "-m", "elf_x86_64", "-pie", "-L/usr/lib/x86_64-linux-gnu", "object.o", "-lm",
            "-lc",
        ]
        #expect(
            stubs.command(command, libraries: ["-lm", "-lc"]) { _ in
                Issue.record("nothing to make"); return false
            } == nil)
        #expect(
            stubs.command(
                ["/opt/swift/usr/bin/ld.lld", "-L/opt/swift/usr/lib/swift/linux", "-lFoundation"],
                libraries: ["-lFoundation"]
            ) { _ in false } == nil,
            "no emulation named")
        // A library that cannot be made is read for real.
        let failing = [
            "/opt/swift/usr/bin/ld.lld", "-m", "elf_x86_64", "-L/opt/swift/usr/lib/swift/linux", "object.o",
            "-lFoundation",
        ]
        if FileManager.default.fileExists(atPath: "/opt/swift/usr/lib/swift/linux/libFoundation.so") {
            #expect(stubs.command(failing, libraries: ["-lFoundation"]) { _ in false } == nil)
        }
        #expect(ELFFile.soname(atPath: "/bin/sh") == nil || ELFFile.soname(atPath: "/bin/sh") != "libFoundation.so")
        #expect(ELFFile(bytes: Array("INPUT(x.o)".utf8)).soname == nil)
        #expect(!LinkStubs.isStub(folder.url.appendingPathComponent("missing.so").path, named: "libFoundation.so"))
    }
}
