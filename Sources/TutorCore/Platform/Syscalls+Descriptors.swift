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

    /// Reads and drops whatever a non-blocking `descriptor` holds now.
    static func drain(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 64)
        while libcRead(descriptor, &buffer, buffer.count) > 0 {}
    }

    /// Sleeps `microseconds`.
    static func sleep(microseconds: UInt32) {
        usleep(microseconds)
    }

    // The system's own names, reached past the same-named wrappers above.
    #if canImport(Glibc)
    private static func libcOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { Glibc.open(path, flags, mode) }
    private static func libcClose(_ descriptor: Int32) -> Int32 { Glibc.close(descriptor) }
    private static func libcRename(_ from: String, _ to: String) -> Int32 { Glibc.rename(from, to) }
    private static func libcUnlink(_ path: String) -> Int32 { Glibc.unlink(path) }
    private static func libcWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { Glibc.write(descriptor, bytes, count) }
    private static func libcRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int { Glibc.read(descriptor, bytes, count) }
    #else
    private static func libcOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 { Darwin.open(path, flags, mode) }
    private static func libcClose(_ descriptor: Int32) -> Int32 { Darwin.close(descriptor) }
    private static func libcRename(_ from: String, _ to: String) -> Int32 { Darwin.rename(from, to) }
    private static func libcUnlink(_ path: String) -> Int32 { Darwin.unlink(path) }
    private static func libcWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int { Darwin.write(descriptor, bytes, count) }
    private static func libcRead(_ descriptor: Int32, _ bytes: UnsafeMutableRawPointer, _ count: Int) -> Int { Darwin.read(descriptor, bytes, count) }
    #endif
}
