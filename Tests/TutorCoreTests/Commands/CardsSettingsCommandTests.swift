import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// `cards --retention`, `--parameters`, `--stats` and `--cram` carried out on a tutor over the
/// real lessons, with a fake compiler.
@Suite("The cards command: retention target, weights, statistics, cram")
struct CardsSettingsCommandTests {
    let folder = TemporaryFolder("cards-settings")
    let collected = CollectingConsole()
    let now = Date(timeIntervalSince1970: 1_900_000_000)

    func run(
        _ tutor: Tutor, _ mode: CardsRequest.Mode, lesson: String? = nil, json: Bool = false,
        reader: LineReader = ScriptedLineReader([])
    ) -> TutorBase.ExitStatus {
        carryOut(
            CardsCommand(request: CardsRequest(lesson: lesson, mode: mode, json: json), clock: { now }),
            in: makeSession(tutor, reader: reader))
    }

    func report(_ tutor: Tutor) throws -> [String: Any] {
        let before = collected.output.count
        #expect(run(tutor, .stats, json: true) == .success)
        let text = String(collected.output.dropFirst(before)).trimmingCharacters(in: .whitespacesAndNewlines)
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("--retention saves the target at once; --stats reports it, and the quiz schedules with it")
    func retention() throws {
        let tutor = makeFakeTutor(in: folder, console: collected)
        #expect(try report(tutor)["targetRetention"] as? Double == 0.9)
        #expect(run(tutor, .retention(0.85)) == .success)
        #expect(collected.output.unwrapped.contains("Your retention target is 85% (it was 90%)."))
        #expect(try report(tutor)["targetRetention"] as? Double == 0.85)
        // Saved, not only remembered: a tutor started afresh on the same home reads it.
        let again = makeFakeTutor(in: folder, console: CollectingConsole())
        #expect(again.book.snapshot.schedulerParameters.desiredRetention == 0.85)
        let quiz = CardsCommand(request: CardsRequest(), clock: { now }).quiz(in: makeSession(again))
        #expect(quiz.scheduler.parameters.desiredRetention == 0.85)
        #expect(run(tutor, .stats) == .success)
        #expect(collected.output.unwrapped.contains("Retention target: 85% (yours; the default is 90%)."))
    }

    @Test("--stats reports retention reached and a forecast that a fixed clock makes the same every time")
    func statistics() throws {
        let tutor = makeFakeTutor(in: folder, console: collected)
        let cards = tutor.decks[0].cards
        try tutor.reviewLog.append([
            ReviewRecord(
                card: cards[0], lesson: "postcards", rating: .good, date: now, stateBefore: .review, seconds: 1),
            ReviewRecord(
                card: cards[1], lesson: "postcards", rating: .again, date: now, stateBefore: .review, seconds: 1),
            ReviewRecord(
                card: cards[2], lesson: "postcards", rating: .good, date: now, stateBefore: .review, seconds: 1),
            ReviewRecord(card: cards[3], lesson: "postcards", rating: .easy, date: now, stateBefore: .new, seconds: 1),
        ])
        let first = try report(tutor)
        #expect(first["achievedRetention"] as? Double == 2.0 / 3.0)
        #expect(first["learnedReviews"] as? Int == 3)
        #expect(first["weights"] as? String == "default")
        let forecast = try #require(first["forecast"] as? [String: Any])
        #expect(forecast["days"] as? Int == 30)
        #expect((forecast["perDay"] as? [Double])?.count == 30)
        // Every card of every lesson is new but one, introduced today: all come in within the month.
        let total = tutor.decks.reduce(0) { $0 + $1.cards.count }
        #expect(forecast["newCards"] as? Int == total)
        let second = try report(tutor)
        #expect(NSDictionary(dictionary: first) == NSDictionary(dictionary: second))
        #expect((first["lessons"] as? [[String: Any]])?.first?["retention"] as? Double == 2.0 / 3.0)
    }

    func weightsFile(_ weights: [Double], name: String = "weights.json") throws -> String {
        let data = try JSONSerialization.data(withJSONObject: ["weights": weights])
        return folder.write(String(decoding: data, as: UTF8.self), to: name).path
    }

    @Test("--parameters refuses weights outside FSRS-6's bounds with exit 2, naming each, and changes nothing")
    func outOfBounds() throws {
        let tutor = makeFakeTutor(in: folder, console: collected)
        var weights = FSRSParameters.defaultWeights
        weights[0] = 0.4
        weights[13] = 1.2
        #expect(run(tutor, .parameters(try weightsFile(weights))) == .usage)
        #expect(
            collected.errors.hasPrefix(
                "w13 is 1.2, outside FSRS-6's range for it (0.001 to 0.9): nothing was changed.\n"))
        weights[20] = 0.05
        #expect(run(tutor, .parameters(try weightsFile(weights))) == .usage)
        #expect(
            collected.errors.contains(
                "2 weights are outside FSRS-6's bounds, so nothing was changed: w13 is 1.2 (allowed 0.001 to 0.9); w20 is 0.05 (allowed 0.1 to 0.8)."
            ))
        #expect(run(tutor, .parameters(try weightsFile(Array(FSRSParameters.defaultWeights.prefix(20))))) == .usage)
        #expect(collected.errors.contains("holds 20 numbers; FSRS-6 has 21 weights, w0 to w20: nothing was changed."))
        #expect(run(tutor, .parameters(folder.write("not weights", to: "words.txt").path)) == .usage)
        #expect(run(tutor, .parameters(folder.url.appendingPathComponent("missing.json").path)) == .usage)
        #expect(tutor.book.snapshot.scheduling == nil)
    }

    @Test(
        "--parameters takes plain decimal numbers only: a JSON true, a hexadecimal float, inf or nan is refused and nothing changes",
        arguments: ["json-true", "hex", "inf", "nan", "plus"])
    func plainDecimalsOnly(_ spoiler: String) throws {
        let tutor = makeFakeTutor(in: folder, console: collected)
        var words = FSRSParameters.defaultWeights.map { String($0) }
        let file: String
        switch spoiler {
        case "json-true":
            words[5] = "true"
            file = folder.write("[" + words.joined(separator: ",") + "]", to: "weights.json").path
        default:
            words[5] = ["hex": "0x1.8p0", "inf": "inf", "nan": "nan", "plus": "+1.5"][spoiler]!
            file = folder.write(words.joined(separator: ", "), to: "weights.txt").path
        }
        #expect(run(tutor, .parameters(file)) == .usage, "\(spoiler) was taken for a weight")
        #expect(collected.errors.contains("holds no FSRS-6 weights: nothing was changed."), "\(collected.errors)")
        #expect(
            collected.errors.contains(
                "a plain decimal number (digits, an optional fraction and exponent, like 0.85 or 1e-3)"))
        #expect(tutor.book.snapshot.scheduling == nil)
        #expect(PlainDecimal.parse("1e-3") == 0.001)
        #expect(PlainDecimal.parse("-2.50E+1") == -25)
        #expect(PlainDecimal.parse("0x0.e") == nil)
        #expect(PlainDecimal.parse("1e999") == nil, "not finite")
    }

    @Test("--parameters keeps fitted weights, keeps the defaults and says so, and `default` goes back")
    func keeps() throws {
        let tutor = makeFakeTutor(in: folder, console: collected)
        var fitted = FSRSParameters.defaultWeights
        fitted[0] = 0.4
        fitted[10] = 1.1
        // As Anki shows them: numbers separated by commas.
        let plain = folder.write(fitted.map { String($0) }.joined(separator: ", "), to: "anki.txt").path
        #expect(run(tutor, .parameters(plain)) == .success)
        #expect(tutor.book.snapshot.schedulerParameters.weights == fitted)
        #expect(try report(tutor)["weights"] as? String == "personal")
        // The optimizer's answer with too few reviews: FSRS-6's defaults, as 32-bit floats.
        #expect(
            run(tutor, .parameters(try weightsFile(FSRSParameters.defaultWeights.map { Double(Float($0)) })))
                == .success)
        #expect(collected.output.unwrapped.contains("These are FSRS-6's default weights"))
        #expect(tutor.book.snapshot.scheduling?.weights == nil)
        #expect(run(tutor, .parameters(plain)) == .success)
        #expect(run(tutor, .parameters("default")) == .success)
        #expect(tutor.book.snapshot.schedulerParameters == FSRSParameters())
    }

    @Test("--cram asks every card of a topic, shows each grade, and stores none: schedule and review log untouched")
    func cram() throws {
        let tutor = makeFakeTutor(in: folder, console: collected)
        let postcards = tutor.decks[0]
        let keys = postcards.cards.filter { $0.topic == "Keys" }
        #expect(keys.count > 1)
        let answers = keys.flatMap { _ in ["", "2"] }
        #expect(run(tutor, .cram(topic: "keys"), lesson: "postcards", reader: ScriptedLineReader(answers)) == .success)
        let said = collected.output.unwrapped
        #expect(said.contains("Cramming the \(keys.count) Keys cards of \(postcards.lesson.title), in order."))
        #expect(said.contains("Cram over: \(keys.count) of \(keys.count) cards graded (\(keys.count) hard)."))
        #expect(tutor.book.snapshot.cards.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: tutor.reviewLog.file.path))
        #expect(run(tutor, .cram(topic: "Weather"), lesson: "postcards") == .usage)
        #expect(collected.errors.contains("No card of \(postcards.lesson.title) has the topic “Weather”."))
    }
}
