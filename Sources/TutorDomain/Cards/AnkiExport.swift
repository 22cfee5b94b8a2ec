import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// The flash cards of some lessons in Anki's text import format (File › Import in Anki): a
/// few `#` headers, then one note per card, tab-separated, in Anki's stock "Basic" note type.
///
/// The front is the question; the back is the answer, then the card's code and what it prints
/// (or what the compiler says), as HTML `<pre>` blocks. Each note is tagged with its lesson
/// and topic, goes to a deck per lesson under `Codable tutor`, and carries a GUID made from
/// the card's permanent `id`, so importing a later export updates the notes already there
/// instead of adding copies, whatever the card's wording or folder has become.
package struct AnkiExport: Sendable {
    /// The deck every lesson's deck sits under.
    package static let parentDeck = "Codable tutor"
    /// The tag every note carries.
    package static let tag = "codable-tutor"
    /// The columns, in order; Anki matches Front and Back to the note type's fields by name.
    package static let columns = ["GUID", "Front", "Back", "Tags", "Deck"]

    package var decks: [Deck]

    package init(decks: [Deck]) {
        self.decks = decks
    }

    /// How many notes `text` holds: one per card.
    package var noteCount: Int {
        decks.reduce(0) { $0 + $1.cards.count }
    }

    /// The whole file: headers, then one line per card. No field holds a tab or a line break
    /// (both are written as HTML), so no field needs quoting.
    package var text: String {
        let defaultDeck = decks.count == 1 ? Self.deck(of: decks[0].lesson) : Self.parentDeck
        var lines = [
            "#separator:tab",
            "#html:true",
            "#notetype:Basic",
            "#deck:\(defaultDeck)",
            "#tags:\(Self.tag)",
            "#columns:" + Self.columns.joined(separator: "\t"),
            "#guid column:\(Self.column("GUID"))",
            "#tags column:\(Self.column("Tags"))",
            "#deck column:\(Self.column("Deck"))",
        ]
        for deck in decks {
            let lesson = deck.lesson
            for card in deck.cards {
                lines.append(
                    [
                        Self.guid(of: card), Self.front(of: card), Self.back(of: card), Self.tags(of: card, in: lesson),
                        Self.deck(of: lesson),
                    ].joined(separator: "\t"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A column's number as Anki counts them, from 1.
    package static func column(_ name: String) -> Int {
        (columns.firstIndex(of: name) ?? 0) + 1
    }

    /// The note's GUID: from the card's `id`, which never changes and is unique across lessons.
    /// It starts with a letter, so Anki can never read the line as a `#` comment.
    package static func guid(of card: Card) -> String {
        "codable-tutor-\(card.id)"
    }

    /// The lesson's deck: `Codable tutor::Postcards`.
    package static func deck(of lesson: Lesson) -> String {
        "\(parentDeck)::\(plain(lesson.name.prefix(1).uppercased() + lesson.name.dropFirst()))"
    }

    /// `lesson::postcards topic::Keys`: Anki tags hold no spaces, so a topic's are underscores.
    package static func tags(of card: Card, in lesson: Lesson) -> String {
        "lesson::\(plain(lesson.name)) topic::\(plain(card.topic))"
    }

    /// `text` for a field that is not HTML (a tag, a deck): every run of spaces, tabs, line
    /// breaks and other control characters is one underscore, so that no field can end early
    /// and forge another note.
    package static func plain(_ text: String) -> String {
        text.unicodeScalars.split { $0.properties.isWhitespace || $0.properties.generalCategory == .control }
            .map { String(String.UnicodeScalarView($0)) }.joined(separator: "_")
    }

    /// The question, as HTML, with what the learner answers from: a prediction's program and
    /// its outcomes, a choice's options. In Anki the learner grades every card themselves.
    package static func front(of card: Card) -> String {
        var html = HTMLText.prose(card.question)
        switch card.kind {
        case .predict:
            if let stage = card.stages.first { html += files(of: stage) }
            if !card.outcomes.isEmpty {
                html +=
                    "<p>" + card.outcomes.map { "<code>\(HTMLText.escape($0))</code>" }.joined(separator: " · ")
                    + "</p>"
            }
        case .choice:
            html += "<ol type=\"a\">" + card.choices.map { "<li>\(HTMLText.prose($0))</li>" }.joined() + "</ol>"
        case .value, .write, .recall:
            break
        }
        return html
    }

    /// The files a stage owns, each under its name.
    private static func files(of stage: Stage) -> String {
        stage.ownFiles.map { file in
            "<div><small>\(HTMLText.escape(file.lastPathComponent))</small></div>"
                + HTMLText.pre(stage.text(of: file) ?? "")
        }.joined()
    }

    /// The answer, then per stage the files it writes and what the lesson records for them:
    /// the compiler's messages, the program's output.
    package static func back(of card: Card) -> String {
        var html = HTMLText.prose(card.answer)
        if card.kind == .choice, card.choices.indices.contains(card.correctChoice) {
            let letter = card.choiceLetters[card.correctChoice]
            html = "<p><b>\(letter))</b> \(HTMLText.escape(card.choices[card.correctChoice]))</p>" + html
        }
        for stage in card.stages {
            if card.stages.count > 1 { html += "<p><b>\(HTMLText.escape(stage.title))</b></p>" }
            html += files(of: stage)
            if !stage.expectedDiagnostics.isEmpty {
                html +=
                    "<div><small>The compiler says</small></div>"
                    + HTMLText.pre(stage.expectedDiagnostics.map(\.description).joined(separator: "\n"))
            }
            if let output = stage.expectedOutput {
                html += "<div><small>It prints</small></div>" + HTMLText.pre(output)
            }
        }
        return html
    }
}
