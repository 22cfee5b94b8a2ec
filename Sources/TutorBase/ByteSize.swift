/// Sizes as people write them in the environment: `512M`, `2G`, `1.5GiB`, `64k`, `256mb`, or a
/// number of bytes. The one reader of sizes for every limit (`RunLimits`).
package enum ByteSize {
    /// Bytes for `text`: a decimal number, optionally followed by `k`, `m`, `g` or `t` (powers of
    /// 1024, either case) and then `b` or `ib`. Nil for anything else: a sign, an exponent,
    /// `inf`, hexadecimal, or more bytes than an `Int64` holds.
    package static func parse(_ text: String) -> Int64? {
        var rest = text.trimmingCharacters(in: .whitespaces).lowercased()
        if rest.hasSuffix("ib") {
            rest.removeLast(2)
        } else if rest.hasSuffix("b") {
            rest.removeLast()
        }
        let units: [Character: Double] = [
            "k": 1024, "m": 1024 * 1024, "g": 1024 * 1024 * 1024, "t": 1024 * 1024 * 1024 * 1024,
        ]
        var multiplier = 1.0
        if let last = rest.last, let unit = units[last] {
            multiplier = unit
            rest.removeLast()
        }
        // Decimal only: Double() would also take "0x10", "1e300" and "infinity".
        guard !rest.isEmpty, rest.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            rest.filter({ $0 == "." }).count <= 1,
            let number = Double(rest)
        else { return nil }
        let bytes = (number * multiplier).rounded(.down)
        guard bytes.isFinite, bytes < 0x1p63 else { return nil }
        return Int64(bytes)
    }
}

extension ByteSize {
    /// `bytes` as a size to read in a sentence: `1G`, `500M`, `300K`, or bytes.
    package static func text(_ bytes: Int64) -> String {
        for (unit, scale) in [("T", Int64(1) << 40), ("G", 1 << 30), ("M", 1 << 20), ("K", 1 << 10)]
        where bytes >= scale && bytes % scale == 0 {
            return "\(bytes / scale)\(unit)"
        }
        return "\(bytes) bytes"
    }
}
