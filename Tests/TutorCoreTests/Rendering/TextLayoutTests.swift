import Synchronization
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The tutor's own lines wrap at words, to the width, and keep short code spans whole.
@Suite("Text layout")
struct TextLayoutTests {
    static let next = "Next: `next` (or `codable-tutor show postcards 3.2`) for 3.2: back to the short form."

    @Test("A Next: line wraps at a word boundary, never mid-word, and indents what follows", arguments: [40, 60, 80])
    func nextLine(width: Int) {
        let lines = TextLayout.line(Self.next, width: width).components(separatedBy: "\n")
        #expect(lines.count > 1)
        #expect(lines.allSatisfy { $0.count <= width })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") })
        // The same words, in the same order: nothing was cut inside a word.
        let words = lines.joined(separator: " ").split(separator: " ")
        #expect(words == Self.next.split(separator: " "))
    }

    @Test(
        "The console's layout breaks a long line at spaces, a path after a slash, a run with no space behind ↳",
        arguments: [40, 60, 80])
    func fittedToTheTerminal(width: Int) {
        let path = "/home/learner/.local/share/codable-tutor/exercises/postcards/05-optional-fields/Postcard.swift"
        let text = "Opening \(path) in vi: save and quit to check it.\n  " + String(repeating: "─", count: 130)
        let fitted = TextLayout.fitted(text, width: width)
        let lines = fitted.components(separatedBy: "\n")
        #expect(lines.allSatisfy { $0.count <= width }, "\(fitted)")
        // Nothing was lost or added but the breaks: the words read back whole.
        #expect(fitted.unwrapped == text.unwrapped, "\(fitted)")
        #expect(BrokenWords.find(in: [width: fitted, 200: text]) == [], "\(fitted)")
        #expect(lines.contains { $0.hasSuffix("/") }, "the path breaks after a slash: \(fitted)")
        #expect(lines.last?.drop { $0 == " " }.hasPrefix("↳") == true, "the rule goes on behind ↳: \(fitted)")
    }

    @Test("A line that fits, one with escape codes and any line on a very narrow terminal are left as they are")
    func fittedLeavesAlone() {
        #expect(TextLayout.fitted("short\n\nlines", width: 40) == "short\n\nlines")
        let coloured = "\u{1B}[32m" + String(repeating: "word ", count: 20) + "\u{1B}[0m"
        #expect(TextLayout.fitted(coloured, width: 40) == coloured)
        let long = String(repeating: "word ", count: 20)
        #expect(TextLayout.fitted(long, width: 19) == long)
    }

    @Test("A console with a width lays out every line it writes; one without writes them as they are")
    func consoleLaysOut() {
        let said = Mutex<[String]>([])
        let long = String(repeating: "several words ", count: 10)
        let terminal = Console(
            output: { text in said.withLock { $0.append(text) } }, error: { text in said.withLock { $0.append(text) } },
            outputWidth: { 40 }, errorWidth: { 30 })
        terminal.say(long)
        terminal.complain(long)
        let pipe = Console(output: { text in said.withLock { $0.append(text) } }, error: { _ in })
        pipe.say(long)
        let lines = said.withLock { $0 }
        #expect(lines[0].components(separatedBy: "\n").allSatisfy { $0.count <= 40 } && lines[0].contains("\n"))
        #expect(lines[1].components(separatedBy: "\n").allSatisfy { $0.count <= 30 })
        #expect(lines[2] == long)
    }

    @Test("A line that fits is left alone")
    func fits() {
        #expect(TextLayout.line(Self.next, width: 120) == Self.next)
    }

    @Test("A short span in backticks moves to the next line whole; a long one wraps like prose")
    func codeSpans() {
        let text =
            "Postcard is back to two properties and `: Codable` again, with `let postcards = try JSONDecoder().decode([Postcard].self, from: data)` as the call."
        // From 40 columns, where the longest single word (39 characters) fits.
        for width in 40...80 {
            let wrapped = TextLayout.wrap(text, width: width)
            #expect(wrapped.contains("`: Codable`"), "\(width)")
            #expect(wrapped.components(separatedBy: "\n").allSatisfy { $0.count <= width }, "\(width)")
        }
        #expect(TextLayout.words("a `b c` d") == ["a", "`b c`", "d"])
        #expect(TextLayout.words("an `unclosed span here") == ["an", "`unclosed", "span", "here"])
    }

