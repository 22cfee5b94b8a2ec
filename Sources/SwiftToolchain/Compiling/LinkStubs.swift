import Foundation
import TutorBase
import TutorSystem

/// Stand-ins for the toolchain's own libraries that the linker reads in their place: empty
/// shared objects with each library's name (`DT_SONAME`) and nothing else.
///
/// lld spends most of a stage's link reading the symbol tables of the Swift runtime and
/// Foundation (`--time-trace`: 24 of 35 ms, libswiftCore 8, libFoundation 6), only to learn
/// that the symbols the object needs are there; the program then finds them in the real
/// libraries when it starts, whatever the linker saw. Linked against stand-ins with
/// `--unresolved-symbols=ignore-all`, a program gets the same `DT_NEEDED` entries, the same
/// relocations and the same `-rpath`, in half the time. The C libraries (`libc`, `libm`) are
/// read for real: their symbols are versioned, and a version is chosen at link time.
///
/// A stand-in is made once per linker and library file (`ld.lld -shared -soname` of an empty
/// script), and checked at every use: an ELF shared object of a few kilobytes whose name is
/// the library's, so that one rewritten on disk cannot make a program load anything else. A
/// link that fails with stand-ins is done again with the real libraries: what it says is the
/// real linker's message.
package struct LinkStubs {
    /// The folder the stand-ins are kept in (the plans' folder).
    package var folder: URL

    /// The flag that lets the linker leave the symbols it cannot see to the program's start.
    package static let flag = "--unresolved-symbols=ignore-all"
    private static let largestStub = 64 << 10

    /// `command` (the plan's direct link, with `libraries` in place) reading stand-ins for those
    /// of the libraries that are the toolchain's, made here where they are missing with `make`
    /// (which runs one linker command and says whether it succeeded); nil where none applies.
    package func command(_ command: [String], libraries: [String], make: ([String]) -> Bool) -> [String]? {
        guard let linker = command.first, let emulation = Self.value(after: "-m", in: command),
            let firstSearch = command.firstIndex(where: { $0.hasPrefix("-L") })
        else { return nil }
        let toolchain =
            URL(fileURLWithPath: linker).deletingLastPathComponent().deletingLastPathComponent().standardized.path + "/"
        let folders = command.compactMap { word -> String? in
            guard word.hasPrefix("-L"), word.count > 2 else { return nil }
            let path = URL(fileURLWithPath: String(word.dropFirst(2))).standardized.path
            return path.hasPrefix(toolchain) ? path : nil
        }
        var seen = Set<String>()
        let names = libraries.map { String($0.dropFirst(2)) }.filter { seen.insert($0).inserted }
        // Each library the linker would find in one of the toolchain's folders, before any other.
        let real = names.compactMap { name -> (name: String, path: String)? in
            folders.lazy.map { "\($0)/lib\(name).so" }.first(where: FileManager.default.fileExists(atPath:)).map {
                (name, $0)
            }
        }
        guard !real.isEmpty else { return nil }
        var hash = SHA256()
        hash.update(field: "stubs 1")
        hash.update(field: CompilerIdentity.fileStamp(linker))
        hash.update(field: emulation)
        for library in real { hash.update(field: library.name + " " + CompilerIdentity.fileStamp(library.path)) }
        let stubs = folder.appendingPathComponent("stubs-" + hash.hexDigest())
        guard let stubbed = ready(stubs, for: real, linker: linker, emulation: emulation, make: make), !stubbed.isEmpty
        else { return nil }
        var result = command
        result.insert("-L" + stubs.path, at: firstSearch)
        result.append(Self.flag)
        return result
    }

    /// The names whose stand-ins in `stubs` are there and sound, after making the missing
    /// ones; nil when none can be made.
    private func ready(
        _ stubs: URL, for real: [(name: String, path: String)], linker: String, emulation: String,
        make: ([String]) -> Bool
    ) -> [String]? {
        var sound: [String] = []
        for library in real {
            let file = stubs.appendingPathComponent("lib\(library.name).so")
            let soname = "lib\(library.name).so"
            if Self.isStub(file.path, named: soname) {
                sound.append(library.name)
                continue
            }
            // A library whose own name is another (a version in it, say) is read for real:
            // a stand-in would put the wrong name in the program.
            guard ELFFile.soname(atPath: library.path) == soname else { return nil }
            try? FileManager.default.removeItem(at: file)
            guard (try? FileManager.default.createDirectory(at: stubs, withIntermediateDirectories: true)) != nil else {
                return nil
            }
            let unique = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
            let script = stubs.appendingPathComponent("empty-\(unique).lds")
            let made = stubs.appendingPathComponent("lib\(library.name)-\(unique).so")
            defer {
                try? FileManager.default.removeItem(at: script)
                try? FileManager.default.removeItem(at: made)
            }
            guard FileManager.default.createFile(atPath: script.path, contents: Data()),
                make([linker, "-m", emulation, "-shared", "-soname", soname, "-o", made.path, script.path]),
                Self.isStub(made.path, named: soname),
                (try? FileManager.default.moveItem(at: made, to: file)) != nil
                    || Self.isStub(file.path, named: soname)
            else { return nil }
            sound.append(library.name)
        }
        return sound
    }

    /// Whether the file is a stand-in for `soname`: a small ELF shared object of that name.
    package static func isStub(_ path: String, named soname: String) -> Bool {
        guard let data = try? Syscalls.readRegularFile(path, limit: largestStub) else { return false }
        return ELFFile(bytes: [UInt8](data)).soname == soname
    }

    private static func value(after flag: String, in command: [String]) -> String? {
        command.firstIndex(of: flag).flatMap { $0 + 1 < command.count ? command[$0 + 1] : nil }
    }
}
