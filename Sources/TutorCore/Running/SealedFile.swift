import Foundation

/// A file's contents with their SHA-256 on a first line of their own, so that a record the
/// tutor wrote and reads back (a cache entry's record, a plan, a compiler's identity) is found
/// out when anything else rewrote it: cut short, overwritten at the same size, or edited by a
/// learner's program that found the home.
///
/// This finds damage and a rewrite that leaves the hash as it was; it cannot stop a program,
/// running as the learner, that writes a new hash as well. What a plan may run is therefore
/// checked on its own too (`CompilePlan.isUsable(toolchain:)`).
enum SealedFile {
    private static let prefix = "sha256 "

    /// `payload` with its hash line in front.
    static func seal(_ payload: Data) -> Data {
        Data((prefix + SHA256.hexDigest(of: payload) + "\n").utf8) + payload
    }

    /// The payload of sealed bytes when its hash is right; nil for anything else: no hash
    /// line, a wrong one, or bytes changed after it was written.
    static func open(_ sealed: Data) -> Data? {
        let line = prefix.utf8.count + 64
        guard sealed.count > line, sealed[sealed.startIndex + line] == UInt8(ascii: "\n") else { return nil }
        let header = String(decoding: sealed.prefix(line), as: UTF8.self)
        guard header.hasPrefix(prefix) else { return nil }
        let payload = sealed.dropFirst(line + 1)
        guard SHA256.hexDigest(of: payload) == header.dropFirst(prefix.utf8.count) else { return nil }
        return Data(payload)
    }
}
