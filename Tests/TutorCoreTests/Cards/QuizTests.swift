import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("Decks and the quiz")
struct QuizTests {
    let folder = TemporaryFolder("quiz")
    let collected = CollectingConsole()

    /// What the tutor said, with line breaks as spaces: the quiz wraps its sentences.
    var said: String { collected.output.replacingOccurrences(of: "\n", with: " ") }

    func makeTutor(output: String = "") -> Tutor {
        makeFakeTutor(in: folder, console: collected, output: output)
    }

    /// A tutor whose every card but `card` is scheduled for tomorrow, so `card` comes first.
    /// The progress file is started afresh; the review log is shared with earlier tutors.
    func tutorAsking(_ pick: @escaping (Card) -> Bool, output: String = "") throws -> (Tutor, Card) {
        try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("state/progress.json"))
        let tutor = makeTutor(output: output)
        let card = try #require(tutor.decks[0].cards.first(where: pick))
        for other in tutor.decks[0].cards where other.id != card.id {
            tutor.book.remember(CardMemory(due: Date().addingTimeInterval(86_400)), of: other, in: "postcards")
        }
        return (tutor, card)
    }

    @Test("Both decks load whole: every card has what its kind is judged by, card ids are unique")
    func decks() throws {
        let (_, decks, problems) = LessonLoader(root: packageRoot).loadWithDecks()
        #expect(problems.isEmpty, "\(problems)")
        let postcards = try #require(decks.first { $0.lesson.name == "postcards" })
        let trips = try #require(decks.first { $0.lesson.name == "trips" })
        for card in postcards.cards + trips.cards {
            switch card.kind {
            case .predict:
                let stage = try #require(card.stages.first, "\(card.slug) has no program to predict")
                #expect(stage.expectedOutput != nil || stage.mustNotCompile, "\(card.slug) records nothing to predict")
            case .value, .write: #expect(card.contract != nil, "\(card.slug) has no contract")
            case .choice: #expect(card.choices.indices.contains(card.correctChoice), "\(card.slug) has no right choice")
            case .recall: break
            }
        }
        #expect(postcards.cards.allSatisfy { !$0.stages.isEmpty && $0.stages.allSatisfy { $0.scope == .card } })
        let cards = postcards.cards + trips.cards
        #expect(Set(cards.map(\.id)).count == cards.count)
    }

    @Test("Due reviews come first, soonest first; new cards follow, up to the day's limit counted from the review log")
    func queue() throws {
        let decks = LessonLoader(root: packageRoot).loadWithDecks().decks
        let postcards = try #require(decks.first { $0.lesson.name == "postcards" })
        let cards = postcards.cards
        let now = Date(timeIntervalSince1970: 2_000_000_000)
        var progress = Progress()
        progress.remember(CardMemory(due: now.addingTimeInterval(-60)), of: cards[5], in: "postcards")
        progress.remember(CardMemory(due: now.addingTimeInterval(-600)), of: cards[3], in: "postcards")
        progress.remember(CardMemory(due: now.addingTimeInterval(600)), of: cards[1], in: "postcards")
        let due = CardQueue(newPerDay: 4).due(in: [postcards], progress: progress, reviews: [], at: now)
        #expect(due.map(\.card.id) == [cards[3].id, cards[5].id] + [0, 2, 4, 6].map { cards[$0].id })
        let today = (0..<4).map {
            ReviewRecord(card: cards[$0], lesson: "postcards", rating: .good, date: now, stateBefore: .new, seconds: 3)
        }
        #expect(CardQueue(newPerDay: 4).due(in: [postcards], progress: progress, reviews: today, at: now).count == 2)
    }

    @Test(
        "The quiz's day runs from midnight to midnight: --stats counts a card due a second before its end, not one due at its end"
    )
    func day() throws {
        let now = Date(timeIntervalSince1970: 2_000_000_000)
        let start = CardQueue.startOfDay(now)
        let end = CardQueue.endOfDay(now)
        #expect(start <= now && now < end)
        #expect(CardQueue.startOfDay(end) == end && CardQueue.startOfDay(end.addingTimeInterval(-1)) == start)
        let tutor = makeTutor()
        let cards = tutor.decks[0].cards
        tutor.book.remember(CardMemory(due: end.addingTimeInterval(-1)), of: cards[0], in: "postcards")
        tutor.book.remember(CardMemory(due: end), of: cards[1], in: "postcards")
        #expect(
            carryOut(
                CardsCommand(request: CardsRequest(lesson: "postcards", mode: .stats, json: true), clock: { now }),
                in: makeSession(tutor)) == .success)
        let report = try #require(JSONSerialization.jsonObject(with: Data(collected.output.utf8)) as? [String: Any])
        let rows = try #require(report["lessons"] as? [[String: Any]])
        #expect(rows.first?["dueToday"] as? Int == 1)
    }

    @Test(
        "Reveal, grade Good, quit: one card fewer is due, the memory is kept under the card's id, the review is logged")
    func gradeOne() throws {
        let tutor = makeTutor(output: "[\"Grandma\", \"Dad\"]\n")
        let now = Date()
        let lesson = tutor.decks[0]
        let before = CardQueue().due(in: [lesson], progress: tutor.progress, reviews: [], at: now).count
        let graded = Quiz(
            book: tutor.book, screen: tutor.screen, runner: tutor.runner,
            reader: ScriptedLineReader(["", "3", "quit"]), clock: { now }
        ).start(decks: [lesson])
        #expect(graded == 1)
        let saved = ProgressStore(file: tutor.home.progressFile).load().progress
        let log = tutor.reviewLog.read().records
        #expect(CardQueue().due(in: [lesson], progress: saved, reviews: log, at: now).count == before - 1)
        let memory = try #require(saved.cards["postcards"]?[String(lesson.cards[0].id)])
        #expect(memory.state == .learning)
        #expect(saved.reviews.isEmpty)
        #expect(log.map(\.rating) == [.good])
        #expect(log.first?.cardID == lesson.cards[0].id && log.first?.stateBefore == .new)
        #expect(said.contains("It printed here; checked against the lesson:"))
    }

    @Test("The back of a card names where the lines it is checked against come from, line by line when they mix")
    func revealProvenance() throws {
        let (tutor, _) = try tutorAsking(
            { $0.id == 2 }, output: "{\"city\":\"Lisbon\",\"to\":\"Grandma\"}\nkeys: [\"to\", \"city\"]\n")
        Quiz(book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: ScriptedLineReader(["", "3"])).start(
            decks: [tutor.decks[0]])
        let output = collected.output
        #expect(output.contains("It printed here; checked against the records (each line tagged lesson or here):"))
        #expect(
            output.contains("    lesson {\"city\":\"Lisbon\",\"to\":\"Grandma\"}\n    here   keys: [\"to\", \"city\"]"))
        #expect(!output.contains("the lesson showed none)") && !output.contains("against recorded"))
        // A card whose lines were all recorded by the lesson says so.
        let (other, _) = try tutorAsking({ $0.id == 1 }, output: "[\"Grandma\", \"Dad\"]\n")
        Quiz(book: other.book, screen: other.screen, runner: other.runner, reader: ScriptedLineReader(["", "3"])).start(
            decks: [other.decks[0]])
        #expect(collected.output.contains("It printed here; checked against the lesson:\n    [\"Grandma\", \"Dad\"]"))
    }

    @Test(
        "After a how-to card's listing its verdict is said again: the marked sentence, not what the answer printed before it"
    )
    func verdictRepeated() {
        let verdict =
            "Your statements printed, before the card's check (shown, not judged):\n    hello\n\n✓ Right: it decodes\n  every postcard.\n\nmore"
        #expect(Quiz.verdictSentence(verdict) == "✓ Right: it decodes\n  every postcard.")
        #expect(Quiz.verdictSentence("The answer did not compile.\n\ndetail") == "The answer did not compile.")
    }

    /// What postcards card 11's program prints: the output its predictions are judged by.
    static let codableType = "Decodable & Encodable\n"

    @Test("\"no idea\" at a prediction, then Enter: rated again, and the prompt said Enter would take 1")
    func dontKnowThenEnter() throws {
        let (tutor, card) = try tutorAsking({ $0.id == 11 }, output: Self.codableType)
        Quiz(book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: ScriptedLineReader(["no idea", ""]))
            .start(decks: [tutor.decks[0]])
        #expect(said.contains("✗ Not so: that is not what it printed"))
        #expect(said.contains("Enter takes 1 (again)"))
        let log = tutor.reviewLog.read().records
        #expect(log.map(\.rating) == [.again] && log.first?.cardID == card.id)
    }

    @Test(
        "A prediction is right when the program printed it, spacing aside; a wrong one suggests again, and the learner's grade wins"
    )
    func predictionRightAndWrong() throws {
        let (tutor, _) = try tutorAsking({ $0.id == 11 }, output: Self.codableType)
        let reader = ScriptedLineReader(["  Decodable &   Encodable ", ""])
        Quiz(book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: reader).start(decks: [tutor.decks[0]]
        )
        #expect(tutor.reviewLog.read().records.map(\.rating) == [.good])
        #expect(said.contains("✓ Right: run here, it printed just that (spacing not compared)."))
        // The front showed the program and said how many lines to type.
        #expect(collected.output.contains("    let codable: Any.Type = Codable.self"))
        #expect(said.contains("Type what it prints: 1 line, spacing is not compared."))
        let (other, _) = try tutorAsking({ $0.id == 11 }, output: Self.codableType)
        Quiz(
            book: other.book, screen: other.screen, runner: other.runner,
            reader: ScriptedLineReader(["decodable & encodable", "4"])
        ).start(decks: [other.decks[0]])
        #expect(
            collected.output.unwrapped.contains(
                "You expected: decodable & encodable Run here, it printed: Decodable & Encodable"))
        #expect(said.contains("Enter takes 1 (again)"))
        #expect(other.reviewLog.read().records.last?.rating == .easy)
    }

    @Test(
        "A card graded again comes back once at the end of the session, after the cards still waiting; a one-card quiz asks it once"
    )
    func againComesBack() throws {
        try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("state/progress.json"))
        let tutor = makeTutor(output: Self.codableType)
        for other in tutor.decks[0].cards where ![11, 12].contains(other.id) {
            tutor.book.remember(CardMemory(due: Date().addingTimeInterval(86_400)), of: other, in: "postcards")
        }
        // Card 11 is forgotten, card 12 is answered; card 11 comes back and is known this time.
        let reader = ScriptedLineReader(["no idea", "", "", "3", "Decodable & Encodable", ""])
        let graded = Quiz(book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: reader).start(decks: [
            tutor.decks[0]
        ])
        #expect(graded == 3)
        #expect(tutor.reviewLog.read().records.map(\.cardID) == [11, 12, 11])
        #expect(tutor.reviewLog.read().records.map(\.rating) == [.again, .good, .good])
        #expect(said.contains("You will see it once more at the end of this session."))
        #expect(said.contains("Card 3 of 3 · postcards"))
        // Asked on its own, a card is asked once, whatever its grade.
        let alone = try #require(tutor.decks[0].cards.first { $0.id == 11 })
        Quiz(
            book: tutor.book, screen: tutor.screen, runner: tutor.runner,
            reader: ScriptedLineReader(["no idea", "", "x"])
        )
        .start(card: alone, of: tutor.decks[0])
        #expect(tutor.reviewLog.read().records.count == 4)
    }

    @Test("A new card graded hard is still learning and comes back too; the session ends with its grades counted")
    func hardComesBackAndSummary() throws {
        try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("state/progress.json"))
        let tutor = makeTutor(output: Self.codableType)
        for other in tutor.decks[0].cards where ![11, 12].contains(other.id) {
            tutor.book.remember(CardMemory(due: Date().addingTimeInterval(86_400)), of: other, in: "postcards")
        }
        // Card 11 is graded hard although the answer was wrong; card 12 good; card 11 again, right.
        let reader = ScriptedLineReader(["no idea", "2", "", "3", "Decodable & Encodable", ""])
        let graded = Quiz(book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: reader).start(decks: [
            tutor.decks[0]
        ])
        #expect(graded == 3)
        #expect(tutor.reviewLog.read().records.map(\.cardID) == [11, 12, 11])
        #expect(tutor.reviewLog.read().records.map(\.rating) == [.hard, .good, .good])
        let flat = said.replacingOccurrences(of: "\n", with: " ")
        #expect(flat.contains("3 grades given: 1 hard, 2 good. The tutor judged 2 answers: 1 right."), "\(said)")
    }

    @Test("Only again, or hard in a learning step, brings a card back in the session")
    func whatComesBack() {
        let now = Date()
        var learning = CardMemory(due: now)
        learning.state = .learning
        var review = CardMemory(due: now)
        review.state = .review
        #expect(Quiz.comesBack(after: .again, memory: review))
        #expect(Quiz.comesBack(after: .hard, memory: learning))
        #expect(!Quiz.comesBack(after: .hard, memory: review))
        #expect(!Quiz.comesBack(after: .good, memory: learning))
        #expect(!Quiz.comesBack(after: .easy, memory: nil))
        #expect(Quiz.summary(of: [.again, .good, .again]) == "3 grades given: 2 again, 1 good.")
        #expect(Quiz.summary(of: []) == "No card graded.")
    }

    @Test("Ctrl-C at a quiz prompt clears the line and says how the quiz stops; the quiz goes on")
    func interruptAtAPrompt() throws {
        let (tutor, _) = try tutorAsking({ $0.id == 11 }, output: Self.codableType)
        let reader = InputsReader([.interrupted, .line("Decodable & Encodable"), .interrupted, .line("quit")])
        let graded = Quiz(book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: reader).start(decks: [
            tutor.decks[0]
        ])
        #expect(graded == 0)
        #expect(reader.prompts == ["answer> ", "answer> ", "grade> ", "grade> "])
        #expect(
            collected.errors.contains(
                "(Ctrl-C clears the line; the quiz goes on. Type `quit` to stop, or Enter alone to see the answer.)"))
        #expect(
            collected.errors.contains(
                "(Ctrl-C clears the line; the quiz goes on. Type a grade, 1–4, or `quit` to stop.)"))
    }

    @Test("Enter alone shows the answer and suggests nothing: Enter at the grade prompt asks again")
    func enterAloneLeavesTheGrade() throws {
        let (tutor, _) = try tutorAsking({ $0.id == 11 }, output: Self.codableType)
        let reader = ScriptedLineReader(["", "", "2"])
        Quiz(book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: reader).start(decks: [tutor.decks[0]]
        )
        #expect(!said.contains("✓") && !said.contains("✗"))
        #expect(said.contains("The card makes no suggestion"))
        #expect(collected.errors.contains("Type a grade, 1–4"))
        #expect(reader.prompts.filter { $0 == "grade> " }.count == 2)
        #expect(tutor.reviewLog.read().records.map(\.rating) == [.hard])
    }

    @Test("A how-to card states its contract before the prompt")
    func contractBeforePrompt() throws {
        let (tutor, _) = try tutorAsking { $0.id == 1 }
        let reader = ScriptedLineReader(["quit"])
        Quiz(book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: reader).start(decks: [tutor.decks[0]]
        )
        let output = collected.output
        let contract = try #require(output.range(of: "Your statements must: decode every postcard in `data`"))
        let given = try #require(output.range(of: "In scope where your statements run: `data`"))
        #expect(output.contains("struct Postcard: Decodable {"))
        #expect(!output.contains("import Foundation"))
        #expect(given.lowerBound < contract.lowerBound)
        #expect(reader.prompts == ["answer> "])
    }

    @Test("`quit` on a later line of a Swift answer stops the quiz: it is never compiled, and nothing is graded")
    func quitInsideAnAnswer() throws {
        let (tutor, _) = try tutorAsking { $0.id == 1 }
        let reader = ScriptedLineReader([
            "let postcards = try JSONDecoder().decode([Postcard].self, from: data)", " quit ", "", "", "3",
        ])
        let graded = Quiz(book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: reader).start(decks: [
            tutor.decks[0]
        ])
        #expect(graded == 0)
        #expect(reader.prompts == ["answer> ", "  ...> "])
        #expect(tutor.reviewLog.read().records.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: tutor.home.answers.appendingPathComponent("postcards").path))
    }

    @Test("One card on demand is asked even when it is not due, and rescheduled from the grade")
    func oneCardNow() throws {
        let tutor = makeTutor()
        let lesson = tutor.decks[1]
        let card = try #require(lesson.cards.first { $0.id == 112 })
        let later = CardMemory(
            state: .review, step: 0, stability: 30, difficulty: 5, due: Date().addingTimeInterval(20 * 86_400),
            lastReview: Date().addingTimeInterval(-86_400), reps: 3, lapses: 0)
        tutor.book.remember(later, of: card, in: lesson.lesson.name)
        let status = carryOut(
            CardsCommand(request: CardsRequest(lesson: "trips", mode: .card("one-bad-element"))),
            in: makeSession(tutor, reader: ScriptedLineReader(["", "3"])))
        #expect(status == .success)
        let log = tutor.reviewLog.read().records
        #expect(log.map(\.cardID) == [112] && log.first?.stateBefore == .review && log.first?.rating == .good)
        #expect(
            carryOut(CardsCommand(request: CardsRequest(lesson: "trips", mode: .card("99"))), in: makeSession(tutor))
                == .usage)
        #expect(collected.errors.contains("has no card “99”"))
    }

    @Test(
        "`--card` takes a card's number in the lesson named, or its id; with no lesson, its id or a name only one lesson has"
    )
    func cardByNumberOrID() throws {
        let tutor = makeTutor()
        let asked = { (lesson: String?, reference: String) -> Int? in
            let before = tutor.reviewLog.read().records.count
            let status = carryOut(
                CardsCommand(request: CardsRequest(lesson: lesson, mode: .card(reference))),
                in: makeSession(tutor, reader: ScriptedLineReader(["", "3"])))
            let records = tutor.reviewLog.read().records
            return status == .success && records.count == before + 1 ? records.last?.cardID : nil
        }
        #expect(asked("trips", "2") == 102)
        #expect(asked("trips", "102") == 102)
        #expect(asked(nil, "102") == 102)
        #expect(asked(nil, "3") == 3)
        // A name only one lesson has, here a former folder name.
        #expect(asked(nil, "an-enum-by-raw-value") == 7)
        #expect(asked("postcards", "102") == nil)
        #expect(asked(nil, "999") == nil)
        #expect(collected.errors.contains("No card has the id 999."))
        // A name both lessons use needs its lesson.
        #expect(asked(nil, "iso-dates-both-ways") == nil)
        #expect(collected.errors.contains("“iso-dates-both-ways” names a card in more than one lesson."))
    }

    @Test(
        "The time logged is the time to answer: from the card shown to the answer's end, not the judging, the back or the grade prompt"
    )
    func duration() throws {
        let (tutor, _) = try tutorAsking({ $0.id == 11 }, output: Self.codableType)
        var now = Date()
        // Five seconds to answer; the back of the card and the grade take another half minute.
        let reader = TypingReader([("dunno", false), ("", false)]) { prompt in
            now.addTimeInterval(prompt == "answer> " ? 5 : 30)
        }
        Quiz(book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: reader, clock: { now }).start(
            decks: [tutor.decks[0]])
        let record = try #require(tutor.reviewLog.read().records.first)
        #expect(record.duration == 5000)
    }

    @Test("A pasted answer with one blank line between two declarations is read whole; two blank lines in a row end it")
    func pasteWithABlankLine() throws {
        let (tutor, _) = try tutorAsking({ $0.id == 7 }, output: "airmail true\n[\"priority\",\"surface\"]\n")
        let paste = [
            "enum Stamp: String, Codable {", "    case airmail, surface, priority", "}", "",
            "extension Stamp: CustomStringConvertible {", "    var description: String { rawValue }", "}", "", "",
        ]
        let reader = ScriptedLineReader(paste + ["3"])
        Quiz(book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: reader).start(decks: [tutor.decks[0]]
        )
        #expect(reader.prompts == ["answer> "] + Array(repeating: "  ...> ", count: paste.count - 1) + ["grade> "])
        #expect(collected.errors.isEmpty, "\(collected.errors)")
        #expect(said.contains("Two blank lines in a row end your answer"))
        let folder = tutor.home.answers.appendingPathComponent("postcards/07-a-word-into-an-enum")
        let kept = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let typed = try String(contentsOf: folder.appendingPathComponent(try #require(kept.first)), encoding: .utf8)
        #expect(typed == paste.dropLast(2).joined(separator: "\n") + "\n")
        #expect(tutor.reviewLog.read().records.map(\.rating) == [.good])
    }

    @Test(
        "Lines typed before the grade prompt appeared are set aside: only an Enter typed at the prompt takes the suggestion"
    )
    func typedAheadIsSetAside() throws {
        let (tutor, _) = try tutorAsking({ $0.id == 11 }, output: Self.codableType)
        // "no idea" suggests again; an Enter and the rest of a paste arrive while the back is shown.
        let reader = TypingReader([
            ("no idea", false), ("", true), ("}", true), ("struct Extra {}", true), ("3", false),
        ])
        Quiz(book: tutor.book, screen: tutor.screen, runner: tutor.runner, reader: reader).start(decks: [tutor.decks[0]]
        )
        #expect(tutor.reviewLog.read().records.map(\.rating) == [.good])
        #expect(said.contains("(2 lines typed before this prompt were set aside"))
        #expect(collected.errors.isEmpty, "\(collected.errors)")
        // Typed at the prompt, the Enter takes the suggestion (the log is shared: the home is).
        let (other, _) = try tutorAsking({ $0.id == 11 }, output: Self.codableType)
        Quiz(
            book: other.book, screen: other.screen, runner: other.runner,
            reader: TypingReader([("no idea", false), ("", false)])
        ).start(decks: [other.decks[0]])
        #expect(other.reviewLog.read().records.map(\.rating) == [.good, .again])
        // A `quit` typed ahead stops the quiz before any grade.
        let (third, _) = try tutorAsking({ $0.id == 11 }, output: Self.codableType)
        Quiz(
            book: third.book, screen: third.screen, runner: third.runner,
            reader: TypingReader([("no idea", false), ("quit", true), ("", false)])
        ).start(decks: [third.decks[0]])
        #expect(third.reviewLog.read().records.count == 2)
    }

    @Test("Two tutors saving card memories at once lose none")
    func concurrentSaves() throws {
        let store = ProgressStore(file: folder.url.appendingPathComponent("progress.json"))
        let now = Date()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            var mine = Progress()
            mine.cards["postcards"] = ["\(index + 1)": CardMemory(due: now)]
            _ = try? store.merge(mine)
        }
        #expect(store.load().progress.cards["postcards"]?.count == 8)
    }

    @Test("A progress file from before the cards existed still reads")
    func olderFile() throws {
        let file = folder.write(
            #"{"version":1,"currentLesson":"trips","lessons":{"trips":{"position":"3.2","passed":["1.1"]}}}"#,
            to: "old.json")
        let loaded = ProgressStore(file: file).load()
        let progress = loaded.progress
        #expect(loaded.warnings.isEmpty)
        #expect(progress.lesson("trips").position == StageID(step: 3, stage: 2))
        #expect(progress.cards.isEmpty)
    }
}

