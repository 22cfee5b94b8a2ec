import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Waiting for descriptors to become readable, with `poll(2)`.
extension Syscalls {
    /// Whether `descriptor` is readable now, without waiting.
    static func isReadable(_ descriptor: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }

    /// Waits until `descriptor` is readable (or at its end, or broken).
    static func waitUntilReadable(_ descriptor: Int32) {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&poller, 1, -1)
    }

    /// Waits up to `milliseconds` for any of `descriptors` to be readable, at its end or
    /// broken, and returns those that are (none when the time ran out).
    ///
    /// An interrupted wait is not begun again: it returns none, and the caller, who looks at
    /// its clock on every turn, waits again for what is left of its time.
    static func readable(among descriptors: [Int32], waitingAtMost milliseconds: Int32) throws(Errno) -> Set<Int32> {
        var pollers = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&pollers, nfds_t(pollers.count), milliseconds)
        if ready < 0 {
            guard errno == EINTR else { throw .last }
            return []
        }
        return Set(pollers.filter { $0.revents != 0 }.map(\.fd))
    }
}
