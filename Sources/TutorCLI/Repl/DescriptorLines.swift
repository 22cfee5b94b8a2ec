import Foundation
import SwiftToolchain
import TutorBase
import TutorDomain
import TutorPresentation
import TutorSystem

/// Lines read from a descriptor with read(2) and a buffer of our own, so that whether a whole
/// line is waiting can be asked without blocking; stdio's hidden buffer could hold a typed
/// `quit` that poll() would never report.
package struct DescriptorLines {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// How much of `buffer` is known to hold no newline: a long line is searched once, not
    /// again from its start after every read (a 10 MB line took 11 s).
    private var searched = 0

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line without its newline, `.endOfInput` at the end, or nil when `waiting` is
    /// false and no whole line has arrived yet. After an end, a terminal may be read again.
    package mutating func next(waiting: Bool) -> LineInput? {
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                searched = 0
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                return .line(String(decoding: line, as: UTF8.self))
            }
            searched = buffer.count
            if !waiting {
                guard Syscalls.isReadable(descriptor) else { return nil }
            }
            var chunk = [UInt8](repeating: 0, count: 64 << 10)
            let count: Int
            do {
                count = try Syscalls.read(descriptor, into: &chunk)
            } catch  where error.code == EINTR {
                continue
            } catch  where error.code == EAGAIN {
                if !waiting { return nil }
                Syscalls.waitUntilReadable(descriptor)
                continue
            } catch {
                count = 0  // an error ends the input, as the end does
            }
            if count > 0 {
                buffer += chunk[0..<count]
            } else {
                // The end (or an error that ends it): a last line without its newline first.
                guard buffer.isEmpty else {
                    defer {
                        buffer.removeAll()
                        searched = 0
                    }
                    return .line(String(decoding: buffer, as: UTF8.self))
                }
                return .endOfInput
            }
        }
    }
}
