import Foundation
import Synchronization
import TutorBase
import TutorSystem

/// The libraries a compiled object asks to be linked with, as `swift-autolink-extract` lists
/// them, without starting it where its answer is known.
///
/// The frontend writes an object's libraries into its `.swift1_autolink_entries` section, and
/// the extractor turns them into linker flags: 40 ms on every compile, for an answer that is
/// the same for every stage that imports the same modules. The section is read here (a few
/// kilobytes of ELF headers), and the extractor's answer is kept by the section's bytes and
/// the extractor's own file stamp, in memory and beside the driver's plans: the extractor
/// still decides what every set of libraries becomes, once.
package struct LinkLibraries {
    /// The folder the answers are kept in (the plans' folder).
    package var folder: URL
    /// What the answers are sealed with: the home's key, as the plans beside them.
    package var sealKey: SealKey

    private static let known = Mutex<[String: [String]]>([:])

    /// Where the answer for an object whose section holds `section` is kept, for the extractor
    /// at `extractor`.
    package func key(section: Data, extractor: String) -> String {
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
    package func flags(for key: String) -> [String]? {
        if let flags = Self.known.withLock({ $0[key] }) { return Self.areLibraries(flags) ? flags : nil }
        let file = file(key)
        guard let payload = SealedFile.read(file.path, limit: 1 << 20, key: sealKey, name: file.lastPathComponent)
        else { return nil }
        let flags = Self.flags(inExtractorOutput: payload)
        guard Self.areLibraries(flags) else { return nil }
        Self.known.withLock { $0[key] = flags }
        return flags
    }

    /// Keeps the extractor's output for `key`; the flags it holds.
    @discardableResult
    package func keep(extractorOutput: Data, for key: String) -> [String] {
        let flags = Self.flags(inExtractorOutput: extractorOutput)
        Self.known.withLock { $0[key] = flags }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = file(key)
        try? AtomicFile.write(SealedFile.seal(extractorOutput, key: sealKey, name: file.lastPathComponent), to: file)
        return flags
    }

    /// The extractor's output as the words the linker is given: one flag a line.
    package static func flags(inExtractorOutput output: Data) -> [String] {
        String(decoding: output, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init).filter {
            !$0.isEmpty
        }
    }

    /// The extractor's output again, from its flags: what the `link` command's response file holds.
    package static func extractorOutput(_ flags: [String]) -> Data {
        Data(flags.map { $0 + "\n" }.joined().utf8)
    }

    /// Whether every flag names a library (`-lFoundation`), as the linker itself takes them: only
    /// then may the linker be run without clang, which would read any other flag its own way.
    package static func areLibraries(_ flags: [String]) -> Bool {
        flags.allSatisfy { flag in
            flag.hasPrefix("-l") && flag.count > 2 && !flag.contains(where: { $0.isWhitespace || $0 == "@" })
        }
    }

    private func file(_ key: String) -> URL {
        folder.appendingPathComponent("autolink-\(key).txt")
    }
}
