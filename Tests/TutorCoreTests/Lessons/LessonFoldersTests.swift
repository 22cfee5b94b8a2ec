import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Lessons from more than one folder: the tutor's own in the order their `order:` lines give,
/// then an author's, whose problems name their files in full and whose name may not clash.
@Suite("Folders of lessons")
struct LessonFoldersTests {
    @Test("The tutor's own lessons come in the order of their order: lines, Postcards first")
    func builtInOrder() {
        let lessons = LessonLoader(root: packageRoot).load().lessons
        #expect(lessons.prefix(2).map(\.name) == ["postcards", "trips"])
        let orders = lessons.map { $0.order ?? .max }
        #expect(orders == orders.sorted())
    }

    @Test(
        "An added folder's lessons follow the built-in ones, sorted by order then name; a lesson without order comes last"
    )
    func addedOrder() throws {
        let folder = TemporaryFolder("folders-order")
        for (index, name) in ["zeta", "alpha", "mid"].enumerated() {
            _ = try LessonScaffold(name: name, cardID: 900 + index).write(into: folder.url)
        }
        let header = folder.url.appendingPathComponent("Lessons/zeta/lesson.txt")
        let text = try String(contentsOf: header, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "document:", with: "order: 1\ndocument:").utf8).write(to: header)

        let (lessons, _, problems) = LessonLoader(root: packageRoot, extraRoots: [folder.url]).loadWithDecks()
        let added = lessons.filter { $0.folder.path.hasPrefix(folder.url.path) }.map(\.name)
        #expect(added == ["zeta", "alpha", "mid"])
        #expect(lessons.firstIndex { $0.name == "zeta" }! > lessons.firstIndex { $0.name == "trips" }!)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test(
        "A problem in an added lesson names its file in full and still belongs to its lesson; a bad order is a problem")
    func problemsNamedInFull() throws {
        let folder = TemporaryFolder("folders-problems")
        _ = try LessonScaffold(name: "mine", cardID: 900).write(into: folder.url)
        let header = folder.url.appendingPathComponent("Lessons/mine/lesson.txt")
        let text = try String(contentsOf: header, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "document:", with: "order: first\ndocument:").utf8).write(to: header)
        try FileManager.default.removeItem(
            at: folder.url.appendingPathComponent("Content/mine/cards/01-a-book-without-a-year/card.txt"))

        let problems = LessonLoader(root: packageRoot, extraRoots: [folder.url]).loadWithDecks().problems
        #expect(
            problems.map(\.description).sorted() == [
                "\(folder.url.path)/Content/mine/cards/01-a-book-without-a-year/card.txt: the file is missing or cannot be read",
                "\(header.path):2: `order` is a whole number, the lesson's place in the list, not \"first\"",
            ])
        #expect(problems.allSatisfy { $0.lesson == "mine" })
    }

    @Test("A folder with no Lessons/ in it is said at start; two lessons of one name keep the first")
    func startWarnings() throws {
        let empty = TemporaryFolder("folders-empty")
        let clash = TemporaryFolder("folders-clash")
        _ = try LessonScaffold(name: "trips", cardID: 900).write(into: clash.url)
        let catalogue = LessonCatalogue(root: packageRoot, extraRoots: [empty.url, clash.url])
        #expect(catalogue.lessons.filter { $0.name == "trips" }.count == 1)
        #expect(catalogue.lessons.first { $0.name == "trips" }?.folder.path.hasPrefix(packageRoot.path) == true)
        #expect(catalogue.startupWarnings.count == 2)
        #expect(
            catalogue.startupWarnings.first?.hasPrefix(
                "\(empty.url.path)/Lessons: there is no lessons folder to read here") == true)
        #expect(
            catalogue.startupWarnings.last?.contains(
                "a lesson named `trips` is already read from \(packageRoot.path)/Lessons/trips") == true)
    }
}
