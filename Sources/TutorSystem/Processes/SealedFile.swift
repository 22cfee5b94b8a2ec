import Foundation
import TutorBase

/// A file's contents with an HMAC-SHA256 of them (`HMACSHA256`, keyed by the home's
/// `SealKey`) on a first line of their own, so that a record the tutor wrote and reads back
/// (a cache entry's record, a plan, a compiler's identity) is found out when anything else
/// wrote it: cut short, overwritten, or rewritten and sealed again by a learner's program that
/// found the home and read how the tutor seals.
///
/// The code covers the file's name too (`name`: an entry's folder, a plan's file), so that
/// a sealed file copied to another name — one entry's record and program over another's —
/// does not open there. Files sealed by earlier releases (a plain SHA-256 anyone could
/// recompute) do not open either, and are made again.
package enum SealedFile {
    private static let prefix = "hmac-sha256 "
    private static let line = prefix.utf8.count + 64

    /// `payload` with its code line in front.
    package static func seal(_ payload: Data, key: SealKey, name: String) -> Data {
        let code = Self.code(payload, key: key, name: name)
        return Data((prefix + SHA256.hex(code) + "\n").utf8) + payload
    }

    /// The payload of sealed bytes when its code is right for `key` and `name`; nil for
    /// anything else: no code line, an old plain hash, a wrong code, bytes changed after.
    package static func open(_ sealed: Data, key: SealKey, name: String) -> Data? {
        guard sealed.count > line, sealed[sealed.startIndex + line] == UInt8(ascii: "\n") else { return nil }
        let header = String(decoding: sealed.prefix(line), as: UTF8.self)
        guard header.hasPrefix(prefix) else { return nil }
        let payload = sealed.dropFirst(line + 1)
        let written = header.dropFirst(prefix.utf8.count)
        guard HMACSHA256.areEqual(Array(SHA256.hex(code(payload, key: key, name: name)).utf8), Array(written.utf8))
        else { return nil }
        return Data(payload)
    }

    /// The payload of the sealed regular file at `path`, when it opens; nil when it is
    /// missing, not regular, more than `limit` bytes (asked of `fstat` before anything is
    /// read: a sparse file of gigabytes costs nothing), or does not open.
    package static func read(_ path: String, limit: Int, key: SealKey, name: String) -> Data? {
        guard let sealed = try? Syscalls.readRegularFile(path, limit: limit) else { return nil }
        return open(sealed, key: key, name: name)
    }

    private static func code(_ payload: Data, key: SealKey, name: String) -> [UInt8] {
        var mac = HMACSHA256(key: key.bytes)
        mac.update(field: name)
        mac.update(payload)
        return mac.code()
    }
}
