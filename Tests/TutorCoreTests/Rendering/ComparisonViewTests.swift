import Synchronization
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// Identical output once; two sides side by side only when every line fits whole; a program's
/// line never cut, whatever the width.
@Suite("Comparison view")
struct ComparisonViewTests {
    static let long =
        "DecodingError.dataCorrupted: Data was corrupted. Path: [0].stamp. Debug description: Cannot initialize Stamp from invalid String value airmail"

    func render(_ rows: [ComparedLine], width: Int) -> [String] {
        ComparisonView(width: width, styler: Styler(colour: false))
            .render(rows, expectedTitle: "the lesson", actualTitle: "this machine").components(separatedBy: "\n")
    }

    @Test("Identical lines are shown once, at every width", arguments: [60, 80, 120, 200])
    func identicalOnce(width: Int) {
        let rows = ["4 postcards", "", "Grandma · airmail"].map {
            ComparedLine(expected: $0, actual: $0, verdict: .identical)
        }
        #expect(
            render(rows, width: width) == [
                "the lesson and this machine, identical:", "= 4 postcards", "= ", "= Grandma · airmail",
            ])
    }

    @Test("Differing lines that fit stand side by side, even at 60 columns", arguments: [60, 80, 200])
    func sideBySide(width: Int) {
        let rows = [
            ComparedLine(expected: "4 postcards", actual: "3 postcards", verdict: .different),
            ComparedLine(expected: "Dad", actual: nil, verdict: .different),
        ]
        #expect(
            render(rows, width: width) == [
                "  the lesson  │   this machine",
                "! 4 postcards │ ! 3 postcards",
                "! Dad         │",
            ])
    }

    @Test(
        "A line too wide for its column puts the sides one above the other, every line whole", arguments: [60, 80, 120])
    func stackedWhole(width: Int) throws {
        let rows = [ComparedLine(expected: "Grandma · airmail", actual: Self.long, verdict: .different)]
        let lines = render(rows, width: width)
        #expect(Array(lines.prefix(3)) == ["the lesson:", "! Grandma · airmail", "this machine:"])
        // Wider than the terminal: broken at spaces, the rest behind `↳`, and nothing lost.
        let pieces = lines.dropFirst(3)
        #expect(pieces.allSatisfy { $0.count <= width })
        #expect(try #require(pieces.first).hasPrefix("! ") && pieces.dropFirst().allSatisfy { $0.hasPrefix("↳ ") })
        #expect(pieces.map { String($0.dropFirst(2)) }.joined(separator: " ") == Self.long)
    }

    @Test("At 200 columns the same two lines fit, and stand side by side whole")
    func wideEnough() {
        let rows = [ComparedLine(expected: "Grandma · airmail", actual: Self.long, verdict: .different)]
        let lines = render(rows, width: 200)
        #expect(lines[1] == "! Grandma · airmail │ ! " + Self.long)
        #expect(lines.allSatisfy { $0.count <= 200 })
    }

    @Test("A view that measures reads the width each time it draws, never once")
    func readsWidthEachTime() {
        let width = Box(200)
        let view = ComparisonView(measuring: { width.value }, styler: Styler(colour: false))
        let rows = [ComparedLine(expected: "Grandma · airmail", actual: Self.long, verdict: .different)]
        #expect(view.render(rows, expectedTitle: "e", actualTitle: "a").contains(" │ "))
        width.value = 80
        #expect(!view.render(rows, expectedTitle: "e", actualTitle: "a").contains(" │ "))
    }

    /// A width a test changes between two drawings.
    final class Box: Sendable {
        private let stored: Mutex<Int>
        init(_ value: Int) { stored = Mutex(value) }
        var value: Int {
            get { stored.withLock { $0 } }
            set { stored.withLock { $0 = newValue } }
        }
    }

    @Test("One differing line in a long output is shown with a little context, the rest folded on each side")
    func oneLineInALongOutput() {
        var rows = (1...30).map { ComparedLine(expected: "line \($0)", actual: "line \($0)", verdict: .identical) }
        rows[14] = ComparedLine(expected: "line 15 " + Self.long, actual: "line 15, changed", verdict: .different)
        let shown = render(rows, width: 80)
        let expectedSide = [
            "the lesson:", "  … 12 lines the same on both sides", "= line 13", "= line 14",
        ]
        #expect(Array(shown.prefix(4)) == expectedSide, "\(shown)")
        #expect(shown.filter { $0 == "  … 12 lines the same on both sides" }.count == 2)
        #expect(shown.filter { $0 == "  … 13 lines the same on both sides" }.count == 2)
        #expect(shown.contains("! line 15, changed"))
        #expect(!shown.contains("= line 1") && !shown.contains("= line 30"))
        // Fewer than three identical lines between two differences are shown, not folded.
        var close = rows
        close[18] = ComparedLine(expected: "line 19", actual: "line nineteen", verdict: .different)
        #expect(ComparisonView.shownRows(close).isSuperset(of: Set(12...20)))
    }
}
