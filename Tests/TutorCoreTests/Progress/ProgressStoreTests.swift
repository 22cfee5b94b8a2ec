import Foundation
import TestSupport
import Testing
@testable import TutorCore

@Suite("Progress and history")
struct ProgressStoreTests {
    let folder = TemporaryFolder("progress")

    @Test("Progress survives a save and a load")
    func roundTrip() throws {
        let store = ProgressStore(file: folder.url.appendingPathComponent("state/progress.json"))
        var progress = Progress()
        progress.currentLesson = "postcards"
        progress.lessons["postcards"] = .init(position: StageID(step: 9, stage: 2), passed: [StageID(step: 0, stage: 1)])
        try store.save(progress)
        let (loaded, warning) = store.load()
        #expect(loaded == progress)
        #expect(warning == nil)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("state").path)
        #expect(leftovers == ["progress.json"], "no temporary file is left behind")
    }

    @Test("A damaged file is set aside with a warning, and the tutor starts afresh")
    func damaged() throws {
        let file = folder.write("{ this is not json", to: "progress.json")
        let (progress, warning) = ProgressStore(file: file).load()
        #expect(progress == Progress())
        #expect(warning?.contains("could not be read") == true)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
        #expect(names.contains { $0.hasPrefix("progress.json.damaged-") })
        #expect(!names.contains("progress.json"))
    }

    @Test("History is appended line by line and trimmed to its limit")
    func history() {
        let history = HistoryFile(file: folder.url.appendingPathComponent("history"), limit: 3)
        for command in ["one", "two", "", "three", "four", "five", "six"] { history.append(command) }
        #expect(history.load() == ["four", "five", "six"])
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
}