    @Test("A bullet's later lines stand under its first word")
    func bullet() {
        let text = TextLayout.bullet(
            "An enum decodes only the raw values it has cases for — postcards step 8.", width: 40)
        let lines = text.components(separatedBy: "\n")
        #expect(lines[0].hasPrefix("  • An enum"))
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") && !$0.hasPrefix("     ") })
        #expect(lines.allSatisfy { $0.count <= 40 })
    }

    /// Joins what `printed` laid out back into the line: `↳ ` stood for a space, `↳` for none.
    static func unprinted(_ text: String, lead: String) -> String {
        var line = ""
        for (index, piece) in text.components(separatedBy: "\n").enumerated() {
            if index == 0 { line = String(piece.dropFirst(lead.count)); continue }
            let body = piece.drop { $0 == " " }
            line += body.hasPrefix("↳ ") ? " " + body.dropFirst(2) : String(body.dropFirst())
        }
        return line
    }

    @Test(
        "A printed line wider than the terminal goes on behind ↳, broken at spaces, and nothing is lost",
        arguments: [40, 60, 80])
    func printedLine(width: Int) {
        let line =
            "DecodingError.typeMismatch: Expected value of type Double. Path: [0].sent. Debug description: Expected to decode Double but found a string instead."
        for lead in ["= ", "    ", "  + "] {
            let text = TextLayout.printed(line, width: width, lead: lead)
            let pieces = text.components(separatedBy: "\n")
            #expect(pieces.count > 1)
            #expect(pieces.allSatisfy { $0.count <= width })
            #expect(pieces[0].hasPrefix(lead) && pieces.dropFirst().allSatisfy { $0.contains("↳ ") })
            #expect(Self.unprinted(text, lead: lead) == line)
            // Every piece ends where a word ends.
            let words = Set(line.split(separator: " ").map(String.init))
            #expect(pieces.allSatisfy { words.contains(String($0.split(separator: " ").last ?? "")) })
        }
        #expect(TextLayout.printed("4 postcards", width: width, lead: "= ") == "= 4 postcards")
    }

    @Test(
        "A printed run with no space in it is cut at the edge and goes on behind ↳ with no space; padding inside is kept"
    )
    func printedWithoutSpaces() {
        let rule = "╭" + String(repeating: "─", count: 70) + "╮"
        let text = TextLayout.printed(rule, width: 40, lead: "= ")
        #expect(text.components(separatedBy: "\n").allSatisfy { $0.count <= 40 })
        #expect(text.components(separatedBy: "\n")[1].hasPrefix("↳─"))
        #expect(Self.unprinted(text, lead: "= ") == rule)
        let box = "│ To Grandma" + String(repeating: " ", count: 40) + "AIRMAIL │"
        #expect(Self.unprinted(TextLayout.printed(box, width: 40, lead: "= "), lead: "= ") == box)
    }

    @Test("A path too long for the line breaks after a /, never inside a name")
    func pathsBreakAfterSlash() {
        let text =
            "Checking /tmp/codable-tutor-screen-folder-1234ABCD/state/exercises/postcards/05-optionals/Postcard.swift against postcards 5.1"
        for width in [40, 60, 80] {
            let lines = TextLayout.line(text, width: width).components(separatedBy: "\n")
            #expect(lines.allSatisfy { $0.count <= width }, "\(width)")
            let words = Set(text.split(separator: " ").map(String.init))
            #expect(
                lines.dropLast().allSatisfy {
                    $0.hasSuffix("/") || words.contains(String($0.split(separator: " ").last ?? ""))
                }, "\(width): \(lines)")
            #expect(
                lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ").replacingOccurrences(
                    of: "/ ", with: "/") == text)
        }
    }

    @Test("A row keeps its columns: the front as it is, padding inside kept, the rest under the text")
    func rowsKeepColumns() {
        let row = TextLayout.row("postcards  ", "13 steps, 23 stages, 17 cards, 11 edge cases · not started", width: 40)
        let rows = row.components(separatedBy: "\n")
        #expect(rows.count > 1 && rows[0].hasPrefix("postcards  13 steps,") && rows.allSatisfy { $0.count <= 40 })
        #expect(rows.dropFirst().allSatisfy { $0.hasPrefix("           ") && !$0.hasPrefix("            ") })
        let verify = TextLayout.line(
            "ok    trips 5          mistake image-url-without-raw-value: fails, and says 3 expected texts", width: 60,
            hanging: "      ")
        #expect(verify.components(separatedBy: "\n")[0].hasPrefix("ok    trips 5          mistake"))
        #expect(verify.components(separatedBy: "\n").allSatisfy { $0.count <= 60 })
        #expect(
            TextLayout.line("    indented text that is long enough to wrap here", width: 30).hasPrefix("    indented"))
    }
}
