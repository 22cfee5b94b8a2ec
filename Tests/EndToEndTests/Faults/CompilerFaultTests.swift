import Foundation
import TestSupport
import Testing

/// A compiler that misbehaves: hangs with its output closed, never answers `--version`, prints
/// binary garbage. Each ends in a sentence that names the limit or shows the text safely.
@Suite("Faults: a compiler that misbehaves", .serialized, .timeLimit(hangLimit))
struct CompilerFaultTests {
    let folder = TemporaryFolder("faults-compiler")

    /// A shell script standing in for swiftc: `versionAnswer` for `--version`, `compile` for
    /// anything else. It notes its pid in `$TMPDIR` first.
    func compiler(named name: String, versionAnswer: String, compile: String) -> String {
        let script = folder.write(
            """
            #!/bin/sh
            echo $$ >> "$TMPDIR/compiler.pids"
            if [ "$1" = "--version" ]; then
            \(versionAnswer)
            fi
            \(compile)

            """, to: name)
        chmod(script.path, 0o755)
        return script.path
    }

    /// Every pid the fake compiler noted is gone.
    func allGone(_ tutor: FaultTutor) -> Bool {
        let text =
            (try? String(
                contentsOfFile: tutor.scratch.url.appendingPathComponent("compiler.pids").path, encoding: .utf8)) ?? ""
        let pids = text.split(separator: "\n").compactMap { pid_t($0) }
        defer { Processes.killLeftovers(pids, marker: tutor.scratch.url.path) }
        return !pids.isEmpty && pids.allSatisfy { Processes.waitUntilGone($0) }
    }

    @Test("A compile that closes its output and sleeps meets the compile time limit, in a sentence")
    func silentCompile() throws {
        let swiftc = compiler(
            named: "sleepy-swiftc", versionAnswer: "echo 'Swift version 6.3.1 (sleepy)'; exit 0",
            compile: "exec >&- 2>&-\nexec sleep 300")
        let home = TemporaryFolder("faults-compiler-home")
        let (tutor, finished) = try FaultTutor.run(
            ["run", "postcards", "6.1"],
            environment: ["CODABLE_TUTOR_SWIFTC": swiftc, "CODABLE_TUTOR_COMPILE_TIME_LIMIT": "2"], home: home.url)
        #expect(finished)
        #expect(tutor.status == 1)
        #expect(
            tutor.errors.contains("The compile took longer than 2 seconds, the compile time limit, and was stopped"),
            "\(tutor.errors)")
        #expect(allGone(tutor), "the stuck compiler outlived its limit")
    }

    @Test("A compiler that never answers --version is stopped at the compile time limit, and says it timed out")
    func silentVersion() throws {
        let swiftc = compiler(named: "mute-swiftc", versionAnswer: "exec >&- 2>&-; exec sleep 300", compile: "exit 1")
        let home = TemporaryFolder("faults-compiler-home")
        let (tutor, finished) = try FaultTutor.run(
            ["run", "postcards", "6.1"],
            environment: [
                "CODABLE_TUTOR_SWIFTC": swiftc, "CODABLE_TUTOR_COMPILE_TIME_LIMIT": "2",
                "CODABLE_TUTOR_BUSY_NOTICE": "1",
            ],
            home: home.url)
        #expect(finished)
        #expect(tutor.status == 1)
        #expect(
            tutor.errors.contains(
                "gave no answer to `--version` within 2 seconds, the compile time limit, and was stopped"),
            "\(tutor.errors)")
        #expect(!tutor.errors.contains("did not work"), "\(tutor.errors)")
        #expect(allGone(tutor))
    }

    @Test("A compiler that answers --version slowly is waited for, with one line saying so: slow is not broken")
    func slowVersion() throws {
        // Answers after 2 s, then compiles as the real one does; the notice is due after 0.5 s.
        let swiftc = compiler(
            named: "slow-swiftc", versionAnswer: "sleep 2; exec swiftc --version",
            compile: #"for word in "$@"; do [ "$word" = "-###" ] && exit 1; done; exec swiftc "$@""#)
        let home = TemporaryFolder("faults-compiler-home")
        let (tutor, finished) = try FaultTutor.run(
            ["run", "postcards", "1"],
            environment: [
                "CODABLE_TUTOR_SWIFTC": swiftc, "CODABLE_TUTOR_COMPILE_TIME_LIMIT": "60",
                "CODABLE_TUTOR_BUSY_NOTICE": "0.5",
            ],
            home: home.url)
        #expect(finished)
        #expect(tutor.status == 0, "the slow compiler's answer was used: \(tutor.output)\(tutor.errors)")
        // Wrapped at words to the width, as every line of the tutor's is.
        let notices = tutor.errors.unwrapped.components(
            separatedBy: "The compiler has not answered `--version` after 0.5 s: the machine may be busy.")
        #expect(notices.count == 2, "said once: \(tutor.errors)")
        #expect(!tutor.errors.contains("did not work"), "\(tutor.errors)")
        #expect(allGone(tutor))
    }

    @Test("Binary garbage from a failing compiler is escaped and capped, never echoed raw")
    func garbage() throws {
        let swiftc = compiler(
            named: "garbage-swiftc", versionAnswer: "echo 'Swift version 6.3.1 (garbage)'; exit 0",
            compile:
                #"printf '\033[2J\033]0;owned\007\001\377\376 junk %s\n' "$(head -c 5000 /dev/zero | tr '\0' 'x')" >&2; exit 1"#
        )
        let home = TemporaryFolder("faults-compiler-home")
        let (tutor, finished) = try FaultTutor.run(
            ["run", "postcards", "6.1"], environment: ["CODABLE_TUTOR_SWIFTC": swiftc],
            home: home.url)
        #expect(finished)
        #expect(tutor.status == 1)
        #expect(
            tutor.errors.contains(
                #"did not work: it ended with exit status 1: \u{1B}[2J\u{1B}]0;owned\u{7}\u{1}\u{FFFD}\u{FFFD} junk xxx"#
            ), "\(tutor.errors)")
        #expect(!tutor.errors.contains("\u{1B}"))
        #expect(tutor.errors.utf8.count < 1000)
    }
}
