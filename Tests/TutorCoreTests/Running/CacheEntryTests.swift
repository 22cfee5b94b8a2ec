import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Cache entries on disk: damaged ones found out, and the size limit kept.
@Suite("Cache entries")
struct CacheEntryTests {
    let scripted = ScriptedCache()
    var folder: TemporaryFolder { scripted.folder }
    var home: TutorHome { scripted.home }

    /// Ways an entry can be damaged on disk.
    enum Damage: String, CaseIterable {
        case emptyProgram, truncatedProgram, missingProgram, programNotExecutable, emptyRecord, garbageRecord,
            recordOfAnotherFormat, failureWithoutMessages, recordIsAFIFO, sameSizeProgram, programAndItsHashRewritten
        /// A program that found the cache and read the tutor's source (issue 41, F3): the
        /// program replaced and its record sealed again, as earlier releases sealed (a plain
        /// SHA-256), with a key of its own, or with the right key for another entry's name.
        case resealedWithPlainHash, resealedWithAnotherKey, resealedForAnotherEntry
        /// Something other than the folder the cache made in the entry's place (F11).
        case entryIsARegularFile, entryIsALink
        /// A sparse record of 4 GiB: refused by its size, never read.
        case recordOfFourGigabytes

        func apply(to entry: URL, key: SealKey) throws {
            let program = entry.appendingPathComponent("program")
            let record = entry.appendingPathComponent("entry.json")
            switch self {
            case .emptyProgram: try Data().write(to: program)
            case .truncatedProgram: try Data("#!/bin".utf8).write(to: program)
            case .missingProgram: try FileManager.default.removeItem(at: program)
            case .programNotExecutable:
                try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: program.path)
            case .emptyRecord: try Data().write(to: record)
            case .garbageRecord: try Data("\u{0}\u{1}garbage{".utf8).write(to: record)
            case .recordOfAnotherFormat:
                let text = try String(contentsOf: record, encoding: .utf8)
                let payload = try #require(SealedFile.open(Data(text.utf8), key: key, name: entry.lastPathComponent))
                let older = String(decoding: payload, as: UTF8.self).replacingOccurrences(
                    of: "\"format\":\(EntryRecord.format)", with: "\"format\":1")
                try SealedFile.seal(Data(older.utf8), key: key, name: entry.lastPathComponent).write(to: record)
            case .recordIsAFIFO:
                // Opened to wait, it would hang every later compile of the same program.
                try FileManager.default.removeItem(at: record)
                #expect(mkfifo(record.path, 0o644) == 0)
            case .failureWithoutMessages:
                let failure =
                    #"{"format":\#(EntryRecord.format),"result":{"succeeded":false,"diagnostics":[],"seconds":0}}"#
                try SealedFile.seal(Data(failure.utf8), key: key, name: entry.lastPathComponent).write(to: record)
            case .sameSizeProgram:
                // What a learner's program that found the cache did: same size, other bytes.
                try Data("#!/bin/sh\necho XX\n".utf8).write(to: program)
            case .programAndItsHashRewritten:
                // The record still decodes, but its seal no longer matches it.
                let poison = Data("#!/bin/sh\necho XX\n".utf8)
                let text = try String(contentsOf: record, encoding: .utf8)
                let old = SHA256.hexDigest(of: Data("#!/bin/sh\necho hi\n".utf8))
                #expect(text.contains(old))
                try poison.write(to: program)
                try Data(text.replacingOccurrences(of: old, with: SHA256.hexDigest(of: poison)).utf8).write(to: record)
            case .resealedWithPlainHash, .resealedWithAnotherKey, .resealedForAnotherEntry:
                let poison = Data("#!/bin/sh\necho XX\n".utf8)
                let payload = try #require(
                    SealedFile.open(try Data(contentsOf: record), key: key, name: entry.lastPathComponent))
                let text = String(decoding: payload, as: UTF8.self)
                    .replacingOccurrences(
                        of: SHA256.hexDigest(of: Data("#!/bin/sh\necho hi\n".utf8)), with: SHA256.hexDigest(of: poison))
                let forged: Data =
                    switch self {
                    case .resealedWithPlainHash: Data("sha256 \(SHA256.hexDigest(of: Data(text.utf8)))\n\(text)".utf8)
                    case .resealedWithAnotherKey:
                        SealedFile.seal(
                            Data(text.utf8), key: SealKey(bytes: Array(repeating: 7, count: 32)),
                            name: entry.lastPathComponent)
                    default: SealedFile.seal(Data(text.utf8), key: key, name: "another-entry")
                    }
                try poison.write(to: program)
                try forged.write(to: record)
            case .entryIsARegularFile:
                try FileManager.default.removeItem(at: entry)
                try Data("not a folder\n".utf8).write(to: entry)
            case .entryIsALink:
                let elsewhere = entry.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                    "elsewhere")
                try FileManager.default.moveItem(at: entry, to: elsewhere)
                try FileManager.default.createSymbolicLink(at: entry, withDestinationURL: elsewhere)
            case .recordOfFourGigabytes:
                #expect(truncate(record.path, 4 << 30) == 0)
            }
        }
    }

    @Test("A damaged entry is discarded and compiled again", .timeLimit(hangLimit), arguments: Damage.allCases)
    func damagedEntry(_ damage: Damage) throws {
        let model = folder.write("let x = 1\n", to: "Model.swift")
        let (cache, launcher) = scripted.makeCache(answer: ScriptedCache.compiles())
        let first = try cache.program(sources: [model], flags: [], cancellation: nil)
        try damage.apply(to: first.executable.deletingLastPathComponent(), key: scripted.sealKey)
        let second = try cache.program(sources: [model], flags: [], cancellation: nil)
        #expect(!second.wasCached, "\(damage) was noticed")
        #expect(ScriptedCache.compileCount(launcher) == 2)
        #expect(try String(contentsOf: second.executable, encoding: .utf8) == "#!/bin/sh\necho hi\n")
        let run = try SpawnLauncher().run(
            ProcessRequest(executable: second.executable.path, arguments: [], environment: testEnvironment))
        #expect(run.outputText == "hi\n", "\(damage): the real program's output")
        #expect(try cache.program(sources: [model], flags: [], cancellation: nil).wasCached, "the new entry is whole")
    }

    @Test("Past the size limit the least recently used entries go, never one in use")
    func eviction() throws {
        let program = "#!/bin/sh\n" + String(repeating: "#", count: 10_000) + "\n"
        let (cache, _) = scripted.makeCache(limit: 35_000, answer: ScriptedCache.compiles(program))
        let models = (0..<5).map { folder.write("let x = \($0)\n", to: "Model\($0).swift") }
        let held = try cache.program(sources: [models[0]], flags: [], cancellation: nil)
        var folders = [held.executable.deletingLastPathComponent()]
        for model in models.dropFirst() {
            folders.append(
                try cache.program(sources: [model], flags: [], cancellation: nil).executable.deletingLastPathComponent()
            )
            Thread.sleep(forTimeInterval: 0.01)
        }
        let exists = folders.map { FileManager.default.fileExists(atPath: $0.path) }
        #expect(exists[0], "the entry held in use is spared, though it is the oldest")
        #expect(exists == [true, false, false, true, true])
        withExtendedLifetime(held) {}
        let names = try FileManager.default.contentsOfDirectory(atPath: home.programs.path)
        #expect(!names.contains { $0.contains(".trash-") || $0.contains(".partial-") })
    }

    @Test(
        "An entry another tutor holds locked (stopped with Ctrl-Z mid-eviction) is passed over, not waited for",
        .timeLimit(hangLimit))
    func entryLockedByStoppedTutor() throws {
        let model = folder.write("let z = 3\n", to: "Model.swift")
        let (cache, _) = scripted.makeCache(answer: ScriptedCache.compiles())
        let entry = try cache.program(sources: [model], flags: [], cancellation: nil).executable
            .deletingLastPathComponent()
        let descriptor = open(entry.appendingPathComponent(EntryRecord.fileName).path, O_RDONLY | O_CLOEXEC)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
        #expect(EntryLease(entry: entry) == nil)
        flock(descriptor, LOCK_UN)
        #expect(EntryLease(entry: entry) != nil)
    }

    @Test("CODABLE_TUTOR_CACHE_LIMIT reads bytes with K, M or G, from the environment the tutor is given")
    func limits() throws {
        func limit(_ text: String) -> Int64? {
            try? RunLimits.fromEnvironment(["CODABLE_TUTOR_CACHE_LIMIT": text]).cacheBytes
        }
        #expect(limit("1000") == 1000)
        #expect(limit("512M") == 512 << 20)
        #expect(limit("2G") == 2 << 30)
        #expect(limit("64KiB") == 64 << 10)
        #expect(limit("1.5g") == 3 << 29)
        #expect(limit("unlimited") == .max)
        #expect(limit("lots") == nil)
        #expect(limit("-1") == nil)
        #expect(limit("99999999999G") == nil)
        #expect(try RunLimits.fromEnvironment([:]).cacheBytes == CompiledProgramCache.defaultLimit)
    }
}
