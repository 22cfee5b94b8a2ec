extension Substring {
    /// The text without spaces, tabs and newlines at either end.
    ///
    /// Foundation's `trimmingCharacters(in:)` goes through NSString on Linux and took a third of
    /// the tutor's start-up when loading the lessons; this works on Unicode scalars, since
    /// grapheme breaking is what makes Character-wise scanning slow.
    package var trimmed: String {
        let isBlank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = unicodeScalars.firstIndex(where: { !isBlank($0) }),
            let last = unicodeScalars.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(unicodeScalars[first...last])
    }

    /// Lines split on `\n`, keeping empty ones (unlike `split`'s default), split on the UTF-8
    /// bytes for the same reason.
    package var lines: [Substring] {
        utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Substring($0) }
    }
}

extension String {
    /// The text without spaces, tabs and newlines at either end.
    package var trimmed: String { self[...].trimmed }
    /// Lines split on `\n`, keeping empty ones.
    package var lines: [Substring] { self[...].lines }

    /// A program's output as lines: split on newlines, without the empty piece after the last.
    package var outputLines: [String] {
        var lines = split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
