import Foundation
import TestSupport
import Testing

/// Folders the tutor cannot write: each is named, with what is wrong with it, instead of
/// being blamed on the compiler or the lesson.
@Suite("Faults: folders the tutor cannot write", .serialized, .timeLimit(hangLimit))
struct FolderFaultTests {
    let scratch = TemporaryFolder("faults-folders")

    @Test("A home that is a file is named in the message, not blamed on the compiler")
    func homeIsAFile() throws {
        let file = scratch.write("I am a file", to: "not-a-home")
        let result = try LiveTutor.run(["run", "postcards", "1"], home: file)
        #expect(result.status == 1)
        #expect(result.errors.contains("\(file.path) is a file, where a folder is needed"), "\(result.errors)")
        #expect(!result.errors.contains("toolchain"))
    }

    /// Whether this process may mount a file system in a mount namespace of its own.
    static let canMount: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        let probe = ChildProcess()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        probe.arguments = ["-m", "sh", "-c", "mount -t tmpfs -o size=4k tmpfs /mnt"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil else { return false }
        probe.waitUntilExit()
        return probe.terminationStatus == 0
    }()

    /// Runs `run postcards 1` with `options` for a tmpfs mounted on a fresh home's cache
    /// folder, in a mount namespace that ends with the tutor (nothing is left mounted).
    func runOnTmpfsCache(_ options: String) throws -> TutorBinary.Result {
        let fresh = TemporaryFolder("faults-mount")
        let cache = fresh.url.appendingPathComponent("cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let mount = "mount -t tmpfs -o \(options) tmpfs '\(cache.path)' && exec \"$0\" \"$@\""
        return try LiveTutor.run(
            ["run", "postcards", "1"], home: fresh.url, prefix: ["/usr/bin/unshare", "-m", "sh", "-c", mount])
    }

    @Test("A full disk under the cache is named as such", .enabled(if: canMount))
    func fullDisk() throws {
        let result = try runOnTmpfsCache("size=64k")
        #expect(result.status == 1)
        #expect(result.errors.contains("the disk it is on is full"), "\(result.errors)")
        #expect(result.errors.contains("/cache/"), "the folder is named")
        #expect(!result.errors.contains("toolchain"))
    }

    @Test("A read-only cache is named as such", .enabled(if: canMount))
    func readOnlyCache() throws {
        let result = try runOnTmpfsCache("ro")
        #expect(result.status == 1)
        #expect(result.errors.contains("read-only file system"), "\(result.errors)")
        #expect(result.errors.contains("/cache/programs"))
        #expect(!result.errors.contains("toolchain"))
    }

    @Test("A state folder that cannot be written: runs still work, and the unsaved progress is named once")
    func stateFolderIsAFile() throws {
        let home = scratch.url.appendingPathComponent("home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        scratch.write("I am a file", to: "home/state")
        // Trips 3 needs a documents folder its two launches share, and passes two stages.
        let result = try LiveTutor.run(["run", "trips", "3"], home: home)
        #expect(result.status == 0, "the stage still matches: \(result.errors)")
        let told =
            "Your progress was not saved. The tutor cannot write to its progress folder \(home.path)/state: \(home.path)/state is a file, where a folder is needed."
        #expect(result.errors.contains(told), "\(result.errors)")
        #expect(result.errors.components(separatedBy: told).count == 2, "said once, not at every save")
        HomeProcesses.expectNone(on: home)
    }
}
