import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The sandbox is an allowlist (bubblewrap): a learner's or a lesson's program is shown the
/// system read-only and its documents folder, and nothing else of the machine. A program that
/// goes looking for a way out — a tmux server's socket, the kernel's settings, the toolchain,
/// another home — finds nothing there to use; without bubblewrap a foreign lesson's program is
/// refused unless the learner says `--trust`.
@Suite("Faults: a program sees only what its sandbox names", .serialized, .timeLimit(hangLimit))
struct SandboxFaultTests {
    let folder = TemporaryFolder("faults-sandbox")

    /// Starts a tmux server listening at `socket`, as a learner's own tmux would, and says
    /// whether it answers from outside the sandbox. Its output goes nowhere, so no pipe of the
    /// test's is held open by it.
    static func startTmux(at socket: String) throws -> Bool {
        let started = try ShellCommand.run(
            ["sh", "-c", "exec >/dev/null 2>&1 </dev/null; tmux -S \"$0\" new-session -d sleep 600", socket],
            environment: ProcessInfo.processInfo.environment.filter { $0.key != "TMUX" })
        let listed = try ShellCommand.run(
            ["tmux", "-S", socket, "list-sessions"], environment: ProcessInfo.processInfo.environment)
        return started.status == 0 && listed.status == 0
    }

    static func stopTmux(at socket: String) {
        _ = try? ShellCommand.run(
            ["tmux", "-S", socket, "kill-server"], environment: ProcessInfo.processInfo.environment)
    }

    /// The toolchain's `usr` folder, from the compiler the tutor would run.
    static var toolchain: String {
        let found =
            (try? ShellCommand.run(
                ["sh", "-c", "readlink -f \"$(command -v swiftc)\""], environment: ProcessInfo.processInfo.environment))?
            .output.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return URL(fileURLWithPath: found).deletingLastPathComponent().deletingLastPathComponent().path
    }

    /// The ways a program of someone's reaches the runner: the learner's model in `check`, a
    /// card's answer typed at the quiz, a foreign lesson's `run.swift`.
    enum Route: String, CaseIterable, CustomTestStringConvertible {
        case check, cardAnswer, foreignLesson
        var testDescription: String { rawValue }
    }

