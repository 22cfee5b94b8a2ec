import Testing
@testable import TutorCore

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

    @Test("A line that fits is left alone")
    func fits() {
        #expect(TextLayout.line(Self.next, width: 120) == Self.next)
    }

    @Test("A short span in backticks moves to the next line whole; a long one wraps like prose")
    func codeSpans() {
        let text = "Postcard is back to two properties and `: Codable` again, with `let postcards = try JSONDecoder().decode([Postcard].self, from: data)` as the call."
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
        let text = TextLayout.bullet("An enum decodes only the raw values it has cases for — postcards step 8.", width: 40)
        let lines = text.components(separatedBy: "\n")
        #expect(lines[0].hasPrefix("  • An enum"))
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    ") && !$0.hasPrefix("     ") })
        #expect(lines.allSatisfy { $0.count <= 40 })
    }
}
