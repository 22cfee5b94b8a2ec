import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

@Suite("The review log")
struct ReviewLogTests {
    let folder = TemporaryFolder("reviews")
    var log: ReviewLog { ReviewLog(file: folder.url.appendingPathComponent("state/reviews.log")) }

    func record(_ card: Int, at time: Int64, _ rating: Rating = .good, state: CardState = .new) -> ReviewRecord {
        ReviewRecord(
            cardID: card, lesson: "postcards", slug: "0\(card)-a-card", rating: rating, time: time, stateBefore: state,
            duration: 1500)
    }

    @Test("A review is written as one line and read back whole, every field kept")
    func roundTrip() throws {
        let first = record(3, at: 1_800_000_000_123, .hard, state: .relearning)
        try log.append(first)
        try log.append(record(4, at: 1_800_000_000_000))
        let text = try String(contentsOf: log.file, encoding: .utf8)
        #expect(text.hasPrefix("r1\t1800000000123\t3\tpostcards\t03-a-card\t2\t3\t1500\n"))
        let read = log.read()
        #expect(read.unreadableLines == 0)
        // Oldest first, whatever order they were written in.
        #expect(read.records.map(\.cardID) == [4, 3])
        #expect(read.records.last == first)
    }

    @Test(
        "A missing log is empty; unreadable lines are skipped and counted; a line a failed write cut short is recovered"
    )
    func damaged() throws {
        #expect(log.read().records.isEmpty)
        try log.append(record(1, at: 10))
        var handle = try FileHandle(forWritingTo: log.file)
        handle.seekToEndOfFile()
        // A write cut short by a full disk, then the next record appended after it.
        handle.write(Data("r1\t20\t2\tpost".utf8))
        try handle.close()
        try log.append(record(3, at: 30))
        handle = try FileHandle(forWritingTo: log.file)
        handle.seekToEndOfFile()
        handle.write(Data("garbage line\n\n".utf8))
        try handle.close()
        let read = log.read()
        #expect(read.records.map(\.cardID) == [1, 3])
        #expect(read.unreadableLines == 1)
    }

    @Test("Eight writers appending at once lose no review and garble no line")
    func concurrentAppends() throws {
        let log = self.log
        DispatchQueue.concurrentPerform(iterations: 8) { writer in
            for index in 0..<50 {
                try? log.append(record(writer + 1, at: Int64(writer * 1000 + index)))
            }
        }
        let read = log.read()
        #expect(read.records.count == 400)
        #expect(read.unreadableLines == 0)
    }

