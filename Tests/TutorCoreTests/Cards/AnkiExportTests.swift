import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The decks in Anki's text import format, as read here; the import by Anki itself is in
/// `PythonChecksEndToEndTests`.
@Suite("The Anki export")
struct AnkiExportTests {
    static let decks = LessonLoader(root: packageRoot).loadWithDecks().decks

    /// The data lines of an export, split into fields.
    func notes(_ text: String) -> [[String]] {
        text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map {
            $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        }
    }

    @Test(
        "Headers first, then one note per card of the loaded lessons, five fields each, no field holding a tab or line break"
    )
    func shape() throws {
        let export = AnkiExport(decks: Self.decks)
        let text = export.text
        let headers = text.split(separator: "\n").prefix { $0.hasPrefix("#") }.map(String.init)
        #expect(
            headers == [
                "#separator:tab", "#html:true", "#notetype:Basic", "#deck:Codable tutor", "#tags:codable-tutor",
                "#columns:GUID\tFront\tBack\tTags\tDeck", "#guid column:1", "#tags column:4", "#deck column:5",
            ])
        let cards = Self.decks.flatMap(\.cards)
        let rows = notes(text)
        #expect(rows.count == cards.count && export.noteCount == cards.count && cards.count > 0)
        #expect(rows.allSatisfy { $0.count == 5 })
        #expect(Set(rows.map { $0[0] }).count == rows.count, "GUIDs are unique")
        #expect(rows.allSatisfy { !$0[0].hasPrefix("#") })
        #expect(text.hasSuffix("\n") && !text.hasSuffix("\n\n"))
    }

    @Test(
        "Each note: GUID from the card's id, its question, its answer with its code and output in <pre>, lesson and topic tags, the lesson's deck"
    )
    func fields() throws {
        for deck in Self.decks where !deck.cards.isEmpty {
            let lesson = deck.lesson
            let text = AnkiExport(decks: [deck]).text
            #expect(text.contains("#deck:Codable tutor::\(lesson.name.prefix(1).uppercased())"))
            for (card, row) in zip(deck.cards, notes(text)) {
                #expect(row[0] == "codable-tutor-\(card.id)")
                #expect(row[1].hasPrefix("<p>"))
                if !card.stages.isEmpty { #expect(row[2].contains("<pre>"), "\(lesson.name) \(card.slug) has code") }
                #expect(
                    row[3] == "lesson::\(lesson.name) topic::\(card.topic.replacingOccurrences(of: " ", with: "_"))")
                #expect(row[4] == AnkiExport.deck(of: lesson))
                let recorded = card.stages.compactMap(\.expectedOutput).flatMap { $0.split(separator: "\n") }.first
                if let recorded {
                    #expect(row[2].contains(HTMLText.escape(String(recorded))), "\(card.slug): its output")
                }
            }
        }
    }

    @Test("The GUID stays when the card's folder and wording change: it is the card's id")
    func stableGUID() throws {
        let deck = try #require(Self.decks.first { !$0.cards.isEmpty })
        var moved = deck
        moved.cards[0].slug = "99-a-new-name"
        moved.cards[0].question = "Reworded."
        #expect(notes(AnkiExport(decks: [moved]).text)[0][0] == notes(AnkiExport(decks: [deck]).text)[0][0])
    }

    @Test(
        "Text is escaped for HTML: Swift's generics, ampersands and quotes read as written, tabs and line breaks never break a field"
    )
    func escaping() {
        #expect(HTMLText.escape("Array<T> & \"x\"\tend\r") == "Array&lt;T&gt; &amp; &quot;x&quot;&#9;end")
        #expect(HTMLText.pre("let a = 1\n    b < c\n\n") == "<pre>let a = 1<br>    b &lt; c</pre>")
        #expect(
            HTMLText.inline("Use `[String: Int]` & `<T>`, or a lone ` tick")
                == "Use <code>[String: Int]</code> &amp; <code>&lt;T&gt;</code>, or a lone ` tick")
        #expect(
            HTMLText.prose("One line\nwrapped.\n\n    let code = 1\n    print(code)\nAfter.")
                == "<p>One line wrapped.</p><pre>let code = 1<br>print(code)</pre><p>After.</p>")
    }

    @Test(
        "No field can forge a note: tabs, line breaks and control characters in a lesson's name, a topic, a question, a title, a file's name and its code are escaped, and every GUID is its own card's id"
    )
    func noForgedNotes() throws {
        let folder = TemporaryFolder("anki-forged")
        var deck = try #require(Self.decks.first { $0.cards.count > 1 && $0.cards.contains { !$0.stages.isEmpty } })
        let victim = AnkiExport.guid(of: deck.cards[0])
        let forge = "\r\n\(victim)\tforged front\tforged back\tlesson::x\tCodable tutor::X\n\u{1B}[2J\u{85}\u{2028}"
        deck.lesson.name = "evil" + forge
        for index in deck.cards.indices {
            deck.cards[index].topic += forge
            deck.cards[index].question += forge
            deck.cards[index].answer += forge
            for stage in deck.cards[index].stages.indices {
                let file = folder.write("let x = 1" + forge, to: "\(index)-\(stage)/Evil\(forge).swift")
                deck.cards[index].stages[stage].title += forge
                deck.cards[index].stages[stage].modelFiles = [file]
                deck.cards[index].stages[stage].texts = [file.path: "let x = 1" + forge]
                deck.cards[index].stages[stage].ownModelNames = [file.lastPathComponent]
            }
        }
        let text = AnkiExport(decks: [deck]).text
        let rows = notes(text)
        #expect(rows.count == deck.cards.count, "one line per card, however its fields are written")
        #expect(rows.allSatisfy { $0.count == 5 })
        #expect(rows.map { $0[0] } == deck.cards.map(AnkiExport.guid(of:)))
        #expect(
            !text.contains("\u{1B}") && !text.contains("\r") && !text.contains("\u{85}") && !text.contains("\u{2028}"))
        #expect(rows.allSatisfy { !$0[3].contains(" forged") && $0[4].hasPrefix("Codable tutor::Evil_") })
    }
}
