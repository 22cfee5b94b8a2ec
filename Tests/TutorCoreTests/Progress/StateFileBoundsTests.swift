import Foundation
import Synchronization
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Every file of the tutor's own state is measured by `fstat` before it is read: one that grew
/// past any real use (a sparse `truncate -s 4G`) is refused, never read into memory, never
/// written over. The time limit catches a reader that tries.
@Suite("State files past their size", .timeLimit(hangLimit))
struct StateFileBoundsTests {
    let folder = TemporaryFolder("state-bounds")

    /// A sparse file of `size` bytes in the test's folder.
    func sparse(_ name: String, size: UInt64 = 4 << 30) throws -> URL {
        try folder.sparse(name, size: size)
    }

    @Test(
        "progress.json past 16 MiB: one sentence with its size, the limit and what to do; nothing saved, nothing set aside, the file as it was"
    )
    func progress() throws {
        let file = try sparse("progress.json")
        let store = ProgressStore(file: file)
        let loaded = store.load()
        #expect(!loaded.canSave)
        #expect(loaded.progress == Progress())
        #expect(loaded.warnings == [store.tooLargeSentence(4 << 30)])
        #expect(
            loaded.warnings.first?.hasPrefix(
                "Your progress file \(file.path) is 4 GB, more than the 16 MB a progress file may be") == true,
            "\(loaded.warnings)")
        #expect(loaded.warnings.first?.contains("`mv \(file.path)") == true)
        #expect { try store.merge(Progress()) } throws: { error in
            guard case .unreadable(_, let reason) = error as? ProgressProblem else { return false }
            return reason.contains("more than a progress file may be")
        }
        #expect(try fileSize(file) == 4 << 30)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains("damaged") }
                .isEmpty, "nothing set aside")
        // Just inside the limit it is read (as damaged: all NULs), so the limit is the only refusal.
        let inside = try sparse("small/progress.json", size: UInt64(ProgressStore.largestFile))
        if case .tooLarge = ProgressStore(file: inside).read() { Issue.record("a file of exactly the limit is read") }
    }

    @Test(
        "reviews.log past 64 MiB: not read, said once; today's reviews are read from its end, within the limit; reviews are never moved into it twice"
    )
    func reviewLog() throws {
        let log = ReviewLog(file: try sparse("reviews.log"))
        let contents = log.read()
        #expect(contents.tooLarge == 4 << 30)
        #expect(contents.records.isEmpty)
        #expect(log.read(since: Date(timeIntervalSince1970: 0)).isEmpty)
        let said = Mutex<[String]>([])
        let console = Console(output: { _ in }, error: { text in said.withLock { $0.append(text) } })
        #expect(log.records(warningOn: console).isEmpty)
        let warning = said.withLock { $0 }.joined()
        #expect(
            warning.contains("your review log \(log.file.path) is 4 GB, more than the 64 MB a review log may be"),
            "\(warning)")
        let review = ReviewRecord(
            cardID: 1, lesson: "postcards", slug: "01-x", rating: .good, time: 1_800_000_000_000, stateBefore: .new,
            duration: 3000)
        #expect(throws: (any Error).self) { try log.adopt([review]) }
        #expect(try fileSize(log.file) == 4 << 30)
    }

    @Test("A history of 4 GiB gives nothing to recall: its tail is NULs, no command of the tutor's")
    func history() throws {
        let file = try sparse("history")
        #expect(HistoryFile(file: file).load().isEmpty)
        #expect(try fileSize(file) == 4 << 30)
    }

    @Test("An answer key of 4 GiB is not read nor written over: the answer gets a key of its own")
    func answerKey() throws {
        let home = TutorHome(
            state: folder.url.appendingPathComponent("state"), cache: folder.url.appendingPathComponent("cache"))
        let key = try sparse("state/answers/key")
        let card = try #require(LessonLoader(root: packageRoot).loadWithDecks().decks.flatMap(\.cards).first)
        #expect(AnswerProgram.nonce(for: "let x = 1", card: card, home: home).count == 16)
        #expect(try fileSize(key) == 4 << 30)
    }
}
