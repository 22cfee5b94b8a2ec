import Foundation

/// HMAC-SHA256 (RFC 2104): a hash of a message that only the holder of a secret key can
/// make, so that a sealed file (`SealedFile`) rewritten by anyone without the key is found
/// out, however well it knows the format.
///
/// Built on the project's own `SHA256` (no CryptoKit on Linux, no packages); a test checks it
/// against the RFC 4231 vectors. The message is fed in as it comes, never copied whole.
package struct HMACSHA256 {
    /// SHA-256's block, in bytes: a longer key is hashed first, a shorter one padded with zeros.
    package static let blockSize = 64

    private var inner = SHA256()
    private let outerPad: [UInt8]

    /// An authenticator for one message under `key`.
    package init(key: [UInt8]) {
        var block = key.count > Self.blockSize ? SHA256.digest(of: key) : key
        block += [UInt8](repeating: 0, count: Self.blockSize - block.count)
        inner.update(block.map { $0 ^ 0x36 })
        outerPad = block.map { $0 ^ 0x5c }
    }

    /// Adds bytes of the message.
    package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        inner.update(bytes)
    }

    /// Adds a string, length first, as `SHA256.update(field:)` does: "ab"+"c" and "a"+"bc" differ.
    package mutating func update(field: String) {
        inner.update(field: field)
    }

    /// The code's 32 bytes.
    package func code() -> [UInt8] {
        var outer = SHA256()
        outer.update(outerPad)
        outer.update(inner.digest())
        return outer.digest()
    }

    /// The code of `message` under `key`, in one call.
    package static func code<Bytes: Sequence>(for message: Bytes, key: [UInt8]) -> [UInt8]
    where Bytes.Element == UInt8 {
        var mac = HMACSHA256(key: key)
        mac.update(message)
        return mac.code()
    }

    /// Whether two codes are equal, looking at every byte whatever the first difference, so
    /// that how long a refusal takes says nothing about how close a forgery came.
    package static func areEqual(_ one: [UInt8], _ other: [UInt8]) -> Bool {
        guard one.count == other.count else { return false }
        return zip(one, other).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

extension SHA256 {
    /// The digest's bytes of some bytes, in one call.
    package static func digest<Bytes: Sequence>(of bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var hash = SHA256()
        hash.update(bytes)
        return hash.digest()
    }
}