    @Test("The reviews since a moment are read from the end of a long log, each once")
    func since() throws {
        let old = (0..<20_000).map { record($0 % 17 + 1, at: 1_000_000 + Int64($0)) }
        try log.append(old)
        let today = (0..<5).map { record($0 + 1, at: 1_800_000_000_000 + Int64($0)) }
        try log.append(today)
        #expect(
            try FileManager.default.attributesOfItem(atPath: log.file.path)[.size] as! Int > 512 * 1024,
            "longer than the first chunk read")
        #expect(log.read(since: Date(timeIntervalSince1970: 1_800_000_000)) == today)
        #expect(log.read(since: Date(timeIntervalSince1970: 1_000)).count == 20_005)
        #expect(ReviewLog(file: folder.url.appendingPathComponent("none.log")).read(since: .distantPast).isEmpty)
    }

    @Test(
        "The reviews since a moment are found behind a block of older reviews another tutor moved in from its progress file"
    )
    func sinceBehindAdoptedBlock() throws {
        try log.append((0..<20_000).map { record($0 % 17 + 1, at: 1_000_000 + Int64($0)) })
        let today = (0..<5).map { record($0 + 1, at: 1_800_000_000_000 + Int64($0)) }
        try log.append(today)
        // Moved in after today's reviews, in one block longer than the first chunk read, with
        // older times: its first line is not where the reviews of today begin.
        let moved = (0..<6_000).map {
            ReviewRecord(
                cardID: 0, lesson: "postcards", slug: "0\($0 % 9 + 1)-an-old-name", rating: .good,
                time: 1_500_000_000_000 + Int64($0), stateBefore: .review, duration: 0)
        }
        let before = try FileManager.default.attributesOfItem(atPath: log.file.path)[.size] as! Int
        try log.adopt(moved)
        let after = try FileManager.default.attributesOfItem(atPath: log.file.path)[.size] as! Int
        #expect(after - before > 256 * 1024, "the moved block is longer than the first chunk read")
        let since = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(log.read(since: since) == today)
        #expect(log.read(since: since) == log.read().records.filter { $0.time >= 1_800_000_000_000 })
    }

    @Test(
        "A last line still being written is not read as a review until it ends; a line cut by a chunk's start is never half read"
    )
    func sinceWithPartialLines() throws {
        let first = record(1, at: 1_800_000_000_000)
        try log.append(first)
        // Another tutor's write under way: the duration so far reads "15" of "1500".
        let whole = record(2, at: 1_800_000_000_001).line + "\n"
        let handle = try FileHandle(forWritingTo: log.file)
        handle.seekToEndOfFile()
        handle.write(Data(whole.utf8.dropLast(3)))
        let since = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(log.read(since: since) == [first])
        handle.write(Data(whole.utf8.suffix(3)))
        try handle.close()
        #expect(log.read(since: since) == [first, record(2, at: 1_800_000_000_001)])
        // A chunk may start at any byte: it holds the lines that start at or after that byte,
        // each whole, a line that starts exactly there included.
        let text = try String(contentsOf: log.file, encoding: .utf8)
        let ends = text.utf8.indices.filter { text.utf8[$0] == 10 }.map {
            text.utf8.distance(from: text.startIndex, to: $0)
        }
        let reader = try FileHandle(forReadingFrom: log.file)
        defer { try? reader.close() }
        for offset in 0..<text.utf8.count {
            let kept = String(
                decoding: ReviewLog.wholeLines(
                    reader.fileDescriptor, from: UInt64(offset), to: UInt64(text.utf8.count)), as: UTF8.self)
            let lineStarts = [0] + ends.dropLast().map { $0 + 1 }
            let expected = lineStarts.filter { $0 >= offset }.first.map { String(text.utf8.dropFirst($0))! } ?? ""
            #expect(kept == expected, "a chunk from byte \(offset)")
        }
    }

    @Test("Reviews from an earlier progress file are adopted once: adopting again adds none")
    func adoptOnce() throws {
        try log.append(record(1, at: 5))
        let legacy = [record(0, at: 7), record(0, at: 9), record(0, at: 9)]
        #expect(try log.adopt(legacy) == 2)
        #expect(try log.adopt(legacy) == 0)
        #expect(log.read().records.map(\.time) == [5, 7, 9])
    }

    @Test(
        "A tutor moves the reviews in progress.json to the log at start, losing none, and saves progress without them")
    func migration() throws {
        let home = TutorHome(
            state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        var old = Progress()
        let start = Date(timeIntervalSince1970: 1_790_000_000.25)
        // The closure's type is given: inferred, this line took the type checker 1.4 s.
        old.reviews = (0..<5).map { (index: Int) -> TutorDomain.Progress.Review in
            let rating: Rating = index == 0 ? .again : .good
            let state: CardState = index == 0 ? .new : .learning
            return TutorDomain.Progress.Review(
                lesson: "postcards", card: "15-the-private-codingkeys", rating: rating,
                date: start.addingTimeInterval(Double(index) * 600), stateBefore: state)
        }
        old.cards["postcards"] = ["15-the-private-codingkeys": CardMemory(due: start)]
        try ProgressStore(file: home.progressFile).save(old)
        let collected = CollectingConsole()
        let tutor = makeFakeTutor(in: folder, console: collected)
        #expect(tutor.progress.reviews.isEmpty)
        #expect(ProgressStore(file: home.progressFile).load().progress.reviews.isEmpty)
        let records = tutor.reviewLog.read().records
        #expect(records.count == 5)
        #expect(records.map(\.rating) == [.again, .good, .good, .good, .good])
        #expect(records.first?.time == 1_790_000_000_250)
        // A second tutor on the same home finds nothing left to move and adds no duplicate.
        _ = makeFakeTutor(in: folder, console: collected)
        #expect(tutor.reviewLog.read().records.count == 5)
        // The card was renamed since: `--log` still names it, by its id and its new folder.
        #expect(
            carryOut(CardsCommand(request: CardsRequest(lesson: nil, mode: .log, json: false)), in: makeSession(tutor))
                == .success)
        let csv = collected.output.split(separator: "\n")
        #expect(csv.first == "card_id,review_time,review_rating,review_state,review_duration")
        #expect(csv.dropFirst().first == "15,1790000000250,1,0,0")
        #expect(csv.count == 6)
    }

    @Test("cards --log --json gives the same rows with each card's lesson, folder and rating")
    func json() throws {
        let collected = CollectingConsole()
        let tutor = makeFakeTutor(in: folder, console: collected)
        let card = try #require(tutor.decks[1].cards.first { $0.id == 110 })
        try tutor.reviewLog.append(
            ReviewRecord(
                card: card, lesson: "trips", rating: .easy,
                date: Date(timeIntervalSince1970: 1_800_000_000), stateBefore: .review, seconds: 2.5))
        #expect(
            carryOut(
                CardsCommand(request: CardsRequest(lesson: "trips", mode: .log, json: true)), in: makeSession(tutor))
                == .success)
        let rows = try #require(JSONSerialization.jsonObject(with: Data(collected.output.utf8)) as? [[String: Any]])
        #expect(rows.count == 1)
        #expect(rows[0]["card_id"] as? Int == 110 && rows[0]["card"] as? String == card.slug)
        #expect(rows[0]["lesson"] as? String == "trips" && rows[0]["rating"] as? String == "easy")
        #expect(rows[0]["review_time"] as? Int == 1_800_000_000_000 && rows[0]["review_state"] as? Int == 2)
        #expect(rows[0]["review_rating"] as? Int == 4 && rows[0]["review_duration"] as? Int == 2500)
        #expect(
            carryOut(
                CardsCommand(request: CardsRequest(lesson: "postcards", mode: .log, json: true)), in: makeSession(tutor)
            ) == .success)
        #expect(collected.output.hasSuffix("[\n\n]") || collected.output.hasSuffix("[]"))
    }

    @Test(
        "cards --log drops nothing: a card that left the deck keeps its id, and a lesson not loaded here keeps its reviews"
    )
    func logKeepsEveryReview() throws {
        let collected = CollectingConsole()
        let tutor = makeFakeTutor(in: folder, console: collected)
        let review = { (id: Int, lesson: String, slug: String, time: Int64) in
            ReviewRecord(
                cardID: id, lesson: lesson, slug: slug, rating: .good, time: time, stateBefore: .review, duration: 900)
        }
        try tutor.reviewLog.append([
            // Card 15 under its former folder name, a card removed from the deck, a lesson
            // this tutor does not load, and a review moved from a progress file of a card
            // since removed (id 0: it takes a stable id of its own).
            review(15, "postcards", "15-the-private-codingkeys", 1_800_000_000_000),
            review(99, "postcards", "99-a-removed-card", 1_800_000_000_001),
            review(9301, "maps", "01-a-route", 1_800_000_000_002),
            review(0, "postcards", "98-an-old-card", 1_800_000_000_003),
        ])
        #expect(
            carryOut(CardsCommand(request: CardsRequest(lesson: nil, mode: .log, json: true)), in: makeSession(tutor))
                == .success)
        let rows = try #require(JSONSerialization.jsonObject(with: Data(collected.output.utf8)) as? [[String: Any]])
        #expect(
            rows.map { $0["card_id"] as? Int } == [
                15, 99, 9301, CardsCommand.stableID(lesson: "postcards", slug: "98-an-old-card"),
            ])
        #expect(
            rows.map { $0["card"] as? String }
                == ["15-the-generated-keys-from-outside", "99-a-removed-card", "01-a-route", "98-an-old-card"])
        #expect(rows.map { $0["lesson"] as? String } == ["postcards", "postcards", "maps", "postcards"])
        // Named by its lesson, a lesson's removed cards are still in its log.
        let before = collected.output.count
        #expect(
            carryOut(
                CardsCommand(request: CardsRequest(lesson: "postcards", mode: .log, json: false)),
                in: makeSession(tutor)) == .success)
        // Typed outright: inferred inside the #expect, this took the type checker 2.6 s.
        let firstColumn: [String?] = collected.output.dropFirst(before).split(separator: "\n").map {
            (line: Substring) -> String? in
            line.split(separator: ",").first.map { String($0) }
        }
        let expected: [String?] = [
            "card_id", "15", "99", String(CardsCommand.stableID(lesson: "postcards", slug: "98-an-old-card")),
        ]
        #expect(firstColumn == expected)
    }

    @Test("cards --stats counts reviews and retention from the log")
    func statistics() throws {
        let collected = CollectingConsole()
        let tutor = makeFakeTutor(in: folder, console: collected)
        let cards = tutor.decks[0].cards
        try tutor.reviewLog.append([
            ReviewRecord(
                card: cards[0], lesson: "postcards", rating: .good, date: Date(), stateBefore: .review, seconds: 1),
            ReviewRecord(
                card: cards[0], lesson: "postcards", rating: .again, date: Date(), stateBefore: .review, seconds: 1),
            ReviewRecord(
                card: cards[1], lesson: "postcards", rating: .good, date: Date(), stateBefore: .new, seconds: 1),
        ])
        tutor.book.remember(CardMemory(due: Date()), of: cards[0], in: "postcards")
        #expect(
            carryOut(
                CardsCommand(request: CardsRequest(lesson: "postcards", mode: .stats, json: false)),
                in: makeSession(tutor)) == .success)
        // Wrapped at 80 columns, its later lines under a hanging indent.
        #expect(
            collected.output.replacingOccurrences(of: "\n  ", with: " ")
                .contains(
                    "postcards: \(cards.count) cards · 1 reviewed (3 reviews) · \(cards.count - 1) new · 1 due now · 50% retention so far"
                ))
    }

    @Test(
        "A FIFO in the log's place is never waited on: reading says why it was not read, a grade is refused in a sentence",
        .timeLimit(hangLimit))
    func fifoInItsPlace() throws {
        try FileManager.default.createDirectory(
            at: log.file.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(log.file.path, 0o600) == 0)
        let read = log.read()
        #expect(read.records.isEmpty)
        #expect(read.refused == NotRegularFile(path: log.file.path, kind: .fifo))
        #expect(log.read(since: Date(timeIntervalSince1970: 0)).isEmpty)
        #expect(throws: NotRegularFile(path: log.file.path, kind: .fifo)) { try log.append(record(1, at: 5)) }
        #expect(throws: NotRegularFile(path: log.file.path, kind: .fifo)) { try log.adopt([record(1, at: 5)]) }
        #expect(Syscalls.kind(try Syscalls.linkStatus(log.file.path)) == .fifo)
    }
}
