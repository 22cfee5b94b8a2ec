import Foundation
import SwiftToolchain
import TestSupport
import Testing
import TutorBase
import TutorCLI
import TutorDomain
import TutorPresentation
import TutorSystem

/// `docs/COVERAGE.md` maps every fact of the seeds' Codable skill and exam to the places that
/// teach it. These tests keep the map honest: a renamed step, card or edge case must not leave
/// a fact pointing at nothing, and no fact may sit in the map without a place or a reason.
@Suite("Coverage map")
struct CoverageMapTests {
    static let shipped = CoverageMap(
        text: (try? String(contentsOf: packageRoot.appendingPathComponent("docs/COVERAGE.md"), encoding: .utf8)) ?? "")
    static let decks = LessonLoader(root: packageRoot).loadWithDecks().decks
    static let lessons = decks.map(\.lesson)

    @Test("Every row says where its fact is taught, or why it is left out, and what a partial row lacks")
    func everyRowIsPlacedOrExcused() {
        #expect(Self.shipped.rows.count >= 40, "the map was read: \(Self.shipped.rows.count) rows")
        let unplaced = Self.shipped.rowsWithoutPlaceOrReason.map(\.label)
        #expect(unplaced.isEmpty, "rows with neither a reference nor `left out:`: \(unplaced)")
        let vague = Self.shipped.rowsInPartSayingNothingMore.map(\.label)
        #expect(vague.isEmpty, "rows taught in part that do not say what is missing: \(vague)")
    }

    /// One case per lesson the map names, so that a lesson not merged yet fails alone.
    @Test(
        "Every reference into a lesson resolves to the lesson, or to one of its steps, cards or edge cases",
        arguments: shipped.lessonNames)
    func referencesResolve(lesson: String) {
        let unresolved = Self.shipped.unresolvedReferences(in: Self.decks).filter { $0.lesson == lesson }
        guard !unresolved.isEmpty else { return }
        if !Self.lessons.contains(where: { $0.name == lesson }) {
            let rows = unresolved.map(\.row.label).joined(separator: ", ")
            Issue.record("no lesson `\(lesson)` is loaded, and rows \(rows) of COVERAGE.md name it")
        } else {
            Issue.record(Comment(rawValue: unresolved.map(\.description).joined(separator: "\n")))
        }
    }

    @Test("Every reference is one of the four forms the map allows")
    func referencesAreWellFormed() {
        let malformed = Self.shipped.unresolvedReferences(in: Self.decks).filter { $0.lesson == nil }.map(\.description)
        #expect(malformed.isEmpty, Comment(rawValue: malformed.joined(separator: "\n")))
    }

    @Test("A made-up reference, a malformed one and a row with neither place nor reason are each caught by name")
    func checksCanFail() {
        let map = CoverageMap(
            text: """
                | # | Fact | Seed | Taught in | Status |
                |---|---|---|---|---|
                | 1 | a real step and card | x | `postcards/09-coding-keys`, `postcards/card/03-a-renamed-key` | full |
                | 2 | a step that is not there | x | `postcards/99-no-such-step` | full |
                | 3 | cards and edges that are not there | x | `trips/card/99-nothing`, `trips/edge/01-not-this-slug` | full |
                | 4 | a lesson that is not there | x | `nowhere` | new: nowhere |
                | 5 | a shelf is no kind of place | x | `postcards/shelf/01-x` | full |
                | 6 | no place | x | | in part |
                | 7 | excused | x | | left out: no platform for it |
                """)
        #expect(map.rows.map(\.label) == ["1", "2", "3", "4", "5", "6", "7"])
        let problems = map.unresolvedReferences(in: Self.decks).map(\.reference)
        #expect(
            problems == [
                "postcards/99-no-such-step", "trips/card/99-nothing", "trips/edge/01-not-this-slug", "nowhere",
                "postcards/shelf/01-x",
            ])
        #expect(map.rowsWithoutPlaceOrReason.map(\.label) == ["6"])
        #expect(map.rowsInPartSayingNothingMore.map(\.label) == ["6"])
        #expect(map.lessonNames == ["nowhere", "postcards", "trips"])
    }
}

/// The fact tables of the coverage map: each row's cells, and the references in its
/// "Taught in" cell (every backticked span there is one).
struct CoverageMap {
    /// One fact: its number, its line in the file, where it is taught, its status, and the
    /// whole table line (searched for a `left out:` reason).
    struct Row {
        var label: String
        var line: Int
        var references: [String]
        var status: String
        var text: String
    }

