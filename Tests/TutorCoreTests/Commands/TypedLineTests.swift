import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// The one reading of a typed line that the prompt and Tab share.
@Suite("Typed line")
struct TypedLineTests {
    @Test(
        "Blanks separate words; quotes and backslashes keep a path with spaces one word",
        arguments: [
            ("check postcards 5 'a folder/my model.swift'", ["check", "postcards", "5", "a folder/my model.swift"]),
            (#"check postcards 5 "a folder/my model.swift""#, ["check", "postcards", "5", "a folder/my model.swift"]),
            (#"check postcards 5 a\ folder/my\ model.swift"#, ["check", "postcards", "5", "a folder/my model.swift"]),
            ("  next   ", ["next"]),
            (#"check 'it'\''s.swift'"#, ["check", "it's.swift"]),
            (#"check "say \"hi\" \\ \n.swift""#, ["check", #"say "hi" \ \n.swift"#]),
            ("check ''", ["check", ""]),
            (#"check a"b c"d"#, ["check", "ab cd"]),
        ])
    func words(line: String, expected: [String]) throws {
        #expect(try TypedLine.words(line) == expected)
    }

    @Test(
        "A quote never closed is refused with a sentence that shows where it starts",
        arguments: ["check 'a folder/x.swift", #"check "a"#])
    func unterminated(line: String) {
        #expect(throws: CommandFailure.self) { try TypedLine.words(line) }
        do {
            _ = try TypedLine.words(line)
        } catch {
            #expect(error.message.hasPrefix("The quote `"))
            #expect(error.message.hasSuffix("is never closed."))
            #expect(error.message.contains(line.dropFirst("check ".count)))
            #expect(error.hint?.hasPrefix("Close it with another") == true)
        }
    }

    @Test("Up to the cursor, the word being typed is read unquoted and kept as typed")
    func beforeCursor() {
        #expect(
            TypedLine.beforeCursor("check 'a fol") == .init(words: ["check"], word: "a fol", raw: "'a fol", quote: "'"))
        #expect(
            TypedLine.beforeCursor(#"check a\ fol"#)
                == .init(words: ["check"], word: "a fol", raw: #"a\ fol"#, quote: nil))
        #expect(TypedLine.beforeCursor("check ") == .init(words: ["check"], word: "", raw: "", quote: nil))
    }

    @Test("A candidate keeps what was typed and escapes the rest the same way; a finished one closes its quote")
    func completing() {
        let quoted = TypedLine.beforeCursor("check 'a fol")
        #expect(TypedLine.completing(quoted, with: "a folder/", finished: false) == "'a folder/")
        #expect(
            TypedLine.completing(quoted, with: "a folder/my model.swift", finished: true) == "'a folder/my model.swift'"
        )
        let escaped = TypedLine.beforeCursor(#"check a\ fol"#)
        #expect(
            TypedLine.completing(escaped, with: "a folder/my model.swift", finished: true)
                == #"a\ folder/my\ model.swift"#)
        let plain = TypedLine.beforeCursor("check a")
        #expect(TypedLine.completing(plain, with: "a folder/", finished: false) == #"a\ folder/"#)
        #expect(TypedLine.completing(plain, with: "abc.swift", finished: true) == "abc.swift")
    }

    @Test(
        "Whatever is written reads back as the one word it was",
        arguments: ["plain.swift", "a folder/x", "it's", #"back\slash "quote""#, ""])
    func writtenReadsBack(word: String) throws {
        #expect(try TypedLine.words("check " + TypedLine.written(word)) == ["check", word])
    }
}
