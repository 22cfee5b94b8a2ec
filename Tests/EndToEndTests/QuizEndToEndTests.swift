import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// The quiz through the built binary and the real compiler, answers piped in as a learner
/// would type them. Serialized: the tests share one home, so a card's stages compile once.
@Suite("The quiz, end to end", .serialized, .timeLimit(hangLimit))
struct QuizEndToEndTests {
    static let home = TemporaryFolder("e2e-quiz")

    /// One row of `cards --log --json`.
    struct Row: Decodable {
        var card_id: Int
        var review_time: Int64
        var review_rating: Int
        var review_state: Int
        var review_duration: Int64
        var lesson: String
        var card: String
        var rating: String
    }

    static func log(_ home: URL = home.url) throws -> [Row] {
        let result = try TutorBinary.run(["cards", "--log", "--json"], home: home)
        #expect(result.status == 0)
        return try JSONDecoder().decode([Row].self, from: Data(result.output.utf8))
    }

    /// Asks one card, types `answer` and two blank lines (which end a `write` answer; every
    /// other answer is one line), and presses Enter at the grade prompt.
    static func ask(
        _ lesson: String, _ card: Int, answer: String, environment: [String: String] = [:],
        home: URL = home.url
    ) throws -> TutorBinary.Result {
        let kind = decks.first { $0.lesson.name == lesson }?.cards.first { $0.number == card }?.kind
        let typed = answer.contains("\n") || kind == .write ? answer + "\n\n\n\n" : answer + "\n\n"
        return try TutorBinary.run(
            ["cards", lesson, "--card", String(card)], input: typed, environment: environment, home: home)
    }

    static let decks = LessonLoader(root: packageRoot).loadWithDecks().decks

    /// Every card of Postcards and Trips that is not answered in Swift, with the number of
    /// lines its answer takes.
    static let answeredInWords: [(lesson: String, card: Card, lines: Int)] = decks.filter {
        ["postcards", "trips"].contains($0.lesson.name)
    }
    .flatMap { deck in
        deck.cards.filter { $0.kind != .write && $0.kind != .value }.map { card in
            let record = card.stages.first?.expectedOutput ?? ""
            let lines =
                card.kind == .predict && card.outcomes.isEmpty
                ? max(
                    1, record.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.count)
                : 1
            return (deck.lesson.name, card, lines)
        }
    }