/// A person at a terminal: each line is typed either at its prompt, or ahead of it while the
/// tutor was busy (`lineIfTyped` hands those out, and only those).
private final class TypingReader: LineReader {
    private var lines: [(text: String, typedAhead: Bool)]
    private let onPrompt: (String) -> Void
    let isInteractive = true

    init(_ lines: [(String, Bool)], onPrompt: @escaping (String) -> Void = { _ in }) {
        self.lines = lines.map { (text: $0.0, typedAhead: $0.1) }
        self.onPrompt = onPrompt
    }

    func readLine(prompt: String) -> LineInput {
        onPrompt(prompt)
        guard !lines.isEmpty else { return .endOfInput }
        return .line(lines.removeFirst().text)
    }

    func lineIfTyped() -> LineInput? {
        guard let next = lines.first, next.typedAhead else { return nil }
        lines.removeFirst()
        return .line(next.text)
    }

    func remember(_ line: String) {}
}

/// Hands out exactly the inputs given, Ctrl-C among them, then the end of input.
private final class InputsReader: LineReader {
    private var inputs: [LineInput]
    private(set) var prompts: [String] = []
    let isInteractive = false

    init(_ inputs: [LineInput]) {
        self.inputs = inputs
    }

    func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        return inputs.isEmpty ? .endOfInput : inputs.removeFirst()
    }

    func lineIfTyped() -> LineInput? { nil }

    func remember(_ line: String) {}
}
