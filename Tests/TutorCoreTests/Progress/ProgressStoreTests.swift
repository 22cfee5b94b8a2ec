import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Progress and history")
struct ProgressStoreTests {
    let folder = TemporaryFolder("progress")

    var stateFolder: URL { folder.url.appendingPathComponent("state") }

    @Test("Progress survives a save and a load")
    func roundTrip() throws {
        let store = ProgressStore(file: stateFolder.appendingPathComponent("progress.json"))
        var progress = Progress()
        progress.makeCurrent("postcards", at: Date())
        progress.lessons["postcards"] = .init(
            position: StageID(step: 9, stage: 2), passed: [StageID(step: 0, stage: 1)])
        try store.save(progress)
        let loaded = store.load()
        #expect(loaded.progress == progress)
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.canSave)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: stateFolder.path)
        #expect(leftovers == ["progress.json"], "no temporary file is left behind")
    }

    @Test("A file that is not JSON at all: a copy is set aside, the tutor starts afresh, and may save")
    func damaged() throws {
        let file = folder.write("{ this is not json", to: "progress.json")
        let loaded = ProgressStore(file: file).load()
        #expect(loaded.progress == Progress())
        #expect(loaded.canSave)
        #expect(loaded.warnings.joined().contains("could not be read at all"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        let aside = try #require(names.first { $0.hasPrefix("progress.json.damaged-") })
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent(aside), encoding: .utf8) == "{ this is not json")
        #expect(loaded.warnings.joined().contains(aside))
    }

    @Test("Two damaged files set aside in the same millisecond get names of their own")
    func asideNamesDoNotCollide() throws {
        // Twenty different damages, each set aside while the one before is still kept.
        let names = try (0..<20).map { index in
            // A new file each time, as a tutor's save makes (an edit in place would change
            // the hard link kept before it too).
            unlink(folder.url.appendingPathComponent("progress.json").path)
            let file = folder.write("garbage \(index)", to: "progress.json")
            return try ProgressStore(file: file).setAside().lastPathComponent
        }
        #expect(Set(names).count == 20)
    }

    @Test("A damaged file is set aside once: not again at the first save, nor by a second tutor that read it too")
    func setAsideOnce() throws {
        let file = folder.write("{ damaged", to: "progress.json")
        let first = ProgressStore(file: file)
        let second = ProgressStore(file: file)
        #expect(first.load().canSave)
        #expect(second.load().canSave)
        var progress = Progress()
        progress.makeCurrent("trips", at: Date())
        try first.merge(progress)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter {
            $0.hasPrefix("progress.json.damaged-")
        }
        #expect(names.count == 1, "\(names)")
        #expect(try String(contentsOf: folder.url.appendingPathComponent(names[0]), encoding: .utf8) == "{ damaged")
    }

    @Test(
        "Set aside by copy (another disk), a damaged file is still set aside once",
        .enabled(if: FileManager.default.isWritableFile(atPath: "/dev/shm")))
    func setAsideOnceByCopy() throws {
        let file = folder.write("{ damaged too", to: "progress.json")
        let aside = URL(fileURLWithPath: "/dev/shm/ct-aside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: aside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: aside) }
        let store = ProgressStore(file: file, asideFolder: aside)
        let first = try store.setAside()
        let second = try store.setAside()
        #expect(first == second)
        #expect(try FileManager.default.contentsOfDirectory(atPath: aside.path).count == 1)
        #expect(try String(contentsOf: first, encoding: .utf8) == "{ damaged too")
        // Changed since: the new damage is set aside too.
        try Data("{ damaged again".utf8).write(to: file)
        #expect(try store.setAside() != first)
    }

    @Test("One bad field among good ones: the good ones are kept, the bad one named, the original set aside")
    func damagedField() throws {
        let text = #"""
            {"version":1,"currentLesson":"postcards",
             "lessons":{"postcards":{"position":"nine","passed":["1.1","2.1",7]},"trips":{"position":"3.2","passed":["1.1"]}},
             "cards":{"postcards":{"01-a":{"state":"review","step":0,"stability":3,"difficulty":5,"due":800000000,"lastReview":799000000,"reps":2,"lapses":0},
                                   "02-b":{"state":"sideways"}}}}
            """#
        let file = folder.write(text, to: "progress.json")
        let loaded = ProgressStore(file: file).load()
        let progress = loaded.progress
        #expect(progress.currentLesson == "postcards")
        #expect(progress.lesson("postcards").position == nil)
        #expect(progress.lesson("postcards").passed == [StageID(step: 1, stage: 1), StageID(step: 2, stage: 1)])
        #expect(progress.lesson("trips").position == StageID(step: 3, stage: 2))
        #expect(progress.cards["postcards"]?["01-a"]?.reps == 2)
        #expect(progress.cards["postcards"]?["02-b"] == nil)
        let warning = loaded.warnings.joined()
        #expect(warning.contains("lessons.postcards.position"))
        #expect(warning.contains("lessons.postcards.passed.2"))
        #expect(warning.contains("cards.postcards.02-b"))
        #expect(warning.contains("everything else is kept"))
        #expect(loaded.canSave)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(names.contains { $0.hasPrefix("progress.json.damaged-") })
        #expect(
            try String(contentsOf: file, encoding: .utf8) == text, "the file itself is untouched until the next save")
    }

    @Test("A damaged file that cannot be set aside is never written over")
    func cannotSetAside() throws {
        let file = folder.write("{ damaged", to: "progress.json")
        // A folder under a file cannot take the copy, even for root.
        let blocked = folder.write("a file", to: "blocker").appendingPathComponent("aside")
        let store = ProgressStore(file: file, asideFolder: blocked)
        let loaded = store.load()
        #expect(!loaded.canSave)
        #expect(loaded.warnings.joined().contains("could not be set aside"))
        #expect(loaded.warnings.joined().contains("saves nothing"))
        #expect(throws: ProgressProblem.self) { try store.merge(Progress()) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "{ damaged")
    }

    @Test("A progress file that cannot be read is left alone, and saving it is refused")
    func unreadable() throws {
        // A folder in its place: it can be found but not read, whoever runs the test.
        let file = stateFolder.appendingPathComponent("progress.json")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let store = ProgressStore(file: file)
        let loaded = store.load()
        #expect(!loaded.canSave)
        #expect(loaded.warnings.joined().contains("cannot be read (it is a folder, not a file)"))
        #expect(loaded.warnings.joined().contains("saves nothing"))
        #expect(throws: ProgressProblem.unreadable(file.path, reason: "it is a folder, not a file")) {
            try store.merge(Progress())
        }
    }

    @Test("A symlinked progress file is written through: the link stays a link")
    func symlinked() throws {
        let target = folder.url.appendingPathComponent("elsewhere/real-progress.json")
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        let link = stateFolder.appendingPathComponent("progress.json")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: "../elsewhere/real-progress.json")
        let store = ProgressStore(file: link)
        var progress = Progress()
        progress.makeCurrent("trips", at: Date())
        try store.merge(progress)
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "../elsewhere/real-progress.json")
        #expect(store.load().progress.currentLesson == "trips")
        #expect(try String(contentsOf: target, encoding: .utf8).contains("trips"))
    }

    @Test("A stale tutor's save keeps the place another tutor moved to later")
    func stalePosition() throws {
        let store = ProgressStore(file: stateFolder.appendingPathComponent("progress.json"))
        let start = Date(timeIntervalSince1970: 2_000_000_000)
        var first = Progress()
        first.makeCurrent("postcards", at: start)
        first.lessons["postcards"] = .init()
        first.lessons["postcards"]?.move(to: StageID(step: 2, stage: 1), at: start)
        first = try store.merge(first)
        // A second tutor starts from the file and moves on; the first still holds step 2.
        var second = store.load().progress
        second.makeCurrent("trips", at: start + 1)
        second.lessons["postcards"]?.move(to: StageID(step: 7, stage: 1), at: start + 1)
        try store.merge(second)
        first.lessons["postcards"]?.passed.insert(StageID(step: 2, stage: 1))
        let merged = try store.merge(first)
        #expect(merged.lesson("postcards").position == StageID(step: 7, stage: 1))
        #expect(merged.currentLesson == "trips")
        #expect(merged.lesson("postcards").passed.contains(StageID(step: 2, stage: 1)))
        // When the first tutor then moves, its move is the newer one and wins.
        first = merged
        first.lessons["postcards"]?.move(to: StageID(step: 3, stage: 1), at: start + 2)
        #expect(try store.merge(first).lesson("postcards").position == StageID(step: 3, stage: 1))
    }

    @Test("A file written before positions were stamped still merges, and a stamped move wins")
    func unstampedFile() throws {
        let file = folder.write(
            #"{"version":1,"currentLesson":"trips","lessons":{"trips":{"position":"3.2"}}}"#, to: "progress.json")
        let store = ProgressStore(file: file)
        var mine = Progress()
        mine.lessons["trips"] = .init()
        mine.lessons["trips"]?.move(to: StageID(step: 4, stage: 1), at: Date())
        #expect(try store.merge(mine).lesson("trips").position == StageID(step: 4, stage: 1))
    }

    /// Holds `mode` on `file`'s lock file the way another tutor would (its own open file), as
    /// one stopped with Ctrl-Z mid-save holds it; the lock goes with the returned descriptor.
    static func holdLock(beside file: URL, _ mode: Int32) throws -> Int32 {
        let path = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).lock").path
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        #expect(descriptor >= 0 && flock(descriptor, mode | LOCK_NB) == 0)
        return descriptor
    }

    @Test(
        "A lock held by a stopped tutor delays a save only so long, then says this save was skipped",
        .timeLimit(hangLimit))
    func lockHeldByStoppedTutor() throws {
        let file = stateFolder.appendingPathComponent("progress.json")
        var store = ProgressStore(file: file)
        store.lockWait = 0.3
        try store.save(Progress())
        let held = try Self.holdLock(beside: file, LOCK_EX)
        var progress = Progress()
        progress.makeCurrent("trips", at: Date())
        #expect(throws: ProgressProblem.busy(file.path, seconds: 0.3)) { try store.merge(progress) }
        #expect(ProgressProblem.busy(file.path, seconds: 3).message.hasPrefix("Your progress was not saved this time"))
        close(held)
        #expect(try store.merge(progress).currentLesson == "trips", "saved once the lock is free")
    }

    @Test("CODABLE_TUTOR_HOME holds everything; otherwise XDG folders")
    func home() {
        let custom = TutorHome(environment: ["CODABLE_TUTOR_HOME": "/tmp/x"])
        #expect(custom.progressFile.path == "/tmp/x/state/progress.json")
        #expect(custom.programs.path == "/tmp/x/cache/programs")
        #if os(Linux)
        let xdg = TutorHome(environment: ["HOME": "/home/l", "XDG_STATE_HOME": "/s"])
        #expect(xdg.state.path == "/s/codable-tutor")
        #expect(xdg.cache.path == "/home/l/.cache/codable-tutor")
        #endif
    }

    @Test("Every home shares the user's module cache; CODABLE_TUTOR_CACHE and CODABLE_TUTOR_MODULE_CACHE move theirs")
    func sharedModuleCache() throws {
        #if os(Linux)
        let fresh = TutorHome(environment: ["HOME": "/home/l", "CODABLE_TUTOR_HOME": "/tmp/x"])
        #expect(fresh.modules.path == "/home/l/.cache/codable-tutor/modules", "a fresh home finds the user's modules")
        #expect(fresh.plans.path == "/home/l/.cache/codable-tutor/plans", "and the plans beside them")
        #expect(
            fresh.scratchFolders.contains(fresh.plans)
                && fresh.scratchFolders.contains(URL(fileURLWithPath: "/tmp/x/cache/plans")))
        let standard = TutorHome(environment: ["HOME": "/home/l", "XDG_CACHE_HOME": "/c"])
        #expect(standard.modules.path == "/c/codable-tutor/modules")
        #endif
        let moved = TutorHome(environment: [
            "CODABLE_TUTOR_HOME": "/tmp/x", "CODABLE_TUTOR_CACHE": "/tmp/c",
            "CODABLE_TUTOR_MODULE_CACHE": "/tmp/m/modules",
        ])
        #expect(moved.programs.path == "/tmp/c/programs")
        #expect(moved.progressFile.path == "/tmp/x/state/progress.json")
        #expect(moved.modules.path == "/tmp/m/modules")
        #expect(
            TutorHome(state: URL(fileURLWithPath: "/s"), cache: URL(fileURLWithPath: "/k")).modules.path == "/k/modules"
        )

        // A shared folder this tutor may not write in: the home keeps a module cache of its own.
        let locked = folder.url.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked.path) }
        let own = folder.url.appendingPathComponent("own")
        let environment = [
            "CODABLE_TUTOR_HOME": own.path, "CODABLE_TUTOR_MODULE_CACHE": locked.appendingPathComponent("modules").path,
        ]
        let compiler = SwiftCompiler.fromEnvironment(
            environment, launcher: FakeLauncher { _ in ProcessResult(ending: .exited(0)) },
            home: TutorHome(environment: environment))
        // Root may write anywhere; everyone else falls back.
        let expected =
            getuid() == 0 ? locked.appendingPathComponent("modules") : own.appendingPathComponent("cache/modules")
        #expect(compiler.moduleCache.resolvingSymlinksInPath().path == expected.resolvingSymlinksInPath().path)
        let writable = SwiftCompiler.fromEnvironment(
            [
                "CODABLE_TUTOR_HOME": own.path,
                "CODABLE_TUTOR_MODULE_CACHE": folder.url.appendingPathComponent("a/b/modules").path,
            ],
            launcher: FakeLauncher { _ in ProcessResult(ending: .exited(0)) },
            home: TutorHome(environment: [
                "CODABLE_TUTOR_HOME": own.path,
                "CODABLE_TUTOR_MODULE_CACHE": folder.url.appendingPathComponent("a/b/modules").path,
            ]))
        #expect(
            writable.moduleCache.lastPathComponent == "modules" && writable.moduleCache.path.contains("/a/b/"),
            "a folder yet to be made, under one it may write in, is used")
    }

    @Test(
        "A link to a file that is not progress is never written through: nothing set aside, nothing saved, one sentence"
    )
    func linkToForeignFile() throws {
        let target = folder.write("export PATH=/usr/bin\n", to: "elsewhere/.profile")
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        let link = stateFolder.appendingPathComponent("progress.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let store = ProgressStore(file: link)
        let loaded = store.load()
        #expect(!loaded.canSave)
        #expect(
            loaded.warnings == [
                "Your progress file \(link.path) is not used: it is a symbolic link to \(target.path), which does not hold the tutor's progress, so this session starts afresh, saves nothing, and writes nothing through the link."
            ])
        var progress = Progress()
        progress.makeCurrent("trips", at: Date())
        #expect(throws: ProgressProblem.self) { try store.merge(progress) }
        #expect(try String(contentsOf: target, encoding: .utf8) == "export PATH=/usr/bin\n", "the target is as it was")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path) == [
                ".profile"
            ],
            "nothing set aside beside it")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }

    @Test("A dangling link into a folder that is not there is not followed to make it: nothing saved, one sentence")
    func danglingLink() throws {
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        let link = stateFolder.appendingPathComponent("progress.json")
        let missing = folder.url.appendingPathComponent("gone/away/progress.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: missing)
        let store = ProgressStore(file: link)
        let loaded = store.load()
        #expect(!loaded.canSave)
        #expect(loaded.warnings.first?.contains("whose folder does not exist") == true)
        #expect(throws: ProgressProblem.self) { try store.merge(Progress()) }
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("gone").path))
    }

    @Test("A link to a progress file the tutor wrote is written through, damaged parts and all")
    func linkToProgress() throws {
        let target = folder.write(
            #"{"version":1,"currentLesson":"postcards","lessons":{"trips":7}}"#, to: "dotfiles/progress.json")
        try FileManager.default.createDirectory(at: stateFolder, withIntermediateDirectories: true)
        let link = stateFolder.appendingPathComponent("progress.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let store = ProgressStore(file: link)
        #expect(store.load().canSave)
        var progress = Progress()
        progress.makeCurrent("trips", at: Date())
        try store.merge(progress)
        #expect(try String(contentsOf: target, encoding: .utf8).contains("\"currentLesson\" : \"trips\""))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    }
}
