import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

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
        let made = try variants(
            #"{"name":"Ada","age":36,"admin":true,"nick":null,"tags":["a"],"home":{"city":"Paris"}}"#)
        #expect(!made.isArray)
        #expect(
            made.variants.map(\.name) == [
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
        // The document as it is, with one span changed: its order, its spacing.
        #expect(
            text(named["missing home.city"])
                == #"{"name":"Ada","age":36,"admin":true,"nick":null,"tags":["a"],"home":{}}"#)
        #expect(
            text(named["missing name"]) == #"{"age":36,"admin":true,"nick":null,"tags":["a"],"home":{"city":"Paris"}}"#)
        #expect(text(named["missing home"]) == #"{"name":"Ada","age":36,"admin":true,"nick":null,"tags":["a"]}"#)
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
        #expect(
            made.variants.map(\.name) == [
                "baseline", "missing id", "null id", "id as string", "missing to", "null to", "to as number",
                "cut short",
            ])
        #expect(text(made.variants[0]) == document)
        #expect(text(made.variants[1]) == #"[{"to":"Ann"},{"id":2,"to":"Bob"}]"#)
        #expect(text(made.variants[6]) == #"[{"id":1,"to":0},{"id":2,"to":"Bob"}]"#)
        #expect(text(made.variants[7]) == String(document.prefix(document.utf8.count / 2)))
    }

    @Test("Spacing, escaped keys, repeated keys and nesting: every variant is JSON, changed in exactly one place")
    func messyDocument() throws {
        let document = "{ \"a\" : 1 ,\n  \"b\\u0063\" : [1, {\"x\": 2}],\"a\":3, \"o\": { \"p\" : \"q\" } }"
        let made = try variants(document)
        #expect(
            made.variants.map(\.name) == [
                "baseline", "missing a", "null a", "a as string", "missing bc", "null bc", "bc as object",
                "missing o", "null o", "o as array", "missing o.p", "null o.p", "o.p as number", "cut short",
            ])
        for variant in made.variants.dropLast() {
            let parsed = try #require(
                try JSONSerialization.jsonObject(with: variant.data) as? [String: Any], "\(variant.name) is JSON")
            let baseline = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
            let changed =
                Set(baseline.keys).symmetricDifference(parsed.keys).count
                + baseline.keys.filter { key in
                    parsed[key].map { !NSDictionary(dictionary: ["v": $0]).isEqual(to: ["v": baseline[key]!]) } ?? false
                }.count
            #expect(changed == (variant.name == "baseline" ? 0 : 1), "\(variant.name): \(text(variant))")
        }
        let named = Dictionary(uniqueKeysWithValues: made.variants.map { ($0.name, $0) })
        #expect(text(named["null a"]).contains(#""a":null"#), "the last of a repeated key is the one changed")
        #expect(text(named["missing o"]).hasSuffix(#"[1, {"x": 2}],"a":3 }"#))
        #expect(text(named["o.p as number"]).contains(#"{ "p" : 0 }"#))
    }

    @Test("A document past the size limit, or with more key paths than probe varies, is refused with a sentence")
    func limits() throws {
        let tutor = makeTutor()
        let model = folder.write(ProbeModels.postcards, to: "Model.swift").path
        func probe(_ document: URL) -> TutorBase.ExitStatus {
            carryOut(
                ProbeCommand(
                    file: model, type: "Postcard", document: document.path, lesson: nil, json: false, dates: "iso8601",
                    snakeCase: false), in: makeSession(tutor))
        }
        let large = folder.url.appendingPathComponent("large.json")
        try Data(("{\"a\":\"" + String(repeating: "x", count: ProbeVariants.maximumDocumentBytes) + "\"}").utf8).write(
            to: large)
        #expect(probe(large) == .usage)
        #expect(
            collected.errors.contains(
                "`large.json` cannot be probed: it is 4 MB, and probe reads documents up to 4 MB."),
            "\(collected.errors)")
        #expect(collected.errors.contains("probe a sample of the document"))
        let keys = (0...ProbeVariants.maximumKeyPaths).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
        #expect(probe(folder.write("{\(keys)}", to: "wide.json")) == .usage)
        #expect(
            collected.errors.contains(
                "`wide.json` cannot be probed: it has 3001 key paths to vary, and probe varies up to 3000"),
            "\(collected.errors)")
    }

    @Test("A document of 3000 keys is probed whole: every one of its 9002 variants tried, each a span of the document")
    func wideDocument() throws {
        let keys = (1..<ProbeVariants.maximumKeyPaths).map { "\"key\($0)\":\($0)" }.joined(separator: ",")
        let document = folder.write("{\"name\":\"wide\",\(keys)}", to: "Wide.json")
        let made = try ProbeVariants(document: try Data(contentsOf: document))
        #expect(made.variants.count == 3 * 3000 + 2)
        #expect(made.variants.allSatisfy { $0.replacement.count <= 6 }, "no variant is a document of its own")
        #expect(
            ProbeDriver.variantsFile(made.variants).count < 2_000_000,
            "the variants file grows with the document plus the variants")
        let tutor = makeTutor()
        let model = folder.write("struct Thing: Decodable {\n    let name: String\n}\n", to: "Thing.swift").path
        let status = carryOut(
            ProbeCommand(
                file: model, type: "Thing", document: document.path, lesson: nil, json: true, dates: "iso8601",
                snakeCase: false), in: makeSession(tutor))
        #expect(status == .success, "\(collected.errors)")
        let report = try JSONDecoder().decode(ProbeReport.self, from: Data(collected.output.utf8))
        #expect(report.variants.count == 9002)
        // All but `missing name`, `null name`, `name as number` and `cut short` decode.
        #expect(report.decodedCount == 9002 - 4, "\(report.variants.filter { !$0.decodes }.prefix(6).map(\.name))")
    }

    @Test("A probe past its deadline tries no further variant, and says why in each row")
    func deadline() throws {
        let tutor = makeTutor()
        let model = folder.write(ProbeModels.crashing, to: "Crashing.swift").path
        let command = ProbeCommand(
            file: model, type: "Postcard", document: postcards, lesson: nil, json: true, dates: "iso8601",
            snakeCase: false)
        let plan = try command.plan(lessons: tutor.lessons)
        var report = ProbeReport(document: postcards, type: plan.decodedType)
        // The clock reads 0 for the first launch, then far past the deadline: the crash's relaunch is not made.
        let reads = Box(0)
        let compiled = try ProbeCommand.decodeVariants(
            plan, into: &report, runner: tutor.runner, folder: folder.url.appendingPathComponent("probe"),
            cancellation: nil
        ) {
            reads.value += 1
            return reads.value == 1 ? 0 : 1_000_000
        }
        #expect(compiled)
        #expect(report.variants.count == 29)
        let crashed = try #require(report.variants.firstIndex { $0.name == "missing from.city" })
        #expect(report.variants[crashed].sentence?.contains("crashed") == true)
        #expect(
            report.variants[(crashed + 1)...].allSatisfy {
                $0.sentence
                    == "Not tried: the probe ran for 60 seconds, its limit (six times CODABLE_TUTOR_TIME_LIMIT)."
            })
        #expect(report.variants[..<crashed].allSatisfy { $0.sentence?.hasPrefix("Not tried") != true })
    }

    @Test("A document that is not JSON, or not objects, cannot be probed")
    func unsupportedDocuments() {
        #expect(throws: ProbeVariants.Problem.unsupportedTopLevel) { try variants("[1, 2]") }
        #expect(throws: ProbeVariants.Problem.unsupportedTopLevel) { try variants("[]") }
        #expect(
            performing: { try variants("{nope") },
            throws: { error in
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
        #expect(
            !ProbeCommand.isTypeName("2Cards") && !ProbeCommand.isTypeName("Post card") && !ProbeCommand.isTypeName(""))
    }

    // MARK: - Through the real compiler

    func makeTutor(limits: RunLimits = RunLimits()) -> Tutor {
        let home = TutorHome(
            state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        return Tutor(
            contentRoot: packageRoot, home: home, environment: testEnvironment,
            compiler: SwiftCompiler(
                executable: "swiftc", launcher: SpawnLauncher(), moduleCache: sharedModuleCache,
                environment: testEnvironment),
            launcher: SpawnLauncher(), console: collected.console, styler: Styler(colour: false), width: 100,
            limits: limits)
    }

    var postcards: String { packageRoot.appendingPathComponent("Content/postcards/Postcards.json").path }

    @Test("Usage errors exit 2 with a sentence")
    func usageErrors() {
        let tutor = makeTutor()
        let model = folder.write(ProbeModels.postcards, to: "Model.swift").path
        func probe(_ file: String, _ type: String = "Postcard", document: String? = nil, dates: String = "iso8601")
            -> TutorBase.ExitStatus
        {
            carryOut(
                ProbeCommand(
                    file: file, type: type, document: document, lesson: nil, json: false, dates: dates, snakeCase: false
                ), in: makeSession(tutor))
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
        #expect(collected.errors.contains("`--dates` takes iso8601, secondsSince1970 or deferred, not `sometimes`."))
        #expect(collected.errors.contains("`numbers.json` cannot be probed"))
    }

    @Test("The final Postcards model against Postcards.json: the full matrix")
    func postcardsMatrix() throws {
        let tutor = makeTutor()
        let model = folder.write(ProbeModels.postcards, to: "Model.swift").path
        let status = carryOut(
            ProbeCommand(
                file: model, type: "Postcard", document: nil, lesson: "postcards", json: true,
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
        let again = Tutor(
            contentRoot: packageRoot, home: tutor.home, environment: testEnvironment,
            compiler: SwiftCompiler(
                executable: "swiftc", launcher: SpawnLauncher(), moduleCache: sharedModuleCache,
                environment: testEnvironment),
            launcher: SpawnLauncher(), console: table.console, styler: Styler(colour: false), width: 100)
        #expect(
            carryOut(
                ProbeCommand(
                    file: model, type: "Postcard", document: postcards, lesson: nil, json: false,
                    dates: "iso8601", snakeCase: false), in: makeSession(again)) == .success)
        #expect(
            table.output.split(separator: "\n").contains { $0.hasPrefix("missing message ") && $0.hasSuffix(" yes") })
        #expect(table.output.contains("The model decodes \(report.decodedCount) of 29 variants."))
    }

    @Test("A model that does not compile is reported at the learner's own file:line")
    func compileError() {
        let tutor = makeTutor()
        let model = folder.write(
            "struct Postcard: Decodable {\n    let id: Int\n    let to: Strin\n}\n", to: "Broken.swift"
        ).path
        let status = carryOut(
            ProbeCommand(
                file: model, type: "Postcard", document: postcards, lesson: nil, json: false,
                dates: "iso8601", snakeCase: false), in: makeSession(tutor))
        #expect(status == .failed)
        #expect(collected.errors.contains("\(model):3:13: error: cannot find type 'Strin' in scope"))
        #expect(collected.errors.contains("    let to: Strin"))
        let valid = folder.write(ProbeModels.postcards, to: "Model.swift").path
        #expect(
            carryOut(
                ProbeCommand(
                    file: valid, type: "Letter", document: postcards, lesson: nil, json: false,
                    dates: "iso8601", snakeCase: false), in: makeSession(tutor)) == .usage)
        #expect(collected.errors.contains("declares no type `Letter`"))
        #expect(!collected.errors.contains("Driver.swift"))
    }

    @Test("A model that crashes on one variant: that row says so, the rest are still tried")
    func crashingModel() throws {
        let tutor = makeTutor()
        let model = folder.write(ProbeModels.crashing, to: "Crashing.swift").path
        let status = carryOut(
            ProbeCommand(
                file: model, type: "Postcard", document: postcards, lesson: nil, json: true,
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
        let endless = ProbeModels.postcards.replacingOccurrences(
            of: "case airmail, surface, priority }",
            with: "case airmail, surface, priority\n    init(from decoder: any Decoder) throws { while true {} }\n}")
        let model = folder.write(endless, to: "Endless.swift").path
        #expect(
            carryOut(
                ProbeCommand(
                    file: model, type: "Postcard", document: postcards, lesson: nil, json: true,
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
    static let crashing = postcards.replacingOccurrences(
        of: """
                var country: String
            }
            """,
        with: """
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
