import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
import TutorBase
#endif

/// Descriptors and the files behind them: the calls the rest of the tutor makes by name
/// instead of through libc, so that the Linux/Darwin import and any difference between the
/// two stay in `Platform/`. Each failure is the `errno` of the call, unchanged, so callers
/// word their problems exactly as before.
extension Syscalls {
    /// A failed call's `errno`.
    package struct Errno: Error, Equatable {
        package var code: Int32

        package init(code: Int32) {
            self.code = code
        }
        /// The `errno` the last call left.
        package static var last: Errno { Errno(code: errno) }

        /// The system's sentence for it (`strerror`): "No such file or directory".
        package var message: String { String(cString: strerror(code)) }
    }

    /// `open(2)`: the new descriptor.
    package static func open(_ path: String, flags: Int32, mode: mode_t = 0) throws(Errno) -> Int32 {
        let descriptor = libcOpen(path, flags, mode)
        guard descriptor >= 0 else { throw .last }
        return descriptor
    }

    /// `close(2)`; what it says is of no use to the tutor once a descriptor is done with.
    package static func close(_ descriptor: Int32) {
        _ = libcClose(descriptor)
    }

    /// `flock(2)` with `LOCK_NB` added to `mode`: whether it was taken, or the `errno`.
    package static func tryLock(_ descriptor: Int32, _ mode: Int32) throws(Errno) {
        guard flock(descriptor, mode | LOCK_NB) == 0 else { throw .last }
    }

    /// `flock(2)`, waiting as long as it takes: an interrupted wait is begun again.
    package static func lock(_ descriptor: Int32, _ mode: Int32) throws(Errno) {
        while flock(descriptor, mode) != 0 {
            guard errno == EINTR else { throw .last }
        }
    }

    /// Lets go of a `flock`.
    package static func unlock(_ descriptor: Int32) {
        _ = flock(descriptor, LOCK_UN)
    }

    /// `fchmod(2)`.
    package static func setMode(_ descriptor: Int32, _ mode: mode_t) throws(Errno) {
        guard fchmod(descriptor, mode) == 0 else { throw .last }
    }

    /// `fsync(2)`.
    package static func flushToDisk(_ descriptor: Int32) throws(Errno) {
        guard fsync(descriptor) == 0 else { throw .last }
    }

    /// `rename(2)`.
    package static func rename(_ from: String, to: String) throws(Errno) {
        guard libcRename(from, to) == 0 else { throw .last }
    }

    /// `unlink(2)`.
    package static func unlink(_ path: String) throws(Errno) {
        guard libcUnlink(path) == 0 else { throw .last }
    }

