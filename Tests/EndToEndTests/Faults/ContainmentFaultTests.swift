import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Programs that attack what holds them: a fork storm, a program that stops or kills its
/// tutor, forges its output, takes shared memory, or goes looking for the home. Each is
/// contained (Linux: namespaces and control groups), ends in a sentence, and leaves nothing.
@Suite("Faults: programs that try to get out", .serialized, .timeLimit(hangLimit))
struct ContainmentFaultTests {
    let folder = TemporaryFolder("faults-contained")

    /// What containment this machine gives programs, as `--version` says it. Read inside the
    /// tests, never in a trait: a trait is evaluated before the tests run, where waiting for
    /// a process to end never returns.
    static let containment: String = {
        guard let result = try? TutorBinary.run(["--version"]) else { return "" }
        // The line and the lines under it that carry it on (`--version` wraps at words).
        let lines = result.output.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("containment:") }) else { return "" }
        return ([lines[start]] + lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.map { String($0.dropFirst(1)) })
            .joined()
    }()
    static var hasNamespaces: Bool {
        containment.contains("its own process tree") && containment.contains("bubblewrap")
    }
    static var capsProcesses: Bool { containment.contains("control group for its processes") }
    static var capsMemory: Bool { containment.contains("memory") }

    func check(_ source: String, name: String, environment: [String: String] = [:], json: Bool = false) throws
        -> FaultTutor
    {
        let file = HostileModels.file(source, named: name, in: folder)
        let (tutor, finished) = try FaultTutor.run(
            ["check", "postcards", "6", file] + (json ? ["--json"] : []),
            environment: environment)
        #expect(finished, "the tutor did not end")
        return tutor
    }

    /// Waits up to a second for every process carrying the tutor's marker to be gone.
    func nothingLeft(_ tutor: FaultTutor) -> Bool {
        let deadline = Date().addingTimeInterval(1)
        while !tutor.runningDescendants.isEmpty, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return tutor.runningDescendants.isEmpty
    }

    @Test("--version says how programs are contained; CODABLE_TUTOR_CONTAINMENT=off says the fallback")
    func versionSays() throws {
        #expect(Self.containment.hasPrefix("containment: programs run with"), "\(Self.containment)")
        #expect(Self.hasNamespaces, "namespaces work on these machines as root: \(Self.containment)")
        let off = try TutorBinary.run(["--version"], environment: ["CODABLE_TUTOR_CONTAINMENT": "off"])
        #expect(off.output.contains("containment: programs run in a process group of their own"), "\(off.output)")
        let bad = try TutorBinary.run(["--version"], environment: ["CODABLE_TUTOR_CONTAINMENT": "maybe"])
        #expect(
            bad.status == 2 && bad.errors.contains("CODABLE_TUTOR_CONTAINMENT must be `on` or `off`"), "\(bad.errors)")
        for value in ["0", "-1", "4097", "0x40", "6.5"] {
            let refused = try TutorBinary.run(["--version"], environment: ["CODABLE_TUTOR_PROCESS_LIMIT": value])
            #expect(
                refused.status == 2 && refused.errors.contains("CODABLE_TUTOR_PROCESS_LIMIT must be a whole number"),
                "\(value)")
        }
    }

    @Test(
        "A fork storm of setsid children and orphaned grandchildren is capped, said in a sentence, and gone with the verdict"
    )
    func forkStorm() throws {
        guard Self.hasNamespaces else { return }  // no namespaces here: `versionSays` fails instead
        let tutor = try check(
            HostileModels.forkStorm, name: "Storm.swift", environment: ["CODABLE_TUTOR_TIME_LIMIT": "2"])
        defer { tutor.cleanUp() }
        #expect(tutor.status == 1)
        if Self.capsProcesses {
            #expect(
                tutor.output.unwrapped.contains("Your program started more than 64 processes at once"),
                "\(tutor.output)")
            #expect(tutor.output.unwrapped.contains("CODABLE_TUTOR_PROCESS_LIMIT"), "\(tutor.output)")
        }
        #expect(nothingLeft(tutor), "the storm outlived its verdict: \(tutor.runningDescendants.count) processes")
    }

    @Test("A fork storm typed as a card's answer is gone with the verdict too")
    func forkStormAsAnswer() throws {
        guard Self.hasNamespaces else { return }  // no namespaces here: `versionSays` fails instead
        let answer = """
            let postcards = try JSONDecoder().decode([Postcard].self, from: data)
            while true {
                let child = fork()
                if child == 0 {
                    _ = setsid()
                    if fork() == 0 { while true { _ = fork(); sleep(1) } }
                    _exit(0)
                }
                if child < 0 { usleep(1000) }
            }
            """
        let home = TemporaryFolder("faults-contained-card")
        let (tutor, finished) = try FaultTutor.run(
            ["cards", "postcards", "--card", "1"], environment: ["CODABLE_TUTOR_TIME_LIMIT": "2"],
            input: answer + "\n\n\n\n", home: home.url)
        defer { tutor.cleanUp() }
        #expect(finished, "the quiz did not end")
        #expect(nothingLeft(tutor), "the storm outlived its verdict: \(tutor.runningDescendants.count) processes")
    }

    @Test("A tutor killed with SIGKILL mid-storm takes the storm with it; the next tutor removes the groups it left")
    func killedMidStorm() throws {
        guard Self.hasNamespaces else { return }  // no namespaces here: `versionSays` fails instead
        let file = HostileModels.file(HostileModels.forkStorm, named: "Storm.swift", in: folder)
        let tutor = try FaultTutor(["check", "postcards", "6", file], environment: ["CODABLE_TUTOR_TIME_LIMIT": "600"])
        defer { tutor.cleanUp() }
        _ = try #require(tutor.notedPid(), "the program never started: \(tutor.errors)")
        Thread.sleep(forTimeInterval: 0.3)
        let groups = "/sys/fs/cgroup/pids/codable-tutor"
        let left = {
            ((try? FileManager.default.contentsOfDirectory(atPath: groups)) ?? []).filter {
                $0.hasPrefix("\(tutor.pid)-")
            }
        }
        // The group is there while the storm runs. (Once its tutor is dead, any tutor's first
        // run may remove it: another test's, running beside this one, may come first.)
        let made = !left().isEmpty
        kill(tutor.pid, SIGKILL)
        #expect(tutor.waitForExit(seconds: 10))
        #expect(nothingLeft(tutor), "the storm outlived a killed tutor: \(tutor.runningDescendants.count) processes")
        guard Self.capsProcesses, FileManager.default.fileExists(atPath: groups) else { return }
        #expect(made, "the storm ran in no group of its tutor's: the test would prove nothing")
        let next = try TutorBinary.run(["run", "postcards", "0"])
        #expect(next.status == 0, "\(next.errors)")
        #expect(left().isEmpty, "the next tutor left the dead one's groups: \(left())")
    }

    @Test(
        "A program cannot stop or kill its tutor: the tutor lives on to give the verdict",
        arguments: ["stops", "kills"])
    func cannotReachTutor(attack: String) throws {
        guard Self.hasNamespaces else { return }  // no namespaces here: `versionSays` fails instead
        let source = attack == "stops" ? HostileModels.stopsParent : HostileModels.killsParent
        let tutor = try check(
            source, name: attack == "stops" ? "Stops.swift" : "Kills.swift",
            environment: ["CODABLE_TUTOR_TIME_LIMIT": "2"])
        defer { tutor.cleanUp(["program.pid", "child.pid"]) }
        #expect(!tutor.diedOfSignal, "the program killed its tutor")
        #expect(tutor.status == 1)
        #expect(
            tutor.output.unwrapped.contains("The program was still running after 2 seconds and was stopped"),
            "\(tutor.output)")
        #expect(nothingLeft(tutor))
    }

    @Test("A program cannot write into its tutor's output: check --json stays the tutor's own JSON")
    func cannotForgeOutput() throws {
        guard Self.hasNamespaces else { return }  // no namespaces here: `versionSays` fails instead
        let tutor = try check(HostileModels.forgesOutput, name: "Forges.swift", json: true)
        defer { tutor.cleanUp() }
        #expect(tutor.status == 1)
        // Inside bubblewrap its parent is the sandbox's first process, whose output is the
        // program's own: what it wrote there may be quoted as the program's, never be the tutor's.
        let verdict = try #require(
            try? JSONSerialization.jsonObject(with: Data(tutor.output.utf8)) as? [String: Any], "\(tutor.output)")
        #expect(!tutor.output.hasPrefix("FORGED") && !verdict.isEmpty, "\(tutor.output)")
    }

    @Test(
        "The memory limit holds for the whole tree: shared memory, or three children of 900 MB",
        arguments: ["shared", "children"])
    func memoryOfTheTree(attack: String) throws {
        guard Self.capsMemory else { return }  // no namespaces here: `versionSays` fails instead
        let tutor = try check(
            attack == "shared" ? HostileModels.sharedMemory : HostileModels.threeChildren,
            name: attack == "shared" ? "Shared.swift" : "Children.swift",
            environment: ["CODABLE_TUTOR_TIME_LIMIT": "30"])
        defer { tutor.cleanUp() }
        #expect(tutor.status == 1)
        #expect(tutor.output.unwrapped.contains("The program ran out of memory"), "\(tutor.output)")
        #expect(nothingLeft(tutor))
    }

    @Test(
        "A program sees its documents and nothing else of the home: no compiled program to poison, no progress to read")
    func homeIsHidden() throws {
        guard Self.hasNamespaces else { return }  // no namespaces here: `versionSays` fails instead
        // Something in the cache to find: this stage's program, compiled and kept.
        _ = try TutorBinary.run(["run", "postcards", "0"])
        let tutor = try check(HostileModels.readsHome, name: "Reads.swift")
        defer { tutor.cleanUp() }
        let seen = try String(contentsOf: tutor.scratch.url.appendingPathComponent("seen.txt"), encoding: .utf8)
        // At most its own program is there, read-only: nothing else of the cache, nothing to write.
        #expect(
            [
                "programs 0 written 0 state [\"documents\"] documents true\n",
                "programs 1 written 0 state [\"documents\"] documents true\n",
            ]
            .contains(seen), "\(seen)")
        let cached = try FileManager.default.contentsOfDirectory(
            atPath: TutorBinary.sharedHome.url.path + "/cache/programs")
        #expect(!cached.isEmpty, "the home had nothing to hide: the test would prove nothing")
    }

    @Test(
        "A tutor that is not root contains its programs in a user namespace, home hidden, and they still do their work")
    func unprivileged() throws {
        guard Self.hasNamespaces, ProgressFaultTests.canDropPrivileges else { return }
        let home = TemporaryFolder("faults-contained-nobody")
        #expect(chown(home.url.path, 65534, 65534) == 0)
        let file = HostileModels.file(HostileModels.readsHome, named: "Reads.swift", in: folder)
        #expect(chmod(folder.url.path, 0o755) == 0 && chmod(file, 0o644) == 0)
        // As a learner's own shell has it: a HOME and a TMPDIR of their own, where the compiler
        // may write; the home is then the mark of the test's processes.
        // The program says what it saw in a folder of its own, outside the home it looks for.
        let outlet = TemporaryFolder("faults-contained-outlet")
        #expect(chown(outlet.url.path, 65534, 65534) == 0)
        let own = ["HOME": home.url.path, "TMPDIR": home.url.path, "CODABLE_TUTOR_TEST_OUTLET": outlet.url.path]
        // And in a folder of their own: the test's own may be one only root can enter (a clone
        // under `mktemp -d`), where the compiler cannot set its working directory.
        let nobody = ProgressFaultTests.asNobody + ["/usr/bin/env", "--chdir=\(home.url.path)"]
        defer { Processes.killLeftovers(Processes.running(withMarker: home.url.path), marker: home.url.path) }
        // A copy nobody can reach: the build may sit in a folder only root can enter.
        let binary = try ProgressFaultTests.tutorNobodyCanRun(in: home.url)
        #expect(chown(home.url.path, 65534, 65534) == 0)
        let tutor = try FaultTutor(
            ["--version"], environment: own, home: home.url, prefix: nobody,
            executable: binary)
        #expect(tutor.waitForExit(seconds: 60))
        #expect(
            tutor.output.unwrapped.contains("bubblewrap") && tutor.output.unwrapped.contains("in a user namespace"),
            "\(tutor.output)\(tutor.errors)")
        // Trips 3 saves in one launch what the next one reads: the documents folder works.
        let trips = try FaultTutor(
            ["run", "trips", "3"], environment: own, home: home.url, prefix: nobody,
            executable: binary)
        #expect(trips.waitForExit(seconds: 300))
        #expect(trips.status == 0, "\(trips.output)\(trips.errors)")
        let reads = try FaultTutor(
            ["check", "postcards", "6", file], environment: own, home: home.url,
            prefix: nobody, executable: binary)
        #expect(reads.waitForExit(seconds: 300))
        let seen = (try? String(contentsOf: outlet.url.appendingPathComponent("seen.txt"), encoding: .utf8)) ?? ""
        // At most its own program, read-only, of the whole cache; of the state, its documents.
        #expect(
            seen.hasPrefix("programs 0 written 0 state [\"documents\"]")
                || seen.hasPrefix("programs 1 written 0 state [\"documents\"]"),
            "\(seen) \(reads.errors)")
    }

    @Test("A child the tutor was handed through exec is not its to end")
    func inheritedChildIsLeftAlone() throws {
        let tutor = try FaultTutor(
            ["run", "postcards", "0"], prefix: ["/bin/sh", "-c", "sleep 1005 & exec \"$0\" \"$@\""])
        defer { Processes.killLeftovers(tutor.runningDescendants, marker: tutor.scratch.url.path) }
        // Watched in /proc: Foundation learns of the end only once every process that holds
        // the descriptors it handed the shell has closed them, and the sleep holds them.
        let deadline = Date().addingTimeInterval(120)
        while Processes.isRunning(tutor.pid), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!Processes.isRunning(tutor.pid), "the tutor did not end")
        let sleeps = tutor.runningDescendants.filter { pid in
            (try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8))?.hasPrefix("sleep\u{0}1005") ?? false
        }
        #expect(sleeps.count == 1, "the tutor ended a process it did not start")
        Processes.killLeftovers(sleeps, marker: tutor.scratch.url.path)
        #expect(tutor.waitForExit(seconds: 20))
        #expect(tutor.status == 0, "\(tutor.errors)")
    }
}
