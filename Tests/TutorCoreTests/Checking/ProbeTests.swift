import Foundation
import TestSupport
import Testing
@testable import TutorCore

/// `probe`: the variants of a document, and the learner's model decoding them through the
/// real compiler.
@Suite("Probe")
struct ProbeTests {
    let folder = TemporaryFolder("probe")
    let collected = CollectingConsole()

    func variants(_ json: String) throws -> ProbeVariants {
        try ProbeVariants(document: Data(json.utf8))
    }

    func text(_ variant: ProbeVariant?) -> String {
        String(decoding: variant?.data ?? Data(), as: UTF8.self)
    }

    @Test("An object: every key path, nested ones too, missing, null and of another type")
    func objectVariants() throws {
        let made = try variants(#"{"name":"Ada","age":36,"admin":true,"nick":null,"tags":["a"],"home":{"city":"Paris"}}"#)
        #expect(!made.isArray)
        #expect(made.variants.map(\.name) == [
            "baseline",
            "missing admin", "null admin", "admin as string",
            "missing age", "null age", "age as string",
            "missing home", "null home", "home as array",
            "missing home.city", "null home.city", "home.city as number",
            "missing name", "null name", "name as number",
            // `nick` is null already: a `null nick` would be the baseline again.
            "missing nick", "nick as string",
            "missing tags", "null tags", "tags as object",
            "cut short",
        ])
        let named = Dictionary(uniqueKeysWithValues: made.variants.map { ($0.name, $0) })
        #expect(text(named["missing home.city"]) == #"{"admin":true,"age":36,"home":{},"name":"Ada","nick":null,"tags":["a"]}"#)
        #expect(text(named["admin as string"]).contains(#""admin":"text""#))
        #expect(text(named["null age"]).contains(#""age":null"#))
        #expect(text(named["home as array"]).contains(#""home":[]"#))
        #expect(text(named["tags as object"]).contains(#""tags":{}"#))
        #expect(text(named["nick as string"]).contains(#""nick":"text""#))
        #expect(named["home.city as number"]?.path == "home.city")
        #expect(named["cut short"]?.data.count == made.variants[0].data.count / 2)
    }

    @Test("An array: only the first element changes; the others stay as they are")
    func arrayVariants() throws {
        let document = #"[{"id":1,"to":"Ann"},{"id":2,"to":"Bob"}]"#
        let made = try variants(document)
        #expect(made.isArray)
        #expect(made.variants.map(\.name) == [
            "baseline", "missing id", "null id", "id as string", "missing to", "null to", "to as number", "cut short",
        ])
        #expect(text(made.variants[0]) == document)
        #expect(text(made.variants[1]) == #"[{"to":"Ann"},{"id":2,"to":"Bob"}]"#)
        #expect(text(made.variants[6]) == #"[{"id":1,"to":0},{"id":2,"to":"Bob"}]"#)
        #expect(text(made.variants[7]) == String(document.prefix(document.utf8.count / 2)))
    }

    @Test("A document that is not JSON, or not objects, cannot be probed")
    func unsupportedDocuments() {
        #expect(throws: ProbeVariants.Problem.unsupportedTopLevel) { try variants("[1, 2]") }
        #expect(throws: ProbeVariants.Problem.unsupportedTopLevel) { try variants("[]") }
        #expect(performing: { try variants("{nope") }, throws: { error in
            if case .notJSON = error as? ProbeVariants.Problem { true } else { false }
        })
    }

    @Test("The driver's lines are read by index; other lines are the model's own")
    func driverOutput() {
        let results = ProbeDriver.results(from: "probe:0\tok\nhello from init\nprobe:1\tDecodingError.keyNotFound: x\n")
        #expect(results == [0: "ok", 1: "DecodingError.keyNotFound: x"])
        #expect(ProbeDriver.noun(for: URL(fileURLWithPath: "/a/Postcards.json")) == "postcard")
        #expect(ProbeDriver.noun(for: URL(fileURLWithPath: "/a/categories.json")) == "category")
        #expect(ProbeCommand.isTypeName("Trip.Stop") && ProbeCommand.isTypeName("_Card2"))
        #expect(!ProbeCommand.isTypeName("2Cards") && !ProbeCommand.isTypeName("Post card") && !ProbeCommand.isTypeName(""))
    }

    // MARK: - Through the real compiler

    func makeTutor(limits: RunLimits = RunLimits()) -> Tutor {
        let home = TutorHome(state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        return Tutor(contentRoot: packageRoot, home: home, environment: testEnvironment,
            compiler: SwiftCompiler(executable: "swiftc", launcher: SpawnLauncher(), moduleCache: home.modules, environment: testEnvironment),
            launcher: SpawnLauncher(), console: collected.console, styler: Styler(colour: false), width: 100, limits: limits)
    }

    var postcards: String { packageRoot.appendingPathComponent("Content/postcards/Postcards.json").path }

    @Test("Usage errors exit 2 with a sentence")
    func usageErrors() {
        let tutor = makeTutor()
        let model = folder.write(ProbeModels.postcards, to: "Model.swift").path
        func probe(_ file: String, _ type: String = "Postcard", document: String? = nil, dates: String = "iso8601") -> TutorCore.ExitStatus {
            carryOut(ProbeCommand(file: file, type: type, document: document, lesson: nil, json: false, dates: dates, snakeCase: false), in: makeSession(tutor))
        }
        #expect(probe(folder.url.appendingPathComponent("Nowhere.swift").path) == .usage)
        #expect(probe(folder.write("{}", to: "model.txt").path) == .usage)
        #expect(probe(folder.write("  \n", to: "Empty.swift").path) == .usage)
        #expect(probe(model, "Post card") == .usage)
        #expect(probe(model, dates: "sometimes") == .usage)
        #expect(probe(model, document: folder.write("[1]", to: "numbers.json").path) == .usage)
        #expect(collected.errors.contains("There is no file"))
        #expect(collected.errors.contains("is not a Swift file."))
        #expect(collected.errors.contains("is empty."))
        #expect(collected.errors.contains("`Post card` is not a Swift type name."))
        #expect(collected.errors.contains("`sometimes` is not a date strategy probe knows."))
        #expect(collected.errors.contains("`numbers.json` cannot be probed"))
    }

    @Test("The final Postcards model against Postcards.json: the full matrix")
    func postcardsMatrix() throws {
        let tutor = makeTutor()
        let model = folder.write(ProbeModels.postcards, to: "Model.swift").path
        let status = carryOut(ProbeCommand(file: model, type: "Postcard", document: nil, lesson: "postcards", json: true,
            dates: "iso8601", snakeCase: false), in: makeSession(tutor))
        #expect(status == .success, "\(collected.errors)")
        let report = try JSONDecoder().decode(ProbeReport.self, from: Data(collected.output.utf8))
        let rows = Dictionary(uniqueKeysWithValues: report.variants.map { ($0.name, $0) })
        #expect(report.type == "[Postcard]")
        #expect(report.document == postcards)
        #expect(report.variants.count == 29)
        #expect(rows["baseline"]?.decodes == true)
        #expect(rows["missing message"]?.decodes == true)
        #expect(rows["null message"]?.decodes == true)
        #expect(rows["missing sent"]?.decodes == false)
        #expect(rows["missing sent"]?.sentence?.contains("keyNotFound") == true)
        #expect(rows["missing sent"]?.sentence?.contains("the first postcard") == true)
        #expect(rows["stamp as number"]?.sentence?.hasPrefix("typeMismatch") == true)
        #expect(rows["cut short"]?.decodes == false)
        #expect(rows["cut short"]?.sentence?.hasPrefix("dataCorrupted") == true)

        let table = CollectingConsole()
        let again = Tutor(contentRoot: packageRoot, home: tutor.home, environment: testEnvironment,
            compiler: SwiftCompiler(executable: "swiftc", launcher: SpawnLauncher(), moduleCache: tutor.home.modules, environment: testEnvironment),
            launcher: SpawnLauncher(), console: table.console, styler: Styler(colour: false), width: 100)
        #expect(carryOut(ProbeCommand(file: model, type: "Postcard", document: postcards, lesson: nil, json: false,
            dates: "iso8601", snakeCase: false), in: makeSession(again)) == .success)
        #expect(table.output.split(separator: "\n").contains { $0.hasPrefix("missing message ") && $0.hasSuffix(" yes") })
        #expect(table.output.contains("The model decodes \(report.decodedCount) of 29 variants."))
    }

    @Test("A model that does not compile is reported at the learner's own file:line")
    func compileError() {
        let tutor = makeTutor()
        let model = folder.write("struct Postcard: Decodable {\n    let id: Int\n    let to: Strin\n}\n", to: "Broken.swift").path
        let status = carryOut(ProbeCommand(file: model, type: "Postcard", document: postcards, lesson: nil, json: false,
            dates: "iso8601", snakeCase: false), in: makeSession(tutor))
        #expect(status == .failed)
        #expect(collected.errors.contains("\(model):3:13: error: cannot find type 'Strin' in scope"))
        #expect(collected.errors.contains("    let to: Strin"))
        let valid = folder.write(ProbeModels.postcards, to: "Model.swift").path
        #expect(carryOut(ProbeCommand(file: valid, type: "Letter", document: postcards, lesson: nil, json: false,
            dates: "iso8601", snakeCase: false), in: makeSession(tutor)) == .usage)
        #expect(collected.errors.contains("declares no type `Letter`"))
        #expect(!collected.errors.contains("Driver.swift"))
    }

    @Test("A model that crashes on one variant: that row says so, the rest are still tried")
    func crashingModel() throws {
        let tutor = makeTutor()
        let model = folder.write(ProbeModels.crashing, to: "Crashing.swift").path
        let status = carryOut(ProbeCommand(file: model, type: "Postcard", document: postcards, lesson: nil, json: true,
            dates: "iso8601", snakeCase: false), in: makeSession(tutor))
        #expect(status == .success)
        let report = try JSONDecoder().decode(ProbeReport.self, from: Data(collected.output.utf8))
        let rows = Dictionary(uniqueKeysWithValues: report.variants.map { ($0.name, $0) })
        #expect(report.variants.count == 29)
        #expect(rows["missing from.city"]?.sentence?.contains("crashed") == true)
        #expect(rows["missing from.city"]?.error?.contains("no city") == true)
        #expect(rows["null from.city"]?.decodes == false)
        #expect(rows["missing message"]?.decodes == true)
    }

    @Test("A model that never returns is stopped at the time limit; the rest are not tried")
    func endlessModel() throws {
        let tutor = makeTutor(limits: RunLimits(seconds: 1))
        let endless = ProbeModels.postcards.replacingOccurrences(of: "case airmail, surface, priority }",
            with: "case airmail, surface, priority\n    init(from decoder: any Decoder) throws { while true {} }\n}")
        let model = folder.write(endless, to: "Endless.swift").path
        #expect(carryOut(ProbeCommand(file: model, type: "Postcard", document: postcards, lesson: nil, json: true,
            dates: "iso8601", snakeCase: false), in: makeSession(tutor)) == .success)
        let report = try JSONDecoder().decode(ProbeReport.self, from: Data(collected.output.utf8))
        #expect(report.variants.count == 29)
        #expect(report.variants.first?.sentence?.contains("still running after") == true)
        #expect(report.variants.dropFirst().allSatisfy { $0.sentence?.hasPrefix("Not tried") == true })
    }
}

/// Learner models written for these tests, not taken from the lesson.
enum ProbeModels {
    /// Postcards' final shape: an optional message, a date, an enum, a renamed key, a nested place.
    static let postcards = """
        import Foundation

        enum Stamp: String, Decodable { case airmail, surface, priority }

        struct Place: Decodable {
            var city: String
            var country: String
        }

        struct Postcard: Decodable {
            var id: Int
            var to: String
            var sent: Date
            var message: String?
            var stamp: Stamp
            var pictureURL: URL
            var from: Place

            enum CodingKeys: String, CodingKey {
                case id, to, sent, message, stamp, from
                case pictureURL = "picture_url"
            }
        }

        """

    /// The same, but a place without a city stops the program.
    static let crashing = postcards.replacingOccurrences(of: """
            var country: String
        }
        """, with: """
            var country: String

            enum CodingKeys: String, CodingKey { case city, country }

            init(from decoder: any Decoder) throws {
                let keys = try decoder.container(keyedBy: CodingKeys.self)
                guard let city = try keys.decodeIfPresent(String.self, forKey: .city) else { fatalError("no city") }
                self.city = city
                country = try keys.decode(String.self, forKey: .country)
            }
        }
        """)
}
