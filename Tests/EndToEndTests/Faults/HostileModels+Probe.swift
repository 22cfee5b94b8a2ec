import Foundation

extension HostileModels {
    /// `probeTheHost()` tries every way out it is told of, one line of `targets.txt` in the
    /// test's outlet folder each (`connect`, `write`, `read`, `shm` or `big`, then a path), and
    /// says in `probe.txt` beside it what each try got. It only opens what it is told to write,
    /// never writes into it, but for `big`, which fills a file of its own until the file-size
    /// cap stops it.
    static let probeFunction = """
        func probeTheHost() {
            let outlet = ProcessInfo.processInfo.environment["CODABLE_TUTOR_TEST_OUTLET"] ?? "/tmp"
            let targets = (try? String(contentsOfFile: outlet + "/targets.txt", encoding: .utf8)) ?? ""
            var seen = ""
            for line in targets.split(separator: "\\n") {
                let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { continue }
                let (kind, path) = (parts[0], parts[1])
                var got = "unknown"
                switch kind {
                case "connect":
                    let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
                    var address = sockaddr_un()
                    address.sun_family = sa_family_t(AF_UNIX)
                    withUnsafeMutableBytes(of: &address.sun_path) { raw in
                        for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
                    }
                    let connected = withUnsafePointer(to: &address) { pointer in
                        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                            connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                        }
                    }
                    got = connected == 0 ? "reached" : "refused"
                    close(socketDescriptor)
                case "write":
                    let descriptor = open(path, O_WRONLY | O_CREAT, 0o644)
                    got = descriptor >= 0 ? "opened" : "refused"
                    if descriptor >= 0 { close(descriptor) }
                case "read":
                    let descriptor = open(path, O_RDONLY)
                    got = descriptor >= 0 ? "opened" : "refused"
                    if descriptor >= 0 { close(descriptor) }
                case "shm":
                    let descriptor = open(path, O_RDWR | O_CREAT, 0o600)
                    got = descriptor >= 0 && ftruncate(descriptor, 1 << 20) == 0 ? "made" : "refused"
                    if descriptor >= 0 { close(descriptor) }
                case "big":
                    signal(SIGXFSZ, SIG_IGN)
                    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                    let chunk = [UInt8](repeating: 7, count: 1 << 20)
                    var total = 0
                    while descriptor >= 0, total < 80 << 20 {
                        let count = chunk.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                        if count <= 0 { break }
                        total += count
                    }
                    if descriptor >= 0 { close(descriptor) }
                    got = String(total)
                default:
                    break
                }
                seen += "\\(kind) \\(path) \\(got)\\n"
                try? seen.write(toFile: outlet + "/probe.txt", atomically: false, encoding: .utf8)
            }
        }
        """

    /// A model whose decoding probes the host, then fails.
    static let probesTheHost =
        model(
            """
                    probeTheHost()
                    throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "probed"))
            """) + "\n" + probeFunction + "\n"
}
