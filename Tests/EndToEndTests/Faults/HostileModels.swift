import Foundation
import TestSupport

/// Learners' models for Postcards step 6 whose `init(from:)` misbehaves, each written to a
/// file and checked with `check postcards 6`.
///
/// Each notes its pid in `$TMPDIR/program.pid` first (the tutor hands `TMPDIR` on), so a test
/// can tell whether its own program still runs. No path is in the source, so each model is
/// compiled once for the whole suite.
enum HostileModels {
    static func model(_ body: String) -> String {
        """
        import Foundation

        /// Writes this process's pid to a file in the folder the test gave as TMPDIR.
        func note(_ pid: pid_t = getpid(), as name: String = "program.pid") {
            let environment = ProcessInfo.processInfo.environment
            let folder = environment["CODABLE_TUTOR_TEST_OUTLET"] ?? environment["TMPDIR"] ?? "/tmp"
            try? "\\(pid)\\n".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }

        struct Postcard: Codable {
            var to: String
            var sent: Date
            var message: String?

            init(from decoder: any Decoder) throws {
        \(body)
            }
        }
        """
    }

    /// Closes standard output and error, then never returns.
    static let closedOutput = model("        note()\n        close(1)\n        close(2)\n        while true {}")

    /// Points standard output and error at /dev/null, then never returns.
    static let devNull = model(
        """
                note()
                let null = open("/dev/null", O_WRONLY)
                dup2(null, 1)
                dup2(null, 2)
                while true {}
        """)

    /// Never returns, output left alone.
    static let endless = model("        note()\n        while true {}")

    /// Starts two children that leave the program's process group with setsid(): one keeps
    /// the environment (and the run's token), one replaces itself with `sleep` in an empty
    /// environment. Then the program ends.
    static let setsidChildren = model(
        """
                let marked = fork()
                if marked == 0 {
                    _ = setsid()
                    while true { sleep(1) }
                }
                let unmarked = fork()
                if unmarked == 0 {
                    _ = setsid()
                    // The test's folder in its name: the one mark the test can find it by.
                    let name = "sleep " + (ProcessInfo.processInfo.environment["TMPDIR"] ?? "")
                    var argv: [UnsafeMutablePointer<CChar>?] = [strdup(name), strdup("300"), nil]
                    var envp: [UnsafeMutablePointer<CChar>?] = [nil]
                    execve("/bin/sleep", &argv, &envp)
                    _exit(1)
                }
                note(marked, as: "marked.pid")
                note(unmarked, as: "unmarked.pid")
                note()
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "escaped"))
        """)

    /// Keeps taking memory, 16 MiB at a time, touching all of it.
    static let memoryHog = model(
        """
                note()
                var kept: [[UInt8]] = []
                while true { kept.append([UInt8](repeating: 1, count: 16 << 20)) }
        """)

    /// Dies of SIGSEGV without printing a thing.
    static let silentCrash = model("        note()\n        raise(SIGSEGV)\n        while true {}")

    /// Writes `source` to a file in `folder` and returns its path.
    static func file(_ source: String, named name: String, in folder: TemporaryFolder) -> String {
        folder.write(source, to: name).path
    }
}
