import Foundation
import Synchronization

/// The libraries a compiled object asks to be linked with, as `swift-autolink-extract` lists
/// them, without starting it where its answer is known.
///
/// The frontend writes an object's libraries into its `.swift1_autolink_entries` section, and
/// the extractor turns them into linker flags: 40 ms on every compile, for an answer that is
/// the same for every stage that imports the same modules. The section is read here (a few
/// kilobytes of ELF headers), and the extractor's answer is kept by the section's bytes and
/// the extractor's own file stamp, in memory and beside the driver's plans: the extractor
/// still decides what every set of libraries becomes, once.
struct LinkLibraries {
    /// The folder the answers are kept in (the plans' folder).
    var folder: URL

    private static let known = Mutex<[String: [String]]>([:])

    /// Where the answer for an object whose section holds `section` is kept, for the extractor
    /// at `extractor`.
    func key(section: Data, extractor: String) -> String {
        var hash = SHA256()
        hash.update(field: "autolink 1")
        hash.update(field: CompilerIdentity.fileStamp(extractor))
        hash.update(section)
        return hash.hexDigest()
    }

    /// The flags kept for `key`, or nil when they are not known, their file was damaged, or
    /// they hold anything but libraries: a kept answer is only ever `-l` flags, so that a file
    /// rewritten by a program that found the cache cannot give clang or the linker a flag that
    /// runs a program of its own (`-fuse-ld=…`, a plugin). Another answer is asked every time.
    func flags(for key: String) -> [String]? {
        if let flags = Self.known.withLock({ $0[key] }) { return Self.areLibraries(flags) ? flags : nil }
        guard let data = try? Syscalls.readRegularFile(file(key).path), let payload = SealedFile.open(data) else { return nil }
        let flags = Self.flags(inExtractorOutput: payload)
        guard Self.areLibraries(flags) else { return nil }
        Self.known.withLock { $0[key] = flags }
        return flags
    }

    /// Keeps the extractor's output for `key`; the flags it holds.
    @discardableResult
    func keep(extractorOutput: Data, for key: String) -> [String] {
        let flags = Self.flags(inExtractorOutput: extractorOutput)
        Self.known.withLock { $0[key] = flags }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? AtomicFile.write(SealedFile.seal(extractorOutput), to: file(key))
        return flags
    }

    /// The extractor's output as the words the linker is given: one flag a line.
    static func flags(inExtractorOutput output: Data) -> [String] {
        String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }

    /// The extractor's output again, from its flags: what the `link` command's response file holds.
    static func extractorOutput(_ flags: [String]) -> Data {
        Data(flags.map { $0 + "\n" }.joined().utf8)
    }

    /// Whether every flag names a library (`-lFoundation`), as the linker itself takes them: only
    /// then may the linker be run without clang, which would read any other flag its own way.
    static func areLibraries(_ flags: [String]) -> Bool {
        flags.allSatisfy { flag in
            flag.hasPrefix("-l") && flag.count > 2 && !flag.contains(where: { $0.isWhitespace || $0 == "@" })
        }
    }

    private func file(_ key: String) -> URL {
        folder.appendingPathComponent("autolink-\(key).txt")
    }
}

/// One named section of an ELF object file (64-bit, little-endian, as x86-64 and arm64 Linux
/// write them), read from its section headers; nil for any other file, a damaged one, or a
/// section that is not there.
enum ELFSection {
    static func contents(named name: String, in data: Data) -> Data? {
        let bytes = [UInt8](data)
        func number(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, size <= bytes.count, offset <= bytes.count - size else { return nil }
            var value: UInt64 = 0
            for index in (0..<size).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
            return Int(exactly: value)
        }
        // "\x7fELF", 64-bit class, little-endian data.
        guard bytes.count >= 64, bytes[0] == 0x7F, bytes[1] == 0x45, bytes[2] == 0x4C, bytes[3] == 0x46, bytes[4] == 2, bytes[5] == 1,
            let table = number(0x28, 8), let entrySize = number(0x3A, 2), let count = number(0x3C, 2),
            let namesIndex = number(0x3E, 2), entrySize >= 64, count > 0, namesIndex < count
        else { return nil }
        func section(_ index: Int) -> (name: Int, range: Range<Int>)? {
            let header = table + index * entrySize
            guard let nameOffset = number(header, 4), let offset = number(header + 24, 8), let size = number(header + 32, 8),
                offset <= bytes.count, size <= bytes.count - offset
            else { return nil }
            return (nameOffset, offset..<(offset + size))
        }
        guard let names = section(namesIndex) else { return nil }
        let wanted = Array(name.utf8)
        for index in 0..<count {
            guard let candidate = section(index) else { return nil }
            let start = names.range.lowerBound + candidate.name
            guard candidate.name >= 0, start + wanted.count < names.range.upperBound else { continue }
            if Array(bytes[start..<(start + wanted.count)]) == wanted, bytes[start + wanted.count] == 0 {
                return Data(bytes[candidate.range])
            }
        }
        return nil
    }
}
