import Foundation
import TestSupport
import Testing

/// `scripts/install`: the tutor under a prefix, working from any folder, and `--uninstall`
/// taking away exactly what it put there. The binary installed is the one the tests run
/// (`--from`), so no release build is made here; CI installs a release build as a learner would.
@Suite("Installed under a prefix")
struct InstallEndToEndTests {
    static let script = packageRoot.appendingPathComponent("scripts/install").path
    static var built: String { URL(fileURLWithPath: TutorBinary.path).deletingLastPathComponent().path }

    /// Runs `scripts/install` with `arguments`; its status and everything it printed.
    static func install(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try shell([script] + arguments)
    }

    static func shell(_ arguments: [String], in folder: URL? = nil, path: String? = nil) throws -> (
        status: Int32, output: String
    ) {
        var environment = testEnvironment
        environment["CODABLE_TUTOR_HOME"] = TutorBinary.sharedHome.url.path
        if let path { environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin") }
        return try ShellCommand.run(arguments, environment: environment, in: folder)
    }

    /// Every path under `folder`, relative to it, with a link's target: the prefix's state.
    static func listing(_ folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            let target = try? FileManager.default.destinationOfSymbolicLink(
                atPath: folder.appendingPathComponent(path).path)
            paths.append(path + (target.map { " -> " + $0 } ?? ""))
        }
        return paths.sorted()
    }

    @Test(
        "install puts the tutor, its page and its completions under the prefix; it runs from another folder; uninstall leaves the prefix as it was"
    )
    func installAndUninstall() throws {
        let folder = TemporaryFolder("install")
        let prefix = folder.url.appendingPathComponent("prefix")
        // A prefix in use: another tool's files, in folders the install also writes to.
        _ = folder.write("#!/bin/sh\n", to: "prefix/bin/other-tool")
        _ = folder.write(".TH OTHER 1\n", to: "prefix/share/man/man1/other-tool.1")
        let before = Self.listing(prefix)

        let installed = try Self.install(["--prefix", prefix.path, "--from", Self.built])
        #expect(installed.status == 0, "\(installed.output)")
        #expect(installed.output.contains("Installed codable-tutor"), "\(installed.output)")
        #expect(installed.output.contains("bin is not on your PATH"), "\(installed.output)")
        let files = Self.listing(prefix)
        for expected in [
            "bin/codable-tutor -> ../lib/codable-tutor/codable-tutor", "lib/codable-tutor/codable-tutor",
            "lib/codable-tutor/codable-tutor_TutorContent.resources/Lessons/postcards/00-the-starter",
            "share/man/man1/codable-tutor.1", "share/bash-completion/completions/codable-tutor",
            "share/zsh/site-functions/_codable-tutor", "share/fish/vendor_completions.d/codable-tutor.fish",
        ] {
            #expect(files.contains(expected), "\(expected) in \(files.filter { !$0.contains("resources/") })")
        }

        // From another folder, with the prefix's bin on PATH, as a learner would type it.
        let bin = prefix.appendingPathComponent("bin").path
        let elsewhere = folder.url
        let version = try Self.shell(["codable-tutor", "--version"], in: elsewhere, path: bin)
        #expect(version.status == 0 && version.output.hasPrefix("codable-tutor "), "\(version.output)")
        let lessons = try Self.shell(["codable-tutor", "lessons"], in: elsewhere, path: bin)
        #expect(lessons.status == 0 && lessons.output.contains("postcards"), "\(lessons.output)")
        let manual = try String(
            contentsOf: prefix.appendingPathComponent("share/man/man1/codable-tutor.1"), encoding: .utf8)
        #expect(manual.hasPrefix(".TH CODABLE\\-TUTOR 1"))
        let completion = try Self.shell(
            [
                "bash", "--norc", "-c",
                "source '\(prefix.path)/share/bash-completion/completions/codable-tutor'; COMP_LINE='codable-tutor ru'; COMP_POINT=16; _codable_tutor; echo \"${COMPREPLY[*]}\"",
            ],
            in: elsewhere, path: bin)
        #expect(completion.output == "run\n", "\(completion.output)")

        // Installing again replaces the install, and leaves the other tool's files alone.
        let again = try Self.install(["--prefix", prefix.path, "--from", Self.built])
        #expect(again.status == 0, "\(again.output)")
        #expect(Self.listing(prefix) == files)

        let removed = try Self.install(["--uninstall", "--prefix", prefix.path])
        #expect(removed.status == 0, "\(removed.output)")
        #expect(removed.output.contains("Your progress and compiled programs are kept"), "\(removed.output)")
        #expect(Self.listing(prefix) == before)
        let twice = try Self.install(["--uninstall", "--prefix", prefix.path])
        #expect(
            twice.status == 1 && twice.output.hasPrefix("There is no codable-tutor installed under"), "\(twice.output)")
    }

    @Test("a file in the way that the install did not put there stops it before anything is written")
    func neverOverwrites() throws {
        let folder = TemporaryFolder("install-foreign")
        let prefix = folder.url.appendingPathComponent("prefix")
        _ = folder.write("someone else's\n", to: "prefix/bin/codable-tutor")
        let before = Self.listing(prefix)
        let refused = try Self.install(["--prefix", prefix.path, "--from", Self.built])
        #expect(refused.status == 1)
        #expect(
            refused.output.hasPrefix(
                "\(prefix.path)/bin/codable-tutor is there already, and this script did not put it there."),
            "\(refused.output)")
        #expect(Self.listing(prefix) == before)
        #expect(
            try String(contentsOf: prefix.appendingPathComponent("bin/codable-tutor"), encoding: .utf8)
                == "someone else's\n")
        let usage = try Self.install(["--prefix"])
        #expect(usage.status == 2 && usage.output.hasPrefix("--prefix needs a folder"), "\(usage.output)")
    }
}
