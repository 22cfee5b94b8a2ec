import Foundation
import TestSupport
import Testing

/// `progress.json` as an unlucky learner has it: root's after a `sudo` run, damaged, in a
/// folder the tutor cannot write, a link into a dotfiles repository, a card memory gone wild.
@Suite("Faults: progress is never lost", .serialized, .timeLimit(hangLimit))
struct ProgressFaultTests {
    let home = TemporaryFolder("faults-progress")
    var state: URL { home.url.appendingPathComponent("state") }
    var progressFile: URL { state.appendingPathComponent("progress.json") }

    /// A REPL session that would save twice: open a lesson, move on.
    static let movingSession = "open postcards\nnext\nquit\n"

    /// Whether the tests can run the tutor as another user (`nobody`), to meet permissions
    /// as a learner does: only root can switch, and only with `setpriv`.
    static let canDropPrivileges = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")
    static let asNobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]

    static let goodProgress =
        #"{"currentLesson":"trips","lessons":{"trips":{"passed":["1.1","2.1"],"position":"3.1"}},"version":1}"#

    /// A copy of the built tutor and its lessons inside this test's home, which `nobody` can
    /// reach: the build itself may sit in a folder only root can enter (a clone made in a
    /// `mktemp -d` folder, mode 700), where the tutor as `nobody` could not find its lessons.
    func tutorNobodyCanRun() throws -> String {
        try Self.tutorNobodyCanRun(in: home.url)
    }

    /// The copy `tutorNobodyCanRun()` makes, in `home`.
    static func tutorNobodyCanRun(in home: URL) throws -> String {
        let built = URL(fileURLWithPath: TutorBinary.path)
        let folder = home.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in [built.lastPathComponent, "codable-tutor_TutorContent.resources"] {
            try FileManager.default.copyItem(
                at: built.deletingLastPathComponent().appendingPathComponent(name),
                to: folder.appendingPathComponent(name))
        }
        return folder.appendingPathComponent(built.lastPathComponent).path
    }

    func setPermissions(_ mode: Int, _ url: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }

    @Test(
        "A progress file the tutor may not read (root's, mode 600) is named, left untouched, and nothing is saved",
        .enabled(if: canDropPrivileges))
    func unreadableAsAnotherUser() throws {
        home.write(Self.goodProgress, to: "state/progress.json")
        try setPermissions(0o600, progressFile)
        try setPermissions(0o777, home.url)
        try setPermissions(0o777, state)
        let result = try LiveTutor.run(
            [], home: home.url, input: Self.movingSession, prefix: Self.asNobody,
            executable: tutorNobodyCanRun())
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("\(progressFile.path) cannot be read (Permission denied)"), "\(result.errors)")
        #expect(result.errors.contains("saves nothing"))
        #expect(result.errors.contains("Not saved"))
        #expect(
            try String(contentsOf: progressFile, encoding: .utf8) == Self.goodProgress,
            "root's file is exactly as it was")
        let owner = try FileManager.default.attributesOfItem(atPath: progressFile.path)[.ownerAccountID] as? NSNumber
        #expect(owner?.intValue == 0)
    }

    @Test(
        "A progress file that cannot be opened for reading (a folder in its place) is left alone, whoever runs the tutor"
    )
    func unreadableFolderInItsPlace() throws {
        try FileManager.default.createDirectory(at: progressFile, withIntermediateDirectories: true)
        let result = try LiveTutor.run([], home: home.url, input: Self.movingSession)
        #expect(result.status == 0)
        #expect(result.errors.contains("cannot be read (it is a folder, not a file)"), "\(result.errors)")
        #expect(result.errors.contains("Not saved"))
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: progressFile.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    @Test(
        "A damaged progress file that cannot be set aside (its folder is not writable) is not written over",
        .enabled(if: canDropPrivileges))
    func damagedAndUnmovable() throws {
        let damaged = "{\"lessons\": {\"trips\": "
        home.write(damaged, to: "state/progress.json")
        try setPermissions(0o666, progressFile)
        try setPermissions(0o755, state)
        try setPermissions(0o777, home.url)
        let result = try LiveTutor.run(
            [], home: home.url, input: Self.movingSession, prefix: Self.asNobody,
            executable: tutorNobodyCanRun())
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.contains("could not be set aside (permission denied)"), "\(result.errors)")
        #expect(result.errors.contains("saves nothing"))
        #expect(try String(contentsOf: progressFile, encoding: .utf8) == damaged)
    }

    @Test("One damaged field among good ones: the rest is kept and saved, the original set aside, the field named")
    func damagedField() throws {
        let text =
            #"{"currentLesson":"trips","lessons":{"trips":{"passed":["1.1","2.1"],"position":{"step":"three"}}},"version":1}"#
        home.write(text, to: "state/progress.json")
        let listed = try LiveTutor.run(["lessons", "--json"], home: home.url)
        #expect(listed.status == 0)
        #expect(listed.errors.contains("lessons.trips.position"), "\(listed.errors)")
        let summaries = try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [[String: Any]] ?? []
        #expect(
            summaries.first { $0["name"] as? String == "trips" }?["passed"] as? Int == 2, "the passed stages survive")
        let asides = try FileManager.default.contentsOfDirectory(atPath: state.path).filter {
            $0.hasPrefix("progress.json.damaged-")
        }
        #expect(asides.count == 1)
        #expect(try String(contentsOf: state.appendingPathComponent(asides[0]), encoding: .utf8) == text)
        let session = try LiveTutor.run([], home: home.url, input: "open trips\nquit\n")
        #expect(session.status == 0)
        let saved = try String(contentsOf: progressFile, encoding: .utf8)
        #expect(saved.contains("\"1.1\"") && saved.contains("\"2.1\""), "the good fields were written back")
    }

    @Test("A symlinked progress file stays a link, and its target gets the progress")
    func symlinked() throws {
        let target = home.write(Self.goodProgress, to: "dotfiles/codable-tutor/progress.json")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: progressFile.path, withDestinationPath: target.path)
        let result = try LiveTutor.run([], home: home.url, input: "open postcards\nquit\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: progressFile.path) == target.path)
        let saved = try String(contentsOf: target, encoding: .utf8)
        #expect(saved.contains("\"currentLesson\" : \"postcards\""))
        #expect(saved.contains("\"2.1\""), "what was there is merged, not lost")
    }

    @Test(
        "A progress file that links to a file that is not progress is never written through: one sentence, nothing saved, the file untouched; a dangling link's folder is never made"
    )
    func linkedToForeignFile() throws {
        let target = home.write("[user]\n\tname = Ada\n", to: "dotfiles/gitconfig")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: progressFile.path, withDestinationPath: target.path)
        let result = try LiveTutor.run([], home: home.url, input: Self.movingSession)
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.errors.contains(
                "Your progress file \(progressFile.path) is not used: it is a symbolic link to \(target.path), which does not hold the tutor's progress, so this session starts afresh, saves nothing, and writes nothing through the link."
            ))
        #expect(try String(contentsOf: target, encoding: .utf8) == "[user]\n\tname = Ada\n")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: target.deletingLastPathComponent().path) == [
                "gitconfig"
            ], "nothing set aside")

        try FileManager.default.removeItem(at: progressFile)
        let missing = home.url.appendingPathComponent("gone/deeper/progress.json")
        try FileManager.default.createSymbolicLink(atPath: progressFile.path, withDestinationPath: missing.path)
        let dangling = try LiveTutor.run([], home: home.url, input: Self.movingSession)
        #expect(dangling.status == 0, "\(dangling.errors)")
        #expect(dangling.errors.contains("whose folder does not exist"))
        #expect(!FileManager.default.fileExists(atPath: home.url.appendingPathComponent("gone").path))
    }

    @Test("Card memories with impossible values are clamped as they are read: listed as due, graded without a crash")
    func clampedCardMemories() throws {
        let now = Date().timeIntervalSinceReferenceDate
        let card = "01-decode-an-array"
        // reps at Int.max, due in the year 300000, a negative stability, a difficulty of 1e300.
        home.write(
            """
            {"version":1,"cards":{"postcards":{"\(card)":{"state":"review","step":0,"stability":-5,"difficulty":1e300,
            "due":9400000000000,"lastReview":\(now - 86_400),"reps":9223372036854775807,"lapses":3}}}}
            """, to: "state/progress.json")
        let due = try LiveTutor.run(["cards", "postcards", "--due", "--json"], home: home.url)
        #expect(due.status == 0)
        #expect(due.errors.contains("put back in range"), "\(due.errors)")
        #expect(due.errors.contains("cards.postcards.\(card)"))
        let listed = try JSONSerialization.jsonObject(with: Data(due.output.utf8)) as? [[String: Any]] ?? []
        #expect(listed.first?["card"] as? String == card, "the card is due now, first in the queue")
        let quiz = try LiveTutor.run(["cards", "postcards"], home: home.url, input: "\n3\nquit\n")
        #expect(quiz.status == 0, "grading did not crash: \(quiz.errors)")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: progressFile)) as? [String: Any]
        let memory = ((saved?["cards"] as? [String: Any])?["postcards"] as? [String: Any])?[card] as? [String: Any]
        #expect((memory?["reps"] as? Int).map { $0 <= 1_000_001 } == true)
        let nextDue = try #require(memory?["due"] as? Double)
        #expect(nextDue > now && nextDue < now + 36_600 * 86_400, "due within the scheduler's longest interval")
        HomeProcesses.expectNone(on: home.url)
    }

    @Test("`probe --json` answers in JSON when there is no compiler, and for a usage error")
    func probeJSONFailures() throws {
        let model = home.write("struct Postcard: Decodable { var id: Int }\n", to: "Model.swift")
        let noCompiler = try LiveTutor.run(
            ["probe", model.path, "Postcard", "--lesson", "postcards", "--json"], home: home.url,
            environment: ["CODABLE_TUTOR_SWIFTC": "/nonexistent/swiftc"])
        #expect(noCompiler.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(noCompiler.output.utf8)) as? [String: Any]
        #expect(report?["status"] as? String == "error")
        #expect(
            (report?["problem"] as? String)?.contains("No Swift compiler was found at `/nonexistent/swiftc`") == true)
        #expect(report?["type"] as? String == "[Postcard]")
        let usage = try LiveTutor.run(
            ["probe", home.url.appendingPathComponent("Nowhere.swift").path, "Postcard", "--json"], home: home.url)
        #expect(usage.status == 2)
        let refused = try JSONSerialization.jsonObject(with: Data(usage.output.utf8)) as? [String: Any]
        #expect(refused?["status"] as? String == "usage-error")
        #expect((refused?["problem"] as? String)?.hasPrefix("There is no file") == true)
    }
}