    /// Runs the probe by `route` with `outlet` as the folder it reads its targets from and
    /// writes what it got to.
    func runProbe(by route: Route, outlet: URL) throws -> FaultTutor {
        let environment = ["CODABLE_TUTOR_TEST_OUTLET": outlet.path]
        switch route {
        case .check:
            let file = HostileModels.file(HostileModels.probesTheHost, named: "Probe.swift", in: folder)
            return try FaultTutor.run(["check", "postcards", "6", file], environment: environment).tutor
        case .cardAnswer:
            // No blank line inside: two in a row end the answer.
            let answer =
                HostileModels.probeFunction.split(separator: "\n").filter { !$0.isEmpty }.joined(separator: "\n")
                + "\nprobeTheHost()\nlet postcards = try JSONDecoder().decode([Postcard].self, from: data)\n\n\n\n"
            return try FaultTutor.run(
                ["cards", "postcards", "--card", "1"], environment: environment, input: answer,
                home: TemporaryFolder("faults-sandbox-card").url
            ).tutor
        case .foreignLesson:
            let lessons = TemporaryFolder("faults-sandbox-probe-lessons")
            let home = TemporaryFolder("faults-sandbox-probe-home")
            _ = try TutorBinary.run(["new", "my-api", "--in", lessons.url.path], home: home.url)
            let run = try #require(
                FileManager.default.enumerator(atPath: lessons.url.path)?.compactMap { $0 as? String }
                    .first { $0.hasPrefix("Lessons/") && $0.hasSuffix("/1/run.swift") })
            lessons.write(
                "import Foundation\n\n" + HostileModels.probeFunction + "\n\nfunc run() {\n    probeTheHost()\n}\n",
                to: run)
            return try FaultTutor.run(
                ["run", "my-api", "1"],
                environment: environment.merging(["CODABLE_TUTOR_LESSONS": lessons.url.path]) { $1 },
                home: home.url
            ).tutor
        }
    }

    @Test(
        "A program (in check, a card's answer, a foreign lesson) reaches no host socket (tmux in /tmp and /run), writes no kernel setting, system, toolchain, module cache or other home, reads no other home; /dev/shm is its own and a file stops at the cap",
        .enabled(
            if: TmuxSession.isInstalled,
            "tmux is not installed (.ci/run installs it): the test needs a real server's socket"),
        arguments: Route.allCases)
    func hostIsOutOfReach(by route: Route) throws {
        try #require(
            ContainmentFaultTests.hasNamespaces,
            "bubblewrap runs on these machines: \(ContainmentFaultTests.containment)")
        let mark = UUID().uuidString.prefix(8)
        // Sockets a learner's machine has: a tmux server's in /tmp, and one in /run.
        let tmpSocket = folder.url.appendingPathComponent("tmux.sock").path
        let runFolder = "/run/codable-tutor-probe-\(mark)"
        try FileManager.default.createDirectory(atPath: runFolder, withIntermediateDirectories: true)
        let runSocket = runFolder + "/tmux.sock"
        defer {
            Self.stopTmux(at: tmpSocket)
            Self.stopTmux(at: runSocket)
            try? FileManager.default.removeItem(atPath: runFolder)
        }
        #expect(
            try Self.startTmux(at: tmpSocket) && Self.startTmux(at: runSocket),
            "the servers answer outside: the test would prove nothing")
        // Another learner's home, whose progress must stay theirs.
        let other = TemporaryFolder("faults-sandbox-other-home")
        let progress = other.write(ProgressFaultTests.goodProgress, to: "state/progress.json").path
        let moduleCache =
            ProcessInfo.processInfo.environment["CODABLE_TUTOR_MODULE_CACHE"]
            ?? folder.url.appendingPathComponent("modules").path
        let hostname = try String(contentsOfFile: "/proc/sys/kernel/hostname", encoding: .utf8)
        let shm = "/dev/shm/codable-tutor-probe-\(mark)"
        let planted = [
            "/etc/codable-tutor-probe-\(mark)", Self.toolchain + "/bin/codable-tutor-probe-\(mark)",
            moduleCache + "/codable-tutor-probe-\(mark)",
        ]
        defer { for path in planted + [shm] { try? FileManager.default.removeItem(atPath: path) } }
        let targets =
            [
                "connect \(tmpSocket)", "connect \(runSocket)",
                "write /proc/sys/kernel/hostname", "write /proc/sys/kernel/core_pattern",
            ] + planted.map { "write \($0)" } + [
                "write \(Self.toolchain)/bin/swift-frontend", "write \(progress)", "read \(progress)",
                "read /etc/shadow",
                "shm \(shm)", "big big.bin",
            ]
        let outlet = TemporaryFolder("faults-sandbox-outlet")
        outlet.write(targets.joined(separator: "\n") + "\n", to: "targets.txt")

        let tutor = try runProbe(by: route, outlet: outlet.url)
        defer { tutor.cleanUp() }
        #expect(!tutor.process.isRunning, "\(tutor.output)\(tutor.errors)")
        let seen = (try? String(contentsOf: outlet.url.appendingPathComponent("probe.txt"), encoding: .utf8)) ?? ""
        let verdicts = Dictionary(
            seen.split(separator: "\n").map { line -> (String, String) in
                let words = line.split(separator: " ")
                return (words.dropLast().joined(separator: " "), String(words.last ?? ""))
            }, uniquingKeysWith: { first, _ in first })
        for target in targets.dropLast(2) {
            #expect(verdicts[target] == "refused", "\(target): \(verdicts[target] ?? "not tried") — \(seen)")
        }
        // Shared memory of its own, gone with the run; one file no larger than the cap.
        #expect(verdicts["shm \(shm)"] == "made", "\(seen)")
        #expect(!FileManager.default.fileExists(atPath: shm), "the program's /dev/shm outlived it")
        #expect(verdicts["big big.bin"] == String(64 << 20), "\(seen)")
        // And on the host: nothing planted, the kernel's name and the other home as they were.
        for path in planted { #expect(!FileManager.default.fileExists(atPath: path), "\(path) was written") }
        #expect(try String(contentsOfFile: "/proc/sys/kernel/hostname", encoding: .utf8) == hostname)
        #expect(try String(contentsOfFile: progress, encoding: .utf8) == ProgressFaultTests.goodProgress)
    }

    @Test(
        "Without bubblewrap: --version says so, the tutor's own lessons still run, a foreign lesson's program is refused naming --trust, and runs with it"
    )
    func withoutBubblewrap() throws {
        let none = ["CODABLE_TUTOR_BWRAP": ""]
        let version = try TutorBinary.run(["--version"], environment: none)
        #expect(
            version.output.unwrapped.contains("no sandbox: bubblewrap is not here or cannot start"), "\(version.output)"
        )
        let own = try TutorBinary.run(["run", "postcards", "1"], environment: none)
        #expect(own.status == 0 && own.output.contains("Grandma"), "\(own.output)\(own.errors)")

        let lessons = TemporaryFolder("faults-sandbox-lessons")
        let home = TemporaryFolder("faults-sandbox-home")
        let made = try TutorBinary.run(["new", "my-api", "--in", lessons.url.path], home: home.url)
        try #require(made.status == 0, "\(made.errors)")
        let foreign = none.merging(["CODABLE_TUTOR_LESSONS": lessons.url.path]) { $1 }
        let refused = try TutorBinary.run(["run", "my-api", "1"], environment: foreign, home: home.url)
        #expect(refused.status != 0, "\(refused.output)")
        let said = (refused.output + refused.errors).unwrapped
        #expect(said.contains("outside the tutor") && said.contains("--trust"), "\(said)")
        let trusted = try TutorBinary.run(["--trust", "run", "my-api", "1"], environment: foreign, home: home.url)
        #expect(trusted.status == 0, "\(trusted.output)\(trusted.errors)")
        #expect(
            trusted.errors.contains("bubblewrap"),
            "the learner is told once that programs run unsandboxed: \(trusted.errors)")
        // With bubblewrap, the same lesson needs no word from the learner.
        let contained = try TutorBinary.run(
            ["run", "my-api", "1"], environment: ["CODABLE_TUTOR_LESSONS": lessons.url.path], home: home.url)
        #expect(contained.status == 0 || !ContainmentFaultTests.hasNamespaces, "\(contained.output)\(contained.errors)")
    }
}
