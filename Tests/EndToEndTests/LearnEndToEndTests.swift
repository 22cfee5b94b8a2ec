import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// `learn` on documents of every kind we could gather or write: API replies, keywords and
/// awkward strings as keys, numbers at the edges, recursion, deep nesting, every top level.
/// For each, the emitted program, compiled by a bare `swiftc` with nothing from the tutor,
/// gives the document back as the same JSON values.
@Suite("learn: a model for your own JSON")
struct LearnEndToEndTests {
    static let corpus = packageRoot.appendingPathComponent("Tests/EndToEndTests/LearnCorpus")
    static var documents: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []).filter { $0.hasSuffix(".json") }
            .sorted()
    }

    struct Report: Decodable {
        struct Property: Decodable {
            var path: String
            var swiftType: String
            var why: [String]
            var taughtIn: [String]
        }
        var types: Int
        var properties: [Property]
        var fallbacks: Int
        var compiled: Bool
        var decoded: Bool
        var roundTrip: Bool
        var differences: [[String: String]]
        var written: [String]
        var keyStrategy: String?
        var dateStrategy: String?
        var snakeCaseGivenUp: String?
    }

    /// `learn` on `document` into a fresh `--out` folder; the report and the folder.
    static func learn(_ document: URL, in folder: TemporaryFolder) throws -> (Report, URL, TutorBinary.Result) {
        let out = folder.url.appendingPathComponent("model")
        let result = try TutorBinary.run(["learn", document.path, "--out", out.path, "--json"])
        let report = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))
        return (report, out, result)
    }

    /// Builds `Model.swift` and `main.swift` with a bare `swiftc`, runs the program on the
    /// document, and compares what it printed with the document as JSON values.
    static func bareRoundTrip(_ out: URL, document: URL) throws -> RoundTrip {
        var environment = testEnvironment
        let program = out.appendingPathComponent("roundtrip").path
        var arguments = ["swiftc", "Model.swift", "main.swift", "-o", program]
        if let modules = environment["CODABLE_TUTOR_MODULE_CACHE"] { arguments += ["-module-cache-path", modules] }
        environment["TMPDIR"] = out.path
        let built = try ShellCommand.run(arguments, environment: environment, in: out)
        #expect(built.status == 0, "\(built.output)")
        let process = ChildProcess()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = [document.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return RoundTrip(original: try JSONReader.read(Data(contentsOf: document)), encoded: try JSONReader.read(data))
    }

    @Test(
        "each document of the corpus: the model compiles, decodes it and gives it back, in the tutor and built alone",
        arguments: documents)
    func corpus(_ name: String) throws {
        let folder = TemporaryFolder("learn")
        let document = Self.corpus.appendingPathComponent(name)
        let (report, out, result) = try Self.learn(document, in: folder)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(report.compiled && report.decoded && report.roundTrip, "\(report.differences)")
        #expect(report.written.count == 2)
        #expect(report.properties.allSatisfy { !$0.why.isEmpty && !$0.taughtIn.isEmpty })
        let trip = try Self.bareRoundTrip(out, document: document)
        #expect(trip.differences.isEmpty, "\(trip.differences)")
    }

    @Test("over the whole corpus, few properties fall back to the catch-all type")
    func fewFallbacks() throws {
        var properties = 0
        var fallbacks = 0
        for name in Self.documents {
            let result = try TutorBinary.run(["learn", Self.corpus.appendingPathComponent(name).path, "--json"])
            let report = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))
            properties += report.properties.count
            fallbacks += report.fallbacks
        }
        #expect(properties > 200)
        // Every fallback is a key that is only ever null, an array only ever empty, or values of
        // several kinds: the document shows no one type. The figure is in the closing note.
        #expect(Double(fallbacks) / Double(properties) < 0.03, "\(fallbacks) of \(properties)")
    }

    @Test("a large reply (3000 elements) is learned and proved like a small one")
    func large() throws {
        let folder = TemporaryFolder("learn-large")
        let elements = (0..<3000).map { index in
            let note = index % 7 == 0 ? "null" : "\"n\(index)\""
            return
                #"{"id": \#(index), "name": "stop \#(index)", "lat": \#(63.0 + Double(index) / 10000), "open": \#(index % 2 == 0), "note": \#(note)}"#
        }
        let document = folder.write("[" + elements.joined(separator: ",\n") + "]\n", to: "stops.json")
        let (report, _, result) = try Self.learn(document, in: folder)
        #expect(result.status == 0, "\(result.errors)")
        #expect(report.roundTrip && report.fallbacks == 0)
        #expect(report.properties.first { $0.path == "[].note" }?.swiftType == "String?")
    }

    @Test(
        "bad input is a usage error with a sentence first: no file, not JSON (with line and column), empty, a key twice, too large"
    )
    func badInput() throws {
        let folder = TemporaryFolder("learn-bad")
        let missing = try TutorBinary.run(["learn", folder.url.appendingPathComponent("none.json").path])
        #expect(missing.status == 2 && missing.errors.hasPrefix("There is no file"), "\(missing.errors)")
        let broken = try TutorBinary.run(["learn", folder.write("{\n  \"a\": 1,\n}\n", to: "broken.json").path])
        #expect(broken.status == 2)
        #expect(
            broken.errors.contains(
                "is not JSON: at line 3, column 1, an object's key must be a string in double quotes."),
            "\(broken.errors)")
        let empty = try TutorBinary.run(["learn", folder.write("", to: "empty.json").path])
        #expect(
            empty.status == 2 && empty.errors.contains("the file holds no JSON value: it is empty"), "\(empty.errors)")
        let twice = try TutorBinary.run(["learn", folder.write(#"{"a": 1, "a": 2}"#, to: "twice.json").path])
        #expect(twice.status == 2 && twice.errors.contains("is written twice in one object"), "\(twice.errors)")
        let large = folder.url.appendingPathComponent("large.json")
        _ = FileManager.default.createFile(atPath: large.path, contents: nil)
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: 9 << 20)
        try handle.close()
        let tooLarge = try TutorBinary.run(["learn", large.path])
        #expect(
            tooLarge.status == 2 && tooLarge.errors.contains("learn reads documents of 8 MB at most"),
            "\(tooLarge.errors)")
        let name = try TutorBinary.run([
            "learn", Self.corpus.appendingPathComponent("account.json").path, "--name", "String",
        ])
        #expect(
            name.status == 2 && name.errors.hasPrefix("`String` is a type Swift or Foundation already has."),
            "\(name.errors)")
    }

    @Test("an --out folder that holds anything is never written into")
    func keepsTheLearnersFiles() throws {
        let folder = TemporaryFolder("learn-out")
        let mine = folder.write("// mine\n", to: "Reply/Model.swift")
        let result = try TutorBinary.run([
            "learn", Self.corpus.appendingPathComponent("account.json").path, "--out",
            mine.deletingLastPathComponent().path,
        ])
        #expect(
            result.status == 2 && result.errors.contains("already holds files, and learn writes over nothing of yours"),
            "\(result.errors)")
        #expect(try String(contentsOf: mine, encoding: .utf8) == "// mine\n")
    }

    @Test("on the screen: the verdict first, each property with why and where it is taught, then what to type next")
    func screen() throws {
        let result = try TutorBinary.run([
            "learn", Self.corpus.appendingPathComponent("repositories.json").path, "--name", "Repository",
        ])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("✓ `[Repository]` from"), "\(result.output)")
        #expect(result.output.contains("struct Repository — []"))
        #expect(result.output.contains("license: License?"))
        #expect(result.output.contains("`postcards 5`"))
        #expect(
            lines.last { !$0.isEmpty }?.contains("--out Repository") == true
                || result.output.contains("Next: `codable-tutor learn"), "\(result.output)")
        #expect(lines.allSatisfy { $0.count <= 80 })
    }

    @Test(
        "keys all in snake case are named by .convertFromSnakeCase; where it would not give a key back, CodingKeys instead, said"
    )
    func snakeCase() throws {
        let folder = TemporaryFolder("learn-snake")
        let account = try TutorBinary.run(["learn", Self.corpus.appendingPathComponent("account.json").path, "--json"])
        let chosen = try JSONDecoder().decode(Report.self, from: Data(account.output.utf8))
        #expect(chosen.keyStrategy == "convertFromSnakeCase" && chosen.dateStrategy == "iso8601" && chosen.roundTrip)
        #expect(
            chosen.properties.first { $0.path == ".avatar_url" }?.why.contains {
                $0.contains("`.convertFromSnakeCase` reads the key")
            } == true)
        // `a_b_c` becomes `aBC`, which `.convertToSnakeCase` writes as `a_bc`: the proof finds it.
        let document = folder.write(#"{"a_b_c": 1, "first_name": "x"}"#, to: "abc.json")
        let result = try TutorBinary.run(["learn", document.path, "--json"])
        let report = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))
        #expect(result.status == 0 && report.roundTrip && report.keyStrategy == nil)
        #expect(
            report.snakeCaseGivenUp == "`.a_b_c`: the key is missing from what was encoded",
            "\(report.snakeCaseGivenUp ?? "")")
    }

    @Test("after --out, the probe learn names decodes the written model against every variant of the document")
    func probeNamed() throws {
        let folder = TemporaryFolder("learn-probe")
        let out = folder.url.appendingPathComponent("Account").path
        let document = Self.corpus.appendingPathComponent("account.json").path
        let learned = try TutorBinary.run(["learn", document, "--out", out], home: folder.url)
        #expect(learned.status == 0, "\(learned.errors)")
        let flat = learned.output.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let probe = "probe \(out)/Model.swift Root \(document) --snake-case"
        #expect(
            flat.contains("`codable-tutor \(probe)` decodes every way a server could change the document."),
            "\(learned.output)")
        let probed = try TutorBinary.run(probe.split(separator: " ").map(String.init), home: folder.url)
        #expect(probed.status == 0, "\(probed.output)\(probed.errors)")
        #expect(probed.output.hasPrefix("Decoding `Root` from"), "\(probed.output)")
        #expect(probed.output.contains("null avatar_url"))
    }

    @Test(
        "dates in other formats are read by a DateFormatter the model makes, and given back the same",
        arguments: [
            ("events-js.json", "formatted(yyyy-MM-dd'T'HH:mm:ss.SSSXXXXX)"), ("holidays.json", "formatted(yyyy-MM-dd)"),
            ("orders-sql.json", "formatted(yyyy-MM-dd HH:mm:ss)"),
        ])
    func dateFormats(_ name: String, _ strategy: String) throws {
        let result = try TutorBinary.run(["learn", Self.corpus.appendingPathComponent(name).path, "--json"])
        let report = try JSONDecoder().decode(Report.self, from: Data(result.output.utf8))
        #expect(report.dateStrategy == strategy && report.roundTrip, "\(result.output)")
        #expect(report.properties.contains { $0.swiftType.hasPrefix("Date") })
    }

    /// Starts the tutor in `tmux` in `folder`, with its own `home` and the tests' shared cache,
    /// types `learn <document>` at its prompt and gives `answer` to its question.
    static func learnAtPrompt(
        _ document: String, answer: String, in tmux: TmuxSession, folder: URL, home: URL, columns: Int, rows: Int
    ) throws {
        try tmux.start(columns: columns, rows: rows)
        tmux.type(
            "unset PAGER LESS NO_PAGER; cd '\(folder.path)' && CODABLE_TUTOR_HOME='\(home.path)' CODABLE_TUTOR_CACHE='\(TutorBinary.sharedCache.path)' '\(TutorBinary.path)'"
        )
        var screen = tmux.waitForScreen(scrollback: true) { $0.contains("codable-tutor>") }
        try #require(screen.contains("codable-tutor>"), "\(screen)")
        tmux.type("learn \(document)")
        screen = tmux.waitForScreen(seconds: 60, scrollback: true) { $0.contains("Write it yourself? [y/N]") }
        try #require(screen.contains("Write it yourself? [y/N]"), "\(screen)")
        tmux.type(answer)
    }

    @Test(
        "at the prompt, in a real terminal of 80 and 120 columns: the verdict, each line within the width, no word broken, the way on in the prompt's words",
        .enabled(if: TmuxSession.isInstalled, "tmux is needed (.ci/run installs it)"), arguments: [80, 120])
    func atThePrompt(_ columns: Int) throws {
        let home = TemporaryFolder("learn-prompt")
        let tmux = TmuxSession(name: "ct-learn-\(UUID().uuidString.prefix(8))")
        defer { tmux.kill() }
        // Asked first whether the learner writes it; here they see the tutor's.
        try Self.learnAtPrompt(
            "inbox.json", answer: "n", in: tmux, folder: Self.corpus, home: home.url, columns: columns, rows: 50)
        let screen = tmux.waitForScreen(seconds: 120, scrollback: true) {
            $0.contains("Next: `learn inbox.json --out Root`")
        }
        // The tutor's own lines: from the command typed at its prompt on.
        let all = screen.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = Array(all.drop { !$0.hasPrefix("codable-tutor> learn") })
        #expect(lines.contains { $0.hasPrefix("✓ `Root` from `inbox.json`: 5 types, 20 properties.") }, "\(screen)")
        #expect(lines.contains("struct TextMessage — .messages[](kind = \"text\")"), "\(screen)")
        #expect(
            lines.contains {
                $0.hasPrefix("enum Message — .messages[], told apart by \"kind\": \"text\" → text(TextMessage),")
            }, "\(screen)")
        #expect(lines.allSatisfy { $0.count <= columns }, "\(screen)")
        // Words are never broken: each of these stands whole on some line.
        for word in ["decimals-for-an-int`", "`.convertFromSnakeCase`", "`.messages[2].lat`", "`.messages[0]`"] {
            let whole = lines.contains {
                $0.split(separator: " ").contains {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: ",.;()")) == word
                }
            }
            #expect(whole, "\(word) broken: \(screen)")
        }
        #expect(screen.contains("Next: `learn inbox.json --out Root`"), "\(screen)")
        tmux.type("quit")
    }
}
