import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// A lesson from elsewhere (`CODABLE_TUTOR_LESSONS`) is files a stranger wrote: each that
/// could act on the terminal, show a file outside the lesson, hang the tutor or slow it is a
/// located problem, said at start, and the lesson is left out.
@Suite("Lesson files a stranger wrote")
struct LessonFileTests {
    static let step = "Lessons/evil/01-decode-the-shelf"

    /// What a hostile author can do to a lesson made by `new`.
    enum Hostility: String, CaseIterable {
        case escapeInTitle, oscInStepProse, bidiOverrideInModel, modelLinkedOutside, lessonTextIsAFIFO,
            lessonTextIsDevZero,
            hugeExpectedOutput, hugeDocument, expectedIsAFIFO, tabInFolderName, lineBreakInFolderName

        /// Spoils `root`'s lesson; returns the file the problem must name, relative to `root`,
        /// and its line (0 for the file as a whole).
        func apply(to root: URL) throws -> (file: String, line: Int) {
            let files = FileManager.default
            func edit(_ path: String, _ change: (String) -> String) throws {
                let url = root.appendingPathComponent(path)
                try Data(change(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
            }
            func replace(_ path: String, by make: (String) -> Void) throws {
                try files.removeItem(at: root.appendingPathComponent(path))
                make(root.appendingPathComponent(path).path)
            }
            switch self {
            case .escapeInTitle:
                try edit("Lessons/evil/lesson.txt") {
                    "title: Evil \u{1B}[2J\u{1B}]0;owned\u{07}\n" + $0.split(separator: "\n", maxSplits: 1)[1]
                }
                return ("Lessons/evil/lesson.txt", 1)
            case .oscInStepProse:
                try edit("\(step)/step.txt") { $0 + "\nclipboard: \u{1B}]52;c;aGkK\u{07}\n" }
                let lines = try String(contentsOf: root.appendingPathComponent("\(step)/step.txt"), encoding: .utf8)
                    .split(separator: "\n", omittingEmptySubsequences: false)
                return ("\(step)/step.txt", lines.firstIndex { $0.contains("clipboard") }! + 1)
            case .bidiOverrideInModel:
                try edit("\(step)/1/Book.swift") { "// \u{202E}txt.elif\n" + $0 }
                return ("\(step)/1/Book.swift", 1)
            case .modelLinkedOutside:
                try replace("\(step)/1/Book.swift") { _ = symlink("/etc/passwd", $0) }
                return ("\(step)/1/Book.swift", 0)
            case .lessonTextIsAFIFO:
                try replace("Lessons/evil/lesson.txt") { _ = mkfifo($0, 0o644) }
                return ("Lessons/evil/lesson.txt", 0)
            case .lessonTextIsDevZero:
                try replace("Lessons/evil/lesson.txt") { _ = symlink("/dev/zero", $0) }
                return ("Lessons/evil/lesson.txt", 0)
            case .hugeExpectedOutput:
                #expect(
                    truncate(root.appendingPathComponent("\(step)/1/expected.txt").path, off_t(LessonFile.textCap + 1))
                        == 0)
                return ("\(step)/1/expected.txt", 0)
            case .hugeDocument:
                #expect(
                    truncate(
                        root.appendingPathComponent("Content/evil/evil.json").path, off_t(LessonFile.documentCap + 1))
                        == 0)
                return ("Content/evil/evil.json", 0)
            case .expectedIsAFIFO:
                try replace("\(step)/1/expected.txt") { _ = mkfifo($0, 0o644) }
                return ("\(step)/1/expected.txt", 0)
            case .tabInFolderName, .lineBreakInFolderName:
                let name = self == .tabInFolderName ? "ev\til" : "evil\n.txt:1: all is well"
                for folder in ["Lessons", "Content"] {
                    try files.moveItem(
                        at: root.appendingPathComponent("\(folder)/evil"),
                        to: root.appendingPathComponent("\(folder)/\(name)"))
                }
                return ("Lessons/\(name)", 0)
            }
        }
    }

    @Test(
        "Each hostile file is a located problem said at start, and its lesson is left out, never hung on or read whole",
        .timeLimit(hangLimit),
        arguments: Hostility.allCases)
    func hostileLesson(_ hostility: Hostility) throws {
        let folder = TemporaryFolder("hostile-lesson")
        _ = try LessonScaffold(name: "evil", cardID: 900).write(into: folder.url)
        let (file, line) = try hostility.apply(to: folder.url)
        for decks in [false, true] {
            let loader = LessonLoader(root: packageRoot, extraRoots: [folder.url])
            let (lessons, problems) =
                decks
                ? {
                    let all = loader.loadWithDecks(); return (all.lessons, all.problems)
                }() : loader.load()
            #expect(!lessons.contains { $0.folder.path.hasPrefix(folder.url.path) }, "\(hostility): left out")
            #expect(lessons.contains { $0.name == "postcards" }, "the tutor's own lessons are still read")
            let located = problems.filter {
                $0.file == folder.url.appendingPathComponent(file).path && $0.line == line && $0.saidAtStart
            }
            #expect(located.count == 1, "\(hostility): \(problems)")
            let said = located.first?.description ?? ""
            #expect(said.hasSuffix("left out"), "\(said)")
            #expect(
                !said.unicodeScalars.contains {
                    $0.properties.generalCategory == .control || $0.properties.isBidiControl
                }, "\(said)")
        }
    }

    @Test(
        "A link to another file inside the lesson's folders is followed; the lesson made by new loads without a problem"
    )
    func linkInside() throws {
        let folder = TemporaryFolder("lesson-link-inside")
        _ = try LessonScaffold(name: "evil", cardID: 900).write(into: folder.url)
        let model = folder.url.appendingPathComponent("\(Self.step)/1/Book.swift")
        let kept = folder.url.appendingPathComponent("Content/evil/Book.swift")
        try FileManager.default.moveItem(at: model, to: kept)
        #expect(symlink("../../../../Content/evil/Book.swift", model.path) == 0)
        let (lessons, _, problems) = LessonLoader(root: packageRoot, extraRoots: [folder.url]).loadWithDecks()
        #expect(problems.isEmpty, "\(problems)")
        #expect(lessons.contains { $0.name == "evil" })
    }

    @Test("Control characters are found a line each, line breaks and tabs allowed")
    func controlCharacters() {
        let found = LessonFile.controlCharacters(in: "one\ttab\ntwo \u{1B}[2J \u{07}\nthree\n\u{202E}four\r\n")
        #expect(found.map(\.line) == [2, 4])
        #expect(found.map(\.scalar) == ["\u{1B}", "\u{202E}"])
    }
}
