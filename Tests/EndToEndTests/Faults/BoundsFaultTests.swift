import Foundation
import TestSupport
import Testing

/// Files of the tutor's own that grew past any real use (a sparse `truncate -s 4G`), output
/// that cannot be written, and `learn` given what is not a document: each a sentence, the
/// files left as they were. The suite's time limit catches a tutor that tries to read 4 GiB.
@Suite("Faults: files too large, output lost, learn's inputs", .serialized, .timeLimit(hangLimit))
struct BoundsFaultTests {
    let home = TemporaryFolder("faults-bounds")
    var state: URL { home.url.appendingPathComponent("state") }

    /// A sparse file of 4 GiB at `name` in the state folder.
    func sparse(_ name: String) throws -> URL {
        try home.sparse("state/" + name)
    }

    @Test(
        "A progress file of 4 GiB is refused in one sentence (its size, the limit, what to do), nothing is saved, and it is left exactly as it was"
    )
    func hugeProgress() throws {
        let file = try sparse("progress.json")
        let listed = try TutorBinary.run(["lessons"], home: home.url)
        #expect(listed.status == 0, "\(listed.errors)")
        #expect(
            listed.errors.contains(
                "Your progress file \(file.path) is 4 GB, more than the 16 MB a progress file may be"),
            "\(listed.errors)")
        #expect(listed.errors.contains("saves nothing, and the file is left as it is"))
        let session = try TutorBinary.run([], input: "open postcards\nnext\nquit\n", home: home.url)
        #expect(session.status == 0, "\(session.errors)")
        #expect(session.errors.contains("Not saved"), "\(session.errors)")
        #expect(try fileSize(file) == 4 << 30, "the file is not written over")
        let asides = try FileManager.default.contentsOfDirectory(atPath: state.path).filter { $0.contains("damaged") }
        #expect(asides.isEmpty, "nothing is set aside: the file was never read")
    }

    @Test(
        "A review log of 4 GiB is not read: cards --log says so, the quiz's count of today's reviews stays bounded, and the log is left as it is"
    )
    func hugeReviewLog() throws {
        let file = try sparse("reviews.log")
        let log = try TutorBinary.run(["cards", "postcards", "--log"], home: home.url)
        #expect(
            log.errors.contains("your review log \(file.path) is 4 GB, more than the 64 MB a review log may be"),
            "\(log.errors)")
        let due = try TutorBinary.run(["cards", "postcards", "--due"], home: home.url)
        #expect(due.status == 0, "\(due.errors)")
        #expect(try fileSize(file) == 4 << 30)
    }

    @Test("A history of 4 GiB starts the prompt with nothing to recall, and the prompt works")
    func hugeHistory() throws {
        _ = try sparse("history")
        let session = try TutorBinary.run([], input: "lessons\nquit\n", home: home.url)
        #expect(session.status == 0, "\(session.errors)")
        #expect(session.output.contains("postcards"))
    }

    @Test("Output to a full device ends with status 1 and a sentence on standard error, not 0 in silence")
    func fullDevice() throws {
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: TutorBinary.path)
        process.arguments = ["lessons"]
        var environment = ProcessInfo.processInfo.environment
        environment["CODABLE_TUTOR_HOME"] = home.url.path
        process.environment = environment
        let errors = home.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        let said = try String(contentsOf: errors, encoding: .utf8)
        #expect(said.contains("could not be written to standard output (No space left on device)"), "\(said)")
    }

    @Test(
        "learn refuses a folder, a keyword for a name and a document whose model is too large, each in a sentence with status 2"
    )
    func learnInputs() throws {
        let folder = home.url.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let onFolder = try TutorBinary.run(["learn", folder.path], home: home.url)
        #expect(onFolder.status == 2)
        #expect(onFolder.errors.contains("`\(folder.path)` is a folder, not a JSON document."), "\(onFolder.errors)")
        let document = folder.appendingPathComponent("reply.json")
        try Data(#"{"id": 1}"#.utf8).write(to: document)
        let keyword = try TutorBinary.run(["learn", document.path, "--name", "class"], home: home.url)
        #expect(keyword.status == 2)
        #expect(keyword.errors.contains("`class` is a Swift keyword, so it cannot name a type."), "\(keyword.errors)")
        // 3000 keys made a model the compiler could not finish in 120 s: refused before compiling.
        let keys = (0..<3000).map { "\"key\($0)\": \($0)" }.joined(separator: ", ")
        let wide = folder.appendingPathComponent("wide.json")
        try Data("{\(keys)}".utf8).write(to: wide)
        let large = try TutorBinary.run(["learn", wide.path], home: home.url)
        #expect(large.status == 2)
        #expect(
            large.errors.contains("makes a model of 3000 properties: learn proves models of 2000 at most"),
            "\(large.errors)")
    }

    @Test(
        "A lesson of your own with a step whose one stage cannot be read: show and the prompt say so in sentences, and nothing crashes"
    )
    func stagelessStep() throws {
        let lessons = home.url.appendingPathComponent("lessons")
        try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
        let made = try TutorBinary.run(["new", "my-api", "--in", lessons.path], home: home.url)
        #expect(made.status == 0, "\(made.errors)")
        let step = lessons.appendingPathComponent("Lessons/my-api/02-broken")
        try FileManager.default.createDirectory(at: step.appendingPathComponent("1"), withIntermediateDirectories: true)
        try Data("title: Broken\n\nProse.\n".utf8).write(to: step.appendingPathComponent("step.txt"))
        try Data("func run() {}\n".utf8).write(to: step.appendingPathComponent("1/run.swift"))
        let environment = ["CODABLE_TUTOR_LESSONS": lessons.path]
        let shown = try TutorBinary.run(["show", "my-api", "2"], environment: environment, home: home.url)
        #expect(shown.status == 2, "\(shown.errors)")
        #expect(shown.errors.contains("has no step \"2\""), "\(shown.errors)")
        let verified = try TutorBinary.run(["verify", "my-api"], environment: environment, home: home.url)
        #expect(
            (verified.output + verified.errors).contains("none of the step's stages could be read"),
            "\(verified.output)\(verified.errors)")
        let session = try TutorBinary.run(
            [], input: "open my-api\nshow 2\nnext\nquit\n", environment: environment, home: home.url)
        #expect(session.status == 0, "\(session.errors)")
        #expect((session.output + session.errors).contains("has no step \"2\""), "\(session.output)\(session.errors)")
    }
}
