/// SHA-256 (FIPS 180-4), for naming cached programs by what went into them and for checking
/// every entry, plan and compiler record by its hash on every use.
///
/// The toolchain on Linux ships no CryptoKit and the project takes no packages, so the
/// 64-round compression function is written out here; a test checks it against the
/// standard's published vectors. It works on raw buffers with wrapping arithmetic and no
/// array per block, because a cached run hashes its whole program (see docs/PERFORMANCE.md).
package struct SHA256 {
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    /// Bytes of an unfinished block, at most 63 between updates.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    package init() {}

    private static let rounds: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// Adds bytes to what is being hashed.
    package mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            unsafe update(UnsafeRawBufferPointer(buffer))
        }
        if done == nil {
            let copy = Array(bytes)
            unsafe copy.withUnsafeBytes { unsafe update($0) }
        }
    }

    /// Adds the bytes of a raw buffer: whole blocks straight from it, the rest kept.
    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return }
        length &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, bytes.count)
            unsafe pending.append(contentsOf: UnsafeRawBufferPointer(start: base, count: taken))
            offset = taken
            guard pending.count == 64 else { return }
            let block = pending
            unsafe block.withUnsafeBytes { unsafe compress(blocks: $0.baseAddress!, count: 1) }
            pending.removeAll(keepingCapacity: true)
        }
        let whole = (bytes.count - offset) / 64
        if whole > 0 {
            unsafe compress(blocks: base + offset, count: whole)
            offset += whole * 64
        }
        if offset < bytes.count {
            unsafe pending.append(contentsOf: UnsafeRawBufferPointer(start: base + offset, count: bytes.count - offset))
        }
    }

    /// Adds a string's UTF-8 bytes, with its length first so that "ab"+"c" and "a"+"bc" differ.
    package mutating func update(field: String) {
        update(String(field.utf8.count).utf8)
        update([0])
        update(field.utf8)
    }

    /// The digest as 64 lowercase hexadecimal digits.
    package func hexDigest() -> String {
        Self.hex(digest())
    }

    /// Bytes as lowercase hexadecimal digits, two to a byte: how digests and codes are written.
    package static func hex(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }

    /// The digest's 32 bytes, as HMAC (`HMACSHA256`) feeds them back in.
    package func digest() -> [UInt8] {
        var copy = self
        let bits = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
        }
        unsafe tail.withUnsafeBytes { unsafe copy.compress(blocks: $0.baseAddress!, count: $0.count / 64) }
        let words = [
            copy.state.0, copy.state.1, copy.state.2, copy.state.3, copy.state.4, copy.state.5, copy.state.6,
            copy.state.7,
        ]
        return words.flatMap { word in
            stride(from: 24, through: 0, by: -8).map { UInt8(truncatingIfNeeded: word >> UInt32($0)) }
        }
    }

    /// The digest of some bytes, in one call.
    package static func hexDigest<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash = SHA256()
        hash.update(bytes)
        return hash.hexDigest()
    }

    private mutating func compress(blocks: UnsafeRawPointer, count: Int) {
        unsafe Self.rounds.withUnsafeBufferPointer { constants in
            unsafe withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { words in
                let k = constants.baseAddress!
                let w = words.baseAddress!
                var (h0, h1, h2, h3, h4, h5, h6, h7) = state
                for block in 0..<count {
                    let start = unsafe blocks + block &* 64
                    for index in 0..<16 {
                        unsafe w[index] = UInt32(
                            bigEndian: start.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
                    }
                    for index in 16..<64 {
                        let a = unsafe w[index &- 15]
                        let b = unsafe w[index &- 2]
                        let s0 = a.rotatedRight(7) ^ a.rotatedRight(18) ^ (a &>> 3)
                        let s1 = b.rotatedRight(17) ^ b.rotatedRight(19) ^ (b &>> 10)
                        unsafe w[index] = w[index &- 16] &+ s0 &+ w[index &- 7] &+ s1
                    }
                    var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
                    for index in 0..<64 {
                        let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                        let choice = (e & f) ^ (~e & g)
                        let first = unsafe h &+ s1 &+ choice &+ k[index] &+ w[index]
                        let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        h = g
                        g = f
                        f = e
                        e = d &+ first
                        d = c
                        c = b
                        b = a
                        a = first &+ s0 &+ majority
                    }
                    h0 = h0 &+ a
                    h1 = h1 &+ b
                    h2 = h2 &+ c
                    h3 = h3 &+ d
                    h4 = h4 &+ e
                    h5 = h5 &+ f
                    h6 = h6 &+ g
                    h7 = h7 &+ h
                }
                state = (h0, h1, h2, h3, h4, h5, h6, h7)
            }
        }
    }
}

extension UInt32 {
    @inline(__always)
    fileprivate func rotatedRight(_ count: UInt32) -> UInt32 {
        (self &>> count) | (self &<< (32 &- count))
    }
}
