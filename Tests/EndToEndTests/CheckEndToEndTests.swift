import Foundation
import TestSupport
import Testing

/// `check` with learners' models that pass and fail for every kind of reason, through the
/// real compiler; hostile ones included.
@Suite("check, end to end", .serialized, .timeLimit(hangLimit))
struct CheckEndToEndTests {
    let folder = TemporaryFolder("e2e-check")

    /// The Postcards model at step 6, written differently from the lesson's: another order,
    /// its own key enum, a hand-written `init(from:)`.
    static let differentButRight = """
        import Foundation

        struct Postcard: Codable {
            var sent: Date
            var message: String?
            var to: String

            private enum Keys: String, CodingKey { case to, sent, message }

            init(from decoder: any Decoder) throws {
                let values = try decoder.container(keyedBy: Keys.self)
                to = try values.decode(String.self, forKey: .to)
                sent = try values.decode(Date.self, forKey: .sent)
                message = try values.decodeIfPresent(String.self, forKey: .message)
            }

            func encode(to encoder: any Encoder) throws {
                var values = encoder.container(keyedBy: Keys.self)
                try values.encode(to, forKey: .to)
                try values.encode(sent, forKey: .sent)
                try values.encodeIfPresent(message, forKey: .message)
            }
        }
        """

    /// The step-6 model with one body replaced: the rest is kept so only that part is hostile.
    static func hostile(_ body: String) -> String {
        """
        import Foundation

        struct Postcard: Codable {
            var to: String
            var sent: Date
            var message: String?

            init(from decoder: any Decoder) throws {
        \(body)
            }
        }
        """
    }

    func check(_ source: String, step: String = "6", name: String = "Model.swift", environment: [String: String] = [:])
        throws -> TutorBinary.Result
    {
        let file = folder.write(source, to: name)
        return try TutorBinary.run(["check", "postcards", step, file.path], environment: environment)
    }

