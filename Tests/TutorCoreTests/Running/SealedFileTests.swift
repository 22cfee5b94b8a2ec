import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Sealed files and the key they are sealed with (issue 41: nothing a learner's program can
/// write is trusted).
@Suite("Sealed files")
struct SealedFileTests {
    static func bytes(_ hex: String) -> [UInt8] {
        var result: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            result.append(UInt8(hex[index..<next], radix: 16)!)
            index = next
        }
        return result
    }

    /// RFC 4231's test cases 1–4, 6 and 7 (5 truncates the code, which the seal never does).
    @Test(
        "HMAC-SHA256 gives the RFC 4231 codes",
        arguments: [
            (
                Array(repeating: UInt8(0x0b), count: 20), Array("Hi There".utf8),
                "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
            ),
            (
                Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
                "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
            ),
            (
                Array(repeating: UInt8(0xaa), count: 20), Array(repeating: UInt8(0xdd), count: 50),
                "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"
            ),
            (
                Array(UInt8(1)...UInt8(25)), Array(repeating: UInt8(0xcd), count: 50),
                "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"
            ),
            (
                Array(repeating: UInt8(0xaa), count: 131),
                Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
                "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
            ),
            (
                Array(repeating: UInt8(0xaa), count: 131),
                Array(
                    ("This is a test using a larger than block-size key and a larger than block-size data. "
                        + "The key needs to be hashed before being used by the HMAC algorithm.").utf8),
                "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"
            ),
        ])
    func vectors(key: [UInt8], message: [UInt8], code: String) {
        #expect(HMACSHA256.code(for: message, key: key) == Self.bytes(code))
        // Fed in pieces, as a sealed file's name and payload are.
        var mac = HMACSHA256(key: key)
        mac.update(message.prefix(7))
        mac.update(message.dropFirst(7))
        #expect(mac.code() == Self.bytes(code))
    }

    @Test("A sealed file opens only with its bytes as written, its key and its name")
    func sealed() {
        let key = SealKey(bytes: Array(repeating: 1, count: 32))
        let payload = Data(#"{"frontend":["/opt/swift/usr/bin/swift-frontend"]}"#.utf8)
        let sealed = SealedFile.seal(payload, key: key, name: "plan.json")
        #expect(SealedFile.open(sealed, key: key, name: "plan.json") == payload)
        #expect(SealedFile.open(SealedFile.seal(Data(), key: key, name: "x"), key: key, name: "x") == Data())
        var flipped = sealed
        flipped[flipped.count - 3] ^= 1
        #expect(SealedFile.open(flipped, key: key, name: "plan.json") == nil, "a byte changed after sealing")
        #expect(SealedFile.open(payload, key: key, name: "plan.json") == nil, "no seal at all")
        #expect(SealedFile.open(sealed.prefix(sealed.count - 1), key: key, name: "plan.json") == nil, "cut short")
        #expect(SealedFile.open(Data(), key: key, name: "plan.json") == nil)
        #expect(
            SealedFile.open(sealed, key: SealKey(bytes: Array(repeating: 2, count: 32)), name: "plan.json") == nil,
            "another key")
        #expect(SealedFile.open(sealed, key: key, name: "other.json") == nil, "copied to another name")
        let plain = Data("sha256 \(SHA256.hexDigest(of: payload))\n".utf8) + payload
        #expect(SealedFile.open(plain, key: key, name: "plan.json") == nil, "an earlier release's plain SHA-256 seal")
    }

    @Test("A home's key is made once, mode 0600, and read back the same")
    func keyMadeOnce() throws {
        let folder = TemporaryFolder("seal-key")
        let file = folder.url.appendingPathComponent("state/seal-key")
        let first = SealKey.load(file)
        #expect(first.bytes.count == SealKey.size && first != SealKey.ephemeral)
        let info = try Syscalls.status(file.path)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(SealKey.load(file) == first)
        #expect(try Data(contentsOf: file) == Data(first.bytes))
    }

    @Test("Tutors racing to make a home's key all end up with the one in the file")
    func keyRace() throws {
        for round in 0..<5 {
            let folder = TemporaryFolder("seal-key-race-\(round)")
            let file = folder.url.appendingPathComponent("state/seal-key")
            let keys = Mutex<[SealKey]>([])
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                let key = SealKey.load(file)
                keys.withLock { $0.append(key) }
            }
            let kept = try #require(SealKey.read(file))
            let all = keys.withLock { $0 }
            #expect(all.count == 8 && all.allSatisfy { $0 == kept }, "round \(round)")
            let names = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
            #expect(names == ["seal-key"], "no scratch is left: \(names)")
        }
    }

    /// Ways a key file is damaged.
    enum KeyDamage: String, CaseIterable {
        case empty, cutShort, grown, sparseFourGigabytes
    }

    @Test("A damaged key file is replaced, quietly, by a new key", arguments: KeyDamage.allCases)
    func damagedKey(_ damage: KeyDamage) throws {
        let folder = TemporaryFolder("seal-key-damaged")
        let file = folder.url.appendingPathComponent("state/seal-key")
        let old = SealKey.load(file)
        switch damage {
        case .empty: #expect(truncate(file.path, 0) == 0)
        case .cutShort: #expect(truncate(file.path, 31) == 0)
        case .grown: try Data(old.bytes + [0]).write(to: file)
        case .sparseFourGigabytes: #expect(truncate(file.path, 4 << 30) == 0)
        }
        #expect(SealKey.read(file) == nil)
        let new = SealKey.load(file)
        #expect(new != old && new != SealKey.ephemeral)
        #expect(SealKey.read(file) == new, "the new key is in the file")
    }

    @Test("A sealed file of 4 GiB (sparse) is refused by its size, not read")
    func sparseSealedFile() throws {
        let folder = TemporaryFolder("sealed-sparse")
        let file = folder.url.appendingPathComponent("plan.json")
        let key = SealKey(bytes: Array(repeating: 3, count: 32))
        try SealedFile.seal(Data("{}".utf8), key: key, name: "plan.json").write(to: file)
        #expect(SealedFile.read(file.path, limit: 1 << 20, key: key, name: "plan.json") == Data("{}".utf8))
        #expect(truncate(file.path, 4 << 30) == 0)
        #expect(SealedFile.read(file.path, limit: 1 << 20, key: key, name: "plan.json") == nil)
    }
}
