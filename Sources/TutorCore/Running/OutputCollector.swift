import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a child's two output pipes until they close, a limit is reached, or the learner
/// cancels — whichever comes first.
struct OutputCollector {
    /// Why collecting stopped.
    enum Stop: Equatable {
        case finished, timedOut, outputCut, cancelled
    }

    private let output: Int32
    private let errors: Int32
    private let cap: Int
    private var open: Set<Int32>
    private(set) var standardOutput = Data()
    private(set) var standardError = Data()
    /// The child's wait status, when collecting found it had exited (and reaped it).
    private(set) var reapedStatus: Int32?

    init(output: Int32, errors: Int32, cap: Int) {
        self.output = output
        self.errors = errors
        self.cap = cap
        open = [output, errors]
        for end in [output, errors] {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
    }

    private var collected: Int { standardOutput.count + standardError.count }

    /// Reads until both pipes close or something stops it. A child that has exited but left
    /// a grandchild holding the pipes is not waited for beyond a short grace.
    mutating func collect(until deadline: Date?, cancellation: Cancellation?, child: pid_t) -> Stop {
        var exitSeen: Date?
        while !open.isEmpty {
            if let deadline, Date() >= deadline { return .timedOut }
            if collected >= cap { return .outputCut }
            var fds = open.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if let cancellation {
                fds.append(pollfd(fd: cancellation.readDescriptor, events: Int16(POLLIN), revents: 0))
            }
            var wait = 100
            if let deadline {
                wait = max(1, min(wait, Int(deadline.timeIntervalSinceNow * 1000) + 1))
            }
            let ready = poll(&fds, nfds_t(fds.count), Int32(wait))
            if ready < 0 && errno != EINTR { return .finished }
            if let cancellation, let last = fds.last, last.fd == cancellation.readDescriptor, last.revents != 0 {
                return .cancelled
            }
            for entry in fds where entry.fd != cancellation?.readDescriptor && entry.revents != 0 {
                readAvailable(from: entry.fd)
            }
            if ready == 0 {
                // Nothing to read: has the child gone while something else holds the pipes?
                if exitSeen == nil, reap(child) { exitSeen = Date() }
                if let exitSeen, Date().timeIntervalSince(exitSeen) > 0.2 { return .finished }
            }
        }
        return .finished
    }

    /// After the child is gone, takes what is still buffered in the pipes, up to the cap.
    mutating func drainAfterExit() {
        for end in open.sorted() {
            readAvailable(from: end)
        }
    }

    private mutating func readAvailable(from end: Int32) {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while collected < cap {
            let count = read(end, &buffer, min(buffer.count, cap - collected))
            if count > 0 {
                if end == output {
                    standardOutput.append(contentsOf: buffer[0..<count])
                } else {
                    standardError.append(contentsOf: buffer[0..<count])
                }
            } else {
                if count == 0 || (errno != EAGAIN && errno != EINTR) { open.remove(end) }
                return
            }
        }
    }

    /// Reaps `pid` if it has exited, keeping its status; true when it has.
    private mutating func reap(_ pid: pid_t) -> Bool {
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        reapedStatus = status
        return true
    }
}
