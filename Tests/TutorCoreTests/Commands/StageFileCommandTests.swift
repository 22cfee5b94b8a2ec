import Foundation
import TestSupport
import Testing

@testable import SwiftToolchain
@testable import TutorBase
@testable import TutorCLI
@testable import TutorDomain
@testable import TutorPresentation
@testable import TutorSystem

/// What `doc` and `model` print of a file: all of a lesson's, the head of a huge one.
@Suite("Files printed by doc and model")
struct StageFileCommandTests {
    let folder = TemporaryFolder("stage-file")

    @Test("A file of a lesson's size is printed whole, escape sequences written out, line breaks and tabs kept")
    func wholeFile() {
        let file = folder.write("{\n\t\"to\": \"Grandma \u{1B}[2J\"\n}\n", to: "small.json")
        #expect(DocCommand.shown(file) == "{\n\t\"to\": \"Grandma \\u{1B}[2J\"\n}\n")
    }

    @Test(
        "A huge file is cut at whole lines within the caps, then one sentence says how much was shown and where the whole file is"
    )
    func hugeFile() throws {
        let line = String(repeating: "x", count: 9) + "\n"
        let long = folder.write(String(repeating: line, count: 5000), to: "long.json")
        let shown = DocCommand.shown(long)
        let lines = shown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == DocCommand.lineCap + 2, "the lines, the sentence, the last line break")
        #expect(
            lines[DocCommand.lineCap]
                == "… Only the first 2000 lines (20 KB) of 49 KB are shown; the whole file is \(long.path).")
        let wide = folder.write(
            String(repeating: String(repeating: "y", count: 9999) + "\n", count: 20), to: "wide.json")
        let cut = DocCommand.shown(wide)
        #expect(cut.utf8.count < DocCommand.byteCap + 200)
        #expect(
            cut.hasSuffix("… Only the first 6 lines (59 KB) of 195 KB are shown; the whole file is \(wide.path).\n"))
    }
}
