import Foundation
import TutorBase
import TutorSystem

/// What the tutor reads of an ELF file (64-bit, little-endian, as x86-64 and arm64 Linux write
/// them): one named section, and a shared object's own name. Every offset is checked; any
/// other file, or a damaged one, gives nil.
package struct ELFFile {
    /// Reads `size` bytes at `offset`, nil where the file has fewer.
    package var read: (_ offset: Int, _ size: Int) -> [UInt8]?

    package init(bytes: [UInt8]) {
        read = { offset, size in
            guard offset >= 0, size >= 0, size <= bytes.count, offset <= bytes.count - size else { return nil }
            return Array(bytes[offset..<(offset + size)])
        }
    }

    /// The shared object's name, read from the file's headers alone (a library of 40 MB is not
    /// read whole).
    package static func soname(atPath path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        let file = ELFFile { offset, size in
            guard offset >= 0, size >= 0, (try? handle.seek(toOffset: UInt64(offset))) != nil,
                let data = try? handle.read(upToCount: size), data.count == size
            else { return nil }
            return [UInt8](data)
        }
        return file.soname
    }

    private init(read: @escaping (Int, Int) -> [UInt8]?) {
        self.read = read
    }

    private func number(_ offset: Int, _ size: Int) -> Int? {
        guard let bytes = read(offset, size) else { return nil }
        return Int(exactly: bytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }

    private struct Section {
        var name: Int
        var type: Int
        var link: Int
        var range: Range<Int>
    }

    /// The section headers, and the index of the one holding their names.
    private func sections() -> (all: [Section], names: Int)? {
        // "\x7fELF", 64-bit class, little-endian data.
        guard read(0, 6) == [0x7F, 0x45, 0x4C, 0x46, 2, 1], let table = number(0x28, 8),
            let entrySize = number(0x3A, 2),
            let count = number(0x3C, 2), let names = number(0x3E, 2), table < 1 << 40, entrySize >= 64, count > 0,
            names < count
        else { return nil }
        var all: [Section] = []
        for index in 0..<count {
            let header = table + index * entrySize
            guard let name = number(header, 4), let type = number(header + 4, 4), let link = number(header + 40, 4),
                let offset = number(header + 24, 8), let size = number(header + 32, 8), offset <= Int.max - size
            else { return nil }
            all.append(Section(name: name, type: type, link: link, range: offset..<(offset + size)))
        }
        return (all, names)
    }

    /// A string of the string table `table`, from `offset` to its zero byte (at most 4 KB is
    /// read: a library's table of names is megabytes).
    private func string(in table: Section, at offset: Int) -> String? {
        guard offset >= 0, offset < table.range.count else { return nil }
        let start = table.range.lowerBound + offset
        guard let bytes = read(start, min(4096, table.range.upperBound - start)),
            let end = bytes.firstIndex(of: 0)
        else { return nil }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// The contents of the section called `name` in an object read whole.
    package static func section(named name: String, in data: Data) -> Data? {
        ELFFile(bytes: [UInt8](data)).section(named: name).map { Data($0) }
    }

    /// The contents of the section called `name`, its name compared in the names' table read
    /// once (an object has a section per function).
    package func section(named name: String) -> [UInt8]? {
        guard let (all, names) = sections(), let table = read(all[names].range.lowerBound, all[names].range.count)
        else { return nil }
        let wanted = Array(name.utf8)
        let found = all.first { section in
            let start = section.name
            return start >= 0 && start < table.count - wanted.count
                && table[start..<(start + wanted.count)].elementsEqual(wanted)
                && table[start + wanted.count] == 0
        }
        return found.flatMap { read($0.range.lowerBound, $0.range.count) }
    }

    /// `DT_SONAME` of the dynamic section (type 6), in the string table it links to.
    package var soname: String? {
        guard let (all, _) = sections(), let dynamic = all.first(where: { $0.type == 6 }), dynamic.link < all.count,
            dynamic.range.count <= 1 << 20, let entries = read(dynamic.range.lowerBound, dynamic.range.count)
        else { return nil }
        let file = ELFFile(bytes: entries)
        for entry in stride(from: 0, to: entries.count - 15, by: 16) {
            guard let tag = file.number(entry, 8), let value = file.number(entry + 8, 8) else { return nil }
            if tag == 0 { return nil }
            if tag == 14 { return string(in: all[dynamic.link], at: value) }
        }
        return nil
    }
}
