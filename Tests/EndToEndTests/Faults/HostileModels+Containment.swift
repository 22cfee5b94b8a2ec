import Foundation

/// Learners' models that attack what holds them in: the process tree, the tutor, the home.
extension HostileModels {
    /// Forks without end; each child leaves the group and the session with `setsid()`, forks
    /// a grandchild that forks on, and exits, so the grandchildren are orphans nobody waits for.
    static let forkStorm = model(
        """
                note()
                while true {
                    let child = fork()
                    if child == 0 {
                        _ = setsid()
                        if fork() == 0 {
                            while true {
                                _ = fork()
                                sleep(1)
                            }
                        }
                        _exit(0)
                    }
                    if child < 0 { usleep(1000) }
                }
        """)

    /// Stops the process that started it, then spins: a tutor that is its parent would hang.
    static let stopsParent = model(
        """
                note()
                kill(getppid(), SIGSTOP)
                while true {}
        """)

    /// Leaves a `setsid` child behind and kills the process that started it.
    static let killsParent = model(
        """
                note()
                if fork() == 0 {
                    _ = setsid()
                    note(as: "child.pid")
                    sleep(300)
                    _exit(0)
                }
                kill(getppid(), SIGKILL)
                while true {}
        """)

    /// Writes into its parent's standard output and onto the terminal, then fails.
    static let forgesOutput = model(
        """
                note()
                for path in ["/proc/\\(getppid())/fd/1", "/dev/tty"] {
                    let descriptor = open(path, O_WRONLY)
                    if descriptor >= 0 {
                        _ = "FORGED\\n".withCString { write(descriptor, $0, 7) }
                        close(descriptor)
                    }
                }
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "tried"))
        """)

    /// Takes 3 GiB of shared memory, which a per-process data limit does not count.
    static let sharedMemory = model(
        """
                note()
                let size = 3 << 30
                guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0),
                    memory != MAP_FAILED
                else { fatalError("no mapping") }
                let bytes = memory.assumingMemoryBound(to: UInt8.self)
                var offset = 0
                while offset < size {
                    bytes[offset] = 1
                    offset += 4096
                }
                while true {}
        """)

    /// Three children of 900 MB each: every one within a per-process limit, not the three.
    static let threeChildren = model(
        """
                note()
                for _ in 0..<3 where fork() == 0 {
                    let size = 900 << 20
                    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: size)
                    var offset = 0
                    while offset < size {
                        bytes[offset] = 1
                        offset += 4096
                    }
                    while true { sleep(1) }
                }
                var status: Int32 = 0
                _ = wait(&status)
                exit(3)
        """)

    /// Looks for the tutor's home from its documents folder, lists what it finds there and
    /// tries to write over every compiled program, noting what it saw in `seen.txt`.
    static let readsHome = model(
        """
                note()
                let documents = ProcessInfo.processInfo.environment["CODABLE_TUTOR_DOCUMENTS"] ?? ""
                let home = URL(fileURLWithPath: documents).deletingLastPathComponent().deletingLastPathComponent()
                    .deletingLastPathComponent()
                let files = FileManager.default
                let programs = (try? files.contentsOfDirectory(atPath: home.path + "/cache/programs")) ?? []
                var written = 0
                for entry in programs {
                    let descriptor = open(home.path + "/cache/programs/" + entry + "/program", O_WRONLY)
                    if descriptor >= 0 {
                        written += 1
                        close(descriptor)
                    }
                }
                let state = (try? files.contentsOfDirectory(atPath: home.path + "/state")) ?? []
                let mine = files.fileExists(atPath: documents)
                let folder = ProcessInfo.processInfo.environment["CODABLE_TUTOR_TEST_OUTLET"] ?? "/tmp"
                let seen = "programs \\(programs.count) written \\(written) state \\(state.sorted()) documents \\(mine)\\n"
                try? seen.write(toFile: folder + "/seen.txt", atomically: true, encoding: .utf8)
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "looked"))
        """)
}
