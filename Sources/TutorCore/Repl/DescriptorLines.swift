import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lines read from a descriptor with read(2) and a buffer of our own, so that whether a whole
/// line is waiting can be asked without blocking; stdio's hidden buffer could hold a typed
/// `quit` that poll() would never report.
public struct DescriptorLines {
    private let descriptor: Int32
    private var buffer: [UInt8] = []

    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line without its newline, `.endOfInput` at the end, or nil when `waiting` is
    /// false and no whole line has arrived yet. After an end, a terminal may be read again.
    public mutating func next(waiting: Bool) -> LineInput? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return .line(String(decoding: line, as: UTF8.self))
            }
            if !waiting {
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, 0) > 0 else { return nil }
            }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &chunk, chunk.count)
            if count > 0 {
                buffer += chunk[0..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN {
                if !waiting { return nil }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&poller, 1, -1)
            } else {
                // The end (or an error that ends it): a last line without its newline first.
                guard buffer.isEmpty else {
                    defer { buffer.removeAll() }
                    return .line(String(decoding: buffer, as: UTF8.self))
                }
                return .endOfInput
            }
        }
    }
}
