import Foundation
import SwiftToolchain
import TutorBase
import TutorSystem

/// A new lesson that passes `verify` as it stands: a lesson file, one step with one stage and
/// an exercise with one typical wrong answer, a document, a flash card and an edge case, each
/// saying in its prose what to write there. `codable-tutor new` writes it into a folder laid out
/// like the tutor's own.
package struct LessonScaffold {
    /// The lesson's name: its folder and its word on the command line.
    package let name: String

    /// `my-api`, `orders2`: what a lesson's folder and command-line word may be.
    package static func isLessonName(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter, name.count <= 40 else { return false }
        return name.allSatisfy { ($0.isASCII && ($0.isLowercase || $0.isNumber)) || $0 == "-" }
    }
    /// A card id no loaded lesson uses.
    package let cardID: Int

    package init(name: String, cardID: Int) {
        (self.name, self.cardID) = (name, cardID)
    }

    /// Every file, by its path under the folder of lessons.
    package var files: [(path: String, text: String)] {
        let lesson = "Lessons/\(name)"
        let step = "\(lesson)/01-decode-the-shelf"
        let content = "Content/\(name)"
        let card = "\(content)/cards/01-a-book-without-a-year"
        let edge = "\(content)/edge/01-a-year-written-as-text"
        return [
            ("\(lesson)/lesson.txt", lessonText),
            ("\(step)/step.txt", stepText),
            ("\(step)/exercise.txt", exerciseText),
            ("\(step)/mistakes/year-as-text.swift", Self.mistake),
            ("\(step)/1/stage.txt", stageText),
            ("\(step)/1/Book.swift", Self.book),
            ("\(step)/1/run.swift", Self.run),
            ("\(step)/1/expected.txt", "A Field Guide to Tide Pools (2011)\nNotes on Bread (2019)\n"),
            ("\(content)/\(name).json", Self.document),
            ("\(card)/card.txt", cardText),
            ("\(card)/1/stage.txt", "title: a book with no year\nexpected: here\n\nThe card's answer, run.\n"),
            ("\(card)/1/model.swift", Self.book),
            ("\(card)/1/run.swift", Self.cardRun),
            ("\(card)/1/expected.txt", "keyNotFound: year\n"),
            ("\(edge)/edge.txt", Self.edgeText),
            ("\(edge)/1/stage.txt", "title: the year in quotes\nexpected: here\n\nWhat the decoder says.\n"),
            ("\(edge)/1/model.swift", Self.book),
            ("\(edge)/1/run.swift", Self.edgeRun),
            ("\(edge)/1/expected.txt", "typeMismatch: wanted Int at [\"year\"]\n"),
        ]
    }

    private var lessonText: String {
        """
        title: \(name.prefix(1).uppercased() + name.dropFirst()): a title that says what the learner will do
        document: \(name).json

        The lesson's summary, shown by `lessons` and `open`: the situation, and what the learner
        can do at the end, in two or three sentences.

        This lesson assumes you have done Postcards: a struct made Decodable, and a decoder run on a
        document.

        """
    }

    private var stepText: String {
        """
        title: Decode the shelf

        What this step changes, why it matters, and what to look for in the output. Keep it
        short: the learner reads it beside the code. Here: a list of books becomes `[Book]`, and
        each prints on a line of its own.

        """
    }

    private var exerciseText: String {
        """
        The document is a list of books, each with a title and the year it came out. The
        program prints every title with its year in brackets. Make the model read them.
        ---
        Look at one book in the document: which keys does it have, and what kind of value is
        each?
        ---
        `Book` needs a stored property for each key, named as the key is, and a conformance
        that lets the decoder build it.
        ---
        Declare `struct Book: Decodable` with `var title: String` and `var year: Int`.

        """
    }

    private var stageText: String {
        """
        title: a Decodable struct
        expected: here

        What the learner should predict before running it: here, how many lines the program
        prints, and in what order.
        ---
        What the output shows, and why: one line per book, in the document's order, because an
        array decodes in order.

        """
    }

    private var cardText: String {
        """
        id: \(cardID)
        topic: Keys
        kind: choice
        choices: `keyNotFound` | `nil` in `year` | `0` in `year` | `typeMismatch`
        correct: 1

        A book in the document has no `year`, and `Book` declares `var year: Int`. What does
        decoding it throw?
        ---
        `keyNotFound`: a property that is not optional must have its key, and a missing key is
        not the same as a zero. Make it `Int?` where the year may be unknown.

        """
    }

    private static let edgeText = """
        title: a year written as text

        A book's year arrives as `"2019"`, in quotes. `Book` declares `var year: Int`. What does
        the decoder do?
        ---
        It throws `typeMismatch`: the decoder never turns text into a number for you. Its
        coding path names the key, so you know where to look.

        """

    private static let document = """
        [
          { "title": "A Field Guide to Tide Pools", "year": 2011 },
          { "title": "Notes on Bread", "year": 2019 }
        ]

        """

    private static let book = """
        /// One book on the shelf: its title and the year it came out.
        struct Book: Decodable {
            var title: String
            var year: Int
        }

        """

    private static let mistake = """
        // expect: the model expects a `String`, but the document holds a number
        // expect: Your `Book.year` is declared `String`; the lesson's is `Int`

        // A typical wrong answer to this step, as a learner would hand it in.
        // `verify` checks it as `check` does: it must fail, and the check must
        // say each `// expect:` text above. Keep a file like it for each
        // mistake you expect, with the words that tell its fix.
        // Here: the year is declared as text; the document writes a number.

        /// One book on the shelf: its title and the year it came out.
        struct Book: Decodable {
            var title: String
            var year: String
        }

        """

    private static let run = #"""
        import Foundation

        /// Decodes the lesson's document and prints a line per book.
        func run() {
            do {
                let books = try JSONDecoder().decode([Book].self, from: document())
                for book in books {
                    print("\(book.title) (\(book.year))")
                }
            } catch {
                print(error)
            }
        }

        """#

    private static let cardRun = ##"""
        import Foundation

        /// Decodes one book that has no year.
        func run() {
            let json = #"{ "title": "Notes on Bread" }"#
            do {
                let bytes = Data(json.utf8)
                let book = try JSONDecoder().decode(Book.self, from: bytes)
                print(book)
            } catch let DecodingError.keyNotFound(key, _) {
                print("keyNotFound: \(key.stringValue)")
            } catch {
                print(error)
            }
        }

        """##

    private static let edgeRun = ##"""
        import Foundation

        /// Decodes one book whose year is written as text.
        func run() {
            let json = #"{ "title": "Notes on Bread", "year": "2019" }"#
            do {
                let bytes = Data(json.utf8)
                let book = try JSONDecoder().decode(Book.self, from: bytes)
                print(book)
            } catch let DecodingError.typeMismatch(type, context) {
                let path = context.codingPath.map(\.stringValue)
                print("typeMismatch: wanted \(type) at \(path)")
            } catch {
                print(error)
            }
        }

        """##

    /// Writes every file under `folder`, refusing to write over anything: the lesson's folders
    /// must not exist yet. Returns the lesson's folder.
    package func write(into folder: URL) throws -> URL {
        let files = FileManager.default
        for existing in ["Lessons/\(name)", "Content/\(name)"]
        where files.fileExists(atPath: folder.appendingPathComponent(existing).path) {
            throw ScaffoldError.exists(folder.appendingPathComponent(existing))
        }
        for (path, text) in self.files {
            let url = folder.appendingPathComponent(path)
            try files.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .withoutOverwriting)
        }
        return folder.appendingPathComponent("Lessons/\(name)")
    }

    package enum ScaffoldError: Error {
        case exists(URL)
    }
}
