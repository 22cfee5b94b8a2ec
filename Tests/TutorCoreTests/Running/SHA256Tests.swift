import Foundation
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("SHA-256")
struct SHA256Tests {
    /// The vectors published with FIPS 180-4.
    @Test(
        "Known digests",
        arguments: [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            (
                "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
                "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
            ),
        ])
    func digests(input: String, digest: String) {
        var hash = SHA256()
        hash.update(input.utf8)
        #expect(hash.hexDigest() == digest)
    }

    @Test("A million a's, fed in pieces")
    func longInput() {
        var hash = SHA256()
        for _ in 0..<1000 { hash.update(Array(repeating: UInt8(ascii: "a"), count: 1000)) }
        #expect(hash.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("Fields are length-prefixed, so boundaries matter")
    func fields() {
        var first = SHA256()
        first.update(field: "ab")
        first.update(field: "c")
        var second = SHA256()
        second.update(field: "a")
        second.update(field: "bc")
        #expect(first.hexDigest() != second.hexDigest())
    }

    @Test("Pieces of every size from 0 to 130 bytes give the digest of the whole")
    func pieces() {
        let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        let whole = SHA256.hexDigest(of: bytes)
        for size in 1...130 {
            var hash = SHA256()
            var start = 0
            while start < bytes.count {
                hash.update(bytes[start..<min(start + size, bytes.count)])
                start += size
            }
            #expect(hash.hexDigest() == whole, "pieces of \(size)")
        }
        // A sequence that is not contiguous goes through its own copy.
        var lazy = SHA256()
        lazy.update(bytes.lazy.map { $0 })
        #expect(lazy.hexDigest() == whole)
        #expect(
            SHA256.hexDigest(of: Array("abc".utf8))
                == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