    /// A reference that names nothing, with the lesson it points into (nil when malformed).
    struct Unresolved: CustomStringConvertible {
        var reference: String
        var lesson: String?
        var row: Row
        var reason: String
        var description: String { "COVERAGE.md:\(row.line): row \(row.label): `\(reference)`: \(reason)" }
    }

    var rows: [Row] = []

    /// Reads every table whose header has the columns `#`, "Taught in" and "Status".
    init(text: String) {
        var columns: [String]? = nil
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("|") else { columns = nil; continue }
            let cells = line.dropFirst().dropLast(line.hasSuffix("|") ? 1 : 0)
                .components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            if cells.allSatisfy({ $0.allSatisfy { "-: ".contains($0) } }) { continue }
            guard let header = columns else {
                columns = ["#", "Taught in", "Status"].allSatisfy(cells.contains) ? cells : []
                continue
            }
            guard !header.isEmpty, cells.count == header.count else { continue }
            let cell = { (name: String) in cells[header.firstIndex(of: name)!] }
            let spans = cell("Taught in").components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(
                \.element)
            rows.append(Row(label: cell("#"), line: index + 1, references: spans, status: cell("Status"), text: line))
        }
    }

    /// Rows that neither name a place nor say why they are left out.
    var rowsWithoutPlaceOrReason: [Row] {
        rows.filter { $0.references.isEmpty && !$0.text.contains("left out:") }
    }

    /// Rows whose status says "in part" without going on to say what is missing.
    var rowsInPartSayingNothingMore: [Row] {
        rows.filter { $0.status.hasPrefix("in part") && !$0.status.hasPrefix("in part: ") }
    }

    /// Every lesson a well-formed reference points into, sorted.
    var lessonNames: [String] {
        Set(rows.flatMap(\.references).compactMap { Self.parts(of: $0)?.lesson }).sorted()
    }

    /// `lesson`, `lesson/NN-slug`, `lesson/card/NN-slug` or `lesson/edge/NN-slug`, split; nil otherwise.
    static func parts(of reference: String) -> (lesson: String, kind: String?, folder: String?)? {
        let name = #"[a-z0-9]+(-[a-z0-9]+)*"#
        let folder = #"[0-9]{2}-[a-z0-9]+(-[a-z0-9]+)*"#
        guard reference.wholeMatch(of: try! Regex("\(name)(/((card|edge)/)?\(folder))?")) != nil else { return nil }
        let pieces = reference.components(separatedBy: "/")
        switch pieces.count {
        case 1: return (pieces[0], nil, nil)
        case 2: return (pieces[0], "step", pieces[1])
        default: return (pieces[0], pieces[1], pieces[2])
        }
    }

    /// Each reference that names no loaded lesson, or no step, card or edge case of one (both
    /// as loaded and as a folder on disk), in the order the map gives them.
    func unresolvedReferences(in decks: [Deck]) -> [Unresolved] {
        rows.flatMap { row in
            row.references.compactMap { reference -> Unresolved? in
                guard let (name, kind, folder) = Self.parts(of: reference) else {
                    return Unresolved(
                        reference: reference, lesson: nil, row: row,
                        reason: "not `lesson`, `lesson/NN-slug`, `lesson/card/NN-slug` or `lesson/edge/NN-slug`")
                }
                guard let deck = decks.first(where: { $0.lesson.name == name }) else {
                    return Unresolved(
                        reference: reference, lesson: name, row: row, reason: "no lesson `\(name)` is loaded")
                }
                guard let kind, let folder, !Self.exists(kind: kind, folder: folder, in: deck) else { return nil }
                let noun = ["card": "flash card", "edge": "edge case"][kind] ?? "step"
                return Unresolved(
                    reference: reference, lesson: name, row: row, reason: "no \(noun) `\(folder)` in \(name)")
            }
        }
    }

    /// Whether `lesson` loaded a step, card or edge case under that folder name, and the
    /// folder is there.
    static func exists(kind: String, folder: String, in deck: Deck) -> Bool {
        let lesson = deck.lesson
        let loaded: Bool
        let onDisk: URL
        switch kind {
        case "card":
            loaded = deck.cards.contains { $0.slug == folder }
            onDisk = lesson.contentFolder.appendingPathComponent("cards/\(folder)")
        case "edge":
            loaded = deck.edgeCases.contains { $0.id == folder }
            onDisk = lesson.contentFolder.appendingPathComponent("edge/\(folder)")
        default:
            loaded = lesson.steps.contains { ($0.number < 10 ? "0" : "") + "\($0.number)-\($0.slug)" == folder }
            onDisk = lesson.folder.appendingPathComponent(folder)
        }
        return loaded && FileManager.default.fileExists(atPath: onDisk.path)
    }
}
