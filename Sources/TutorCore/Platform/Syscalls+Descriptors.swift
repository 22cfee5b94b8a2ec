import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Descriptors and the files behind them: the calls the rest of the tutor makes by name
/// instead of through libc, so that the Linux/Darwin import and any difference between the
/// two stay in `Platform/`. Each failure is the `errno` of the call, unchanged, so callers
/// word their problems exactly as before.
extension Syscalls {
    /// A failed call's `errno`.
    struct Errno: Error, Equatable {
        var code: Int32
        /// The `errno` the last call left.
        static var last: Errno { Errno(code: errno) }
    }

    /// `open(2)`: the new descriptor.
    static func open(_ path: String, flags: Int32, mode: mode_t = 0) throws(Errno) -> Int32 {
        let descriptor = libcOpen(path, flags, mode)
        guard descriptor >= 0 else { throw .last }
        return descriptor
    }

    /// `close(2)`; what it says is of no use to the tutor once a descriptor is done with.
    static func close(_ descriptor: Int32) {
        _ = libcClose(descriptor)
    }

    /// `flock(2)` with `LOCK_NB` added to `mode`: whether it was taken, or the `errno`.
    static func tryLock(_ descriptor: Int32, _ mode: Int32) throws(Errno) {
        guard flock(descriptor, mode | LOCK_NB) == 0 else { throw .last }
    }

    /// Lets go of a `flock`.
    static func unlock(_ descriptor: Int32) {
        _ = flock(descriptor, LOCK_UN)
    }

    /// `fchmod(2)`.
    static func setMode(_ descriptor: Int32, _ mode: mode_t) throws(Errno) {
        guard fchmod(descriptor, mode) == 0 else { throw .last }
    }

    /// `fsync(2)`.
    static func flushToDisk(_ descriptor: Int32) throws(Errno) {
        guard fsync(descriptor) == 0 else { throw .last }
    }

    /// `rename(2)`.
    static func rename(_ from: String, to: String) throws(Errno) {
        guard libcRename(from, to) == 0 else { throw .last }
    }

    /// `unlink(2)`.
    static func unlink(_ path: String) throws(Errno) {
        guard libcUnlink(path) == 0 else { throw .last }
    }

    /// `stat(2)`: what it says of `path`, following a symbolic link.
    static func status(_ path: String) throws(Errno) -> stat {
        var info = stat()
        guard stat(path, &info) == 0 else { throw .last }
        return info
    }

    /// `fstat(2)`: what it says of the file open on `descriptor`.
    static func status(of descriptor: Int32) throws(Errno) -> stat {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .last }
        return info
    }

    /// This process's id.
    static var processID: pid_t { getpid() }

    /// Whether process `pid` may still be alive: `kill(pid, 0)` found it, or failed for any
    /// reason but its absence (`ESRCH`), such as one owned by another user.
    static func mayBeAlive(_ pid: pid_t) -> Bool {
        kill(pid, 0) == 0 || errno != ESRCH
    }

    /// `lstat(2)`: what it says of `path` itself, a symbolic link not followed.
    static func linkStatus(_ path: String) throws(Errno) -> stat {
        var info = stat()
        guard lstat(path, &info) == 0 else { throw .last }
        return info
    }

    /// The size in bytes `stat` gives.
    static func size(_ info: stat) -> Int64 {
        Int64(info.st_size)
    }

    /// The permission bits of `stat`'s mode.
    static func permissions(_ info: stat) -> mode_t {
        info.st_mode & 0o7777
    }

    /// Writes one byte, waiting for nothing: async-signal-safe, for a signal handler's trigger.
    /// A full pipe (or any failure) drops the byte.
    static func writeByte(_ descriptor: Int32, _ byte: UInt8) {
        var byte = byte
        _ = libcWrite(descriptor, &byte, 1)
    }

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

    /// `read(2)` into `buffer`: the count read, 0 at the end.
    static func read(_ descriptor: Int32, into buffer: inout [UInt8]) throws(Errno) -> Int {
        let count = buffer.withUnsafeMutableBytes { libcRead(descriptor, $0.baseAddress!, $0.count) }
        guard count >= 0 else { throw .last }
        return count
    }

    /// Reads and drops whatever a non-blocking `descriptor` holds now.
    static func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while libcRead(descriptor, &buffer, buffer.count) > 0 {}
    }

    /// Sleeps `microseconds`.
    static func sleep(microseconds: UInt32) {
        usleep(microseconds)
    }
}

// Outside the extension the system's names are not shadowed by the wrappers of the same
// name, so these reach libc on Linux and Darwin alike.
private func libcOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { open(path, flags, mode) }
private func libcClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func libcRename(_ from: String, _ to: String) -> Int32 { rename(from, to) }
private func libcUnlink(_ path: String) -> Int32 { unlink(path) }
private func libcWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, bytes, count) }
private func libcRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int { read(descriptor, bytes, count) }