    @Test(
        "\"no idea\" on every card answered in words, then a grade of 1 where none was suggested, logs a rating of 1 and is never judged right"
    )
    func noIdea() throws {
        let home = TemporaryFolder("e2e-no-idea")
        for (lesson, card, lines) in Self.answeredInWords {
            // The rest of a prediction's lines, left blank; then Enter, and a 1 for a card that suggests nothing.
            let input = "no idea\n" + String(repeating: "\n", count: lines - 1) + "\n1\n"
            let result = try TutorBinary.run(
                ["cards", lesson, "--card", String(card.number)], input: input, home: home.url)
            #expect(result.status == 0, "\(lesson) \(card.number): \(result.errors)")
            #expect(!result.output.contains("✓"), "\(lesson) \(card.number) judged “no idea” right:\n\(result.output)")
            #expect(result.output.contains("Again: it comes back"), "\(lesson) \(card.number)")
        }
        let rows = try Self.log(home.url)
        #expect(rows.count == Self.answeredInWords.count)
        #expect(rows.allSatisfy { $0.review_rating == 1 && $0.rating == "again" && $0.review_state == 0 })
        #expect(Set(rows.map(\.card_id)) == Set(Self.answeredInWords.map(\.card.id)))
        let csv = try TutorBinary.run(["cards", "--log"], home: home.url)
        let lines = csv.output.split(separator: "\n")
        #expect(lines.first == "card_id,review_time,review_rating,review_state,review_duration")
        #expect(lines.count == Self.answeredInWords.count + 1)
        #expect(
            lines.dropFirst().allSatisfy { $0.split(separator: ",").count == 5 && $0.split(separator: ",")[2] == "1" })
    }

    @Test(
        "A right prediction, outcome or choice, then Enter, logs 3",
        arguments: [
            ("postcards", 11, "decodable &  Encodable", false), ("postcards", 11, "Decodable & Encodable", true),
            ("spellbook", 2, "keynotfound", true), ("spellbook", 2, "2", true), ("inbox", 12, "b", true),
        ])
    func rightAnswers(lesson: String, card: Int, answer: String, right: Bool) throws {
        let result = try Self.ask(lesson, card, answer: answer)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains(right ? "✓ Right" : "✗ Not so"), "\(result.output)")
        #expect(result.output.contains(right ? "Good: it comes back" : "Again: it comes back"))
        let id = try #require(Self.decks.first { $0.lesson.name == lesson }?.cards.first { $0.number == card }?.id)
        let row = try #require(try Self.log().last { $0.card_id == id })
        #expect(row.review_rating == (right ? 3 : 1) && row.lesson == lesson)
        #expect(row.review_duration >= 0)
    }

    /// Each how-to card with the answer a learner would type: the obvious few lines that
    /// honour the card's contract, written otherwise than the card's own.
    static let howToAnswers: [(String, Int, String)] = [
        ("postcards", 1, "let postcards = try JSONDecoder().decode([Postcard].self, from: data)"),
        (
            "postcards", 2,
            """
            struct Postcard: Codable {
                var to: String
                var city: String
                enum CodingKeys: String, CodingKey { case to, city }

                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    to = try c.decode(String.self, forKey: .to)
                    city = try c.decode(String.self, forKey: .city)
                }
                func encode(to encoder: Encoder) throws {
                    var c = encoder.container(keyedBy: CodingKeys.self)
                    try c.encode(to, forKey: .to)
                    try c.encode(city, forKey: .city)
                }
            }
            """
        ),
        (
            "postcards", 3,
            """
            struct Postcard: Codable {
                var to: String
                var pictureURL: URL
                enum CodingKeys: String, CodingKey { case to, pictureURL = "pictureUrl" }
            }
            """
        ),
        ("postcards", 4, "struct Postcard: Codable { var to: String; var message: String? }"),
        (
            "postcards", 5,
            """
            struct Postcard: Decodable {
                var to: String
                var city: String
                enum Keys: String, CodingKey { case to, from }
                enum FromKeys: String, CodingKey { case city }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: Keys.self)
                    to = try c.decode(String.self, forKey: .to)
                    city = try c.nestedContainer(keyedBy: FromKeys.self, forKey: .from).decode(String.self, forKey: .city)
                }
            }
            """
        ),
        ("postcards", 6, "decoder.dateDecodingStrategy = .iso8601\nencoder.dateEncodingStrategy = .iso8601"),
        ("postcards", 7, "enum Stamp: String, Codable { case airmail, surface, priority }"),
        ("postcards", 8, "encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]"),
        (
            "postcards", 9,
            """
            do {
                _ = try JSONDecoder().decode([Postcard].self, from: data)
            } catch let DecodingError.keyNotFound(key, context) {
                missingKey = key.stringValue
                path = context.codingPath.map { $0.stringValue }
            }
            """
        ),
        ("trips", 1, "let text = String(decoding: try JSONEncoder().encode(getaway), as: UTF8.self)"),
        ("trips", 2, "let stay = try JSONDecoder().decode(Stay.self, from: Data(json.utf8))"),
        ("trips", 3, "encoder.outputFormatting = [.prettyPrinted, .sortedKeys]"),
        ("trips", 4, "encoder.dateEncodingStrategy = .iso8601\ndecoder.dateDecodingStrategy = .iso8601"),
        ("trips", 5, "decoder.keyDecodingStrategy = .convertFromSnakeCase"),
        (
            "trips", 6,
            """
            struct Pick: Decodable {
                let city: String
                let imageURL: URL
                enum CodingKeys: String, CodingKey { case city; case imageURL = "image_url" }
            }
            """
        ),
        ("trips", 7, "struct Plan: Decodable { let city: String; let notes: String? }"),
        (
            "trips", 8,
            """
            struct Hop: Decodable {
                let code: String
                let leaves: String
                enum K: String, CodingKey { case flight, times }
                enum T: String, CodingKey { case departure }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: K.self)
                    code = try c.decode(String.self, forKey: .flight)
                    leaves = try c.nestedContainer(keyedBy: T.self, forKey: .times).decode(String.self, forKey: .departure)
                }
            }
            """
        ),
        (
            "trips", 9,
            """
            do {
                _ = try JSONDecoder().decode(Stay.self, from: data)
            } catch DecodingError.keyNotFound(let key, let context) {
                missingKey = key.stringValue
                path = context.codingPath.map(\\.stringValue)
            }
            """
        ),
    ]

    @Test(
        "Every how-to card shows its contract before the prompt and judges the obvious answer right, through the real compiler",
        arguments: howToAnswers)
    func howTo(lesson: String, card: Int, answer: String) throws {
        let result = try Self.ask(lesson, card, answer: answer)
        #expect(result.status == 0)
        let output = result.output
        let contract = try #require(output.range(of: "Your statements must:") ?? output.range(of: "Your answer: write"))
        let prompt = try #require(output.range(of: "answer> "))
        #expect(contract.upperBound < prompt.lowerBound)
        #expect(output.contains("✓ Right:"), "\(lesson) \(card): \(output)")
        #expect(output.contains("Good: it comes back"))
        let verdict =
            output[prompt.upperBound...].prefix { _ in true }.components(separatedBy: "── the answer").first ?? ""
        #expect(!verdict.contains("lesson"), "the verdict speaks of the card: \(verdict)")
    }

    @Test(
        "A piped paste of two types with one blank line between them is one answer, and Enter then takes the suggestion"
    )
    func pasteOfTwoTypes() throws {
        let paste = """
            enum TimesKeys: String, CodingKey { case departure }

            struct Hop: Decodable {
                let code: String
                let leaves: String
                enum CodingKeys: String, CodingKey { case flight, times }
                init(from decoder: Decoder) throws {
                    let c = try decoder.container(keyedBy: CodingKeys.self)
                    code = try c.decode(String.self, forKey: .flight)
                    let times = try c.nestedContainer(keyedBy: TimesKeys.self, forKey: .times)
                    leaves = try times.decode(String.self, forKey: .departure)
                }
            }
            """
        let result = try Self.ask("trips", 8, answer: paste)
        #expect(result.output.contains("Two blank lines in a row end your answer"))
        #expect(result.output.contains("✓ Right:"), "\(result.output)")
        #expect(result.output.contains("Good: it comes back"))
        #expect(!result.errors.contains("A grade is"), "\(result.errors)")
    }

    @Test("A right statements answer that prints something of its own is judged on what the card's check prints")
    func statementsThatPrint() throws {
        let answer =
            "print(\"decoding the batch\")\nlet postcards = try JSONDecoder().decode([Postcard].self, from: data)\nprint(postcards.count)"
        let result = try Self.ask("postcards", 1, answer: answer)
        #expect(result.output.contains("✓ Right:"), "\(result.output)")
        #expect(
            result.output.contains(
                "Your statements printed, before the card's check (shown, not judged):\n    decoding the batch\n    2"))
        #expect(!result.output.contains("the card's check begins"))
    }

    @Test("A wrong how-to answer is judged wrong, at the learner's own line, or by what the card's code then lacks")
    func wrongHowTo() throws {
        let missing = try Self.ask(
            "postcards", 1, answer: "let cards = try JSONDecoder().decode([Postcard].self, from: data)")
        #expect(missing.output.contains("in the card's own code: cannot find 'postcards' in scope"))
        #expect(missing.output.contains("leave the array in a constant or variable named `postcards`"))
        #expect(missing.output.contains("Again: it comes back"))
        let typo = try Self.ask(
            "trips", 5, answer: "decoder.keyDecodingStrategy = .convertFromSnakeCase\ndecoder.bogus = 1")
        #expect(typo.output.contains("your line 2: value of type 'JSONDecoder' has no member 'bogus'"))
        let differs = try Self.ask(
            "trips", 7, answer: "struct Plan: Decodable { let city: String; var notes: String = \"none\" }")
        #expect(differs.output.contains("✗ Not yet: with your answer the card's code printed something else"))
        #expect(differs.output.contains("the card"))
    }

    @Test(
        "An answer cannot forge the card's verdict: printing the card's output and exiting, guessing its frame, an atexit after the check, or a run() of its own are all graded wrong",
        arguments: [
            // The forged answer of the issue: the card's output, then out before the check runs.
            "let postcards: [Postcard] = []\nprint([\"Grandma\", \"Dad\"])\nexit(0)",
            // A frame of its own, without the mark the tutor keeps from it.
            "let postcards: [Postcard] = []\nprint(\"--- codable-tutor: the card's check begins ---\")\nprint([\"Grandma\", \"Dad\"])\nexit(0)",
            // Leaves run() before the check, with the card's output printed.
            "let postcards: [Postcard] = []\nprint([\"Grandma\", \"Dad\"])\nreturn",
            // The card's output printed after the check, once run() has returned.
            "let postcards: [Postcard] = []\natexit { print([\"Grandma\", \"Dad\"]) }",
            // A program of its own in place of the card's check.
            "func run() {\n    print([\"Grandma\", \"Dad\"])\n}",
        ])
    func forgedAnswers(answer: String) throws {
        let result = try Self.ask("postcards", 1, answer: answer)
        #expect(result.status == 0)
        #expect(!result.output.contains("✓ Right"), "\(answer): \(result.output)")
        #expect(result.output.contains("Again: it comes back"), "\(answer): \(result.output)")
        #expect(result.output.contains("✗ Not"), "\(answer): \(result.output)")
    }

    @Test(
        "A value card's own expression is judged right through the real compiler; one that prints the card's output and exits is not"
    )
    func valueCard() throws {
        let (lesson, card) = try #require(
            Self.decks.lazy.flatMap { deck in deck.cards.map { (deck.lesson.name, $0) } }.first { $0.1.kind == .value })
        let stage = try #require(card.stages.first)
        let driver = try #require(stage.text(of: stage.runFile))
        let parts = try #require(CardContract.split(driver))
        let own = try #require(parts.answer.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
            .trimmingCharacters(in: .whitespaces)
        let right = try Self.ask(lesson, card.number, answer: own)
        #expect(
            right.output.contains("✓ Right: your expression has the value of the card's own answer"), "\(right.output)")
        let printed = (stage.expectedOutput ?? "").trimmingCharacters(in: .newlines)
        let forged = try Self.ask(lesson, card.number, answer: "{ print(#\"\(printed)\"#); exit(0) }()")
        #expect(!forged.output.contains("✓ Right"), "\(forged.output)")
        #expect(forged.output.contains("Again: it comes back"), "\(forged.output)")
    }

    @Test("An endless loop in an answer ends in check's own sentence, within the time limit")
    func endlessAnswer() throws {
        let result = try Self.ask("trips", 3, answer: "while true {}", environment: ["CODABLE_TUTOR_TIME_LIMIT": "2"])
        #expect(result.status == 0)
        #expect(result.output.contains("was still running after 2 seconds and was stopped: an endless loop"))
        #expect(result.output.contains("✗ Not yet: the card's code did not finish with your answer."))
    }

    @Test("Two quizzes on one home at once each compile and judge their own answer, and both answers are kept")
    func twoQuizzesAtOnce() throws {
        let home = TemporaryFolder("e2e-two-quizzes")
        let answers = [
            "let postcards = try JSONDecoder().decode([Postcard].self, from: data)",
            "let postcards = [Postcard(to: \"Nobody\", sent: \"never\")]",
        ]
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            results.set(index, try? Self.ask("postcards", 1, answer: answers[index], home: home.url))
        }
        let right = try #require(results.get(0))
        let wrong = try #require(results.get(1))
        #expect(right.output.contains("✓ Right:") && !right.output.contains("Nobody"))
        #expect(wrong.output.contains("✗ Not yet") && wrong.output.contains("Nobody"))
        let folder = home.url.appendingPathComponent("state/answers/postcards/01-decode-an-array")
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map {
                try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
            }
        #expect(Set(kept) == Set(answers.map { $0 + "\n" }))
        #expect(try Self.log(home.url).map(\.review_rating).sorted() == [1, 3])
    }

    @Test("`cards --due --stats` together is refused with a sentence, on the command line and in the REPL")
    func dueAndStats() throws {
        let result = try TutorBinary.run(["cards", "--due", "--stats"])
        #expect(result.status == 2)
        #expect(
            result.errors.hasPrefix("`cards` does one thing at a time, so `--due` and `--stats` cannot go together."))
        #expect(result.output.isEmpty)
        let repl = try TutorBinary.run(
            [], input: "cards --due --stats\nquit\n", home: TemporaryFolder("e2e-repl-cards").url)
        #expect(repl.errors.contains("`--due` and `--stats` cannot go together"))
        #expect(!repl.output.contains("due now"))
    }

    @Test("`--card` takes a card's id with no lesson, as `--log` and `--due --json` show it")
    func cardByID() throws {
        let home = TemporaryFolder("e2e-card-id")
        let result = try TutorBinary.run(["cards", "--card", "411"], input: "b\n\n", home: home.url)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("Card 1 of 1 · inbox · Conformance · pick one (new)"))
        #expect(try Self.log(home.url).map(\.card_id) == [411])
        let unknown = try TutorBinary.run(["cards", "--card", "999"], home: home.url)
        #expect(unknown.status == 2 && unknown.errors.hasPrefix("No card has the id 999."))
    }

    @Test("`cards --due` shows each card's folder name, none of which gives its answer away")
    func dueSlugs() throws {
        let result = try TutorBinary.run(["cards", "--due"], home: TemporaryFolder("e2e-due").url)
        #expect(result.output.contains("postcards 15-the-generated-keys-from-outside"))
        // Card 15 was once named after its answer (the private CodingKeys), card 3 after its
        // fix (a raw value); other lessons' cards may name a raw value as their situation.
        let postcards = result.output.split(separator: "\n").filter { $0.hasPrefix("postcards ") }
        #expect(postcards.count == 17)
        #expect(!postcards.contains { $0.contains("private") || $0.contains("raw-value") })
    }
}

/// Results handed back from concurrent runs.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [Int: TutorBinary.Result] = [:]

    func set(_ index: Int, _ result: TutorBinary.Result?) {
        lock.withLock { items[index] = result }
    }

    func get(_ index: Int) -> TutorBinary.Result? {
        lock.withLock { items[index] }
    }
}