    @Test("A correct model written differently passes")
    func differentButRight() throws {
        let result = try check(Self.differentButRight)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("✓ Your model does what the lesson's does."))
    }

    @Test("A file with only some of the types a step changes fails: the lesson's own solution never fills in the rest")
    func partOfTheChange() throws {
        let stampOnly = "import Foundation\n\nenum Stamp: String, Codable {\n    case airmail, surface, priority\n}\n"
        let result = try check(stampOnly, step: "8")
        #expect(result.status == 1, "\(result.output)")
        #expect(
            result.output.unwrapped.contains(
                "Your files declare no `Postcard`, which this step changes: the check used `Postcard` as you started the step, never the lesson's answer"
            ))
    }

    @Test("One real mistake fails, and the mistake is named")
    func oneMistake() throws {
        let wrong = Self.differentButRight.replacingOccurrences(of: "var sent: Date", with: "var sent: String")
            .replacingOccurrences(of: "decode(Date.self", with: "decode(String.self")
        let result = try check(wrong)
        #expect(result.status == 1)
        #expect(result.output.contains("Your `Postcard.sent` is declared `String`; the lesson's is `Date`."))
    }

    @Test("A decoding error is read as a sentence, with the step that teaches the fix")
    func decodingError() throws {
        let model = """
            import Foundation
            enum Stamp: String, Codable { case airmail, surface, priority }
            struct Postcard: Codable, Identifiable {
                let id: Int
                var to: String
                var sent: Date
                var message: String?
                var stamp: Stamp
                var pictureURL: URL
            }
            """
        let result = try check(model, step: "9.3")
        #expect(result.status == 1)
        // Each bullet wraps to the width, its later lines indented four spaces.
        let sentences = result.output.replacingOccurrences(of: "\n    ", with: " ")
        #expect(
            sentences.contains(
                "keyNotFound: the decoder looked for the key `pictureURL` in the first postcard and the document has no such key."
            ))
        #expect(sentences.contains("postcards step 9: `codable-tutor show postcards 9`"))
    }

    @Test("A syntax error is reported at the learner's own file and line, with a caret")
    func syntaxError() throws {
        let broken = Self.differentButRight.replacingOccurrences(of: "var to: String", with: "var to: String =")
        let result = try check(broken, name: "Broken.swift")
        #expect(result.status == 1)
        let place = folder.url.appendingPathComponent("Broken.swift").path + ":6:"
        #expect(result.output.contains(place), "\(result.output)")
        #expect(result.output.contains("^"))
    }

    @Test("A property left out of CodingKeys names the step that explains it")
    func missingKey() throws {
        let model = """
            import Foundation
            struct Postcard: Codable {
                var to: String
                var sent: Date
                var message: String?
                var stamp: String
                enum CodingKeys: String, CodingKey { case to, sent, message }
            }
            """
        let result = try check(model)
        #expect(result.status == 1)
        #expect(result.output.unwrapped.contains("because 'stamp' does not have a matching CodingKey"))
        #expect(result.output.contains("postcards step 9"))
    }

    @Test("An init(from:) that never returns is stopped at the time limit")
    func endlessLoop() throws {
        let started = Date()
        let result = try check(
            Self.hostile("        while true {}"), name: "Loop.swift", environment: ["CODABLE_TUTOR_TIME_LIMIT": "2"])
        #expect(result.status == 1)
        #expect(result.output.contains("still running after 2 seconds and was stopped"))
        #expect(result.output.contains("Next: fix what stopped your model's code (said above)"))
        #expect(!result.output.contains("marked line"))
        #expect(Date().timeIntervalSince(started) < 20)
    }

    @Test("fatalError ends with exit 1, the signal, and the output before it")
    func crash() throws {
        let result = try check(
            Self.hostile("        print(\"about to give up\")\n        fatalError(\"not today\")"), name: "Fatal.swift")
        #expect(result.status == 1)
        #expect(result.output.contains("The program crashed"))
        #expect(result.output.contains("about to give up"))
        #expect(result.output.contains("Fatal error: not today"))
    }

    @Test("200 MB of output is cut at the cap, quickly, and little of it is printed")
    func flood() throws {
        let started = Date()
        let body =
            "        let line = String(repeating: \"x\", count: 1023)\n        for _ in 0..<200_000 { print(line) }\n        fatalError()"
        let result = try check(Self.hostile(body), name: "Flood.swift")
        #expect(result.status == 1)
        #expect(result.output.contains("The output was cut at"))
        #expect(result.output.utf8.count < 200_000)
        #expect(Date().timeIntervalSince(started) < 60)
    }

    @Test("Usage errors exit 2: no file, an empty file, not Swift")
    func usage() throws {
        #expect(
            try TutorBinary.run(["check", "postcards", "6", folder.url.appendingPathComponent("missing.swift").path])
                .status == 2)
        #expect(try check("   \n", name: "Empty.swift").status == 2)
        #expect(try check("struct X {}", name: "model.txt").status == 2)
        #expect(try TutorBinary.run(["check", "postcards", "99", "x.swift"]).status == 2)
        #expect(try TutorBinary.run(["check", "postcards", "9.4", "x.swift"]).status == 2)
    }

    @Test("check --json gives one verdict")
    func json() throws {
        let file = folder.write(Self.differentButRight, to: "Json.swift")
        let result = try TutorBinary.run(["check", "postcards", "6.2", file.path, "--json"])
        let verdict = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        #expect(verdict?["status"] as? String == "match")
        #expect(verdict?["stage"] as? String == "6.2")
    }

    @Test("edit opens the learner's copy in $EDITOR and checks it when the editor closes")
    func edit() throws {
        let home = TemporaryFolder("e2e-edit")
        let result = try TutorBinary.run(
            [], input: "open postcards\nstep 5\nedit\nquit\n",
            environment: ["EDITOR": "sed -i 's/    var sent: String/    var sent: String\\n    var message: Int?/'"],
            home: home.url)
        let file = home.url.appendingPathComponent("state/exercises/postcards/05-optionals/Postcard.swift")
        let copy = try String(contentsOf: file, encoding: .utf8)
        #expect(copy.contains("var message: Int?"))
        #expect(
            result.output.unwrapped.contains("Checking your copy of postcards step 5 (null: optionals): \(file.path)"))
        #expect(result.output.contains("Your `Postcard.message` is declared `Int?`; the lesson's is `String?`."))
        #expect(result.output.contains("(That line is in the lesson's run(), which uses your types"))
    }
}