    /// `stat(2)`: what it says of `path`, following a symbolic link.
    package static func status(_ path: String) throws(Errno) -> stat {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .last }
        return info
    }

    /// `fstat(2)`: what it says of the file open on `descriptor`.
    package static func status(of descriptor: Int32) throws(Errno) -> stat {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .last }
        return info
    }

    /// `lstat(2)`: what it says of `path` itself, a symbolic link not followed.
    package static func linkStatus(_ path: String) throws(Errno) -> stat {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .last }
        return info
    }

    /// The size in bytes `stat` gives.
    package static func size(_ info: stat) -> Int64 {
        Int64(info.st_size)
    }

    /// The permission bits of `stat`'s mode.
    package static func permissions(_ info: stat) -> mode_t {
        info.st_mode & 0o7777
    }

    /// Writes one byte, waiting for nothing: async-signal-safe, for a signal handler's trigger.
    /// A full pipe (or any failure) drops the byte. Whether it was written.
    @discardableResult
    /// Writes `data` into a new file at `path` (refused if one is there), with no flush to disk:
    /// for a file in a scratch folder that nobody reads until it is moved into place, and that
    /// is checked, or compiled again, when a crash cut it short. Returns 0 or the `errno`.
    package static func writeNewFile(_ path: String, _ data: some ContiguousBytes, mode: mode_t = 0o644) -> Int32 {
        let descriptor: Int32
        do {
            descriptor = try open(path, flags: O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode: mode)
        } catch {
            return error.code
        }
        defer { close(descriptor) }
        return writeAll(descriptor, data)
    }

    package static func writeByte(_ descriptor: Int32, _ byte: UInt8) -> Bool {
        var byte = byte
        return libcWrite(descriptor, &byte, 1) == 1
    }

    /// `read(2)` into `buffer`, at most `limit` bytes (the buffer's size by default): the count
    /// read, 0 at the end. An interrupted read is tried again.
    package static func read(_ descriptor: Int32, into buffer: inout [UInt8], upTo limit: Int? = nil) throws(Errno)
        -> Int
    {
        let wanted = min(limit ?? buffer.count, buffer.count)
        while true {
            let count = buffer.withUnsafeMutableBytes { libcRead(descriptor, $0.baseAddress!, wanted) }
            if count >= 0 { return count }
            guard errno == EINTR else { throw .last }
        }
    }

    /// `pread(2)`: reads into `buffer` from byte `offset` of the file, leaving the
    /// descriptor's own position alone. The count read, 0 at the end; an interrupted read is
    /// tried again.
    package static func read(_ descriptor: Int32, into buffer: inout [UInt8], at offset: Int64) throws(Errno) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, $0.count, off_t(offset)) }
            if count >= 0 { return count }
            guard errno == EINTR else { throw .last }
        }
    }

    /// Bytes `offset..<end` of the file open on `descriptor`, read with `pread` (fewer when the
    /// file ends sooner or a read fails).
    package static func bytes(of descriptor: Int32, from offset: Int64, to end: Int64) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while offset + Int64(data.count) < end {
            let wanted = Int(min(Int64(buffer.count), end - offset - Int64(data.count)))
            guard let count = try? read(descriptor, into: &buffer, at: offset + Int64(data.count)), count > 0 else {
                break
            }
            data.append(buffer, count: min(count, wanted))
        }
        return data
    }

    /// Reads `descriptor` to its end, a chunk at a time, stopping early once more than
    /// `limit` bytes have come (for a file that grows while it is read).
    package static func readToEnd(_ descriptor: Int32, stoppingPast limit: Int = .max, expecting size: Int64? = nil)
        throws(Errno) -> Data
    {
        var data = Data()
        // A buffer the size `fstat` gave (`size`), and a little over, so that one read takes the
        // whole file and the next finds its end: a lesson's files are a few KB, and a start reads
        // a few hundred of them, each of which once had 64 KB zeroed for it.
        let count = size.map { Int(clamping: max(4 << 10, min(64 << 10, $0 + 1))) } ?? 64 << 10
        var buffer = [UInt8](repeating: 0, count: count)
        while data.count <= limit {
            let count = try read(descriptor, into: &buffer)
            if count == 0 { break }
            data.append(buffer, count: count)
        }
        return data
    }

    /// Whether `descriptor` is a terminal.
    package static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Whether `descriptor` is readable now, without waiting.
    package static func isReadable(_ descriptor: Int32) -> Bool {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }

    /// Waits until `descriptor` is readable (or at its end, or broken).
    package static func waitUntilReadable(_ descriptor: Int32) {
        var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&poller, 1, -1)
    }

    /// Waits up to `milliseconds` for any of `descriptors` to be readable, at its end or
    /// broken, and returns those that are (none when the time ran out).
    ///
    /// An interrupted wait is not begun again: it returns none, and the caller, who looks at
    /// its clock on every turn, waits again for what is left of its time.
    package static func readable(among descriptors: [Int32], waitingAtMost milliseconds: Int32) throws(Errno) -> Set<
        Int32
    > {
        var pollers = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let ready = poll(&pollers, nfds_t(pollers.count), milliseconds)
        if ready < 0 {
            guard errno == EINTR else { throw .last }
            return []
        }
        return Set(pollers.filter { $0.revents != 0 }.map(\.fd))
    }

    /// Reads and drops whatever a non-blocking `descriptor` holds now.
    package static func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while libcRead(descriptor, &buffer, buffer.count) > 0 {}
    }
}

// Outside the extension the system's names are not shadowed by the wrappers of the same
// name, so these reach libc on Linux and Darwin alike.
private func libcOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func libcClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func libcRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
private func libcUnlink(_ path: String) -> Int32 { unlink(path) }
private func libcWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
private func libcRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, bytes, count)
}
